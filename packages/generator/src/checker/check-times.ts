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
 * A base recipe's steps as written for its own servings: each scaled or baking time at its written
 * range, a batch time once, so `stepsMinutes` reads them as it reads a card's steps.
 *
 * @example
 * writtenSteps(['Bake {minutes@tin:35-40}.']) // ['Bake 35-40 minutes.']
 */
export function writtenSteps(templates: readonly string[]): string[] {
  return templates.map((s) =>
    s
      .replace(/\{minutes(?:@[^:}]*)?:([\d.-]+)\}/g, '$1 minutes')
      .replace(/\{batches:[^}]*:([^:}]+)\}/g, '$1')
      .replace(/\{[^{}]*\}/g, 'it'),
  );
}

/** Words of cooking: a step with none of them heats nothing ('warm water' to loosen a frozen purée, a sorbet that melts, aside). */
const HEAT =
  /\b(?:bak(?:e|es|ed|ing)|boil|simmer|fr(?:y|ies|ied|ying)|roast|grill|toast|heat|warm(?!\s+water)|poach|steam|sear|browned|browning|(?<!it )melt|microwave|broil|char|blanch|sauté|caramelis|scald|oven|hob|stove|flame|blowtorch|griddle)/i;

/** The minutes a card may run past its steps beyond what the dish as written does: a cook plans by it. */
const TOLERANCE = (needed: number) => Math.max(10, Math.round(needed * 0.2));

/**
 * The card's prep and cook time against the least the steps take: never shorter, and, when the dish
 * as written is given, never longer than the steps plus the untimed work the written card allows
 * (its total less its own steps' times), within what a cook accepts. A cake for one baked 20-25
 * minutes in a small tin under a card still saying 'Cook 40 min' is caught by the second.
 *
 * @example
 * checkTimes({ prepMinutes: 5, cookMinutes: 20, steps: ['Simmer 13-16 minutes.', 'Steep 10 minutes.'] })
 * // [{ code: 'time', message: '...' }]
 */
export function checkTimes(
  recipe: { prepMinutes: number; cookMinutes: number; steps: readonly string[] },
  written?: { prepMinutes: number; cookMinutes: number; steps: readonly string[] },
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
  if (card < needed)
    return [
      {
        code: 'time',
        message: `The card gives ${card} min in all, but the steps take ${Math.round(needed)} min at the least.`,
      },
    ];
  if (!written) return [];
  const untimed = Math.max(0, written.prepMinutes + written.cookMinutes - stepsMinutes(written.steps));
  const most = needed + untimed + TOLERANCE(needed);
  return card > most
    ? [
        {
          code: 'time',
          message: `The card gives ${card} min in all, but the steps take ${Math.round(needed)} min and the untimed work ${Math.round(untimed)} min: the card should follow the steps.`,
        },
      ]
    : [];
}
