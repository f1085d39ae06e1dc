import { PARTY_SIZE_MAX } from '@feastforge/domain';
import { LONG_SIMMER_MINUTES, longestSimmer, simmersIn } from '../knowledge/simmering.ts';
import type { BaseRecipe, Food, Unit } from '../knowledge/types.ts';
import type { AdaptedRecipe } from './adapt.ts';
import { gramsOf, roundQuantity, type Quantity } from './quantities.ts';
import { depthFill, LEAST_FILL } from './vessels.ts';

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
 * | seasoning | under 2% of the dish's weight: salt, spices, herbs            | ×/÷ 2     |
 * | infusion  | a whole aromatic under 2% (a bay leaf, a cinnamon stick)      | one at least, else ×/÷ 2 |
 * | aromatic  | a little of a counted food, under 5% of the dish's weight: a  | ×/÷ 4     |
 * |           | clove of garlic, a stalk of celery, a slice of bacon, a wedge |           |
 * |           | of lemon or onion                                             |           |
 *
 * The least a cook can take is never too much: one leaf or stick of an aromatic, and a pinch or
 * the smallest measuring spoon (⅛ tsp) of a seasoning. A cook takes a whole clove, stalk or slice
 * and cuts a lemon or an onion no smaller than a quarter: where at least a quarter of that is
 * called for, the aromatic is rounded up to it (one clove of garlic in a bolognese for two, a
 * lemon wedge on a green shakshuka for one) and the dish does not change in a way a cook minds.
 * Eggs are never aromatic: an egg holds the dish together whatever its share.
 *
 * A cook accepts an egg a third too big (eggs come that much apart in size); half an onion where
 * a third is called for changes a dish less than the same slip in its flour or sugar.
 */
export type IngredientRole = 'structure' | 'raising' | 'produce' | 'seasoning' | 'infusion' | 'aromatic';

export const ROLE_TOLERANCE: Readonly<Record<IngredientRole, number>> = {
  structure: 1.35,
  raising: 1.35,
  produce: 1.6,
  seasoning: 2,
  infusion: 2,
  aromatic: 4,
};

/** Leaveners and setting agents: a small share that decides whether the dish rises or sets. */
const RAISING = new Set(['baking-powder', 'baking-soda', 'active-dry-yeast', 'gelatin']);

/** Below this share of the dish's weight an ingredient seasons rather than builds it. */
const SEASONING_SHARE = 0.02;
/** Below this share a counted food cut small or taken by the clove, stalk or slice flavours the dish. */
const AROMATIC_SHARE = 0.05;
/** Citrus squeezed and zested: only its juice and zest, about 40% of the fruit, go into the dish. */
const JUICED = new Set(['lemon', 'lime']);
const JUICE_SHARE = 0.4;
/** Units a cook takes whole, one at the least: a clove, a stalk, a slice, a sprig. */
const WHOLE_UNITS: ReadonlySet<Unit> = new Set<Unit>(['clove', 'stalk', 'slice', 'sprig']);

/** The role an ingredient plays in the dish, from the food and its share of the dish's weight. */
export function ingredientRole(food: Food, unit: Unit, share: number, whole: boolean): IngredientRole {
  if (RAISING.has(food.id)) return 'raising';
  const cut = unit === 'piece' && !whole;
  const used = JUICED.has(food.id) ? share * JUICE_SHARE : share;
  if (!food.diet.egg && used < AROMATIC_SHARE && (WHOLE_UNITS.has(unit) || cut)) return 'aromatic';
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
  /** Its own rounded/exact ratio: how far rounding moved it. */
  rounding: number;
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
  return weighLines(adapted, servings).filter((line) => line.drifts);
}

