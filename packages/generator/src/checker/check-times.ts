/**
 * The times a recipe's steps name, read as a cook reads them, against the times on its card: a card
 * that says 'Cook 20 min' under steps that take 30 at the least misleads whoever plans a meal by it.
 * Written apart from the engine's timing, so a wrong sum there is caught here.
 */

import { OVEN_WORK } from '../knowledge/oven-work.ts';
import { countOf } from './counts.ts';

export interface TimeProblem {
  code: 'time';
  message: string;
}

/** '13-16 minutes', '1½ hours', '6 hours', '45 min', 'overnight' (8 hours at the least). */
const DURATION =
  /(?<lead>\b(?:up to|within|after|every|than|over|last|first|another)\s+(?:about\s+)?)?\b(?<low>\d+(?:\.\d+)?|½)(?<half>½)?(?:\s*(?:-|–|to)\s*\d+(?:\.\d+)?½?)?\s*(?<unit>minutes?|mins?|hours?|hrs?|h)\b|\bovernight\b/gi;
/** A sentence done while another step's time runs: it adds nothing to the total. */
const ALONGSIDE = /^\s*(?:meanwhile|while|as it|in the meantime)\b/i;

/** 'in three batches', in the words or in a bracketed note: how many rounds the sentence is done in. */
const BATCHES = /\bin (\w+) batches\b/i;
/** Rounds for the oven's shelves: 'in two batches, on two shelves'. */
const ON_SHELVES = /\bon (?:\w+ )?shelves\b/i;
/** A note whose every batch is made whole and served as it is ready: every step after it comes round again. */
const SERVED_BY_BATCH = /\bserv(?:e|ing) each batch as it is ready\b/i;

function batchRounds(sentence: string): number {
  const batches = BATCHES.exec(sentence)?.[1];
  if (!batches) return 1;
  return countOf(batches);
}

/** The least minutes one sentence takes, each duration at the low end of its range, for one round. */
function sentenceMinutes(written: string): number {
  // An aside in brackets is an alternative ('(or overnight in the fridge)', '(or grill 25-30 minutes)').
  const sentence = written.replace(/\([^()]*\)/g, '');
  if (/^\s*(?:or|without an? [\w-]+ ?\w*,)\s/i.test(sentence)) return 0;
  let total = 0;
  for (const match of sentence.matchAll(DURATION)) {
    if (match[0].toLowerCase() === 'overnight') {
      // 'at least 6 hours or overnight' takes 6 hours; 'soak overnight' 8.
      if ([...sentence.matchAll(DURATION)].length === 1) total += 8 * 60;
      continue;
    }
    const groups = match.groups ?? {};
    if (groups.lead) continue;
    const low = (groups.low === '½' ? 0.5 : Number(groups.low)) + (groups.half ? 0.5 : 0);
    total += /^h/i.test(groups.unit ?? '') ? low * 60 : low;
  }
  return total;
}

/**
 * The least minutes the steps take, summed sentence by sentence, as a cook reads batches: a time in
 * a sentence that says its batches counts once a batch; a batch note with no time of its own ('Set
 * the ramekins in two roasting pans (in two batches, on two shelves)') makes the next timed sentence
 * come round once a batch (for the oven's shelves, the next that is the oven's work, not the
 * whisking between, or else the longest after it), and every timed sentence after it when each
 * batch is served as it is ready. What is done meanwhile counts only where it runs past the work it goes alongside (milk for
 * twenty heated 11 minutes while the tea steeps 4 adds 7).
 *
 * @example
 * stepsMinutes(['Simmer 13-16 minutes.', 'Roast in two batches, 80 minutes each.']) // 173
 * stepsMinutes(['Spread on a tray (in three batches, on two shelves).', 'Roast 35-40 minutes.']) // 105
 * stepsMinutes(['Line two sheets (in two batches, on two shelves).', 'Whisk 1 minute.', 'Bake 20-25 minutes.']) // 41
 */
export function stepsMinutes(steps: readonly string[]): number {
  let pending = 1;
  let pendingBake = false;
  /** While rounds wait for the oven's work: the longest timed sentence since, counted once so far. */
  let longestSince = 0;
  let served = 1;
  let total = 0;
  let previousStep = 0;
  for (const step of steps) {
    let thisStep = 0;
    for (const sentence of step.split(/(?<=[.;!?])\s+/)) {
      const minutes = sentenceMinutes(sentence);
      if (ALONGSIDE.test(sentence)) {
        // Alongside what came just before: this step's work so far, or the whole step before it.
        total += Math.max(0, minutes - (thisStep || previousStep));
        continue;
      }
      const rounds = batchRounds(sentence);
      if (rounds > 1 && SERVED_BY_BATCH.test(sentence)) served = Math.max(served, rounds);
      else if (rounds > 1 && minutes === 0) {
        pending = Math.max(pending, rounds);
        pendingBake ||= ON_SHELVES.test(sentence);
      }
      if (minutes === 0) continue;
      // Sheets lined in rounds for the oven come round at the bake, not at the whisking between.
      if (pendingBake && !OVEN_WORK.test(sentence)) {
        thisStep += minutes * Math.max(rounds, served);
        longestSince = Math.max(longestSince, minutes);
        continue;
      }
      thisStep += minutes * Math.max(rounds, pending, served);
      pending = 1;
      pendingBake = false;
    }
    total += thisStep;
    previousStep = thisStep;
  }
  // Rounds for the oven that no sentence named as its work come round at the longest after them.
  return pendingBake ? total + longestSince * (pending - 1) : total;
}

/** The amount of a food the dish as written uses, in grams or in pieces, for its batches. */
export type WrittenAmount = (food: string, inGrams: boolean) => number | undefined;

