import type { Dietary } from '@feastforge/domain';
import type { Food } from '../knowledge/types.ts';

/**
 * Whether a food is allowed by one dietary need. Vegetarian excludes meat, fish, shellfish and
 * products of slaughter (gelatin, meat stocks are meat) and cheese made with animal rennet;
 * pescatarian allows fish and shellfish, and traditional cheese as pescatarians commonly eat it;
 * vegan excludes everything animal-derived, honey included. Gluten-free excludes gluten and the
 * bought products that often hide it (stock cubes, curry powder) unless labelled gluten-free;
 * dairy-free and vegan, in the same way, a loaf many bakers make with milk unless labelled so.
 */
export function allows(need: Dietary, food: Food): boolean {
  const d = food.diet;
  switch (need) {
    case 'vegetarian':
      return !d.meat && !d.fish && !d.shellfish && !d.slaughter && !d.rennet;
    case 'pescatarian':
      return !d.meat && !d.slaughter;
    case 'vegan':
      return (
        !d.animal &&
        !d.meat &&
        !d.fish &&
        !d.shellfish &&
        !d.dairy &&
        !d.mayContainDairy &&
        !d.egg &&
        !d.slaughter &&
        !d.rennet
      );
    case 'dairy-free':
      return !d.dairy && !d.mayContainDairy;
    case 'gluten-free':
      return !d.gluten && !d.mayContainGluten;
    case 'egg-free':
      return !d.egg;
  }
}

/** The needs of `dietary` that `food` breaks. */
export function brokenNeeds(food: Food, dietary: readonly Dietary[]): Dietary[] {
  return dietary.filter((need) => !allows(need, food));
}
