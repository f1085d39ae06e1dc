import type { RecipeType } from '@feastforge/domain';
import type { Rng } from '../hash.ts';
import type { FoodSketch } from '../ingredients/categorize.ts';
import { basket, bowl, stewPot } from './bowls.ts';
import { cakeStand, dessertPlate } from './desserts.ts';
import { bottle, goblet, mug } from './drinks.ts';
import { board, plate, skillet } from './plates.ts';
import type { Stage } from './stage.ts';

export type { Stage } from './stage.ts';

export const VESSELS = [
  'skillet',
  'plate',
  'bowl',
  'board',
  'platter',
  'stew-pot',
  'cake-stand',
  'dessert-plate',
  'basket',
  'goblet',
  'mug',
  'bottle',
] as const;
export type Vessel = (typeof VESSELS)[number];

const SOUPY =
  /\b(stew|soup|curry|chil[il]i?|pot|braise|broth|tagine|hotpot|goulash|casserole|dh?al|gumbo|ragout|chowder|bisque|cauldron|pho|ramen)\b/;

/**
 * The vessel a recipe is served in: fixed by the recipe type (spec: breakfast in a skillet or on
 * a plate, elixirs in a goblet, mug or bottle, ...), narrowed by what the title and ingredients
 * say, and otherwise picked by the title's hash so that a gallery of mains is not all platters.
 */
export function chooseVessel(
  type: RecipeType,
  title: string,
  foods: readonly FoodSketch[],
  warm: boolean,
  rng: Rng,
): Vessel {
  const t = title.toLowerCase();
  const has = (category: FoodSketch['category'], variant?: string): boolean =>
    foods.some((f) => f.category === category && (variant === undefined || f.variant === variant));
  const lead = foods[0]?.category;
  switch (type) {
    case 'breakfast':
      if (/\b(porridge|oats?|oatmeal|bowl|granola|congee|grits|poha|muesli)\b/.test(t) || foods[0]?.variant === 'oats')
        return 'bowl';
      if (/\b(skillet|hash|fry|fried|shakshuka|frittata|scramble)\b/.test(t) || lead === 'egg' || lead === 'meat')
        return 'skillet';
      if (lead === 'bread' || lead === 'grain' || lead === 'berry' || lead === 'banana') return 'plate';
      return rng.pick(['skillet', 'plate']);
    case 'starter':
      if (/\b(soup|broth|bisque|chowder|gazpacho|salad|bowl)\b/.test(t) || has('liquid', 'stock')) return 'bowl';
      if (/\b(board|platter|bruschetta|crostini|toast)\b/.test(t)) return 'board';
      return rng.pick(['bowl', 'board']);
    case 'main':
      if (SOUPY.test(t) || has('liquid', 'stock') || has('legume', 'lentil')) return 'stew-pot';
      return 'platter';
    case 'dessert':
      if (/\b(cake|torte|gateau|gâteau|layer|sponge)\b/.test(t)) return 'cake-stand';
      if (/\b(tart|pudding|mousse|panna|pie|crumble|custard|flan|cheesecake)\b/.test(t)) return 'dessert-plate';
      return rng.pick(['cake-stand', 'dessert-plate']);
    case 'snacks':
      if (lead === 'bread' || lead === 'nut' || lead === 'orchard' || has('grain', 'corn')) return 'basket';
      if (lead === 'cheese' || lead === 'meat') return 'board';
      return rng.pick(['basket', 'board']);
    case 'elixir':
      if (/\b(potion|tonic|draught|philter|philtre|vial|flask)\b/.test(t)) return 'bottle';
      if (warm) return rng.chance(0.75) ? 'mug' : 'bottle';
      return rng.chance(0.6) ? 'goblet' : 'bottle';
    default:
      return 'platter';
  }
}

/** Draws the chosen vessel with its food. */
export function drawVessel(vessel: Vessel, stage: Stage): string {
  switch (vessel) {
    case 'skillet':
      return skillet(stage);
    case 'plate':
      return plate(stage, 'plate');
    case 'platter':
      return plate(stage, 'platter');
    case 'bowl':
      return bowl(stage);
    case 'board':
      return board(stage);
    case 'stew-pot':
      return stewPot(stage);
    case 'cake-stand':
      return cakeStand(stage);
    case 'dessert-plate':
      return dessertPlate(stage);
    case 'basket':
      return basket(stage);
    case 'goblet':
      return goblet(stage);
    case 'mug':
      return mug(stage);
    case 'bottle':
      return bottle(stage);
  }
}
