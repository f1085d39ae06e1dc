import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_MANA_COST,
  DomainError,
  rollRarity,
  type TrialGeneration,
  type WizardChoices,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { seededRng } from '@feastforge/generator';
import { conjureRecipe, type GenerationProviders } from './conjure.ts';
import { returnTrial, takeTrial, type TrialVisitor } from './trial-uses.ts';

/**
 * A visitor's trial generation (spec sections 4 and 6): the standard booster only, counted per
 * device and per address on the server, never saved and worth no XP. The trial is taken before
 * the recipe is written (so parallel requests cannot overrun the limit) and given back if the
 * recipe or its image fails, so only a shown recipe counts.
 *
 * @example
 * const answer = await generateTrial(db, deps, { deviceId, ip }, choices, deps.jwtKey.current.secret)
 */
export async function generateTrial(
  db: Kysely<Database>,
  providers: GenerationProviders,
  visitor: TrialVisitor,
  choices: WizardChoices,
  secret: Uint8Array,
): Promise<TrialGeneration> {
  if (choices.manaCost !== DEFAULT_MANA_COST) {
    throw new DomainError('validation_failed', 'Mana boosters need an account. Sign in to use one.', {
      issues: [{ path: 'manaCost', message: 'A trial uses the standard 1-mana generation' }],
    });
  }
  const trialsRemaining = await takeTrial(db, visitor, secret);
  try {
    const id = randomUUID();
    const rng = seededRng(id);
    const roll = { rng, ...rollRarity({ manaCost: DEFAULT_MANA_COST, level: 1 }, rng.next()) };
    const data = await conjureRecipe(providers, choices, roll, id);
    // Nothing was paid and no XP given: the recipe says so, so the page shows no '+N XP'.
    const recipeData = { ...data, manaCost: 0, xp_gained: 0 };
    const recipe = { id: null, userId: null, isPublished: false, createdAt: new Date().toISOString(), recipeData };
    return { recipe, isTrial: true, trialsRemaining };
  } catch (error) {
    await returnTrial(db, visitor, secret);
    throw error;
  }
}
