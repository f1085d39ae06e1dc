import type { Food } from '../knowledge/types.ts';
import { escape, namesOf } from './step-foods.ts';

/**
 * What the steps throw away, against what nutrition leaves out. A step that discards the poaching
 * milk, strains out the pulp or pours the marinade away means part of a line is never eaten: its
 * line says so with `discarded`, or its food with `edible` below 1 (a bay leaf, a tea bag), or the
 * card counts what goes down the sink. Read from the words a cook reads, so a recipe written by a
 * model is held to the same.
 */

export interface DiscardProblem {
  code: 'discarded';
  message: string;
}

/** One ingredient line: its food and the share of it the line says is not eaten. */
export interface DiscardLine {
  food: Food;
  discarded: number;
  /** Poured by volume (milk, stock, oil): what 'the poaching liquid' or 'the marinade' is made of. */
  liquid: boolean;
}

/** Verbs that send what follows them away; 'discard any that stay shut' is a check, not a share. */
const THROWN =
  /\b(?:discard(?:s|ed|ing)?|throw(?:s|ing)? away|strain(?:s|ed|ing)? out|(?:pour|drain)(?:s|ed|ing)? (?:away|off))\s+(?!any\b)/gi;
/** Where what is thrown away stops and the next thing done begins. */
const OBJECT_END =
  /[,;.:()]|\b(?:then|from|into|onto|until|before|after|so|with|and (?:keep|set|return|flake|break|serve|rest|put|add|stir|fold|cool|chill|slice|chop|shred|cut|transfer|reserve|leave|season))\b/i;
/** Words for a liquid a food went into: it is made of the liquid lines around it. */
const LIQUID =
  /\b(?:poaching|cooking|soaking|steeping|blanching|boiling) (?:liquid|water|milk|stock)\b|\b(?:marinade|brine|syrup|the liquid|the oil|the fat)\b/i;
/** Words for what a sieve or cloth keeps back of the solid lines around it. */
const SOLIDS = /\b(?:solids|pulp|what is left|the rest in the sieve|the mash)\b/i;

/** Oil poured to a depth or for deep-frying: the food takes up a share, the rest stays in the pan. */
const FRYING_DEPTH = /\b\d+(?:\.\d+)?\s*cm deep\b|\bdeep[- ]fr(?:y|ied|ying)\b/i;
const isOil = (food: Food) => /\b(?:oil|lard|dripping|ghee)\b/i.test(food.name);

const eatenAll = (line: DiscardLine) => line.discarded <= 0 && (line.food.edible ?? 1) >= 1;
/** Water and ice count nothing in the nutrition: pouring them away changes no figure. */
const counts = (line: DiscardLine) => Object.values(line.food.per100g).some((v) => v > 0);

/** Head nouns too general to stand for one food: 'discard the seeds' is no sesame seed. */
const GENERAL_HEADS = new Set([
  'seed',
  'seeds',
  'leaf',
  'leaves',
  'stick',
  'sticks',
  'pod',
  'pods',
  'powder',
  'paste',
  'sauce',
  'flakes',
  'juice',
  'water',
  'peel',
  'zest',
]);

/** A food's names as the steps give them, and its head noun: 'the ginger' is the fresh ginger. */
function namesFor(food: Food): string[] {
  const head = food.name.split(' ').at(-1)?.toLowerCase() ?? '';
  return [...namesOf(food), ...(head.length >= 4 && !GENERAL_HEADS.has(head) ? [head] : [])];
}

const named = (text: string, food: Food) =>
  namesFor(food).some((n) => new RegExp(`\\b${escape(n)}\\b`, 'i').test(text));

/**
 * The fitting lines named nearest before the words that throw away what they became, in the same
 * step or the last one before it that names any: where 'the poaching liquid' came from.
 */
function before(texts: readonly string[], lines: readonly DiscardLine[], fits: (l: DiscardLine) => boolean) {
  for (let i = texts.length - 1; i >= 0; i--) {
    const found = lines.filter((l) => fits(l) && named(texts[i] ?? '', l.food));
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * Each step that throws away a line's food (by name, or as 'the poaching liquid', 'the pulp') whose
 * line and food still count all of it as eaten.
 *
 * @example
 * checkDiscards(['Poach the fish in the whole milk; discard the poaching liquid.'], [{ food: milk, discarded: 0, liquid: true }])
 * // [{ code: 'discarded', message: 'Step 1 throws away the whole milk, ...' }]
 */
export function checkDiscards(steps: readonly string[], lines: readonly DiscardLine[]): DiscardProblem[] {
  const problems: DiscardProblem[] = [];
  const flag = (i: number, what: string, line: DiscardLine, done = 'throws away') =>
    problems.push({
      code: 'discarded',
      message: `Step ${i + 1} ${done} ${what}, but the nutrition counts all of the ${line.food.name}: its line needs the share discarded.`,
    });
  steps.forEach((step, i) => {
    for (const sentence of step.split(/(?<=[.;])\s+/).filter((x) => FRYING_DEPTH.test(x))) {
      for (const line of lines.filter((l) => isOil(l.food) && named(sentence, l.food) && eatenAll(l)))
        flag(i, `the ${line.food.name} poured to a depth, most of which stays in the pan`, line, 'fries in');
    }
    for (const match of step.matchAll(THROWN)) {
      const rest = step.slice((match.index ?? 0) + match[0].length);
      const object = rest.slice(0, OBJECT_END.exec(rest)?.index ?? rest.length);
      const byName = lines.filter((l) => named(object, l.food));
      for (const line of byName.filter((l) => counts(l) && eatenAll(l))) flag(i, `the ${line.food.name}`, line);
      // Thrown away by what it has become: some line it came from must give up a share.
      const kind = LIQUID.exec(object)?.[0] ?? SOLIDS.exec(object)?.[0];
      if (!kind) continue;
      const liquid = LIQUID.test(object);
      const texts = [...steps.slice(0, i), step.slice(0, match.index)];
      const from = before(texts, lines, (l) => l.liquid === liquid && counts(l) && !byName.includes(l));
      const first = from[0];
      if (first && from.every(eatenAll))
        flag(
          i,
          `${/^(?:the|what) /.test(kind) ? kind : `the ${kind}`} (${from.map((l) => l.food.name).join(', ')})`,
          first,
        );
    }
  });
  return problems;
}
