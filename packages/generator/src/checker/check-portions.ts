import type { RecipeType } from '@feastforge/domain';
import type { Food } from '../knowledge/types.ts';

export interface PortionProblem {
  code: 'portion';
  message: string;
}

/**
 * The meat and fish a main course gives each person, eaten (off the bone, out of the shell): a
 * salmon fillet or a chicken breast is 140-200 g, a stew 150-220 g, a pasta sauce or a paella
 * 80-130 g. Below 60 g it is a garnish, above 400 g no one eats it; either way the amounts are wrong
 * for the servings.
 */
const MAIN_PORTION = { least: 60, most: 400 };
/** Meat or fish giving less of the dish's protein than this is a seasoning, not the portion. */
const SEASONING_SHARE = 0.5;

/** Meat or fish that is the food itself, not a stock, a sauce or a seasoning made of it. */
const isFlesh = (food: Food) =>
  (food.diet.meat === true || food.diet.fish === true || food.diet.shellfish === true) && food.per100g.protein >= 10;

/**
 * A main course's meat and fish per person within what a cook serves, at any party.
 *
 * @example
 * checkPortions('main', [{ food: salmonFillet, grams: 50 }], 1)
 * // [{ code: 'portion', message: '50 g of meat and fish a person is no main course: ...' }]
 */
export function checkPortions(
  type: RecipeType,
  weighed: ReadonlyArray<{ food: Food; grams: number; discarded?: number | undefined }>,
  servings: number,
): PortionProblem[] {
  if (type !== 'main' || servings <= 0) return [];
  const flesh = weighed.filter((w) => isFlesh(w.food));
  if (flesh.length === 0) return [];
  const eatenOf = (w: (typeof weighed)[number]) => w.grams * (w.food.edible ?? 1) * (1 - (w.discarded ?? 0));
  const proteinOf = (ws: typeof weighed) => ws.reduce((sum, w) => sum + (eatenOf(w) * w.food.per100g.protein) / 100, 0);
  const eaten = flesh.reduce((sum, w) => sum + eatenOf(w), 0);
  const each = Math.round(eaten / servings);
  // Bacon in a bean stew, anchovies in a pasta sauce: meat that gives less than half the dish's
  // protein seasons it, and is no portion to count.
  const seasoning = proteinOf(flesh) < proteinOf(weighed) * SEASONING_SHARE;
  return (each < MAIN_PORTION.least && !seasoning) || each > MAIN_PORTION.most
    ? [
        {
          code: 'portion',
          message: `${each} g of meat and fish a person is no main course: a cook serves ${MAIN_PORTION.least}-${MAIN_PORTION.most} g.`,
        },
      ]
    : [];
}
