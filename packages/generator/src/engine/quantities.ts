import { roundQuantity as roundKitchenQuantity, US_ML, type KitchenQuantity } from '@feastforge/domain';
import type { Food, Unit } from '../knowledge/types.ts';

/** Millilitres per volume unit (US customary spoons and cup, as recipe cards use them). */
const ML: Partial<Record<Unit, number>> = { ml: 1, pinch: 0.31, ...US_ML };

/** Grams of one unit of a food; volume units not listed fall back through their millilitres. */
export function gramsPerUnit(food: Food, unit: Unit): number | undefined {
  if (unit === 'g') return 1;
  const direct = food.grams[unit];
  if (direct !== undefined) return direct;
  const ml = ML[unit];
  if (ml === undefined) return undefined;
  for (const [other, grams] of Object.entries(food.grams) as Array<[Unit, number]>) {
    const otherMl = ML[other];
    if (otherMl !== undefined) return (grams * ml) / otherMl;
  }
  return undefined;
}

export type Quantity = KitchenQuantity;

function isEggLike(food: Food): boolean {
  return food.id === 'egg' || food.id.endsWith('-egg') || food.id.startsWith('egg-');
}

/**
 * Kitchen-sensible rounding of a scaled quantity of `food` (the domain's `roundQuantity`, told
 * what the food is): whole eggs and whole foods, spoons only where the food has a volume.
 */
export function roundQuantity(food: Food, q: Quantity, whole = food.whole): Quantity {
  return roundKitchenQuantity(q, {
    whole: isEggLike(food) || whole === true,
    gramsPerCan: food.grams.can,
    measures: (unit) => gramsPerUnit(food, unit) !== undefined,
  });
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
