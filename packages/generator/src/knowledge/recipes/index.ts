import type { BaseRecipe } from '../types.ts';
import { breakfastRecipes } from './breakfast.ts';
import { dessertRecipes } from './dessert.ts';
import { elixirRecipes } from './elixir.ts';
import { mainRecipes } from './main.ts';
import { snacksRecipes } from './snacks.ts';
import { starterRecipes } from './starter.ts';

/** Every base recipe, all six types. */
export const BASE_RECIPES: readonly BaseRecipe[] = [
  ...breakfastRecipes,
  ...starterRecipes,
  ...mainRecipes,
  ...dessertRecipes,
  ...snacksRecipes,
  ...elixirRecipes,
];
