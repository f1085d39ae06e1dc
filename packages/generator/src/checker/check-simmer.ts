import { LONG_SIMMER_MINUTES, longestSimmer, simmersIn } from '../knowledge/simmering.ts';
import type { Food } from '../knowledge/types.ts';
import type { Problem } from './check-recipe.ts';

/**
 * The least liquid (ml, a gram of stock or tomatoes taken as a millilitre) a pot can simmer in for
 * an hour or more: below it the sauce dries and catches however low the heat.
 */
const LEAST_ML = 180;

/**
 * A long simmer or braise needs something to simmer in: 'simmer for 2 hours' over 40 ml of stock
 * and a few spoonfuls of tomatoes is a dry pan long before the time is up, the fault of a recipe
 * scaled down without thought for the pot.
 *
 * @example
 * checkSimmer(['Cover and simmer gently for 1½ hours.'], [{ food: beefStock, grams: 60 }])
 * // [{ code: 'time', message: 'It simmers for 90 minutes in 60 ml of liquid, ...' }]
 */
export function checkSimmer(
  steps: readonly string[],
  ingredients: ReadonlyArray<{ food: Food; grams: number }>,
): Problem[] {
  const minutes = longestSimmer(steps.join(' '));
  if (minutes < LONG_SIMMER_MINUTES) return [];
  const ml = Math.round(ingredients.filter((i) => simmersIn(i.food)).reduce((sum, i) => sum + i.grams, 0));
  if (ml >= LEAST_ML) return [];
  return [
    {
      code: 'time',
      message: `It simmers for ${minutes} minutes in ${ml} ml of liquid, which dries out long before; a pot needs at least ${LEAST_ML} ml for that.`,
    },
  ];
}
