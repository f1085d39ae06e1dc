import type { BaseRecipe } from '../types.ts';
import { stewsPiesAndCurries } from './main/stews-pies-and-curries.ts';
import { tacosRoastsAndRice } from './main/tacos-roasts-and-rice.ts';
import { wrapsPastaAndFish } from './main/wraps-pasta-and-fish.ts';
import { curriesBakesAndStirFries } from './main/curries-bakes-and-stir-fries.ts';

/** Real main dishes, cookable as written. */
export const mainRecipes: BaseRecipe[] = [
  ...stewsPiesAndCurries,
  ...tacosRoastsAndRice,
  ...wrapsPastaAndFish,
  ...curriesBakesAndStirFries,
];
