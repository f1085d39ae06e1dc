import type { Food } from '../knowledge/types.ts';

/**
 * What a step names of a recipe's foods, and how much of each it uses: the vessel and time rules
 * (check-vessels.ts) weigh what goes into each pan from these readings.
 */

/** One ingredient as the recipe gives it: its food and its weight for the party. */
export interface WeighedIngredient {
  food: Food;
  grams: number;
  /** Millilitres when the line is a volume or a can (mostly liquid), for heating and braising. */
  ml?: number;
  /** How many, when the line counts pieces. */
  pieces?: number;
}

const NAMES = new WeakMap<Food, readonly string[]>();
/** A food's plural and name as a step writes them (the same for every recipe: kept per food). */
export function namesOf(food: Food): readonly string[] {
  let names = NAMES.get(food);
  if (!names) {
    names = [food.plural ?? `${food.name}s`, food.name].map((n) => n.toLowerCase());
    NAMES.set(food, names);
  }
  return names;
}
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns a food's name is read by, compiled once per name. */
interface NamePatterns {
  word: RegExp;
  share: RegExp;
  half: RegExp;
}
const PATTERNS = new Map<string, NamePatterns>();
function patternsFor(name: string): NamePatterns {
  let found = PATTERNS.get(name);
  if (!found) {
    const n = escape(name);
    found = {
      // Not \b: a name may end in a bracket, 'ground beef (85% lean)'.
      word: new RegExp(`(?<!\\w)${n}(?!\\w)`),
      // '500 ml of the water', '50 g (2 oz) of the butter', '3 tbsp (45 ml) of the sugar'.
      share: new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(ml|l|g|kg)\\)?(?:\\s*\\([^)]*\\))?\\s+of the\\s+${n}(?!\\w)`),
      half: new RegExp(`\\bhalf (?:of )?the\\s+${n}(?!\\w)`),
    };
    PATTERNS.set(name, found);
  }
  return found;
}

/** For each food of a recipe, the other ingredients' names that contain its own ('egg yolk' for egg). */
const CONTAINING = new WeakMap<readonly WeighedIngredient[], Map<string, readonly string[]>>();
function namesContaining(food: Food, all: readonly WeighedIngredient[]): readonly string[] {
  let byFood = CONTAINING.get(all);
  if (!byFood) {
    byFood = new Map();
    CONTAINING.set(all, byFood);
  }
  let names = byFood.get(food.id);
  if (!names) {
    const own = namesOf(food);
    names = all
      .flatMap((x) => (x.food.id === food.id ? [] : namesOf(x.food)))
      .filter((name) => own.some((n) => name !== n && name.includes(n)));
    byFood.set(food.id, names);
  }
  return names;
}

/** Steps in lower case: every rule asks of each step about each food, and a recipe has a few dozen. */
const LOWER = new Map<string, string>();
function lowerCased(step: string): string {
  let lower = LOWER.get(step);
  if (lower === undefined) {
    if (LOWER.size >= 512) LOWER.clear();
    lower = step.toLowerCase();
    LOWER.set(step, lower);
  }
  return lower;
}

/** A step's words without the names of the other ingredients that contain this one's ('egg yolk' is no egg). */
function textFor(step: string, food: Food, all: readonly WeighedIngredient[]): string {
  const containing = namesContaining(food, all);
  const lower = lowerCased(step);
  return containing.length === 0 ? lower : containing.reduce((text, name) => text.replaceAll(name, ' '), lower);
}

export function mentions(step: string, food: Food, all: readonly WeighedIngredient[] = []): boolean {
  const names = namesOf(food);
  const lower = lowerCased(step);
  // Most steps name few of the foods: none of its names, no mention.
  if (!names.some((n) => lower.includes(n))) return false;
  const text = textFor(step, food, all);
  return names.some((n) => patternsFor(n).word.test(text));
}

/** The grams of an ingredient a step uses: its share ('500 ml of the water', 'half the sugar') or all of it. */
export function usedIn(step: string, x: WeighedIngredient, all: readonly WeighedIngredient[]): number {
  const text = textFor(step, x.food, all);
  for (const name of namesOf(x.food)) {
    const share = patternsFor(name).share.exec(text);
    if (share) return Number(share[1]) * (share[2] === 'l' || share[2] === 'kg' ? 1000 : 1);
    if (patternsFor(name).half.test(text)) return x.grams / 2;
  }
  return x.grams;
}
