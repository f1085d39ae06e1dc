import type { Food } from '../knowledge/types.ts';
import { mentions, usedIn, type WeighedIngredient } from './step-foods.ts';

/**
 * Words that are true only in proportion: butter creamed with sugar, a coffee concentrate, a
 * phin's strong coffee, whites whisked to a meringue. A party's rounding or a base recipe's amounts can make them false, so they
 * are read against the grams each step uses.
 */
export interface RatioProblem {
  code: 'ratio';
  message: string;
}

export interface ProportionedRecipe {
  /** The description and notes, where a drink may be called a concentrate. */
  sentences: readonly string[];
  steps: readonly string[];
  ingredients: readonly WeighedIngredient[];
}

/**
 * The least butter that creams with sugar: below about two parts butter to five of sugar the
 * sugar stays gritty and nothing goes fluffy (a creamed cake runs from half as much butter as
 * sugar up to equal weights).
 */
export const CREAMING_BUTTER_SHARE = 0.4;
/** A step that creams a fat with sugar. */
const CREAMING = /\b(?:cream|beat)\b[^.;]*\buntil (?:light|pale|fluffy|creamy)|\bcream(?:ed)? (?:together )?the\b/i;
/** A solid fat that creams: butter, a plant-based butter, margarine, shortening, cream cheese. */
const CREAMING_FAT =
  /\b(?<!(?:peanut|almond|cashew|nut|seed|apple|cocoa|shea) )butter\b|\bmargarine\b|\bshortening\b|\bcream cheese\b/i;
const SUGAR = /\bsugar\b/i;

/** Ground coffee brewed in water (not instant, not a liqueur, not a ready-made espresso). */
const GROUND_COFFEE = /\bground\b[^,]*\bcoffee\b/i;
/**
 * The most water per gram of coffee each word allows: a concentrate steeps at about 1:4-1:5 and a
 * phin drips about 1:4-1:6; strong coffee is brewed at 1:12 or less; brewed coffee weaker than
 * 1:18 is coffee-flavoured water.
 */
const COFFEE_WORDS: ReadonlyArray<[RegExp, number, string]> = [
  [/\bconcentrate\b/i, 6, 'a concentrate'],
  [/\bphin\b/i, 6, 'phin coffee'],
  [/\bstrong (?:coffee|brew)\b/i, 12, 'strong coffee'],
];
const BREWED_COFFEE_MAX = 18;

const isWater = (food: Food) => food.id === 'water' || /^water$/i.test(food.name);

/**
 * The least sugar a meringue whisked from egg whites holds: about 1.4 times the whites' weight
 * (a pavlova or a meringue runs 1.5 to 2); less and it weeps and collapses.
 */
export const MERINGUE_SUGAR_SHARE = 1.4;
/** A step that whisks whites to peaks and adds the sugar to them. */
const MERINGUE = /\bwhites?\b[^.;]*\b(?:soft|stiff|firm) peaks\b/i;
const EGG_WHITE = /\begg whites?\b/i;

function creaming(recipe: ProportionedRecipe): RatioProblem[] {
  return recipe.steps.flatMap((step, i) => {
    if (!CREAMING.test(step)) return [];
    const inStep = recipe.ingredients.filter((x) => mentions(step, x.food, recipe.ingredients));
    const fats = inStep.filter((x) => CREAMING_FAT.test(x.food.name));
    const sugars = inStep.filter((x) => SUGAR.test(x.food.name) && !CREAMING_FAT.test(x.food.name));
    if (fats.length === 0 || sugars.length === 0) return [];
    const fat = fats.reduce((sum, x) => sum + usedIn(step, x, recipe.ingredients), 0);
    const sugar = sugars.reduce((sum, x) => sum + usedIn(step, x, recipe.ingredients), 0);
    if (fat >= sugar * CREAMING_BUTTER_SHARE) return [];
    return [
      {
        code: 'ratio',
        message: `Step ${i + 1} creams ${Math.round(fat)} g of ${fats.map((x) => x.food.name).join(' and ')} with ${Math.round(sugar)} g of ${sugars.map((x) => x.food.name).join(' and ')}: too little fat to cream the sugar (at least ${Math.round(CREAMING_BUTTER_SHARE * 100)}% of its weight).`,
      },
    ];
  });
}

function coffee(recipe: ProportionedRecipe): RatioProblem[] {
  const grounds = recipe.ingredients.find((x) => GROUND_COFFEE.test(x.food.name));
  const water = recipe.ingredients.find((x) => isWater(x.food));
  if (!grounds || !water) return [];
  // The water the coffee is brewed or steeped in: what the first step with both uses.
  const brew = recipe.steps.find(
    (step) => mentions(step, grounds.food, recipe.ingredients) && mentions(step, water.food, recipe.ingredients),
  );
  if (!brew) return [];
  const ratio = usedIn(brew, water, recipe.ingredients) / usedIn(brew, grounds, recipe.ingredients);
  const said = `${Math.round(usedIn(brew, grounds, recipe.ingredients))} g of coffee in ${Math.round(usedIn(brew, water, recipe.ingredients))} ml of water (1:${ratio.toFixed(1)})`;
  const text = [...recipe.sentences, ...recipe.steps].join(' ');
  const problems: RatioProblem[] = COFFEE_WORDS.flatMap(([word, most, what]) =>
    word.test(text) && ratio > most
      ? [{ code: 'ratio' as const, message: `${said} is not ${what}, which brews at 1:${most} or stronger.` }]
      : [],
  );
  if (problems.length === 0 && ratio > BREWED_COFFEE_MAX)
    problems.push({ code: 'ratio', message: `${said} is weaker than any brewed coffee (1:${BREWED_COFFEE_MAX}).` });
  return problems;
}

/**
 * Every proportion a word claims that the amounts do not keep.
 *
 * @example
 * checkRatios({ sentences: [], steps: ['Beat 50 g (2 oz) of the butter with 140 g of the brown sugar until fluffy.'], ingredients })
 * // [{ code: 'ratio', message: 'Step 1 creams 50 g of butter with 140 g of brown sugar: too little fat ...' }]
 */
export function checkRatios(recipe: ProportionedRecipe): RatioProblem[] {
  return [...creaming(recipe), ...coffee(recipe), ...meringue(recipe)];
}

function meringue(recipe: ProportionedRecipe): RatioProblem[] {
  return recipe.steps.flatMap((step, i) => {
    if (!MERINGUE.test(step)) return [];
    const inStep = recipe.ingredients.filter((x) => mentions(step, x.food, recipe.ingredients));
    const whites = inStep.filter((x) => EGG_WHITE.test(x.food.name));
    const sugars = inStep.filter((x) => SUGAR.test(x.food.name));
    if (whites.length === 0 || sugars.length === 0) return [];
    const white = whites.reduce((sum, x) => sum + usedIn(step, x, recipe.ingredients), 0);
    const sugar = sugars.reduce((sum, x) => sum + usedIn(step, x, recipe.ingredients), 0);
    if (sugar >= white * MERINGUE_SUGAR_SHARE) return [];
    return [
      {
        code: 'ratio',
        message: `Step ${i + 1} whisks ${Math.round(white)} g of egg whites with ${Math.round(sugar)} g of sugar: too little sugar to hold a meringue (at least ${MERINGUE_SUGAR_SHARE} times the whites' weight).`,
      },
    ];
  });
}
