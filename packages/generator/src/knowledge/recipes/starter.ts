import type { BaseRecipe } from '../types.ts';

/** Real starter dishes, cookable as written. */
export const starterRecipes: BaseRecipe[] = [];
