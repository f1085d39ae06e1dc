import type { RecipeType } from '@feastforge/domain';
import { mix } from '../color.ts';
import type { FoodSketch } from '../ingredients/categorize.ts';
import { type PieceMode, placeFood } from '../ingredients/pieces.ts';
import type { ThemePalette } from '../scenery/palette.ts';
import type { Sketch } from '../sketch.ts';
import { glow, n, stroke } from '../svg.ts';

/** Everything a vessel needs to draw itself and the food in and around it. */
export interface Stage {
  sk: Sketch;
  palette: ThemePalette;
  /** The recipe's main ingredients, most important first (never empty). */
  foods: readonly FoodSketch[];
  /** A warm dish or drink: steam rises from it. */
  warm: boolean;
  /** The recipe title in lower case, for cues such as 'tart' or 'potion'. */
  title: string;
  recipeType: RecipeType;
}

/** Where a piece goes: x, y, scale, tilt in degrees. */
export type Spot = readonly [x: number, y: number, scale: number, rotate: number];

/** Spots on the table either side of a wide dish, nearest the viewer last. */
export const TABLE_SPOTS: readonly Spot[] = [
  [175, 730, 1.3, -8],
  [1025, 735, 1.3, 9],
  [330, 810, 1.0, 6],
  [880, 815, 1.0, -6],
];

/** Liquids and runny sweeteners: on a dish they become a sauce, in a pot a broth. */
export function isRunny(food: FoodSketch): boolean {
  return food.category === 'liquid' || (food.category === 'sweetener' && food.variant === 'honey');
}

/** Foods that are solid pieces (liquids become sauces, broths and drinks instead). */
export function solids(foods: readonly FoodSketch[]): FoodSketch[] {
  return foods.filter((food) => !isRunny(food));
}

/**
 * What a plated dish shows for its lead ingredient. A heap of flour is never what reaches the
 * table: flour-led breakfasts are pancakes, other flour-led dishes a flatbread.
 */
export function served(food: FoodSketch, stage: Stage): FoodSketch {
  if (food.category !== 'grain' || food.variant !== 'flour') return food;
  return {
    ...food,
    category: 'bread',
    variant: stage.recipeType === 'breakfast' ? 'pancakes' : 'flat',
    color: '#e0a85a',
  };
}

/** Places foods at spots in order; extra foods or spots are left out. */
export function arrange(stage: Stage, foods: readonly FoodSketch[], spots: readonly Spot[], mode: PieceMode): string {
  return foods
    .slice(0, spots.length)
    .map((food, i) => {
      const [x, y, scale, rotate] = spots[i] ?? [0, 0, 1, 0];
      return placeFood(stage.sk, food, x, y, scale, rotate, mode);
    })
    .join('');
}

/**
 * What lies on the table beside the dish: the ingredients that did not fit on it, then the
 * supporting ones again in their raw form, the way a food photographer dresses a table.
 */
export function tableFoods(stage: Stage, onDish: number, spots: readonly Spot[] = TABLE_SPOTS): string {
  const rest = stage.foods.slice(onDish);
  const again = stage.foods.slice(1, onDish);
  const picks = [...rest, ...again].slice(0, Math.min(spots.length, Math.max(2, rest.length)));
  return arrange(stage, picks, spots, 'beside');
}

/** The soft shadow a vessel casts on the surface. */
export function castShadow(cx: number, cy: number, rx: number, ry: number): string {
  return glow(cx, cy, rx, ry, '#140a05', 0.5, 5);
}

/** Three curling wisps of steam rising from (cx, top). */
export function steam(sk: Sketch, cx: number, top: number, width: number): string {
  const paint = sk.linear([
    [0, '#ffffff', 0],
    [0.5, '#ffffff', 0.55],
    [1, '#ffffff', 0],
  ]);
  return [-1, 0, 1]
    .map((k) => {
      const x = cx + k * width * 0.32 + sk.rng.range(-10, 10);
      const h = sk.rng.range(120, 170) - Math.abs(k) * 30;
      return stroke(
        `M${n(x)} ${n(top)}c-24 ${n(-h * 0.25)} 24 ${n(-h * 0.5)} 0 ${n(-h * 0.75)}s24 ${n(-h * 0.25)} 4 ${n(-h)}`,
        paint,
        10 - Math.abs(k) * 2,
      );
    })
    .join('');
}

/** The colour of a broth, sauce or drink made from these foods. */
export function brewColor(foods: readonly FoodSketch[], fallback: string): string {
  const red = foods.find((f) => f.category === 'tomato' || f.variant === 'red-sauce');
  if (red) return '#b8401f';
  const liquids = foods.filter((f) => f.category === 'liquid' && f.variant !== 'water' && f.variant !== 'oil');
  const milk = liquids.find((f) => f.variant === 'milk');
  const base = liquids.find((f) => f.variant !== 'milk');
  if (base && milk) return mix(base.color, milk.color, 0.45);
  if (base) return base.color;
  const flavour = foods.find((f) =>
    ['tomato', 'berry', 'citrus', 'chocolate', 'tropical', 'orchard', 'legume'].includes(f.category),
  );
  if (flavour) return flavour.category === 'chocolate' ? '#6a3a22' : flavour.color;
  return milk ? milk.color : fallback;
}
