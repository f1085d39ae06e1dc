import type { BaseRecipe } from '../types.ts';

/** Real dessert dishes, cookable as written. */
export const dessertRecipes: BaseRecipe[] = [];
