import type { Food } from '../types.ts';
import { produceFoods } from './breakfast-elixir/produce.ts';
import { herbsAndSpicesFoods } from './breakfast-elixir/herbs-and-spices.ts';
import { sweetFatsAndDairyFoods } from './breakfast-elixir/sweet-fats-and-dairy.ts';
import { grainsPulsesAndMeatFoods } from './breakfast-elixir/grains-pulses-and-meat.ts';
import { liquidsFoods } from './breakfast-elixir/liquids.ts';

/**
 * Foods first needed by the breakfast and elixir recipes (nutrition per 100 g from USDA FoodData Central,
 * SR Legacy, unless a note says otherwise).
 *
 * Conventions where USDA's figures would not describe the food as used:
 * - High-fibre dried spices and cocoa give `carbs` net of dietary fibre (available carbohydrate), so the
 *   4-4-9 energy of the macros stays close to USDA's energy figure.
 * - Where USDA's energy figure is not 4-4-9 of its own macros (food-specific factors in ground cinnamon
 *   and baking powder; alcohol in vanilla extract), `kcal` is the 4-4-9 figure of USDA's macros.
 * - Leaves, grounds and dried flowers that are steeped and strained out (tea, coffee, hibiscus, butterfly
 *   pea) give what they put into the drink: USDA's brewed tea or coffee scaled by the usual brewing ratio.
 */
export const breakfastElixirFoods: Food[] = [
  ...produceFoods,
  ...herbsAndSpicesFoods,
  ...sweetFatsAndDairyFoods,
  ...grainsPulsesAndMeatFoods,
  ...liquidsFoods,
];
