import type { Food } from '../types.ts';
import { breakfastElixirFoods } from './breakfast-elixir.ts';
import { elixirFoods } from './elixir.ts';
import { mainDessertFoods } from './main-dessert.ts';
import { starterSnacksFoods } from './starter-snacks.ts';
import { substituteFoods } from './substitutes.ts';
import { labelledVariants } from './variants.ts';

const WRITTEN: readonly Food[] = [
  ...breakfastElixirFoods,
  ...starterSnacksFoods,
  ...mainDessertFoods,
  ...elixirFoods,
  ...substituteFoods,
];

/**
 * Every food a recipe may use. Ids are unique across the files (checked by knowledge.test.ts).
 * The labelled variants (vegetarian cheese, gluten-free stock) follow from the foods' diet facts.
 */
export const FOODS: readonly Food[] = [...WRITTEN, ...labelledVariants(WRITTEN)];

export const FOOD_BY_ID: ReadonlyMap<string, Food> = new Map(FOODS.map((food) => [food.id, food]));
