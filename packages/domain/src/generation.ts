import { z } from 'zod';
import { boosterForCost, type Booster } from './mana.ts';
import { levelRarityBonus } from './progression.ts';
import { pickRarity, rarityOdds, type Rarity } from './rarity.ts';
import { WizardChoicesSchema } from './recipe.ts';
import { SyncRecipeRowSchema } from './sync.ts';

/** Free generations a visitor gets, counted per device and per network address (spec section 9). */
export const TRIAL_GENERATIONS = 3;

/**
 * Body of `POST /api/recipes/generate`: the wizard's choices plus two client-made UUIDs.
 * `idempotencyKey` makes a retried request answer the first result instead of paying twice;
 * `deviceId` (kept in the browser) names a visitor's device for the trial count.
 *
 * @example
 * GenerateBody.parse({ theme: 'coastal-cove', characterClass: 'bard', recipeType: 'main', idempotencyKey: crypto.randomUUID() })
 */
export const GenerateBody = WizardChoicesSchema.extend({
  idempotencyKey: z.guid('idempotencyKey must be a UUID').optional(),
  deviceId: z.guid('deviceId must be a UUID').optional(),
});
export type GenerateBody = z.input<typeof GenerateBody>;

/**
 * Query of `GET /api/recipes/trials`: the visitor's device, as the generation sends it.
 *
 * @example
 * TrialsQuery.parse({ deviceId: crypto.randomUUID() })
 */
export const TrialsQuery = z.object({ deviceId: z.guid('deviceId must be a UUID') });

/**
 * Answer of `GET /api/recipes/trials`: the trials the server will still honour for this device on
 * this network address (the lower of the two counts), so a page never offers one it would refuse.
 */
export const TrialsAnswerSchema = z.object({ trialsRemaining: z.number().int().min(0) });
export type TrialsAnswer = z.infer<typeof TrialsAnswerSchema>;

/** XP result of spec section 3: what a generation (or any XP award) gave. */
export const XpResultSchema = z.object({
  xp_gained: z.number().int(),
  level_ups: z.number().int(),
  new_level: z.number().int(),
});
export type XpResult = z.infer<typeof XpResultSchema>;

/**
 * A signed-in user's generation: the saved recipe, the XP it earned, the balance after paying and
 * the names of the badges it unlocked (empty on a replayed request: they were announced the first time).
 */
export const UserGenerationSchema = z.object({
  recipe: SyncRecipeRowSchema,
  xp: XpResultSchema,
  manaBalance: z.number().int(),
  newBadges: z.array(z.string()),
  isTrial: z.literal(false),
});
export type UserGeneration = z.infer<typeof UserGenerationSchema>;

/** A visitor's trial generation: shown once, never saved, so the recipe has no id or owner. */
export const TrialGenerationSchema = z.object({
  recipe: SyncRecipeRowSchema.extend({ id: z.null(), userId: z.null() }),
  isTrial: z.literal(true),
  trialsRemaining: z.number().int().min(0),
});
export type TrialGeneration = z.infer<typeof TrialGenerationSchema>;

/**
 * Answer of `POST /api/recipes/generate`; `isTrial` tells the two kinds apart.
 *
 * @example
 * const answer = GenerationAnswerSchema.parse(await res.json())
 * if (answer.isTrial) showTrialsLeft(answer.trialsRemaining); else navigate(`/recipe/${answer.recipe.id}`)
 */
export const GenerationAnswerSchema = z.discriminatedUnion('isTrial', [UserGenerationSchema, TrialGenerationSchema]);
export type GenerationAnswer = z.infer<typeof GenerationAnswerSchema>;

/** What the server rolled for one generation. */
export interface RarityRoll {
  rarity: Rarity;
  booster: Booster;
}

/**
 * Rolls a generation's rarity on the server (ADR 004): base odds, shifted up by the level bonus,
 * with everything below the booster's floor removed. `uniform` is one draw in [0, 1).
 *
 * @example
 * rollRarity({ manaCost: 5, level: 12 }, rng.next()) // { rarity: 'uncommon' or better, booster: Silver }
 */
export function rollRarity(input: { manaCost: number; level: number }, uniform: number): RarityRoll {
  const booster = boosterForCost(input.manaCost);
  const rarity = pickRarity(rarityOdds(levelRarityBonus(input.level), booster.floor), uniform);
  return { rarity, booster };
}
