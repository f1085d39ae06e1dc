import type { BaseRecipe } from '../types.ts';
import { soupsSaladsAndDips } from './starter/soups-salads-and-dips.ts';
import { soupsAndSkewers } from './starter/soups-and-skewers.ts';
import { frittersSaladsAndDumplings } from './starter/fritters-salads-and-dumplings.ts';

/** Real starter dishes, cookable as written. */
export const starterRecipes: BaseRecipe[] = [...soupsSaladsAndDips, ...soupsAndSkewers, ...frittersSaladsAndDumplings];
