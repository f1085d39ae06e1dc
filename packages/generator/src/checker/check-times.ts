/**
 * The times a recipe's steps name, read as a cook reads them, against the times on its card: a card
 * that says 'Cook 20 min' under steps that take 30 at the least misleads whoever plans a meal by it.
 * Written apart from the engine's timing, so a wrong sum there is caught here.
 */

export interface TimeProblem {
  code: 'time';
  message: string;
}

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
/** '13-16 minutes', '1½ hours', '6 hours', '45 min', 'overnight' (8 hours at the least). */
const DURATION =
  /(?<lead>\b(?:up to|within|after|every|than|over|last|first|another)\s+(?:about\s+)?)?\b(?<low>\d+(?:\.\d+)?|½)(?<half>½)?(?:\s*(?:-|–|to)\s*\d+(?:\.\d+)?½?)?\s*(?<unit>minutes?|mins?|hours?|hrs?|h)\b|\bovernight\b/gi;
/** A sentence done while another step's time runs: it adds nothing to the total. */
const ALONGSIDE = /^\s*(?:meanwhile|while|as it|in the meantime)\b/i;

/** The least minutes one sentence takes, each duration at the low end of its range. */
function sentenceMinutes(written: string): number {
  // An aside in brackets is an alternative ('(or overnight in the fridge)', '(or grill 25-30 minutes)').
  const sentence = written.replace(/\([^()]*\)/g, '');
  if (ALONGSIDE.test(sentence) || /^\s*(?:or|without an? [\w-]+ ?\w*,)\s/i.test(sentence)) return 0;
  let total = 0;
  const each = /\beach\b/i.test(sentence);
  const batches = /\bin (\w+) batches\b/i.exec(sentence)?.[1];
  const rounds = batches ? (NUMBER_WORDS[batches.toLowerCase()] ?? (Number(batches) || 1)) : 1;
  for (const match of sentence.matchAll(DURATION)) {
    if (match[0].toLowerCase() === 'overnight') {
      // 'at least 6 hours or overnight' takes 6 hours; 'soak overnight' 8.
      if ([...sentence.matchAll(DURATION)].length === 1) total += 8 * 60;
      continue;
    }
    const groups = match.groups ?? {};
    if (groups.lead) continue;
    const low = (groups.low === '½' ? 0.5 : Number(groups.low)) + (groups.half ? 0.5 : 0);
    const minutes = /^h/i.test(groups.unit ?? '') ? low * 60 : low;
    total += minutes;
  }
  return each || batches ? total * rounds : total;
}

/**
 * The least minutes the steps take, summed sentence by sentence; a time given per batch counts once
 * a batch, and what is done meanwhile counts nothing.
 *
 * @example
 * stepsMinutes(['Simmer 13-16 minutes.', 'Roast in two batches, 80 minutes each.']) // 173
 */
export function stepsMinutes(steps: readonly string[]): number {
  return steps
    .flatMap((step) => step.split(/(?<=[.;!?])\s+/))
    .reduce((sum, sentence) => sum + sentenceMinutes(sentence), 0);
}

/**
 * The card's prep and cook time against the least the steps take.
 *
 * @example
 * checkTimes({ prepMinutes: 5, cookMinutes: 20, steps: ['Simmer 13-16 minutes.', 'Steep 10 minutes.'] })
 * // [{ code: 'time', message: '...' }]
 */
export function checkTimes(recipe: {
  prepMinutes: number;
  cookMinutes: number;
  steps: readonly string[];
}): TimeProblem[] {
  const needed = stepsMinutes(recipe.steps);
  const card = recipe.prepMinutes + recipe.cookMinutes;
  return card < needed
    ? [
        {
          code: 'time',
          message: `The card gives ${card} min in all, but the steps take ${Math.round(needed)} min at the least.`,
        },
      ]
    : [];
}
