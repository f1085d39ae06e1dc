import { PARTY_SIZE_MAX } from '@feastforge/domain';
import type { Food, Unit } from '../knowledge/types.ts';
import type { AdaptedRecipe } from './adapt.ts';
import { gramsOf, roundQuantity, type Quantity } from './quantities.ts';

/**
 * Whether a dish keeps its proportions once its amounts are rounded the way a cook measures. At a
 * small party rounding can break a dish: one whole egg where a quarter is called for, ¼ tsp of
 * baking soda for a single muffin. Each ingredient's rounded/exact ratio is compared with the
 * dish's own (the median over its weight), within a tolerance set by the ingredient's role:
 *
 * | role      | what                                                          | within    |
 * | --------- | ------------------------------------------------------------- | --------- |
 * | structure | 2% or more of the dish's weight: eggs, flour, sugar, fat, ... | ×/÷ 1.35  |
 * | raising   | leaveners and setting agents, whatever their share            | ×/÷ 1.35  |
 * | produce   | counted produce cut to size (an onion, a lemon, a pepper)     | ×/÷ 1.6   |
 * | seasoning | under 2% of the dish's weight: salt, spices, herbs, garlic    | ×/÷ 2     |
 * | infusion  | a whole aromatic under 2% (a bay leaf, a cinnamon stick)      | one at least, else ×/÷ 2 |
 *
 * The least a cook can take is never too much: one leaf or stick of an aromatic, and a pinch or
 * the smallest measuring spoon (⅛ tsp) of a seasoning.
 *
 * A cook accepts an egg a third too big (eggs come that much apart in size); half an onion where
 * a third is called for changes a dish less than the same slip in its flour or sugar.
 */
export type IngredientRole = 'structure' | 'raising' | 'produce' | 'seasoning' | 'infusion';

export const ROLE_TOLERANCE: Readonly<Record<IngredientRole, number>> = {
  structure: 1.35,
  raising: 1.35,
  produce: 1.6,
  seasoning: 2,
  infusion: 2,
};

/** Leaveners and setting agents: a small share that decides whether the dish rises or sets. */
const RAISING = new Set(['baking-powder', 'baking-soda', 'active-dry-yeast', 'gelatin']);

/** Below this share of the dish's weight an ingredient seasons rather than builds it. */
const SEASONING_SHARE = 0.02;

/** The role an ingredient plays in the dish, from the food and its share of the dish's weight. */
export function ingredientRole(food: Food, unit: Unit, share: number, whole: boolean): IngredientRole {
  if (RAISING.has(food.id)) return 'raising';
  if (share < SEASONING_SHARE) return whole ? 'infusion' : 'seasoning';
  if (food.diet.egg) return 'structure';
  if (food.countable || unit === 'stalk' || (unit === 'piece' && !whole)) return 'produce';
  return 'structure';
}

/** Whether a rounded amount is the least a cook can take of an ingredient in its role. */
export function leastMeasure(role: IngredientRole, rounded: Quantity): boolean {
  if (role === 'infusion') return rounded.qty <= 1;
  if (role !== 'seasoning') return false;
  return (rounded.unit === 'pinch' && rounded.qty <= 1) || (rounded.unit === 'tsp' && rounded.qty <= 0.125);
}

/** One ingredient whose rounded amount has drifted out of the dish's proportions. */
export interface Drift {
  food: Food;
  role: IngredientRole;
  /** Its rounded/exact ratio over the dish's. */
  drift: number;
}

/** The weighted median of the ratios: the dish's own scale, which a few rounded lines can't move. */
function medianRatio(items: ReadonlyArray<{ ratio: number; grams: number }>): number {
  const sorted = [...items].sort((a, b) => a.ratio - b.ratio);
  const half = sorted.reduce((sum, i) => sum + i.grams, 0) / 2;
  let seen = 0;
  for (const item of sorted) {
    seen += item.grams;
    if (seen >= half) return item.ratio;
  }
  return 1;
}