/**
 * A base recipe's steps as written for its own servings: each scaled or baking time at its written
 * range, a time per batch in as many batches as the written amount takes in the written pan (600 g
 * of chicken at 300 g a batch grills in two), so `stepsMinutes` reads them as it reads a card's steps.
 *
 * @example
 * writtenSteps(['Bake {minutes@tin:35-40}.']) // ['Bake 35-40 minutes.']
 * writtenSteps(['Grill {batches:chicken-thigh/300g:8-10 minutes}.'], () => 600) // ['Grill in 2 batches, 8-10 minutes each.']
 */
export function writtenSteps(templates: readonly string[], amount?: WrittenAmount): string[] {
  return templates.map((s) =>
    s
      .replace(/\{minutes(?:@[^:}]*)?:([\d.-]+)\}/g, '$1 minutes')
      .replace(
        /\{batches:([a-z0-9-]+)\/(\d+)(g?):([^:}]+)\}/g,
        (_m, food: string, per: string, g: string, time: string) => {
          const used = amount?.(food, g === 'g');
          const batches = used === undefined ? 1 : Math.max(1, Math.ceil(used / Number(per) - 0.1));
          return batches > 1 ? `in ${String(batches)} batches, ${time} each` : time;
        },
      )
      .replace(/\{[^{}]*\}/g, 'it'),
  );
}

/** Words of cooking: a step with none of them heats nothing ('warm water' to loosen a frozen purée, a sorbet that melts, aside). */
const HEAT =
  /\b(?:bak(?:e|es|ed|ing)|boil|simmer|fr(?:y|ies|ied|ying)|roast|grill|toast|heat|warm(?!\s+water)|poach|steam|sear|browned|browning|(?<!it )melt|microwave|broil|char|blanch|sauté|caramelis|scald|oven|hob|stove|flame|blowtorch|griddle)/i;

/** How far a card may stray from its steps and the written dish's untimed work: a cook plans by it. */
const TOLERANCE = (needed: number) => Math.max(5, Math.round(needed * 0.05));

/**
 * The untimed work a card may hold beyond its steps' times when the dish as written is not known (a
 * model-written recipe): chopping, folding, laying out. The knowledge base's most is 53 min of
 * folding gyoza around 17 timed minutes, and 90 min of slicing and laying strips of jerky around
 * 10 hours in the oven.
 */
const UNTIMED_MOST = (needed: number) => 60 + Math.round(needed * 0.15);

/**
 * The work done ahead for a party against the dish as written for `factor` times fewer: peeling and
 * chopping for twenty take longer than for four, if not five times as long (a cook works faster in
 * bulk); for fewer it takes about as long.
 */
const UNTIMED_GROWTH = (factor: number) => (factor > 1 ? factor ** 0.6 : 1);

/**
 * The card's prep and cook time against the least the steps take: never shorter, and never longer
 * than the steps plus the untimed work. When the dish as written is given, its untimed work is its
 * card's total less its own steps' times, and the card follows the steps both ways within what a
 * cook accepts: a tarta for one baked 20-25 minutes in a small tin under a card still saying 'Cook
 * 40 min' is caught, and so is a satay for one grilled in one batch under the card for six grilled
 * in two. Otherwise the untimed work is bounded by what any dish in the knowledge base needs, so a
 * model's card of 2 hours over 20 minutes of steps is caught.
 *
 * @example
 * checkTimes({ prepMinutes: 5, cookMinutes: 20, steps: ['Simmer 13-16 minutes.', 'Steep 10 minutes.'] })
 * // [{ code: 'time', message: '...' }]
 */
export function checkTimes(
  recipe: { prepMinutes: number; cookMinutes: number; steps: readonly string[]; servings?: number },
  written?: { prepMinutes: number; cookMinutes: number; steps: readonly string[]; servings?: number },
): TimeProblem[] {
  // A drink never heated is not cooked however much of it is made: its dripping and blending are prep.
  if (recipe.cookMinutes > 0 && !recipe.steps.some((step) => HEAT.test(step)))
    return [
      {
        code: 'time',
        message: `The card gives ${recipe.cookMinutes} min of cooking, but no step cooks or heats anything: it is prep.`,
      },
    ];
  const needed = stepsMinutes(recipe.steps);
  const card = recipe.prepMinutes + recipe.cookMinutes;
  const problem = (message: string): TimeProblem[] => [{ code: 'time', message }];
  if (card < needed)
    return problem(`The card gives ${card} min in all, but the steps take ${Math.round(needed)} min at the least.`);
  if (!written) {
    const most = needed + UNTIMED_MOST(needed);
    return card > most
      ? problem(
          `The card gives ${card} min in all, but the steps take ${Math.round(needed)} min: no dish needs more than ${Math.round(most - needed)} min of untimed work beside them.`,
        )
      : [];
  }
  const asWritten = Math.max(0, written.prepMinutes + written.cookMinutes - stepsMinutes(written.steps));
  // The work done ahead, at most the prep as written, grows with the party (not as fast as it).
  const ahead = Math.min(written.prepMinutes, asWritten);
  const factor = recipe.servings && written.servings ? recipe.servings / written.servings : 1;
  const grown = ahead * (UNTIMED_GROWTH(factor) - 1);
  const untimed = asWritten + grown;
  const expected = needed + untimed;
  // How much it grows is an estimate: a fifth of it either way is the cook's own pace.
  return Math.abs(card - expected) > TOLERANCE(needed) + Math.abs(grown) * 0.2
    ? problem(
        `The card gives ${card} min in all, but the steps take ${Math.round(needed)} min and the untimed work${recipe.servings && factor !== 1 ? ` for ${recipe.servings}` : ''} ${Math.round(untimed)} min: the card should follow the steps.`,
      )
    : [];
}
