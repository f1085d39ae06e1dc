import type { IngredientMeasure, RecipeData, StepTemplates } from '@feastforge/domain';
import type { AdaptedIngredient } from '../engine/adapt.ts';
import { lineFood } from '../engine/line-food.ts';
import { roundQuantity } from '../engine/quantities.ts';
import { declaredShape } from '../engine/shapes.ts';
import {
  CUT_PREP,
  ovenVessels,
  renderStep,
  servedFromVessels,
  type ScopedIngredient,
  type TextScope,
} from '../engine/text.ts';
import { declaredVessels } from '../engine/vessels.ts';
import type { Food } from '../knowledge/types.ts';

/**
 * The steps for another number of servings, written as the engine writes them: the recipe page,
 * the server-rendered page and print read a saved recipe's step templates (`recipe_data.stepTemplates`)
 * and give each vessel, batch, time and amount for the servings the cook chose. This module and
 * what it imports hold no knowledge base, so the page's bundle carries only the writer.
 */

/** What a saved recipe keeps of each food its templates name. */
type StepFood = StepTemplates['foods'][string];

/** The templates and foods a conjured recipe saves, from the dish as adapted and its templates. */
export function stepTemplatesOf(
  ingredients: ReadonlyArray<AdaptedIngredient & { key: string }>,
  templates: readonly string[],
  writtenFor: number,
): StepTemplates {
  const foods: Record<string, StepFood> = {};
  for (const ingredient of ingredients) {
    const own = lineFood(ingredient.food);
    const cookedWhole = lineFood(ingredient.food, ingredient.whole || ingredient.food.whole).whole;
    foods[ingredient.key] = {
      food: ingredient.food.id,
      ...own,
      qty: ingredient.qty,
      unit: ingredient.unit,
      for: writtenFor,
      ...(cookedWhole !== own.whole ? { cookedWhole } : {}),
      // 'sliced', 'cut into strips': the steps name a cut food in the plural however little.
      ...(ingredient.prep ? { prep: ingredient.prep } : {}),
    };
  }
  return { for: writtenFor, templates: [...templates], foods };
}

const NO_NUTRIENTS = { kcal: 0, protein: 0, carbs: 0, fat: 0 };

/** The food as far as the writer reads it: its names, weights and how it is counted. */
function foodOf(measure: IngredientMeasure): Food {
  return {
    id: measure.food,
    name: measure.name,
    plural: measure.plural,
    grams: measure.grams,
    ...(measure.whole ? { whole: true } : {}),
    ...(measure.countable ? { countable: true } : {}),
    per100g: NO_NUTRIENTS,
    allergens: [],
    diet: {},
  };
}

const NO_FOODS: ReadonlyMap<string, Food> = new Map();

/**
 * The steps written for `servings` from the templates, exactly as the engine writes them for a
 * party it makes that many servings for.
 *
 * @example
 * writeSteps(recipe.stepTemplates, 20) // ['Heat two 30 cm (12 in) frying pans over medium heat ...', ...]
 */
export function writeSteps(saved: StepTemplates, servings: number): string[] {
  const factor = servings / saved.for;
  const ingredients = new Map<string, ScopedIngredient>();
  for (const [key, measure] of Object.entries(saved.foods)) {
    const food = foodOf(measure);
    const exact = { qty: measure.qty * factor, unit: measure.unit };
    ingredients.set(key, {
      food,
      exact,
      scaled: roundQuantity(food, exact, measure.cookedWhole ?? measure.whole),
      swapped: false,
      cut: CUT_PREP.test(measure.prep ?? ''),
    });
  }
  const vessels = declaredVessels(saved.templates);
  const scope: TextScope = {
    servings,
    baseServings: saved.for,
    vessels,
    servedFrom: servedFromVessels(saved.templates, vessels),
    baked: ovenVessels(saved.templates),
    shape: declaredShape(saved.templates),
    dietary: [],
    ingredients,
    foods: NO_FOODS,
  };
  return saved.templates.map((template, i) => renderStep(template, scope, `step ${i + 1}`));
}

export interface StepsForServings {
  steps: string[];
  /** Whether the steps follow the servings; when not, they are written for `writtenFor`. */
  follow: boolean;
  writtenFor: number;
}

/** Steps that could not be written for the servings chosen, for the caller to log. */
export interface StepsFailure {
  /** What the writer threw: a template names a step, vessel or food it no longer reads. */
  error: unknown;
  /** The servings the steps were asked for. */
  servings: number;
  /** The servings the saved steps, shown instead, are written for. */
  writtenFor: number;
}

/**
 * The steps a recipe page shows for the servings the cook chose: the recipe's own at its servings,
 * written again from its templates for others, or its own words (and `follow: false`) when it has
 * no templates (a recipe saved before them, or one a model wrote). Templates that fail to render
 * fall back to the words as saved too, and `onError` hears why: this package has no logger, so the
 * caller logs it (a silent fallback would hide a writer that broke old recipes).
 *
 * @example
 * stepsForServings(recipe, 6, (failure) => console.warn('Steps not rewritten:', failure.error))
 */
export function stepsForServings(
  recipe: Pick<RecipeData, 'instructions' | 'servings' | 'stepTemplates'>,
  servings: number,
  onError?: (failure: StepsFailure) => void,
): StepsForServings {
  const own = { steps: recipe.instructions, writtenFor: recipe.servings };
  if (servings === recipe.servings) return { ...own, follow: true };
  if (!recipe.stepTemplates || recipe.stepTemplates.templates.length !== recipe.instructions.length)
    return { ...own, follow: false };
  try {
    return { steps: writeSteps(recipe.stepTemplates, servings), follow: true, writtenFor: servings };
  } catch (error) {
    // Templates a later engine no longer reads: the steps as saved, said to be for their servings.
    onError?.({ error, servings, writtenFor: recipe.servings });
    return { ...own, follow: false };
  }
}
