import { z } from 'zod';
import { DIETARY_OPTIONS, RECIPE_TYPES, THEMES, WIZARD_CLASSES } from './enums.ts';
import { BOOSTERS } from './mana.ts';
import { RARITIES } from './rarity.ts';

export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 20;
export const PARTY_SIZE_DEFAULT = 4;
/** The wizard's message for a party size outside the limits (spec section 5). */
export const PARTY_SIZE_MESSAGE = `Party size must be between ${PARTY_SIZE_MIN} and ${PARTY_SIZE_MAX}`;

const BOOSTER_COSTS = BOOSTERS.map((b) => b.cost);

/** The wizard's choices (spec section 3 'Wizard choices'). */
export const WizardChoicesSchema = z.object({
  theme: z.enum(THEMES, { error: 'Please choose a biome' }),
  characterClass: z.enum(WIZARD_CLASSES, { error: 'Please choose a class' }),
  recipeType: z.enum(RECIPE_TYPES, { error: 'Please choose a recipe type' }),
  partySize: z
    .number({ error: 'Party size must be a number' })
    .int('Party size must be a whole number')
    .min(PARTY_SIZE_MIN, PARTY_SIZE_MESSAGE)
    .max(PARTY_SIZE_MAX, PARTY_SIZE_MESSAGE)
    .default(PARTY_SIZE_DEFAULT),
  dietary: z.array(z.enum(DIETARY_OPTIONS)).max(DIETARY_OPTIONS.length).default([]),
  manaCost: z
    .number()
    .refine((cost) => BOOSTER_COSTS.includes(cost as (typeof BOOSTER_COSTS)[number]), 'Unknown booster')
    .default(1),
});
export type WizardChoices = z.output<typeof WizardChoicesSchema>;

export const NutritionSchema = z.object({
  calories: z.number().nonnegative(),
  protein: z.number().nonnegative(),
  carbs: z.number().nonnegative(),
  fat: z.number().nonnegative(),
});

/** recipe_data of spec section 3: what a saved recipe shows. */
export const RecipeDataSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  image: z.string(),
  rarity: z.enum(RARITIES),
  recipeType: z.enum(RECIPE_TYPES),
  prepTime: z.string().min(1),
  cookTime: z.string().min(1),
  difficulty: z.string().min(1),
  servings: z.number().int().min(PARTY_SIZE_MIN).max(PARTY_SIZE_MAX),
  ingredients: z.array(z.string().min(1)).min(1),
  instructions: z.array(z.string().min(1)).min(1),
  nutrition: NutritionSchema,
  allergens: z.array(z.string()),
  notes: z.string(),
  manaCost: z.number().int(),
  xp_gained: z.number().int(),
  is_published: z.boolean().optional(),
});
export type RecipeData = z.infer<typeof RecipeDataSchema>;

/** Minutes as the recipe page shows them: '45 min', '1 h 30 min'. */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest === 0 ? `${h} h` : `${h} h ${rest} min`;
}

/**
 * Minutes from a time as recipes write it: the recipe page's own '45 min', '1 h 30 min' and '2 h',
 * and a writer's '1 hour 5 minutes', '1.5 hours' or '90'. Null when there is no number of minutes
 * or hours in it.
 *
 * @example
 * parseMinutes('1 h 30 min') // 90
 */
export function parseMinutes(text: string): number | null {
  const normalised = text.toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(h|hr|hrs|hour|hours)\b/.exec(normalised);
  // '1 hr 30': a bare number after the hours is minutes, as a cook reads it.
  const minutes =
    /(\d+)\s*(m|min|mins|minute|minutes)\b/.exec(normalised) ??
    /(?:h|hr|hrs|hour|hours)\b\s*(\d+)\s*$/.exec(normalised);
  if (!hours && !minutes) {
    return /^\s*\d+\s*$/.test(normalised) ? Number(normalised) : null;
  }
  return Math.round((hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0));
}
