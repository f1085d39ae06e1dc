import { assertNever } from '@feastforge/domain';
import type { Sketch } from '../sketch.ts';
import { group, place } from '../svg.ts';
import type { FoodSketch } from './categorize.ts';
import { bread, chocolate, grain, liquid, nut, pasta, spice, sweetener } from './pieces-pantry.ts';
import { banana, berry, citrus, orchard, tropical } from './pieces-fruit.ts';
import { allium, greenVeg, leafy, mushroom, pepper, root, tomato } from './pieces-garden.ts';
import { cheese, dairy, egg, fish, legume, meat, poultry, shellfish, type PieceMode } from './pieces-protein.ts';

export type { PieceMode } from './pieces-protein.ts';

/** Draws one ingredient around the origin (about 100 units across). */
export function drawFood(sk: Sketch, food: FoodSketch, mode: PieceMode): string {
  switch (food.category) {
    case 'meat':
      return meat(sk, food);
    case 'poultry':
      return poultry(sk, food);
    case 'fish':
      return fish(sk, food);
    case 'shellfish':
      return shellfish(sk, food);
    case 'egg':
      return egg(sk, mode);
    case 'cheese':
      return cheese(sk, food);
    case 'dairy':
      return dairy(sk, food);
    case 'bread':
      return bread(sk, food);
    case 'grain':
      return grain(sk, food);
    case 'pasta':
      return pasta(sk, food);
    case 'legume':
      return legume(sk, food);
    case 'leafy':
      return leafy(sk, food);
    case 'root':
      return root(sk, food);
    case 'allium':
      return allium(sk, food);
    case 'tomato':
      return tomato(sk, food);
    case 'pepper':
      return pepper(sk, food);
    case 'green-veg':
      return greenVeg(sk, food);
    case 'mushroom':
      return mushroom(sk, food);
    case 'citrus':
      return citrus(sk, food, mode);
    case 'berry':
      return berry(sk, food);
    case 'orchard':
      return orchard(sk, food);
    case 'banana':
      return banana(sk, food);
    case 'tropical':
      return tropical(sk, food);
    case 'nut':
      return nut(sk, food);
    case 'chocolate':
      return chocolate(sk, food);
    case 'spice':
      return spice(sk, food);
    case 'sweetener':
      return sweetener(sk, food);
    case 'liquid':
      return liquid(sk, food, mode);
    default:
      return assertNever(food.category);
  }
}

/** Draws one ingredient at a position, size and tilt. */
export function placeFood(
  sk: Sketch,
  food: FoodSketch,
  x: number,
  y: number,
  scale: number,
  rotate: number,
  mode: PieceMode,
): string {
  return group(place(x, y, scale, rotate), drawFood(sk, food, mode));
}
