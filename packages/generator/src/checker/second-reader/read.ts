/**
 * The second reader: an independent second opinion on whether a conjured recipe keeps its dietary
 * promises. The engine's diet rules work on food ids (a food is `dairy`, `gluten`, ...); this reads
 * the words a cook reads (title, description, every ingredient line, notes, every step) and flags
 * any word that names a food the diet rules out. It shares no code or data with the engine, its
 * checker or the knowledge base on purpose, so a mistake in one is not repeated in the other: a
 * step that still says 'the egg mixture' after the eggs became flax eggs, a line that offers
 * 'or bread flour' in a gluten-free bake, a note that suggests lard.
 *
 * Each diet has one table (`RULES` in words.ts): the word groups it rules out. A group
 * is a list of `words` (regular-expression sources, matched as whole words, case-insensitively)
 * and a list of `allowed` phrases in which those words are fine because they name something else
 * ('peanut butter', 'eggplant', 'cream of tartar', 'lamb's lettuce') or a variant the diet allows
 * ('oat milk', 'flax egg', 'gluten-free bread'). Allowed phrases are blanked out before the words
 * are looked for. Clauses that say a food is *not* used ('Oat milk replaces dairy milk', 'egg-free')
 * are allowed for every diet.
 *
 * This file compiles those tables and reads text with them; the words themselves live in
 * words-animal.ts and words-plant.ts. Nothing here imports the engine, the checker or the knowledge
 * base, and nothing there imports this.
 *
 * @module
 */

import { DIETARY_OPTIONS, type Dietary, type RecipeData } from '@feastforge/domain';
import type { WordGroup } from './word-group.ts';
import { ABSENT_CLAUSES, ABSENT_WORDS, RULES } from './words.ts';

/** Letters and digits only; a hyphen or apostrophe ends a word, so 'egg-free' holds the word 'egg'. */
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
/** Lower-case Latin letters and digits: fewer than START and END rule out, so the probe finds no less. */
const PLAIN_START = String.raw`(?<![a-z0-9\u00e0-\u00f6\u00f8-\u024f])`;
const PLAIN_END = String.raw`(?![a-z0-9\u00e0-\u00f6\u00f8-\u024f])`;

interface CompiledGroup {
  words: readonly string[];
  backReferences: boolean;
  /** All the words in one alternation, each in its own capture group (the index names the word). */
  pattern: RegExp;
  /**
   * 'Any at all?', asked of lower-cased text with no state kept: the same words between plain
   * letter classes, a wider net than `pattern` that is several times faster to cast.
   */
  probe: RegExp;
  /** One expression per phrase, applied in order (an alternation would stop at the first that fits). */
  allowed: RegExp[];
}

function compile(group: WordGroup): CompiledGroup {
  // The capture group's index names the word, so a word may only use non-capturing groups.
  const capturing = group.words.find((word) => /(?<!\\)\((?!\?)/.test(word));
  if (capturing) throw new Error(`Second reader: use (?:...) in '${capturing}'`);
  // The probe reads lower-cased text without the 'i' flag: a capital in a word would never match.
  const capital = group.words.find((word) => /[A-Z]/.test(word.replace(/\\[pP]\{[^}]*\}|\\./g, '')));
  if (capital) throw new Error(`Second reader: write '${capital}' in lower case`);
  const alternation = `${START}(?:${group.words.map((word) => `(${word})`).join('|')})${END}`;
  return {
    words: group.words,
    backReferences: group.backReferences,
    pattern: new RegExp(alternation, 'giu'),
    probe: new RegExp(`${PLAIN_START}(?:${group.words.join('|')})${PLAIN_END}`, 'u'),
    allowed: [...ABSENT_CLAUSES, ...group.allowed, ...ABSENT_WORDS].map(
      (phrase) => new RegExp(`${START}(?:${phrase})${END}`, 'giu'),
    ),
  };
}

const COMPILED = new Map<Dietary, CompiledGroup[]>(DIETARY_OPTIONS.map((diet) => [diet, RULES[diet].map(compile)]));

/** A word a diet rules out, found in text a cook reads. */
export interface Hit {
  /** The rule's word, as its table writes it ('eggs?'). */
  word: string;
  /** The text that matched ('eggs'). */
  matched: string;
}

function groupsOf(diet: Dietary): readonly CompiledGroup[] {
  const groups = COMPILED.get(diet);
  if (!groups) throw new Error(`No reading rules for ${diet}`);
  return groups;
}

/** Lower case, one kind of apostrophe. */
function normalise(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[’‘]/g, "'");
}

interface Scan {
  /** Words the diet rules out, with where they start in the text. */
  hits: Array<Hit & { at: number; backReferences: boolean }>;
  /** Rule words that only appear inside allowed phrases ('pasta' in 'gluten-free pasta'). */
  safe: Set<string>;
}

