import type { BaseRecipe } from '../types.ts';
import { hotMilksLemonadesAndSmoothies } from './elixir/hot-milks-lemonades-and-smoothies.ts';
import { aguasCoffeesAndTeas } from './elixir/aguas-coffees-and-teas.ts';
import { teasShakesAndPunches } from './elixir/teas-shakes-and-punches.ts';

/** Real elixir dishes, cookable as written. */
export const elixirRecipes: BaseRecipe[] = [
  ...hotMilksLemonadesAndSmoothies,
  ...aguasCoffeesAndTeas,
  ...teasShakesAndPunches,
];
