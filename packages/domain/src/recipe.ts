import { z } from 'zod';
import { DIETARY_OPTIONS, RECIPE_TYPES, THEMES, WIZARD_CLASSES } from './enums.ts';
import { BOOSTERS } from './mana.ts';
import { KITCHEN_UNITS } from './kitchen-rounding.ts';
import { RARITIES } from './rarity.ts';
import { LarderSchema, LarderUseSchema } from './larder/larder.ts';

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
  /** Foods the cook has to hand ('From your larder'), as food ids: the engine prefers dishes using them. */
  larder: LarderSchema.optional(),
});
export type WizardChoices = z.output<typeof WizardChoicesSchema>;

export const NutritionSchema = z.object({
  calories: z.number().nonnegative(),
  protein: z.number().nonnegative(),
  carbs: z.number().nonnegative(),
  fat: z.number().nonnegative(),
});

const KitchenUnitSchema = z.enum(KITCHEN_UNITS);

/**
 * One ingredient of a saved recipe as its food and amount, beside the line written from them, so
 * the recipe page writes the line for other servings exactly as the engine would. `qty` is the
 * amount for `for` servings before rounding (the knowledge base's), not the line's rounded one.
 */
export const IngredientMeasureSchema = z.object({
  food: z.string().min(1),
  name: z.string().min(1),
  plural: z.string().min(1),
  grams: z.partialRecord(KitchenUnitSchema, z.number().positive()),
  whole: z.boolean(),
  countable: z.boolean(),
  canNet: z.number().positive().optional(),
  weighed: z.boolean().optional(),
  gramsPerCm: z.number().positive().optional(),
  qty: z.number().positive(),
  unit: KitchenUnitSchema,
  for: z.number().int().positive(),
  prep: z.string().min(1).optional(),
});
export type IngredientMeasure = z.infer<typeof IngredientMeasureSchema>;

/**
 * The steps as the engine writes them before the party is known: templates naming vessels, batches,
 * times and foods (`{@28cm frying pan}`, `{batches:beef-chuck/600g:8-10 minutes}`, `{egg}`), the
 * servings they are written for and each food they name, so the recipe page writes the steps for
 * other servings exactly as the engine would (`@feastforge/generator/steps`).
 */
export const StepTemplatesSchema = z.object({
  for: z.number().int().positive(),
  templates: z.array(z.string().min(1)).min(1),
  foods: z.record(
    z.string().min(1),
    // `cookedWhole`: the recipe cooks it whole though the food itself may be cut (a roast chicken).
    IngredientMeasureSchema.extend({ cookedWhole: z.boolean().optional() }),
  ),
});
export type StepTemplates = z.infer<typeof StepTemplatesSchema>;

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
  /**
   * Each ingredient's food and amount, in the order of `ingredients`, so another number of
   * servings reads as the engine writes it (`ingredientsFor`). Recipes saved before it existed
   * have none, and the page rescales their lines' words.
   */
  measures: z.array(IngredientMeasureSchema).optional(),
  instructions: z.array(z.string().min(1)).min(1),
  /**
   * What the steps are written from, so another number of servings reads as the engine writes it.
   * Recipes saved before it existed, and those a model wrote, have none: their steps stay as written.
   */
  stepTemplates: StepTemplatesSchema.optional(),
  nutrition: NutritionSchema,
  allergens: z.array(z.string()),
  /**
   * The dietary needs the recipe was conjured for (the wizard's choices), which the recipe checker
   * held it to. Recipes saved before it existed have none.
   */
  dietary: z.array(z.enum(DIETARY_OPTIONS)).optional(),
  notes: z.string(),
  /** The larder foods the recipe was asked to use and those its ingredients use. */
  larderUse: LarderUseSchema.optional(),
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

/** Minutes in one of each time unit a recipe may write. */
const UNIT_MINUTES: Record<string, number> = { d: 1440, h: 60, m: 1 };
const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };
/**
 * An amount (1, 1.5, 1,5, 1½, ½) and the unit after it ('1 h', '1h', '1-hour'); a letter right
 * after the unit makes it another word ('2 medium').
 */
const TIME_AMOUNT = /(\d+(?:[.,]\d+)?\s*[½¼¾]?|[½¼¾])\s*-?\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m)(?!\p{L})/gu;
/** The lower end of a range ('10-15 min', '1 to 2 hours'): a cook plans for the longer time. */
const RANGE_START = /\d+(?:[.,]\d+)?\s*(?:-|–|—|to)\s*(?=\d)/gu;
/** '1 hr 30', '1h30': a bare number right after the hours is minutes, as a cook reads it. */
const MINUTES_AFTER_HOURS = /\d\s*-?\s*(?:h|hrs?|hours?)\s*(?:and\s*)?(\d+)\s*$/u;

function amountOf(text: string): number {
  const trimmed = text.trim();
  const fraction = FRACTIONS[trimmed.slice(-1)] ?? 0;
  const whole = fraction > 0 ? trimmed.slice(0, -1).trim() : trimmed;
  return (whole === '' ? 0 : Number(whole.replace(',', '.'))) + fraction;
}

/**
 * Minutes from a time as recipes write it: the recipe page's own '45 min', '1 h 30 min' and '2 h',
 * and a writer's '1 hour 5 minutes', '1h 30m', '1.5 hours', '1½ hours', '90', 'PT1H30M' or
 * '10-15 min' (read at its upper end). Amounts in several units add up. Null when there is no
 * number of minutes, hours or days in it ('overnight', 'until golden').
 *
 * @example
 * parseMinutes('1 h 30 min') // 90
 */
export function parseMinutes(text: string): number | null {
  const normalised = text.toLowerCase().replace(RANGE_START, '');
  if (/^\s*\d+\s*$/.test(normalised)) return Number(normalised);
  let total = 0;
  let found = false;
  for (const [, amount = '', unit = ''] of normalised.matchAll(TIME_AMOUNT)) {
    total += amountOf(amount) * (UNIT_MINUTES[unit.charAt(0)] ?? 0);
    found = true;
  }
  const trailing = MINUTES_AFTER_HOURS.exec(normalised);
  if (found && trailing) total += Number(trailing[1]);
  return found && Number.isFinite(total) ? Math.round(total) : null;
}