/** `normalised` read by `groups`, the rules of one diet. */
function scan(normalised: string, groups: readonly CompiledGroup[]): Scan {
  const result: Scan = { hits: [], safe: new Set() };
  for (const group of groups) {
    // Most text names nothing the diet rules out: look for the words first, then (rarely) for the
    // allowed phrases, which are blanked out (same length, no letters) before the words are read again.
    if (!group.probe.test(normalised)) continue;
    const masked = group.allowed.reduce(
      (text, phrase) => text.replace(phrase, (found) => ' '.repeat(found.length)),
      normalised,
    );
    for (const match of normalised.matchAll(group.pattern)) {
      const index = match.findIndex((captured, i) => i > 0 && captured !== undefined);
      const word = group.words[index - 1] ?? match[0];
      const at = match.index;
      if (masked.slice(at, at + match[0].length).trim() === '') {
        if (group.backReferences) result.safe.add(word);
        continue;
      }
      // 'custard' could be in two groups: one hit per word and place is enough.
      if (result.hits.some((h) => h.word === word && h.at === at)) continue;
      result.hits.push({ word, matched: match[0], at, backReferences: group.backReferences });
    }
  }
  return result;
}

/**
 * The words in `text` that `diet` rules out.
 *
 * @example
 * readForDiet('a knob of butter', 'vegan') // [{ word: 'butter', matched: 'butter' }]
 * readForDiet('2 tbsp peanut butter', 'vegan') // []
 */
export function readForDiet(text: string, diet: Dietary): Hit[] {
  return scan(normalise(text), groupsOf(diet)).hits.map(({ word, matched }) => ({ word, matched }));
}

export type ReadField = 'title' | 'description' | 'ingredient' | 'notes' | 'step';

/** A word the recipe's own text uses that one of its dietary needs rules out. */
export interface Finding extends Hit {
  diet: Dietary;
  field: ReadField;
  /** The sentence (or ingredient line) the word is in. */
  sentence: string;
}

/** Sentences, split after . ! ? ; and a space ('1.5 cm' stays whole). */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * 'The pasta', 'every oat', 'the remaining butter', 'no dry flour': a determiner (and at most one
 * adjective) before the noun, so the step means the food already listed.
 */
const BACK_REFERENCE = /(?:^|\s)(?:the|every|remaining|no)(?: [\p{L}-]+)? $/u;

/**
 * Reads everything a cook sees of a recipe and reports every word that one of `dietary` rules out.
 * This is the second opinion on the engine's diet rules: those decide by food ids, this reads the
 * words a cook reads and shares no code with them, so a mistake in one is not repeated here.
 *
 * A step or note may call a listed food by its plain noun, as cooks do: 'toss the pasta' when the
 * list says 'gluten-free pasta', 'every oat' for 'gluten-free rolled oats'. That is no finding when
 * the recipe's own ingredient lines name a safe variant of that noun and nothing unsafe by it.
 *
 * @example
 * readRecipe(conjure(choices, { rng }).data, choices.dietary) // [] when the text keeps the promise
 *
 * readRecipe(
 *   { title: 'Pancakes', description: '', ingredients: ['2 flax eggs'], notes: '', instructions: ['Beat the eggs.'] },
 *   ['egg-free'],
 * ) // [{ word: 'eggs?', matched: 'eggs', diet: 'egg-free', field: 'step', sentence: 'Beat the eggs.' }]
 */
export function readRecipe(
  data: Pick<RecipeData, 'title' | 'description' | 'ingredients' | 'instructions' | 'notes'>,
  dietary: readonly Dietary[],
): Finding[] {
  const texts: Array<{ field: ReadField; text: string }> = [
    { field: 'title', text: data.title },
    ...sentences(data.description).map((text) => ({ field: 'description' as const, text })),
    ...data.ingredients.map((text) => ({ field: 'ingredient' as const, text })),
    ...sentences(data.notes).map((text) => ({ field: 'notes' as const, text })),
    ...data.instructions.flatMap((step) => sentences(step).map((text) => ({ field: 'step' as const, text }))),
  ];
  const read = texts.map((t) => ({ ...t, normalised: normalise(t.text) }));
  // Most recipes name nothing a diet rules out: a group none of the text names is not read line by line.
  const whole = read.map((t) => t.normalised).join('\n');
  const findings: Finding[] = [];
  for (const diet of dietary) {
    const groups = groupsOf(diet).filter((group) => group.probe.test(whole));
    if (groups.length === 0) continue;
    const scans = read.map((t) => scan(t.normalised, groups));
    const listed = scans.filter((_, i) => read[i]?.field === 'ingredient');
    const safe = new Set(listed.flatMap((line) => [...line.safe]));
    for (const line of listed) for (const hit of line.hits) safe.delete(hit.word);
    read.forEach(({ field, text, normalised }, i) => {
      for (const { word, matched, at, backReferences } of scans[i]?.hits ?? []) {
        const refersBack =
          (field === 'step' || field === 'notes') &&
          backReferences &&
          safe.has(word) &&
          BACK_REFERENCE.test(normalised.slice(0, at));
        if (!refersBack) findings.push({ word, matched, diet, field, sentence: text });
      }
    });
  }
  return findings;
}
