import type { BaseRecipe } from '../types.ts';

/** Real main dishes, cookable as written. */
export const mainRecipes: BaseRecipe[] = [];
