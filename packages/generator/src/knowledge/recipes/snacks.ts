import type { BaseRecipe } from '../types.ts';

/** Real snacks dishes, cookable as written. */
export const snacksRecipes: BaseRecipe[] = [];
