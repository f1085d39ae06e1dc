import { z } from 'zod';
import { LARDER_NAMES } from './larder-names.ts';
import { LARDER_SYNONYMS } from './larder-synonyms.ts';

export { LARDER_NAMES } from './larder-names.ts';

/** The most larder foods one conjuring takes, and the most a standing larder keeps (it fills one). */
export const LARDER_MAX = 12;

export const LARDER_MESSAGES = {
  tooMany: `Choose up to ${LARDER_MAX} larder foods`,
  unknown: (text: string) => `'${text}' is not a food the tome knows: choose one from the suggestions`,
} as const;

/** Lower case, accents and punctuation gone, one space between words: 'Jalapeño' → 'jalapeno'. */
function words(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The key two spellings share when only spaces part them: 'chick peas' and 'chickpeas'. */
const keyOf = (text: string) => words(text).replace(/ /g, '');

/** The usual plurals of a name's last word, for synonyms written in the singular. */
function pluralsOf(name: string): string[] {
  if (/(s|x|z|ch|sh)$/.test(name)) return [`${name}es`];
  if (/[^aeiou]y$/.test(name)) return [`${name.slice(0, -1)}ies`];
  if (/[^aeiou]o$/.test(name)) return [`${name}es`, `${name}s`];
  return [`${name}s`];
}

/** Every way of writing each food, the food's own names first: they win over another's synonym. */
function buildIndex(): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  const add = (text: string, id: string) => {
    const key = keyOf(text);
    if (key && !index.has(key)) index.set(key, id);
  };
  const own = Object.entries(LARDER_NAMES);
  for (const [id, { name, plural }] of own) {
    add(id, id);
    for (const text of [name, plural ?? `${name}s`]) {
      add(text, id);
      // 'tamari (gluten-free soy sauce)' is also just 'tamari'.
      add(text.replace(/\(.*?\)/g, ''), id);
    }
  }
  for (const [id, synonyms] of Object.entries(LARDER_SYNONYMS))
    for (const synonym of synonyms) for (const text of [synonym, ...pluralsOf(words(synonym))]) add(text, id);
  return index;
}

let larderIndex: ReadonlyMap<string, string> | undefined;
const index = () => (larderIndex ??= buildIndex());

/**
 * The larder food a cook's words name, by the food's own name, its plural or a synonym, in any
 * case and spacing; undefined when the tome knows no such food.
 *
 * @example
 * larderFoodOf('Chick peas') // 'canned-chickpeas'
 * larderFoodOf('garbanzo') // 'canned-chickpeas'
 */
export function larderFoodOf(text: string): string | undefined {
  const key = keyOf(text);
  if (!key) return undefined;
  const found = index().get(key);
  if (found) return found;
  // A plural no one listed: 'lemons', 'tomatoes', 'cherries'.
  for (const [end, back] of [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
  ] as const)
    if (key.endsWith(end)) {
      const singular = index().get(key.slice(0, -end.length) + back);
      if (singular) return singular;
    }
  return undefined;
}

/** The id is a larder food's own (not a name every object has, such as 'constructor'). */
const isLarderFood = (id: string) => Object.hasOwn(LARDER_NAMES, id);

/** The name a larder food is shown by: 'canned chickpeas'. */
export function larderFoodName(id: string): string {
  return isLarderFood(id) ? (LARDER_NAMES[id]?.name ?? id) : id;
}

/**
 * The larder food an ingredient counts as: itself, or for a labelled variant the food it is a
 * variant of (a vegetarian cook's 'cheddar' is the cheddar made without animal rennet, a coeliac's
 * stock the one labelled gluten-free); undefined for a food no larder lists.
 */
export function larderFoodOfIngredient(foodId: string): string | undefined {
  if (isLarderFood(foodId)) return foodId;
  for (const prefix of ['vegetarian-', 'gluten-free-', 'dairy-free-']) {
    const base = foodId.startsWith(prefix) ? foodId.slice(prefix.length) : undefined;
    if (base && isLarderFood(base)) return base;
  }
  return undefined;
}

/** Which of the larder foods a recipe asked for its ingredients use, in the order asked. */
export interface LarderUse {
  asked: string[];
  used: string[];
}

/**
 * The larder foods among a recipe's ingredients.
 *
 * @example
 * larderUse(['canned-chickpeas', 'lemon'], ['canned-chickpeas', 'tahini']) // { asked: [...], used: ['canned-chickpeas'] }
 */
export function larderUse(asked: readonly string[], ingredientFoods: readonly string[]): LarderUse {
  const present = new Set(ingredientFoods.map(larderFoodOfIngredient));
  return { asked: [...asked], used: asked.filter((id) => present.has(id)) };
}

