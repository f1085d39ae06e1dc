import type { BaseRecipe, Food } from '../knowledge/types.ts';

/**
 * How a dish keeps and who should not eat its egg, decided from the foods in the pot (after any
 * swap) and the dish's tags, never one line per recipe type: 'best eaten straight from the pan' was
 * false of overnight oats, and 'in the fridge if it contains meat' left the reader to judge onigiri.
 *
 * Days follow the food-safety authorities (UK Food Standards Agency, USDA FoodKeeper): cooked rice
 * within 1 day, as Bacillus cereus spores survive cooking and grow at room temperature; fish and
 * shellfish 2 days; other cooked leftovers 3 days; raw fish the day it is made.
 */

/** Rice and rice noodles: cooked, they are kept as cooked rice is. */
const COOKED_RICE = new Set([
  'long-grain-rice',
  'short-grain-rice',
  'arborio-rice',
  'glutinous-rice',
  'flattened-rice',
  'rice-noodles',
  'rice-vermicelli',
]);

/** Tags of a dish served cold, or not cooked: its leftovers are not reheated. */
const SERVED_COLD = ['cold', 'no-cook', 'chilled', 'frozen', 'salad', 'dip', 'no-bake'];

/** Steps that keep the dish off the boil (miso, cream, a custard): its leftovers are reheated so too. */
const NO_BOIL =
  /\b(?:do not|don't|never) (?:let (?:it|the \w+) )?(?:re)?boil|\bwithout (?:re)?boiling\b|\bnot boiling\b/i;
/**
 * Reheating words for a dish that must not boil: gently, yet until steaming hot all through, as the
 * food-safety authorities ask of reheated food (75°C at the centre; UK FSA, Scottish FSA).
 */
const GENTLY = 'reheat gently, without boiling, until steaming hot all through (75°C / 165°F)';

/**
 * A step that has the dish drunk or eaten the moment it is made, for a reason that leftovers do not
 * escape: it separates, melts, thickens or stops being frosty. No note keeps it for days.
 */
export const AT_ONCE_STEP =
  /\b(?:drink|serve|eat)\b[^.;:]*?\b(?:at once|immediately|within \d+ minutes)\b[^.;:]*?\b(?:before (?:it|the \w+) (?:separates|melts|thickens)|while it is (?:still )?(?:thick|frosty|frozen))/i;

const EGG_IDS = new Set(['egg', 'egg-yolk', 'egg-white']);

function days(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}

/**
 * The note on keeping the dish: where, for how long, and how to serve it again. A recipe's own
 * `keeps` wins, as its words know the dish (a granola kept in a jar); otherwise the most perishable
 * food decides.
 *
 * @example
 * keepingNote(jollofRice, foods) // 'Cool any left quickly, within an hour, keep it covered in the fridge and eat within 1 day; reheat it only once, until piping hot.'
 */
export function keepingNote(recipe: BaseRecipe, foods: readonly Food[]): string {
  if (recipe.keeps) return recipe.keeps;
  if (recipe.steps.some((step) => AT_ONCE_STEP.test(step)))
    return `Make only what will be ${recipe.type === 'elixir' ? 'drunk' : 'eaten'} at once: it does not keep, even in the fridge.`;
  const has = (fact: 'meat' | 'fish' | 'shellfish' | 'dairy' | 'egg') => foods.some((f) => f.diet[fact]);
  const tagged = (...tags: string[]) => tags.some((tag) => recipe.tags.includes(tag));
  const seafood = has('fish') || has('shellfish');
  const dairyOrEgg = has('dairy') || has('egg');
  const cold = tagged(...SERVED_COLD);
  const gently = recipe.steps.some((step) => NO_BOIL.test(step));

  if (recipe.type === 'elixir') {
    if (dairyOrEgg)
      return tagged('make-ahead')
        ? 'Keeps covered in the fridge for up to 1 day; stir before pouring.'
        : 'Drink it freshly made; keep any left covered in the fridge and drink it within 1 day.';
    if (!cold)
      return `Best drunk hot and freshly made; keep any left covered in the fridge for up to 2 days and ${gently ? GENTLY : 'reheat it'}.`;
    return tagged('make-ahead')
      ? 'Keeps covered in the fridge for up to 3 days; stir before pouring.'
      : 'Best freshly made; keep any left covered in the fridge for up to 2 days and stir before pouring.';
  }

  if (seafood && tagged('no-cook')) return 'Eat it the day it is made, and keep it in the fridge until it is served.';
  const reheat = !cold && (recipe.type === 'main' || recipe.type === 'starter' || recipe.type === 'breakfast');
  if (!tagged('no-cook') && foods.some((f) => COOKED_RICE.has(f.id))) {
    return (
      'Cool any left quickly, within an hour, keep it covered in the fridge and eat within 1 day' +
      (reheat ? `; reheat it only once, ${gently ? GENTLY.replace('reheat ', '') : 'until piping hot'}.` : '.')
    );
  }
  const within = seafood || tagged('raw-egg') || (recipe.type === 'dessert' && dairyOrEgg) ? 2 : 3;
  return reheat
    ? `Cool leftovers quickly, keep them covered in the fridge and eat within ${days(within)}; ${gently ? GENTLY : 'reheat until piping hot'}.`
    : `Keep leftovers covered in the fridge and eat within ${days(within)}.`;
}

/**
 * The warning a dish with raw or lightly cooked egg carries, from its `raw-egg` or `runny-egg` tag,
 * or nothing when the egg has been swapped out (a flax egg is no risk).
 *
 * @example
 * eggWarning(caesarSalad, foods) // 'The egg in this dish is raw or only lightly cooked: ...'
 */
export function eggWarning(recipe: BaseRecipe, foods: readonly Food[]): string | undefined {
  if (!foods.some((f) => EGG_IDS.has(f.id))) return undefined;
  if (recipe.tags.includes('raw-egg'))
    return 'The egg in this dish is raw or only lightly cooked: anyone pregnant, young children, older people and anyone with a weakened immune system should not eat it unless it is made with pasteurised eggs.';
  if (recipe.tags.includes('runny-egg'))
    return 'The yolks are served runny: for anyone pregnant, young children, older people and anyone with a weakened immune system, cook the eggs until the yolks are firm or use pasteurised eggs.';
  return undefined;
}
