import {
  amountText as lineAmountText,
  ingredientLine as writeLine,
  metricAmount as lineMetricAmount,
  nameFor as lineNameFor,
  type IngredientMeasure,
} from '@feastforge/domain';
import type { Food, RecipeIngredient } from '../knowledge/types.ts';
import { lineFood } from './line-food.ts';
import type { Quantity } from './quantities.ts';

/** The food's name in the number a quantity needs: '1 egg', '2 eggs', '½ lemon'. */
export const nameFor = (food: Food, count: number) => lineNameFor(lineFood(food), count);

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
