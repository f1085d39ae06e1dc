import type { Dietary } from '@feastforge/domain';
import { FOODS } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { pluralName, unmetNeeds } from './food-reading.ts';

/** What kind of untrue sentence a word problem is. */
export type WordProblemCode =
  | 'portions'
  | 'note-amount'
  | 'alternative'
  | 'plural'
  | 'precision'
  | 'whole-items'
  | 'structure'
  | 'name'
  | 'step-amount'
  | 'unscaled';

export interface WordProblem {
  code: WordProblemCode;
  message: string;
}

export interface WordedRecipe {
  title: string;
  servings: number;
  /** Display lines, aligned with `foods`. */
  lines: readonly string[];
  foods: readonly Food[];
  steps: readonly string[];
  dietary: readonly Dietary[];
}

const COUNT_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20,
}; // prettier-ignore
const COUNT = `(\\d+|${Object.keys(COUNT_WORDS).join('|')})`;
/** Vessels a portion is served in: one per serving. */
const PORTION = new RegExp(
  `\\b${COUNT}\\s+(?:(?:small|large|tall|chilled|warmed|heatproof|serving|dessert|shallow|deep|glass|wide|individual)\\s+)*(glass(?:es)?|mugs?|bowls?|plates?|jars?|ramekins?|tumblers?|teacups?|coupes?|portions?|servings?)\\b`,
  'gi',
);
const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, both: 2, other: 2 };
/** Millilitres per unit a note may quote. */
/** Millilitres or grams per unit an amount may be quoted in. */
const PER_UNIT: Record<string, number> = { tsp: 5, tbsp: 15, cup: 240, cups: 240, ml: 1, l: 1000, g: 1, kg: 1000 };
const FRACTION: Record<string, number> = { '¼': 0.25, '½': 0.5, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
const AMOUNT = /(?<![\w.])(\d+(?:\.\d+)?)?([¼½¾⅓⅔])?(?<=[\d¼½¾⅓⅔])\s*(tsp|tbsp|cups?|ml|l|g|kg)\b/gi;
const family = (unit: string) => (/^k?g$/i.test(unit) ? 'g' : 'ml');
/** An amount in millilitres or grams. */
const inFamily = (m: RegExpMatchArray) => amountOf(m[1], m[2]) * (PER_UNIT[(m[3] ?? '').toLowerCase()] ?? 0);
/** What a flax egg or a gluten-free blend cannot do. */
const STRUCTURE: Record<string, RegExp> = {
  'flax-egg': /\b(puff(?:s|ed)? up|egg whites?|the whites|yolks?|stiff peaks|soft peaks|meringue|souffl[ée])\b/i,
  'gluten-free-flour-blend': /\b(windowpane|elastic dough|stretch(?:es|y)? (?:the )?dough|develop the gluten)\b/i,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every food's name, longest first, so 'peanut butter' is read before 'butter'. */
const NAMED = [...FOODS].sort((a, b) => b.name.length - a.name.length);
const ANY_FOOD = new RegExp(`\\b(${NAMED.map((f) => escape(f.name)).join('|')})\\b`, 'gi');
const BY_NAME = new Map(FOODS.map((f) => [f.name.toLowerCase(), f]));

interface FoodPatterns {
  plural: string;
  /** The plural inflected again ('tomatoeses'). */
  twice: RegExp;
  /** A counted item by its order ('the second onion'). */
  ordinal: RegExp;
}

const patterns = new WeakMap<Food, FoodPatterns>();

/** The patterns read for a food, compiled once: the checker runs for every recipe made. */
function patternsOf(food: Food): FoodPatterns {
  let found = patterns.get(food);
  if (!found) {
    const plural = pluralName(food);
    const names = `${escape(food.name)}|${escape(plural)}`;
    found = {
      plural,
      twice: new RegExp(`\\b${escape(plural)}(?:s|es)\\b`, 'i'),
      ordinal: new RegExp(`\\b(second|third|fourth|fifth|both|other)\\s+(${names})\\b`, 'gi'),
    };
    patterns.set(food, found);
  }
  return found;
}

function amountOf(whole: string | undefined, fraction: string | undefined): number {
  return Number(whole ?? 0) + (fraction ? (FRACTION[fraction] ?? 0) : 0);
}

/** The line's measure (its first amount) and the amounts its note quotes, in ml or g. */
function noteAmounts(line: string): { measure: number; notes: number[]; unit: string } | null {
  const comma = line.indexOf(', ');
  if (comma < 0) return null;
  const head = [...line.slice(0, comma).matchAll(AMOUNT)][0];
  if (!head) return null;
  const unit = family(head[3] ?? '');
  // '2¼ tsp (11 ml)' is one amount: what is in brackets restates it.
  const notes = [
    ...line
      .slice(comma)
      .replace(/\([^)]*\)/g, '')
      .matchAll(AMOUNT),
  ]
    .filter((m) => family(m[3] ?? '') === unit)
    .map(inFamily);
  return notes.length > 0 ? { measure: inFamily(head), notes, unit } : null;
}

/** A share quoted in a step, before the food it is a share of ('60 ml of the milk'). */
const QUOTED = new RegExp(`${AMOUNT.source}(?: \\([^)]*\\))? of the `, 'gi');

/** Longer than any food's name, plural and all. */
const NAME_MOST = 80;

const ORDINAL_WORD = /\b(second|third|fourth|fifth|both|other)\b/i;

const ANY_CASE = new Map<string, RegExp>();
/** A name in any case, wherever it stands, compiled once per name. */
function anyCase(name: string): RegExp {
  let found = ANY_CASE.get(name);
  if (!found) {
    found = new RegExp(escape(name), 'gi');
    ANY_CASE.set(name, found);
  }
  return found;
}

/** Foods named in a text, read longest name first. */
function foodsNamed(text: string): Food[] {
  return [...text.matchAll(ANY_FOOD)].flatMap((m) => BY_NAME.get((m[1] ?? '').toLowerCase()) ?? []);
}

/**
 * The checker's rules for the words around quantities, read as a cook reads them: portions that
 * match the servings, notes and steps that match their line, alternatives and names that suit the
 * diet, plurals, kitchen precision, items that can be bought and counted, and claims a swap makes
 * false. An empty list means the recipe's words are true.
 *
 * @example
 * checkWords({ title: 'Lemon posset', servings: 20, lines, foods, steps: ['Pour into four glasses.'], dietary: [] })
 * // [{ code: 'portions', message: "'four glasses' in a recipe for 20." }]
 */
export function checkWords(recipe: WordedRecipe): WordProblem[] {
  const problems: WordProblem[] = [];
  const add = (code: WordProblemCode, message: string) => problems.push({ code, message });
  const steps = recipe.steps.join(' ');
  const everything = [recipe.title, ...recipe.lines, steps].join('\n');

  for (const match of steps.matchAll(PORTION)) {
    const said = match[1] ?? '';
    const count = COUNT_WORDS[said.toLowerCase()] ?? Number(said);
    if (count !== recipe.servings) add('portions', `'${match[0]}' in a recipe for ${recipe.servings}.`);
  }

  recipe.lines.forEach((line, i) => {
    const amounts = noteAmounts(line);
    if (amounts) {
      const quoted = amounts.notes.reduce((sum, a) => sum + a, 0);
      const split = amounts.notes.length > 1;
      if (quoted > amounts.measure * 1.25 || (split && quoted < amounts.measure * 0.75))
        add('note-amount', `'${line}': the note's amounts don't add up to the line's.`);
    }
    const note = line.includes(', ') ? line.slice(line.indexOf(', ') + 2) : '';
    for (const alternative of [...note.matchAll(/\bor ([a-z -]+)/gi)].flatMap((m) => foodsNamed(m[1] ?? '')))
      for (const need of unmetNeeds(alternative, recipe.dietary))
        add('alternative', `'${line}' offers ${alternative.name}, which is not ${need}.`);
    const food = recipe.foods[i];
    const fraction = /^[½¼¾]\s|^\d+[½¼¾]\s/.test(line);
    if (fraction && /\bcans?\b/.test(line))
      add('whole-items', `'${line}': cans come whole; give part of one by weight.`);
    else if (fraction && food?.whole) add('whole-items', `'${line}': ${food.name} is bought and cooked whole.`);
  });

  // What every food's patterns need before they can match, read once: most recipes quote no share
  // and count no second onion, and a plural inflected twice holds the plural itself.
  const lowerEverything = everything.toLowerCase();
  const ordinals = ORDINAL_WORD.test(steps);
  // What follows each quote, as far as a food's name runs: the rest of the steps is not read again.
  const quotes = [...steps.matchAll(QUOTED)].map((m) => ({
    m,
    after: steps.slice(m.index + m[0].length, m.index + m[0].length + NAME_MOST).toLowerCase(),
  }));
  for (const food of recipe.foods) {
    const { plural, twice, ordinal } = patternsOf(food);
    if (lowerEverything.includes(plural.toLowerCase()) && twice.test(everything))
      add('plural', `'${plural}' is inflected twice.`);
    const line = recipe.lines[recipe.foods.indexOf(food)] ?? '';
    const count = /^(\d+)?([½¼¾])?\s/.exec(line);
    const pieces = count ? amountOf(count[1], count[2]) : 0;
    for (const m of ordinals ? steps.matchAll(ordinal) : []) {
      const needed = ORDINALS[(m[1] ?? '').toLowerCase()] ?? 0;
      if (!food.countable || !Number.isInteger(pieces) || pieces < needed)
        add('whole-items', `'${m[0]}' when the recipe has ${count ? count[0].trim() : 'no counted'} ${plural}.`);
    }
    const head = [...(line.split(', ')[0] ?? '').matchAll(AMOUNT)][0];
    const names = [food.name.toLowerCase(), plural.toLowerCase()];
    for (const { m, after } of head ? quotes : []) {
      const name = names.find((n) => after.startsWith(n) && !/^\w/.test(after.slice(n.length)));
      if (name === undefined || !head) continue;
      if (family(m[3] ?? '') === family(head[3] ?? '') && inFamily(m) > inFamily(head) * 1.1)
        add('step-amount', `'${m[0]}${name}' is more than the line's ${head[0]}.`);
    }
    const claim = STRUCTURE[food.id]?.exec(steps);
    if (claim) add('structure', `'${claim[0]}' cannot happen with ${food.name}.`);
  }

  for (const m of everything.matchAll(/(\d+\.\d+)\s*(ml|g|kg|l|cm|mm|in)?\b/gi)) {
    const unit = (m[2] ?? '').toLowerCase();
    const decimals = (m[1] ?? '').split('.')[1] ?? '';
    const fine =
      (unit === 'ml' && ['2.5', '7.5'].includes(m[1] ?? '')) ||
      ((unit === 'kg' || unit === 'l') && decimals.length === 1) ||
      ((unit === 'cm' || unit === 'mm' || unit === 'in') && decimals === '5');
    if (!fine) add('precision', `'${m[0]}' is more precise than a kitchen measures.`);
  }

  // A dish may name an ingredient by its last words ('peanut butter' for 'smooth peanut butter').
  const inRecipe = recipe.foods.flatMap((f) => {
    const words = f.name.toLowerCase().split(' ');
    return words
      .slice(0, -1)
      .map((_, i) => words.slice(i).join(' '))
      .concat(words.length === 1 ? words : []);
  });
  const title = inRecipe.reduce((text, name) => text.replace(anyCase(name), ''), recipe.title);
  for (const food of foodsNamed(title))
    for (const need of unmetNeeds(food, recipe.dietary))
      add('name', `The title names ${food.name}, which is not ${need}.`);
  return problems;
}

/** A weight that names a vessel ('a 900 g (2 lb) loaf tin'): loaf tins come in two sizes, not by the party. */
const VESSEL_AFTER = /^\s*(?:\([^)]*\)\s*)?loaf tins?\b/i;
/** A measure that should follow the servings; a piece's weight ('450 g each') need not. */
const MEASURE = /(\d+(?:\.\d+)?[¼½¾⅓⅔]?|[¼½¾⅓⅔])\s*(tsp|tbsp|cups?|ml|g|kg|l)\b(?! each)/gi;

