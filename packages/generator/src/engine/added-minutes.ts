/**
 * How much longer (or shorter) the steps take for the party than as written, read from the same
 * templates the steps are written from, so the card's time follows what the steps say.
 */
import { OVEN_WORK } from '../knowledge/oven-work.ts';
import type { BaseRecipe } from '../knowledge/types.ts';
import { scaledMinutes } from './scaled-minutes.ts';
import { chooseVessel, type VesselChoice } from './vessels.ts';
import {
  bakingMinutes,
  batchCount,
  declaredSpec,
  forTheStep,
  bakedHere,
  REFERENCE,
  stepVessel,
  templateMinutes,
  type TextScope,
} from './text.ts';

/** A sentence that is another way to do a step: 'Or grill 25-30 minutes.', 'Without a machine, …'. */
const ALTERNATIVE = /^\s*(?:or|without an? [\w-]+ ?\w*,)\s/i;

/** A step done while another's time runs. */
const ALONGSIDE = /^\s*(?:meanwhile|while|in the meantime)\b/i;

/** The low end of a written time: '13-16 minutes' → 13, 'about 8 minutes' → 8. */
const lowOf = (text: string) => Number(/(\d+)/.exec(text)?.[1] ?? 0);

/** Where a vessel that the party fills in more or fewer batches is named, and what its rounds are. */
interface Round {
  extra: number;
  step: number;
  offset: number;
  /** Served from the vessel batch by batch: every step after it comes round again. */
  whole: boolean;
  /** Rounds on the oven's shelves: they come round at the oven's work. */
  shelves: boolean;
}

/**
 * The minutes of one round of a vessel filled in batches, from the sentence that names it on: the
 * first timed sentence (the roast the trays go in for); for rounds on the oven's shelves, the first
 * that is the oven's work, not the whisking between, or else the longest; or, for a dish served
 * from its pan batch by batch, every sentence after it, which is made whole in each. A chill after
 * the bake is not one.
 */
function roundMinutes(templates: readonly string[], at: Round): number {
  const first = templates[at.step] ?? '';
  const start = first.slice(0, at.offset).search(/[^.;!?]*$/);
  const timed = [first.slice(start), ...templates.slice(at.step + 1)]
    .flatMap((t) => t.split(/(?<=[.;!?])\s+/))
    .filter((sentence) => !ALONGSIDE.test(sentence))
    .map((sentence) => ({ sentence, minutes: templateMinutes(sentence) }))
    .filter((t) => t.minutes > 0);
  if (at.whole) return timed.reduce((sum, t) => sum + t.minutes, 0);
  if (!at.shelves) return timed[0]?.minutes ?? 0;
  const baked = timed.find((t) => OVEN_WORK.test(t.sentence));
  return baked?.minutes ?? Math.max(0, ...timed.map((t) => t.minutes));
}

/**
 * The minutes the steps take for the party beyond what they take as written (fewer, below nought,
 * for a small party): a `{minutes:...}` time that grows or shrinks with the volume, a cake baked
 * shorter in a smaller tin, `{batches:...}` done one after another (a satay for one grills in one
 * batch where the six it is written for take two), and a vessel that the party fills in more or
 * fewer batches than the recipe as written, each batch taking its round's time again. Conjure adds
 * them to the cook time so the card follows the steps both ways.
 *
 * @example
 * addedMinutes(roastChicken.steps, scopeFor20, 'roast chicken') // 70: the second batch of birds
 */
