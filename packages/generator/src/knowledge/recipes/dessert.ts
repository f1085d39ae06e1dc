import type { BaseRecipe } from '../types.ts';
import { crumblesPuddingsAndPavlova } from './dessert/crumbles-puddings-and-pavlova.ts';
import { moussesCakesAndSorbet } from './dessert/mousses-cakes-and-sorbet.ts';
import { macaroonsPiesAndDaifuku } from './dessert/macaroons-pies-and-daifuku.ts';

/** Real dessert dishes, cookable as written. */
export const dessertRecipes: BaseRecipe[] = [
  ...crumblesPuddingsAndPavlova,
  ...moussesCakesAndSorbet,
  ...macaroonsPiesAndDaifuku,
];
