import type { Allergen, Food } from '../knowledge/types.ts';
import type { WordedRecipe } from './check-words.ts';

/** What a diet swap left out of a recipe. */
export type DietProblemCode = 'swap-needs' | 'diet-label';

export interface DietProblem {
  code: DietProblemCode;
  message: string;
}

/** Foods whose acid sours a milk: what stands in for buttermilk needs one of them. */
const ACIDS = new Set([
  'lemon-juice',
  'lemon',
  'lime',
  'white-vinegar',
  'apple-cider-vinegar',
  'rice-vinegar',
  'red-wine-vinegar',
]);

/** How a line names an allergen class a cook is told to look for on the pack. */
const PACK_WORDS: Record<Allergen, RegExp> = {
  milk: /\bmilk\b/i,
  egg: /\beggs?\b/i,
  fish: /\bfish\b/i,
  crustacean: /\bcrustaceans?\b/i,
  molluscs: /\bmolluscs?\b/i,
  'tree-nuts': /\bnuts\b/i,
  peanuts: /\bpeanuts?\b/i,
  wheat: /\bwheat\b/i,
  soy: /\bsoya?\b/i,
  sesame: /\bsesame\b/i,
  celery: /\bcelery\b/i,
  mustard: /\bmustard\b/i,
  sulphites: /\bsulph|\bsulf/i,
  lupin: /\blupin/i,
};

/** Stand-ins a step makes from what the swap lists: named in the lines or steps, made in a step. */
const MADE_IN_STEPS: ReadonlyArray<{ used: RegExp; madeBy: (step: string) => boolean; message: string }> = [
  {
    used: /\bflax eggs?\b/i,
    madeBy: (step) => /flaxseed/i.test(step) && /\bwater\b/i.test(step) && /\bminutes?\b/i.test(step),
    message: 'Flax eggs are used, but no step stirs the flaxseed into water and rests it.',
  },
  {
    used: /\bchickpea batter\b/i,
    madeBy: (step) => /\bchickpea flour\b/i.test(step) && /\bwater\b/i.test(step) && /\bwhisk/i.test(step),
    message: 'A chickpea batter is used, but no step whisks the chickpea flour into water.',
  },
];

const named = (text: string, food: Food) => text.toLowerCase().includes(food.name.toLowerCase());

/**
 * Whether a stand-in brought what it needs (the acid that sours a milk, the flaxseed and water and
 * rest that make a flax egg) into the list and the steps, not only into a note; and whether a food
 * bought by its label ('vegetarian hard cheese, made without animal rennet') says so in its line,
 * and whether a food whose allergens depend on the brand says which to check the label for.
 * Run on model answers too (checkRecipe).
 *
 * @example
 * checkDiets({ title: 'Soured soy milk pancakes', lines: ['480 ml soy milk'], foods: [soyMilk], steps: [...], ... })
 * // [{ code: 'swap-needs', message: "'Soured soy milk pancakes' sours a milk, but no lemon juice or vinegar is listed." }]
 */
export function checkDiets(recipe: WordedRecipe): DietProblem[] {
  const problems: DietProblem[] = [];
  const add = (code: DietProblemCode, message: string) => problems.push({ code, message });
  const soured = [recipe.title, ...recipe.lines, ...recipe.steps].find((text) => /\bsoured\b/i.test(text));
  if (soured) {
    const acids = recipe.foods.filter((food) => ACIDS.has(food.id));
    if (acids.length === 0) add('swap-needs', `'${soured}' sours a milk, but no lemon juice or vinegar is listed.`);
    else if (!recipe.steps.some((step) => /\bsour/i.test(step) && acids.some((acid) => named(step, acid))))
      add('swap-needs', `No step sours the milk with the ${acids.map((a) => a.name).join(' or ')}.`);
  }
  for (const { used, madeBy, message } of MADE_IN_STEPS) {
    if ([...recipe.lines, ...recipe.steps].some((text) => used.test(text)) && !recipe.steps.some(madeBy))
      add('swap-needs', message);
  }
  recipe.foods.forEach((food, i) => {
    const line = recipe.lines[i];
    if (line === undefined) return;
    if (food.label && !line.includes(food.label)) add('diet-label', `The line '${line}' does not say ${food.label}.`);
    const checked = /\bcheck\b[^.]*\blabel\b/i.test(line);
    const unsaid = (food.mayContain ?? []).filter((allergen) => !checked || !PACK_WORDS[allergen].test(line));
    if (unsaid.length > 0)
      add(
        'diet-label',
        `The line '${line}' does not say to check the label for ${unsaid.join(', ')}, which only the pack can tell.`,
      );
  });
  return problems;
}