/** The ingredients of the dish that drift past their role's tolerance when made for `servings`. */
export function proportionDrifts(adapted: AdaptedRecipe, servings: number): Drift[] {
  const factor = servings / adapted.recipe.servings;
  const items = adapted.ingredients.map((ingredient) => {
    const whole = ingredient.whole || ingredient.food.whole === true;
    const exact = { qty: ingredient.qty * factor, unit: ingredient.unit };
    const rounded = roundQuantity(ingredient.food, exact, ingredient.whole || ingredient.food.whole);
    const grams = gramsOf(ingredient.food, exact);
    return { ingredient, whole, rounded, grams, ratio: gramsOf(ingredient.food, rounded) / grams };
  });
  const total = items.reduce((sum, i) => sum + i.grams, 0);
  const scale = medianRatio(items);
  const drifts: Drift[] = [];
  for (const { ingredient, whole, rounded, grams, ratio } of items) {
    const role = ingredientRole(ingredient.food, ingredient.unit, grams / total, whole);
    const drift = ratio / scale;
    if (leastMeasure(role, rounded)) continue;
    const tolerance = ROLE_TOLERANCE[role];
    if (drift > tolerance || drift < 1 / tolerance) drifts.push({ food: ingredient.food, role, drift });
  }
  return drifts;
}

/**
 * Whether what the dish cooks whole suits the party: half a roast chicken is no roast chicken, and
 * a whole one for one person is not a serving. Rounding a whole piece may change its amount by at
 * most half.
 */
export function fitsWhole(adapted: AdaptedRecipe, servings: number): boolean {
  const factor = servings / adapted.recipe.servings;
  return adapted.ingredients.every((ingredient) => {
    if (!ingredient.whole || ingredient.unit !== 'piece') return true;
    const exact = ingredient.qty * factor;
    return Math.abs(Math.max(1, Math.round(exact)) - exact) <= exact / 2;
  });
}

/**
 * The most a party of `partySize` is offered when the dish can't be made in proportion for it
 * exactly: half again, so a cook for one makes two and has one to keep.
 */
export function largestBatch(partySize: number): number {
  // A recipe never serves more than the wizard offers (RecipeDataSchema).
  return Math.min(PARTY_SIZE_MAX, Math.ceil(partySize * 1.5));
}

/**
 * The servings to make the dish for, for a party: the party itself when the dish fits it and
 * keeps its proportions, else the smallest batch up to `largestBatch` that does (two devilled
 * eggs' worth for one, since an egg does not halve), else null: the dish is not offered.
 */
export function servingsFor(adapted: AdaptedRecipe, partySize: number): number | null {
  for (let servings = partySize; servings <= largestBatch(partySize); servings += 1) {
    if (fitsWhole(adapted, servings) && proportionDrifts(adapted, servings).length === 0) return servings;
  }
  return null;
}

/** 'the egg', 'the egg and the anchovy fillet': the foods a reason names. */
function listed(foods: readonly Food[]): string {
  const names = foods.map((f) => `the ${f.name}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * Why the dish is not offered to the party, in a cook's words: the whole piece that does not fit
 * it, or the ingredients that would not keep their proportions even in the largest batch.
 *
 * @example
 * whyNotOffered(caesarSalad, 1) // 'the egg and the garlic would not scale down to 1 in proportion, even made for up to 2'
 * whyNotOffered(roastChicken, 1) // '1 whole chicken cooked whole is far too much for 1, as the recipe cooks 1 for 4'
 */
export function whyNotOffered(adapted: AdaptedRecipe, partySize: number): string {
  const factor = partySize / adapted.recipe.servings;
  const misfit = adapted.ingredients.find((i) => i.whole && i.unit === 'piece' && !fitsWhole(adapted, partySize));
  if (misfit) {
    const count = Math.max(1, Math.round(misfit.qty * factor));
    const too = misfit.qty * factor < count ? 'much' : 'little';
    return `${count} ${count === 1 ? misfit.food.name : (misfit.food.plural ?? `${misfit.food.name}s`)} cooked whole ${count === 1 ? 'is' : 'are'} far too ${too} for ${partySize}, as the recipe cooks ${misfit.qty} for ${adapted.recipe.servings}`;
  }
  const drifting = new Map<string, Food>();
  for (let servings = partySize; servings <= largestBatch(partySize); servings += 1)
    for (const d of proportionDrifts(adapted, servings)) drifting.set(d.food.id, d.food);
  const foods = [...drifting.values()];
  if (foods.length === 0) return `it does not keep its proportions for ${partySize}`;
  const scale = partySize < adapted.recipe.servings ? 'down' : 'up';
  const batch = largestBatch(partySize);
  return `${listed(foods)} would not scale ${scale} to ${partySize} in proportion${batch > partySize ? `, even made for up to ${batch}` : ''}`;
}
