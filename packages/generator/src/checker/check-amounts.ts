import type { Food } from '../knowledge/types.ts';

/**
 * Amounts a cook cannot use as written: a can given by its drained weight as if that were the
 * can ('1 can (240 g) chickpeas', when the can on the shelf says 400 g), a weight too small for
 * kitchen scales with no spoon or piece beside it ('8 g flour blend', '4 g fresh ginger'), and a
 * step's share that leaves or takes a crumb ('Melt 8 g of the butter' from 10 g leaves 2 g).
 */
export type AmountProblemCode = 'can-weight' | 'unmeasured-weight' | 'tiny-share';

export interface AmountProblem {
  code: AmountProblemCode;
  message: string;
}

export interface AmountedRecipe {
  lines: readonly string[];
  foods: readonly Food[];
  sentences: readonly string[];
}

/** A can of beans or chickpeas holds about 400 g (15 oz); less is what it gives drained. */
const SMALLEST_CAN_GRAMS = 300;
/** Under this a kitchen scale is no help: the line needs a spoon or a piece ('2 tsp', 'a 1 cm piece'). */
const SCALE_GRAMS = 15;
/** A share of a line, or what it leaves, under this is a crumb: 'a little' or 'most' says it. */
const CRUMB_GRAMS = 5;

/** Solids a cook weighs or cuts by the piece, whose small weights need a measure beside them. */
const MEASURED_SOLID = /\b(butter|flour|flour blend|parmesan|cheddar|gruy[eè]re|pecorino|hard cheese|feta|ginger)\b/i;
const NOT_MEASURED_SOLID = /\b(peanut|nut|almond|cashew|apple|sunflower)\s+butter\b/i;

/** '1 can (240 g)', '10 cans (240 g each)': the weight a can line gives for one can. */
const CAN_WEIGHT = /^\s*[\d¼½¾]+\s+cans?\s+\((\d+)\s*g\b([^)]*)\)/i;
/** '8 g', '8 g (2 tsp)': a weight leading a line, and whatever it has beside it. */
const LEADING_GRAMS = /^\s*(\d+(?:\.\d+)?)\s*g\b(\s*\()?/;

/** '60 g of the ', '8 g (2 tsp) of the ': a step's share of a weighed line, before the food's name. */
const SHARE = /(\d+(?:\.\d+)?)\s*g(?:\s*\([^)]*\))? of the /gi;

/** Longer than any food's name, plural and all. */
const NAME_MOST = 80;

/** Which of `names` the text after a share starts with, as written there. */
function sharedName(after: string, lower: string, names: readonly string[]): string | undefined {
  const name = names.find((n) => lower.startsWith(n.toLowerCase()) && !/^\w/.test(after.slice(n.length)));
  return name === undefined ? undefined : after.slice(0, name.length);
}

/**
 * Every amount in a recipe a cook cannot measure or buy as written; empty when each can be.
 *
 * @example
 * checkAmounts({ lines: ['1 can (240 g) chickpeas, drained and rinsed'], foods: [chickpeas], sentences: [] })
 * // [{ code: 'can-weight', message: "'1 can (240 g) chickpeas, ...' gives ..." }]
 */
export function checkAmounts(recipe: AmountedRecipe): AmountProblem[] {
  const problems: AmountProblem[] = [];
  const add = (code: AmountProblemCode, message: string) => problems.push({ code, message });

  const shares = recipe.sentences.flatMap((sentence) =>
    [...sentence.matchAll(SHARE)].map((m) => ({
      part: Number(m[1]),
      said: m[0],
      // As far as a food's name runs, lower-cased once.
      after: sentence.slice(m.index + m[0].length, m.index + m[0].length + NAME_MOST),
      lower: sentence.slice(m.index + m[0].length, m.index + m[0].length + NAME_MOST).toLowerCase(),
    })),
  );
  recipe.lines.forEach((line, i) => {
    const food = recipe.foods[i];
    if (!food) return;
    const can = CAN_WEIGHT.exec(line);
    if (can && Number(can[1]) < SMALLEST_CAN_GRAMS && !/drained/i.test(can[2] ?? ''))
      add(
        'can-weight',
        `'${line}' gives ${can[1]} g a can, the drained weight: name the can as sold (400 g / 14 oz) and what it gives drained.`,
      );

    const grams = LEADING_GRAMS.exec(line);
    const solid = MEASURED_SOLID.test(food.name) && !NOT_MEASURED_SOLID.test(food.name);
    if (solid && grams && Number(grams[1]) < SCALE_GRAMS && !grams[2])
      add('unmeasured-weight', `'${line}' is too little to weigh: give the spoon or the piece beside it.`);

    const whole = grams ? Number(grams[1]) : undefined;
    for (const share of shares) {
      const said = sharedName(share.after, share.lower, [food.name, food.plural ?? `${food.name}s`]);
      if (said === undefined) continue;
      const rest = whole === undefined ? undefined : whole - share.part;
      if (share.part < CRUMB_GRAMS || (rest !== undefined && rest > 0 && rest < CRUMB_GRAMS))
        add(
          'tiny-share',
          `'${share.said}${said}' ${share.part < CRUMB_GRAMS ? 'is a crumb' : `leaves ${rest} g`} of ${line}: say 'a little of' or 'most of'.`,
        );
    }
  });
  return problems;
}