/** Every line of the dish for `servings`: its role, its drift against the dish and its own rounding. */
function weighLines(
  adapted: AdaptedRecipe,
  servings: number,
): Array<Drift & { grams: number; drifts: boolean; beyond: boolean }> {
  const factor = servings / adapted.recipe.servings;
  const items = adapted.ingredients.map((ingredient) => {
    const whole = ingredient.whole || ingredient.food.whole === true;
    const exact = { qty: ingredient.qty * factor, unit: ingredient.unit };
    const rounded = roundQuantity(ingredient.food, exact, ingredient.whole || ingredient.food.whole);
    const grams = gramsOf(ingredient.food, exact);
    const ratio = gramsOf(ingredient.food, rounded) / grams;
    return { ingredient, whole, rounded, grams, ratio };
  });
  const total = items.reduce((sum, i) => sum + i.grams, 0);
  // A glaze is bought whole and brushed on as the surface takes it: it neither sets the dish's scale nor drifts.
  const scale = medianRatio(items.filter((i) => !i.ingredient.wash));
  return items.map(({ ingredient, whole, rounded, grams, ratio }) => {
    const role = ingredientRole(ingredient.food, ingredient.unit, grams / total, whole);
    const drift = ratio / scale;
    const tolerance = ROLE_TOLERANCE[role];
    const least = leastMeasure(role, rounded);
    return {
      food: ingredient.food,
      role,
      drift,
      rounding: ratio,
      grams,
      drifts: !least && !ingredient.wash && (drift > tolerance || drift < 1 / tolerance),
      beyond: !least && !ingredient.wash && (ratio > tolerance || ratio < 1 / tolerance),
    };
  });
}

/**
 * The foods that keep the dish from the party: of the lines out of proportion, those that
 * rounding itself moved past what their role allows (two aubergines where one and a half are
 * called for), not the tahini and oil measured exactly around them, which drift only against
 * the rounded aubergine. When rounding moved none so far, every drifting line is named.
 *
 * @example
 * limitingFoods(babaGhanoush, 1) // [aubergine]
 */
