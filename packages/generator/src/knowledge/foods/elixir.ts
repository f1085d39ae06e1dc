import type { Food } from '../types.ts';

/** Foods first needed by the elixir recipes (nutrition per 100 g from USDA FoodData Central). */
export const elixirFoods: Food[] = [];
