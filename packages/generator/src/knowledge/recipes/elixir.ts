import type { BaseRecipe } from '../types.ts';

/** Real elixir dishes, cookable as written. */
export const elixirRecipes: BaseRecipe[] = [];
