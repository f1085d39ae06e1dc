import pluralize from 'pluralize';
import {
  amountText as lineAmountText,
  ingredientLine as writeLine,
  metricAmount as lineMetricAmount,
  type IngredientMeasure,
  type LineFood,
} from '@feastforge/domain';
import type { Food, RecipeIngredient } from '../knowledge/types.ts';
import type { Quantity } from './quantities.ts';

/** The food's plural: the knowledge base's where English is irregular, else the inflection rules. */
export function pluralOf(food: Food): string {
  return food.plural ?? pluralize.plural(food.name);
}

function isEggLike(food: Food): boolean {
  return food.id === 'egg' || food.id.endsWith('-egg') || food.id.startsWith('egg-');
}

const lineFoods = new WeakMap<Food, LineFood>();

/**
 * What the domain's line writer needs of a food. `whole` is the recipe's word where it has one (a
 * chicken roasted whole); eggs are always whole.
 */
export function lineFood(food: Food, whole?: boolean): LineFood {
  if (whole !== undefined && whole !== (food.whole === true)) {
    return { ...lineFood(food), whole: isEggLike(food) || whole };
  }
  let found = lineFoods.get(food);
  if (!found) {
    found = {
      name: food.name,
      plural: pluralOf(food),
      grams: food.grams,
      whole: isEggLike(food) || food.whole === true,
      countable: food.countable === true,
    };
    lineFoods.set(food, found);
  }
  return found;
}

/** The food's name in the number a quantity needs: '1 egg', '2 eggs', '½ lemon'. */
export function nameFor(food: Food, count: number): string {
  return count > 1 ? pluralOf(food) : food.name;
}

/** A share too big for spoons, in the metric a scale or a jug gives ('75 g', '180 ml'). */
export const metricAmount = (food: Food, q: Quantity) => lineMetricAmount(lineFood(food), q);

/** A share of an ingredient as a step quotes it: '150 g', '3 tbsp (45 ml)', '2 eggs', 'a pinch'. */
export const amountText = (food: Food, q: Quantity) => lineAmountText(lineFood(food), q);

/** One ingredient line, metric first with US measures alongside: '340 g (12 oz) lamb shanks'. */
export const ingredientLine = (food: Food, q: Quantity, prep?: string) => writeLine(lineFood(food), q, prep);

/**
 * An ingredient's food and amount as a saved recipe keeps them (`recipe_data.measures`), so the
 * recipe page writes its line for other servings as the engine does: the unrounded amount for
 * `writtenFor` servings.
 */
export function measureOf(
  ingredient: Pick<RecipeIngredient, 'qty' | 'unit' | 'whole'> & { food: Food; prep?: string | undefined },
  writtenFor: number,
): IngredientMeasure {
  return {
    food: ingredient.food.id,
    ...lineFood(ingredient.food, ingredient.whole),
    qty: ingredient.qty,
    unit: ingredient.unit,
    for: writtenFor,
    ...(ingredient.prep ? { prep: ingredient.prep } : {}),
  };
}
