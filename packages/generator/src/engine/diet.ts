import type { Dietary } from '@feastforge/domain';
import type { Food } from '../knowledge/types.ts';

/**
 * Whether a food is allowed by one dietary need. Vegetarian excludes meat, fish, shellfish and
 * products of slaughter (gelatin, meat stocks are meat); pescatarian allows fish and shellfish;
 * vegan excludes everything animal-derived, honey included.
 */
export function allows(need: Dietary, food: Food): boolean {
  const d = food.diet;
  switch (need) {
    case 'vegetarian':
      return !d.meat && !d.fish && !d.shellfish && !d.slaughter;
    case 'pescatarian':
      return !d.meat && !d.slaughter;
    case 'vegan':
      return !d.animal && !d.meat && !d.fish && !d.shellfish && !d.dairy && !d.egg && !d.slaughter;
    case 'dairy-free':
      return !d.dairy;
    case 'gluten-free':
      return !d.gluten;
    case 'egg-free':
      return !d.egg;
  }
}

/** The needs of `dietary` that `food` breaks. */
export function brokenNeeds(food: Food, dietary: readonly Dietary[]): Dietary[] {
  return dietary.filter((need) => !allows(need, food));
}
