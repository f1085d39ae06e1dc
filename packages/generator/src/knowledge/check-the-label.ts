import type { Allergen, Food } from './types.ts';

/** How a line names an allergen class to look for on a pack. */
const LABEL_WORDS: Record<Allergen, string> = {
  milk: 'milk',
  egg: 'egg',
  fish: 'fish',
  crustacean: 'crustaceans',
  molluscs: 'molluscs',
  'tree-nuts': 'nuts',
  peanuts: 'peanuts',
  wheat: 'wheat',
  soy: 'soy',
  sesame: 'sesame',
  celery: 'celery',
  mustard: 'mustard',
  sulphites: 'sulphites',
  lupin: 'lupin',
};

/**
 * What a food's line says of the allergens only its pack can tell (`Food.mayContain`): 'check the
 * label for lupin and soy'. Undefined for a food whose allergens do not depend on the brand.
 *
 * @example
 * checkTheLabel(glutenFreeFlourBlend) // 'check the label for lupin and soy'
 */
export function checkTheLabel(food: Food): string | undefined {
  const words = (food.mayContain ?? []).map((allergen) => LABEL_WORDS[allergen]);
  if (words.length === 0) return undefined;
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `check the label for ${list}`;
}
