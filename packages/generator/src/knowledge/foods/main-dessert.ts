import type { Food } from '../types.ts';
import { produceMeatAndDairyFoods } from './main-dessert/produce-meat-and-dairy.ts';
import { grainsPulsesAndPantryFoods } from './main-dessert/grains-pulses-and-pantry.ts';

/**
 * Foods first needed by the main and dessert recipes (nutrition per 100 g from USDA FoodData Central).
 *
 * `carbs` is total carbohydrate by difference, except for a few dried spices (noted), whose fibre makes
 * a 4-4-9 sum overshoot the listed energy by far: there it is carbohydrate less fibre. Canned kidney
 * beans are given as the boiled beans they are once drained.
 */
export const mainDessertFoods: Food[] = [...produceMeatAndDairyFoods, ...grainsPulsesAndPantryFoods];