export function limitingFoods(adapted: AdaptedRecipe, servings: number): Food[] {
  const lines = weighLines(adapted, servings);
  const drifts = lines.filter((line) => line.drifts);
  if (drifts.length === 0) return [];
  // A line rounding moved past its own tolerance, though it may be the dish's scale itself (the
  // aubergine is most of a baba ghanoush), or a drifting line that rounding moved most of the way.
  const own = (line: Drift) => Math.abs(Math.log(line.rounding)) >= Math.abs(Math.log(line.drift)) / 2;
  const rounded = lines.filter((line) => line.beyond || (line.drifts && own(line)));
  if (rounded.length > 0) return rounded.map((d) => d.food);
  // Rounding moved each a little within its own tolerance (three cans where 2¼ are called for):
  // the heaviest it moved most are the cause, not the cheese that drifts against them.
  const moved = (line: Drift) => Math.abs(Math.log(line.rounding));
  const most = Math.max(0, ...lines.map(moved));
  const cause = lines
    .filter((line) => most > 0 && moved(line) >= most * 0.75 && !leastMeasure(line.role, { qty: 1, unit: 'pinch' }))
    .sort((a, b) => b.grams - a.grams)
    .slice(0, 2);
  return (cause.length > 0 ? cause : drifts).map((d) => d.food);
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
export function largestBatch(partySize: number, keeps = false): number {
  // A recipe never serves more than the wizard offers (RecipeDataSchema).
  const most = Math.ceil(partySize * 1.5);
  return Math.min(PARTY_SIZE_MAX, keeps ? Math.max(most, partySize + KEPT_EXTRA) : most);
}

/**
 * Servings beyond the party a bake that keeps for days in a tin may be made with: brownies for one
 * are made as three, as a cook who bakes for one does, and the rest keep.
 */
const KEPT_EXTRA = 2;
/** '... at room temperature for up to 4 days', 'Keep in an airtight tin ... 5 days': a batch that keeps out of the fridge. */
const KEPT_OUT = /\b(?:airtight tin|room temperature|airtight jar)\b[^.;]*?\b(?:up to )?(\d+) (days|weeks)\b/i;

/** Whether what is left of a small party's batch keeps for some days out of the fridge (brownies, macaroons). */
export function batchKeeps(recipe: Pick<BaseRecipe, 'keeps'>): boolean {
  const match = KEPT_OUT.exec(recipe.keeps ?? '');
  return match !== null && (match[2] === 'weeks' || Number(match[1]) >= 3);
}

/** Whether each batch of an adapted dish keeps its proportions, as `servingsFor` has asked. */
const FITS = new WeakMap<AdaptedRecipe, Map<number, boolean>>();

/**
 * The servings to make the dish for, for a party: the party itself when the dish fits it and
 * keeps its proportions, else the smallest batch up to `largestBatch` that does (two devilled
 * eggs' worth for one, since an egg does not halve), else null: the dish is not offered.
 */
export function servingsFor(adapted: AdaptedRecipe, partySize: number): number | null {
  const largest = largestBatch(partySize, batchKeeps(adapted.recipe));
  let known = FITS.get(adapted);
  if (!known) {
    known = new Map();
    FITS.set(adapted, known);
  }
  const memo = known;
  // Whether a batch fits depends on the batch alone: each party asks about the batches just above it.
  const fits = (servings: number) => {
    let found = memo.get(servings);
    if (found === undefined) {
      found =
        fitsWhole(adapted, servings) &&
        proportionDrifts(adapted, servings).length === 0 &&
        meringueHolds(adapted, servings);
      memo.set(servings, found);
    }
    return found;
  };
  // A bake timed by its depth is made for a few more when even the smallest tin would hold it too
  // shallow (a wacky cake 4 mm deep for one), and a long simmer when the pot would hold too little
  // liquid (a bolognese for one), if a batch within what a cook accepts cooks well.
  for (let servings = partySize; servings <= largest; servings += 1)
    if (fits(servings) && cooksWell(adapted, servings)) return servings;
  // A shallow bake is still offered at a batch that fits; a long simmer with too little liquid is not.
  for (let servings = partySize; servings <= largest; servings += 1)
    if (fits(servings) && simmersEnough(adapted, servings)) return servings;
  return null;
}

/**
 * The least sugar, against the whites' weight, a meringue the engine writes holds once rounded:
 * a little over what the checker accepts (1.4), so a rounding is never the one that fails it.
 */
const MERINGUE_SUGAR = 1.45;
/** A step that whisks the whites to peaks, with the sugar it names (`{granulated-sugar|2/3}` for a share). */
const WHISKED_WHITES = /\{egg-white\}[^.;]*\b(?:soft|stiff|firm) peaks\b/;
const SUGAR_REF = /\{([a-z-]*sugar)(?:\|(\d+)\/(\d+))?\}/g;

/**
 * Whether a meringue keeps enough sugar for its whites once both are rounded: four whites rounded
 * up from three and a half with the sugar rounded down to ¾ cup weep and collapse.
 */
function meringueHolds(adapted: AdaptedRecipe, servings: number): boolean {
  const step = adapted.recipe.steps.find((template) => WHISKED_WHITES.test(template));
  if (!step) return true;
  const factor = servings / adapted.recipe.servings;
  const rounded = (id: string) => {
    const line = adapted.ingredients.find((i) => i.food.id === id);
    if (!line) return 0;
    const exact = { qty: line.qty * factor, unit: line.unit };
    return gramsOf(line.food, roundQuantity(line.food, exact, line.whole || line.food.whole));
  };
  const sugar = [...step.matchAll(SUGAR_REF)].reduce(
    (sum, m) => sum + rounded(m[1] ?? '') * (m[2] && m[3] ? Number(m[2]) / Number(m[3]) : 1),
    0,
  );
  return sugar === 0 || sugar >= rounded('egg-white') * MERINGUE_SUGAR;
}

/** Whether a tin timed by its depth would be less than `LEAST_FILL` full for `servings`. */
export function tooShallow(adapted: AdaptedRecipe, servings: number): boolean {
  return depthFill(adapted.recipe.steps, servings / adapted.recipe.servings) < LEAST_FILL;
}

/**
 * The least liquid (ml) that simmers for an hour or more without drying out or catching, in the
 * smallest pot: a little over what the checker accepts (180), so a rounding is never what fails it.
 */
const LEAST_SIMMER_ML = 200;

const SIMMERS_LONG = new WeakMap<BaseRecipe, boolean>();
/** Whether a dish simmers or braises an hour or more, read once per dish: every batch size asks. */
function simmersLong(recipe: BaseRecipe): boolean {
  let found = SIMMERS_LONG.get(recipe);
  if (found === undefined) {
    found = longestSimmer(recipe.steps.join(' ')) >= LONG_SIMMER_MINUTES;
    SIMMERS_LONG.set(recipe, found);
  }
  return found;
}

/**
 * Whether a dish that simmers or braises for an hour or more keeps enough liquid for it at
 * `servings`: a bolognese for one would simmer 125 ml of stock, tomatoes and milk for two hours.
 *
 * @example
 * simmersEnough(bolognese, 1) // false
 * simmersEnough(bolognese, 2) // true
 */
export function simmersEnough(adapted: AdaptedRecipe, servings: number): boolean {
  if (!simmersLong(adapted.recipe)) return true;
  const factor = servings / adapted.recipe.servings;
  const liquid = adapted.ingredients
    .filter((line) => simmersIn(line.food))
    .reduce((ml, line) => {
      const exact = { qty: line.qty * factor, unit: line.unit };
      return ml + gramsOf(line.food, roundQuantity(line.food, exact, line.whole || line.food.whole));
    }, 0);
  return liquid >= LEAST_SIMMER_ML;
}

/** Whether a dish made for `servings` cooks as it should in the kitchen's smallest tin or pot. */
const cooksWell = (adapted: AdaptedRecipe, servings: number) =>
  !tooShallow(adapted, servings) && simmersEnough(adapted, servings);

/**
 * The note a dish made for more than the party carries: how many it makes, and why.
 *
 * @example
 * batchNote(bolognese, 1, 2) // ' Makes 2 servings for a party of 1: for 1 the pot would hold too little liquid …'
 */
export function batchNote(adapted: AdaptedRecipe, party: number, servings: number): string {
  const limiting = limitingFoods(adapted, party);
  if (limiting.length === 0 && tooShallow(adapted, party))
    return ` Makes ${servings} servings for a party of ${party}: for ${party} even the smallest tin would hold it too shallow to bake well, and ${servings} is the smallest batch that fills it.`;
  if (limiting.length === 0 && !simmersEnough(adapted, party))
    return ` Makes ${servings} servings for a party of ${party}: for ${party} the pot would hold too little liquid to simmer that long, and ${servings} is the smallest batch that simmers well; what is left keeps for another meal.`;
  const what = limiting.length > 0 ? listed(limiting) : 'it';
  return ` Makes ${servings} servings for a party of ${party}: ${what} would not scale down to ${party} in proportion, and ${servings} is the smallest batch that keeps the dish as it should be.`;
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
  // The batch that comes nearest to keeping its proportions says what stops it.
  let foods: Food[] = [];
  const batch = largestBatch(partySize, batchKeeps(adapted.recipe));
  for (let servings = partySize; servings <= batch; servings += 1) {
    const limiting = limitingFoods(adapted, servings);
    // Among batches as near as each other, the larger says what still stops the largest one.
    if (servings === partySize || (limiting.length > 0 && limiting.length <= foods.length)) foods = limiting;
  }
  if (foods.length === 0 && !simmersEnough(adapted, batch))
    return `the pot would hold too little liquid to simmer that long for ${partySize}${batch > partySize ? `, even made for up to ${batch}` : ''}`;
  if (foods.length === 0) return `it does not keep its proportions for ${partySize}`;
  const scale = partySize < adapted.recipe.servings ? 'down' : 'up';
  return `${listed(foods)} would not scale ${scale} to ${partySize} in proportion${batch > partySize ? `, even made for up to ${batch}` : ''}`;
}
