import type { Food } from '../knowledge/types.ts';
import { escape, namesOf } from './step-foods.ts';

/**
 * The chef's notes against the recipe they sit under: a note that browns a spoonful of tomato paste
 * with the vegetables, in a soup with no tomato paste, tells the cook to use what the list never
 * bought. A note may name a food the dish lacks only as an option or an alternative ('if you have
 * tomato paste', 'or honey') or as what a swap replaced ('vegetable stock replaces beef stock').
 */

export interface NoteProblem {
  code: 'note-food';
  message: string;
}

/** Words that make a clause an option, an alternative or the food a swap stood in for. */
const OPTIONAL =
  /\b(?:if you (?:have|like|want|prefer|can)|if (?:there is|you have)|or|instead of|rather than|in place of|replaces?|replacing|becomes|without|no|not|nor|never|free|optional|try|swap|(?:note|taste|flavour) of)\b/i;

/** Every food's names as a note writes them, in one expression read left to right. */
interface NoteReading {
  /** Longest name first, so 'tomato paste' is read before 'tomato' where both start. */
  pattern: RegExp;
  /** Every food a name may be: 'challah' is the challah and the dairy-free challah bought by its label. */
  byName: ReadonlyMap<string, readonly Food[]>;
}

function reading(foods: readonly Food[]): NoteReading {
  const named = foods
    .flatMap((food) => namesOf(food).map((name) => ({ food, name })))
    .sort((a, b) => b.name.length - a.name.length);
  const byName = new Map<string, Food[]>();
  for (const { food, name } of named) byName.set(name, [...(byName.get(name) ?? []), food]);
  // Every name starts with a letter; not \\b at the end, where a name may close a bracket: 'challah (egg bread)'.
  return { pattern: new RegExp(`\\b(?:${[...byName.keys()].map(escape).join('|')})(?!\\w)`, 'gi'), byName };
}

/** What every kitchen has at the tap and in the freezer: lore may say 'high water' without sending anyone shopping. */
const AT_HAND = new Set(['water', 'ice']);
const READINGS = new WeakMap<readonly Food[], NoteReading>();

/**
 * Each clause of the notes that names, as something to use, a food the recipe does not have.
 *
 * @example
 * checkNotes('A spoonful of tomato paste browned with the vegetables deepens it.', [onion, stock], FOODS)
 * // [{ code: 'note-food', message: "The notes name tomato paste, which the recipe does not have: ..." }]
 */
export function checkNotes(notes: string, foods: readonly Food[], known: readonly Food[]): NoteProblem[] {
  let read = READINGS.get(known);
  if (!read) {
    read = reading(known);
    READINGS.set(known, read);
  }
  const has = new Set(foods.map((f) => f.id));
  const problems: NoteProblem[] = [];
  // A clause as a semicolon or a full stop ends it: 'X replaces Y: many Y contain wheat' is one.
  for (const clause of notes.split(/(?<=[.;!?])\s+/)) {
    if (OPTIONAL.test(clause)) continue;
    // Read left to right, longest name first: the recipe's 'tomato paste' is not read again as 'tomato'.
    const named = new Set<Food>();
    for (const [name] of clause.matchAll(read.pattern)) {
      const foods = read.byName.get(name.toLowerCase()) ?? [];
      const food = foods[0];
      if (food && !foods.some((f) => has.has(f.id) || AT_HAND.has(f.id))) named.add(food);
    }
    for (const food of named)
      problems.push({
        code: 'note-food',
        message: `The notes name ${food.name}, which the recipe does not have: '${clause.trim().replace(/[.;!?]$/, '')}'. Say it as an option ('if you have ...') or leave it out.`,
      });
  }
  return problems;
}
