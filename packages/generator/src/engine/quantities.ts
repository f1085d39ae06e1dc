import { gramsPerUnit, roundFoodQuantity, type KitchenQuantity } from '@feastforge/domain';
import type { Food } from '../knowledge/types.ts';
import { lineFood } from './line-food.ts';

/** Grams of one unit of a food; volume units not listed fall back through their millilitres. */
export { gramsPerUnit } from '@feastforge/domain';

export type Quantity = KitchenQuantity;

/**
 * Kitchen-sensible rounding of a scaled quantity of `food` (the domain's, told what the food is):
 * whole eggs and whole foods, spoons only where the food has a volume. `whole` is the recipe's
 * word on it where it has one (a chicken roasted whole).
 */
export function roundQuantity(food: Food, q: Quantity, whole?: boolean): Quantity {
  return roundFoodQuantity(lineFood(food, whole), q);
}

/**
 * Grams of a quantity. A unit the food is not measured in is converted through millilitres from
 * one it is (spoons and cups are all volumes).
 */
export function gramsOf(food: Food, q: Quantity): number {
  const perUnit = gramsPerUnit(food, q.unit);
  if (perUnit === undefined) throw new Error(`No gram weight for ${food.id} in ${q.unit}`);
  return perUnit * q.qty;
}
