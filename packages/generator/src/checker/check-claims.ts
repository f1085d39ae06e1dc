import { TRIMMED_PRODUCE, VEGETABLE, VEGETABLE_PRODUCT } from '../knowledge/produce.ts';
import type { Food } from '../knowledge/types.ts';

/**
 * Claims the description and the chef's notes make about the dish, read against the recipe a cook
 * will actually make: its foods and its steps. Written apart from the engine's dish facts, so a
 * wrong fact there is caught here.
 */
export interface ClaimedRecipe {
  description: string;
  notes: string;
  steps: readonly string[];
  foods: readonly Food[];
  /** Grams of each food, in the order of `foods`, when they are known. */
  grams?: readonly number[];
  /** The servings those grams make. */
  servings?: number;
}

export interface ClaimProblem {
  code: 'claim';
  message: string;
}

/** A plant-based food (plant-based butter) is no claim about the dish; a dish called plant-based is. */
const PLANT_CLAIM = /\b(plant-forward|meat-free|meatless)\b|\bplant-based(?=[.,;])/i;
const WARM_CLAIM =
  /\b(?:eat|serve|enjoy)(?: it)? (?:warm|hot)\b|\bsteam curling\b|\breheats well\b|\bcrackling hearth\b|keeps frostbite from the fingers/i;
const STOCK_CLAIM = /\btrimmings\b[^.]*\bstock\b/i;
const SWAP_CLAIM = /\bswap of one vegetable for another\b/i;
const FIRE_CLAIM = /\bcampfire\b|\bcamp stove\b|\bover (?:a|an open|the) fire\b/i;

const HEATED =
  /\b(oven|bak(?:e|ed|ing)|roast|simmer|boil|fry|fried|sauté|grill|griddle|toast|sear|heat|cook|poach|braise)/i;
/** How a dish that ends cold or set reads in its last steps. */
const SERVED_COLD =
  /\b(chill|refrigerat|fridge|freez|frozen|over ice|ice cubes?|serve cold|room temperature|completely cool|cool place|cool at least|until set\b)/i;
/**
 * Grams of trimmed produce a serving needs before its trimmings are worth a stock pot: a little
 * under the 25 g the engine asks of the dish as written, since the party's rounding moves the amounts
 * (an onion for six is half an onion for three).
 */
const TRIMMINGS_PER_SERVING = 20;

const sentenceOf = (text: string, match: RegExpExecArray) => {
  const start = text.lastIndexOf('.', match.index) + 1;
  const end = text.indexOf('.', match.index);
  return text.slice(start, end < 0 ? undefined : end + 1).trim();
};

/**
 * Every claim the recipe's words make that the recipe contradicts: a plant-forward dish with meat
 * or fish, a warm one that is chilled or frozen, trimmings for stock where little is trimmed, a
 * swap of vegetables where vegetables are not the body of the dish, a
 * campfire for an oven bake or a dish that is never cooked.
 *
 * @example
 * checkClaims({ description: 'Roast chicken, plant-forward and in tune with the season.', notes: '', steps, foods })
 * // [{ code: 'claim', message: "'plant-forward' ... but the recipe has whole chicken." }]
 */
export function checkClaims(recipe: ClaimedRecipe): ClaimProblem[] {
  const problems: ClaimProblem[] = [];
  const text = `${recipe.description} ${recipe.notes}`;
  const claim = (pattern: RegExp, contradiction: string | null) => {
    const match = pattern.exec(text);
    if (match && contradiction)
      problems.push({ code: 'claim', message: `'${sentenceOf(text, match)}' but ${contradiction}.` });
  };
  const steps = recipe.steps.join(' ');
  const heated = HEATED.test(steps);
  const endsCold = recipe.steps.slice(-2).some((step) => SERVED_COLD.test(step));

  const flesh = recipe.foods.find((f) => f.diet.meat || f.diet.fish || f.diet.shellfish || f.diet.slaughter);
  claim(PLANT_CLAIM, flesh ? `the recipe has ${flesh.name}` : null);
  claim(WARM_CLAIM, !heated ? 'nothing is cooked' : endsCold ? 'the dish is served cold or set' : null);
  const produce = recipe.foods.map((food, i) => ({ food, grams: recipe.grams?.[i] }));
  const plain = produce.filter((p) => !VEGETABLE_PRODUCT.test(p.food.name) && !p.food.diet.animal);
  const trimmed = plain.filter((p) => TRIMMED_PRODUCE.test(p.food.name));
  const trimmedGrams = trimmed.reduce((sum, p) => sum + (p.grams ?? 0), 0);
  claim(
    STOCK_CLAIM,
    trimmed.length === 0
      ? 'nothing in it leaves trimmings'
      : recipe.grams && recipe.servings && trimmedGrams < TRIMMINGS_PER_SERVING * recipe.servings
        ? `only ${Math.round(trimmedGrams)} g of ${trimmed.map((p) => p.food.name).join(' and ')} is trimmed for ${recipe.servings}`
        : null,
  );
  const vegetables = plain.filter((p) => VEGETABLE.test(p.food.name));
  const weight = produce.filter((p) => !['water', 'ice', 'salt'].includes(p.food.id));
  const total = weight.reduce((sum, p) => sum + (p.grams ?? 0), 0);
  const vegetableGrams = vegetables.reduce((sum, p) => sum + (p.grams ?? 0), 0);
  claim(
    SWAP_CLAIM,
    vegetables.length < 2
      ? `it has ${vegetables.length === 0 ? 'no vegetable' : `one vegetable, the ${vegetables[0]?.food.name}`} to swap`
      : recipe.grams && vegetableGrams < total * 0.4
        ? 'vegetables are not the body of the dish'
        : null,
  );
  claim(
    FIRE_CLAIM,
    /\boven\b/i.test(steps)
      ? 'it is cooked in an oven'
      : !heated || endsCold
        ? 'it is not cooked over heat and served hot'
        : null,
  );
  return problems;
}
