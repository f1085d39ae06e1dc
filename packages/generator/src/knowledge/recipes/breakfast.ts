import type { BaseRecipe } from '../types.ts';

/** Real breakfast dishes, cookable as written. */
export const breakfastRecipes: BaseRecipe[] = [];