/**
 * Amounts that did not follow the servings: the same dish at two party sizes quoting the same
 * measure in the same step or note ('0.5 cup of the milk' for 1 and for 20).
 */
export function checkScaling(
  small: { servings: number; lines: readonly string[]; steps: readonly string[] },
  large: { servings: number; lines: readonly string[]; steps: readonly string[] },
): WordProblem[] {
  if (large.servings < small.servings * 2) return [];
  const notes = (lines: readonly string[]) =>
    lines.map((line) => (line.includes(', ') ? line.slice(line.indexOf(', ')) : ''));
  const problems: WordProblem[] = [];
  const compare = (a: readonly string[], b: readonly string[], what: string) =>
    a.forEach((text, i) => {
      const quoted = new Set([...text.matchAll(MEASURE)].map((m) => m[0].toLowerCase()));
      for (const m of (b[i] ?? '').matchAll(MEASURE))
        if (quoted.has(m[0].toLowerCase()) && !VESSEL_AFTER.test(b[i]?.slice((m.index ?? 0) + m[0].length) ?? ''))
          problems.push({
            code: 'unscaled',
            message: `${what} ${i + 1} says '${m[0]}' for ${small.servings} and for ${large.servings}.`,
          });
    });
  compare(small.steps, large.steps, 'Step');
  compare(notes(small.lines), notes(large.lines), 'Ingredient');
  return problems;
}
