import type { BaseRecipe } from '../types.ts';
import { nutsDipsAndPastries } from './snacks/nuts-dips-and-pastries.ts';
import { breadsBitesAndJerky } from './snacks/breads-bites-and-jerky.ts';
import { pancakesAndSeeds } from './snacks/pancakes-and-seeds.ts';

/** Real snacks dishes, cookable as written. */
export const snacksRecipes: BaseRecipe[] = [...nutsDipsAndPastries, ...breadsBitesAndJerky, ...pancakesAndSeeds];