/** One suggestion for what a cook typed: the food, and the synonym it was found by when not its name. */
export interface LarderSuggestion {
  id: string;
  name: string;
  matched?: string;
}

/** How well a way of writing a food fits what was typed: 0 whole, 1 its start, 2 a word's start, 3 inside. */
function fit(candidate: string, typed: string): number | undefined {
  const written = words(candidate);
  if (keyOf(candidate) === keyOf(typed)) return 0;
  if (written.startsWith(typed) || keyOf(candidate).startsWith(keyOf(typed))) return 1;
  if (written.includes(` ${typed}`)) return 2;
  if (written.includes(typed)) return 3;
  return undefined;
}

/**
 * Foods to offer for what a cook is typing, best first: whole matches, then those starting with
 * it, then those with a word starting with it. A synonym's match names the synonym
 * ('canned chickpeas', matched 'garbanzo').
 *
 * @example
 * larderSuggestions('garb') // [{ id: 'canned-chickpeas', name: 'canned chickpeas', matched: 'garbanzo' }, ...]
 */
export function larderSuggestions(
  typed: string,
  options: { exclude?: readonly string[]; limit?: number } = {},
): LarderSuggestion[] {
  const query = words(typed);
  if (!query) return [];
  const exclude = new Set(options.exclude ?? []);
  // What the words name outright ('lemons', 'chick peas') comes first, however it is spelt.
  const named = larderFoodOf(typed);
  const found: Array<LarderSuggestion & { score: number }> = [];
  for (const [id, { name, plural }] of Object.entries(LARDER_NAMES)) {
    if (exclude.has(id)) continue;
    let best: { score: number; matched?: string } | undefined;
    for (const [text, matched] of [
      [name, undefined],
      [plural ?? `${name}s`, undefined],
      ...(LARDER_SYNONYMS[id] ?? []).map((s) => [s, s] as const),
    ] as const) {
      const score = fit(text, query);
      if (score !== undefined && (!best || score < best.score)) best = { score, ...(matched ? { matched } : {}) };
    }
    if (id === named) best = { score: -1, ...(best?.matched ? { matched: best.matched } : {}) };
    if (best) found.push({ id, name, score: best.score, ...(best.matched ? { matched: best.matched } : {}) });
  }
  found.sort((a, b) => a.score - b.score || a.name.length - b.name.length || a.name.localeCompare(b.name));
  return found.slice(0, options.limit ?? 8).map(({ score: _score, ...suggestion }) => suggestion);
}

/** One larder food as sent: its id or a name the cook typed, turned into its id. */
export const LarderFoodSchema = z.string().transform((text, ctx) => {
  const id = isLarderFood(text) ? text : larderFoodOf(text);
  if (id) return id;
  ctx.addIssue({ code: 'custom', message: LARDER_MESSAGES.unknown(text.trim().slice(0, 60)) });
  return z.NEVER;
});

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * The larder foods of one conjuring, and a cook's standing larder on the profile: up to 12 known
 * foods, each once.
 *
 * @example
 * LarderSchema.parse(['chick peas', 'spinach']) // ['canned-chickpeas', 'spinach']
 */
export const LarderSchema = z.array(LarderFoodSchema).max(LARDER_MAX, LARDER_MESSAGES.tooMany).transform(unique);

/** What a recipe records of the larder it was conjured from. */
export const LarderUseSchema = z.object({ asked: z.array(z.string()), used: z.array(z.string()) });

/** The recipe page's line: 'Uses 3 of your 4 larder foods', or that none of them fit. */
export function larderUseLine(use: LarderUse): string {
  const of = use.asked.length;
  if (use.used.length === 0)
    return of === 1 ? 'Your larder food does not fit this recipe' : 'None of your larder foods fit this recipe';
  return `Uses ${use.used.length} of your ${of} larder ${of === 1 ? 'food' : 'foods'}`;
}

/**
 * Which ingredient lines are larder foods the recipe uses, in the order of the lines: from each
 * line's food (`measures`), so a recipe without measures marks none.
 *
 * @example
 * larderLineMarks(recipe.data) // [true, false, false, true]
 */
export function larderLineMarks(data: {
  ingredients: readonly string[];
  measures?: ReadonlyArray<{ food: string }> | undefined;
  larderUse?: LarderUse | undefined;
}): boolean[] {
  const used = new Set(data.larderUse?.used ?? []);
  return data.ingredients.map((_, i) => {
    const food = data.measures?.[i]?.food;
    const larder = food === undefined ? undefined : larderFoodOfIngredient(food);
    return larder !== undefined && used.has(larder);
  });
}
