import type { BaseRecipe } from '../types.ts';
import { eggsOatsAndPancakes } from './breakfast/eggs-oats-and-pancakes.ts';
import { scramblesBreadsAndBakes } from './breakfast/scrambles-breads-and-bakes.ts';
import { eggsBowlsAndHashes } from './breakfast/eggs-bowls-and-hashes.ts';

/** Real breakfast dishes, cookable as written. */
export const breakfastRecipes: BaseRecipe[] = [
  ...eggsOatsAndPancakes,
  ...scramblesBreadsAndBakes,
  ...eggsBowlsAndHashes,
];