export function addedMinutes(templates: readonly string[], scope: TextScope, where: string): number {
  const factor = scope.servings / (scope.baseServings ?? scope.servings);
  if (factor === 1) return 0;
  // Each vessel's extra batches take their round again; a dish served from its pan batch by batch
  // is made whole in each round, which holds every other vessel's rounds.
  const rounds: Round[] = [];
  // Per step: the minutes the party adds, and the written recipe's batches beyond one, which a
  // template's own times (one batch) leave out.
  const byStep = templates.map((template, i) => {
    let added = 0;
    let writtenBatches = 0;
    for (const { 1: ref = '', index } of template.matchAll(REFERENCE)) {
      if (ref.startsWith('minutes:')) {
        const range = ref.slice('minutes:'.length);
        added += lowOf(scaledMinutes(range, factor)) - Number(range.split('-')[0]);
      } else if (ref.startsWith('minutes@')) {
        const range = ref.slice(ref.indexOf(':') + 1);
        added += lowOf(bakingMinutes(ref, factor, scope, `${where} step ${i + 1}`)) - Number(range.split('-')[0]);
      } else if (ref.startsWith('batches:')) {
        const at = `${where} step ${i + 1}`;
        const count = batchCount(ref, scope, stepVessel(template.slice(0, index), factor, scope, at), at);
        // The recipe as written may cook in batches already: the party adds rounds or takes them away.
        const written = batchCount(ref, scope, stepVessel(template.slice(0, index), 1, scope, at), at, factor);
        const each = lowOf(ref.slice(ref.lastIndexOf(':') + 1));
        added += (count - written) * each;
        writtenBatches += (written - 1) * each;
      } else if (ref.startsWith('@') && /^=?\d/.test(ref.slice(1)) && !/\{batches:/.test(template)) {
        // A step that counts its batches by what goes in says only those, and they are counted above.
        const declared = declaredSpec(ref.slice(1), scope, where);
        const inOven = bakedHere(template, declared, scope);
        const forParty = chooseVessel(declared, factor, where, inOven);
        const asWritten = chooseVessel(declared, 1, where, inOven);
        // Batches the step does not say (trays that all fit in the fridge) are no rounds.
        const batches = (choice: VesselChoice) =>
          forTheStep(choice.note, template, declared, scope) ? choice.batches : 1;
        const extra = batches(forParty) - batches(asWritten);
        // Rounds on the oven's shelves come round at the oven's work.
        const shelves = /\bshelves\b/.test(`${forParty.note} ${asWritten.note}`);
        if (extra !== 0)
          rounds.push({ extra, step: i, offset: index, whole: scope.servedFrom?.has(declared) === true, shelves });
      }
    }
    return { added, written: templateMinutes(template) + writtenBatches };
  });
  let added = byStep.reduce((sum, step, i) => {
    const before = byStep[i - 1];
    // A step done meanwhile takes time only where it runs past the step it goes alongside: beans
    // warmed 15 minutes for twenty beside eggs fried 10 add 5.
    if (!before || !ALONGSIDE.test(templates[i] ?? '')) return sum + step.added;
    const past = (own: number, beside: number) => Math.max(0, own - beside);
    return sum + past(step.written + step.added, before.written + before.added) - past(step.written, before.written);
  }, 0);
  const whole = rounds.filter((r) => r.whole).sort((a, b) => b.extra - a.extra)[0];
  for (const r of whole ? [whole] : rounds) added += r.extra * roundMinutes(templates, r);
  return added;
}

/**
 * The least minutes the steps take as written, each time at its low end, each `{batches:...}` once
 * a round the recipe as written takes, and a step done meanwhile only where it runs past the one
 * before: what the card's time is beyond is untimed work (peeling, chopping, scrubbing).
 *
 * @example
 * writtenMinutes(frenchToast.steps, scopeFor4, 'french toast') // 12: three rounds of 4 minutes
 */
export function writtenMinutes(templates: readonly string[], scope: TextScope, where: string): number {
  const factor = scope.servings / (scope.baseServings ?? scope.servings);
  let total = 0;
  let previous = 0;
  templates.forEach((template, i) => {
    let step = 0;
    for (const { 1: ref = '', index } of template.matchAll(REFERENCE)) {
      if (!ref.startsWith('batches:')) continue;
      const at = `${where} step ${i + 1}`;
      const written = batchCount(ref, scope, stepVessel(template.slice(0, index), 1, scope, at), at, factor);
      step += (written - 1) * lowOf(ref.slice(ref.lastIndexOf(':') + 1));
    }
    for (const sentence of template.split(/(?<=[.;!?])\s+/)) {
      // 'Without a machine, freeze it …': another way to do it takes no time of its own.
      if (ALTERNATIVE.test(sentence)) continue;
      const minutes = templateMinutes(sentence);
      // Done meanwhile: only where it runs past this step's work so far, or the step before.
      if (ALONGSIDE.test(sentence)) total += Math.max(0, minutes - (step || previous));
      else step += minutes;
    }
    total += step;
    previous = step;
  });
  return total;
}

/**
 * The minutes of work done ahead that a party adds to the dish as written (fewer for a smaller
 * party): the card's time beyond what its steps time, at most its prep, grown as the party to the
 * power 0.6, since a cook peeling for twenty works faster per potato than for four.
 */
export function untimedAdded(recipe: BaseRecipe, scope: TextScope): number {
  const timed = writtenMinutes(recipe.steps, scope, recipe.id);
  const ahead = Math.min(recipe.prepMinutes, Math.max(0, recipe.prepMinutes + recipe.cookMinutes - timed));
  const factor = scope.servings / recipe.servings;
  // A smaller party saves little of it: the knife, the board and the pans are the same.
  return factor > 1 ? Math.round(ahead * (factor ** 0.6 - 1)) : 0;
}
