/**
 * Words that forget how many vessels the party needs, read from the steps alone (model-written
 * recipes too): a step cooks in two pans, or in batches, and a later sentence still speaks of one.
 *
 * - A vessel named again in the singular after the steps used several of it: 'two 30 cm frying
 *   pans', then 'cover the pan'.
 * - Serving 'straight from the pan' after cooking in batches, each kept warm: only the last batch
 *   is in a pan at the table.
 * - Cooling 'in the oven' (a meringue, a cheesecake) after baking in batches: the first batch has
 *   to come out for the second to bake, so both cannot cool in the oven at once.
 * - One fitting given to several vessels: 'three frying pans with a lid', 'two trays with a
 *   silicone mat'. Each needs its own: 'lidded frying pans'.
 */
export interface VesselCountProblem {
  code: 'vessel-count';
  message: string;
}

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
/** 'two 28 cm (11 in) lidded frying pans', 'three 6-litre (6 qt) pots', 'two baking sheets', '2 frying pans'. */
const SEVERAL = new RegExp(
  `\\b(${Object.keys(COUNTS).join('|')}|[2-8])\\s+(?:[^.;,]*?\\)\\s+|[\\d½x. -]+(?:cm|litre|g)\\b\\s*(?:\\([^)]*\\)\\s*)?)?((?:[a-z-]+\\s+){0,2}?(pans|pots|tins|dishes|trays|sheets|casseroles|woks|skillets|saucepans|dutch ovens|moulds|molds))\\b`,
  'gi',
);
/** The nouns a later step may use for a vessel, by its plural. */
const SINGULAR: Record<string, string> = {
  pans: 'pan',
  pots: 'pot',
  tins: 'tin',
  dishes: 'dish',
  trays: 'tray',
  sheets: 'sheet',
  casseroles: 'casserole',
  woks: 'wok',
  skillets: 'skillet',
  saucepans: 'saucepan',
  'dutch ovens': 'dutch oven',
  moulds: 'mould',
  molds: 'mold',
};
const BATCHES = /\bin (two|three|four|five|six|seven|eight|\d+) batches\b/i;
/** What each vessel needs one of, said once after several: 'pans with a lid'. */
const ONE_FITTING =
  /^\s*(?:\([^)]*\)\s*)?(?:with|and) (?:a|an|its|one) ((?:[a-z-]+\s+)?(?:lid|cover|mat|rack|trivet|liner))\b/i;

/** A sentence that serves from the vessel the dish cooked in. */
const SERVED_FROM =
  /\bserve[sd]?\b[^.;]*?\b(?:straight |directly |right )?from the (pans?|pots?|skillet|wok|dish(?:es)?|tins?)\b/i;
/** A bake left to cool in the oven it baked in. */
const COOLS_IN_OVEN =
  /\b(?:turn|switch)(?:ed)? off the oven\b[^.]*?\b(?:leave|cool|rest)\b|\b(?:leave|cool)\b[^.;]*?\b(?:in|inside) the (?:switched-off |turned-off )?oven\b/i;

/** 'the pan', 'the frying pan', 'the lidded frying pan' (not 'the pans', not 'a pan'). */
function singularAgain(step: string, noun: string): RegExpExecArray | null {
  return new RegExp(`\\bthe\\s+(?:(?!and\\b|or\\b|with\\b|of\\b)[a-z-]+\\s+){0,2}?${noun}\\b(?!s\\b|es\\b)`, 'i').exec(
    step,
  );
}

/** A vessel of the same noun named as one ('a 20 cm tin', 'a small pan'): later singulars may be it. */
function namesOne(step: string, noun: string): boolean {
  return new RegExp(`\\b(?:a|an|one)\\s+(?:[^.;,]*?\\s)?${noun}\\b(?!s\\b|es\\b)`, 'i').test(step);
}

/**
 * What the steps say about their vessels that the count of vessels makes untrue.
 *
 * @example
 * checkVesselCount(['Heat the oil in two 28 cm (11 in) frying pans.', 'Cover the pan and cook 5 minutes.'])
 * // [{ code: 'vessel-count', message: "Step 2: 'the pan', but step 1 cooks in two frying pans." }]
 */
export function checkVesselCount(steps: readonly string[]): VesselCountProblem[] {
  const problems: VesselCountProblem[] = [];
  const add = (i: number, message: string) =>
    problems.push({ code: 'vessel-count', message: `Step ${i + 1}: ${message}` });
  /** Plural noun → the step that named several of it. */
  const several = new Map<string, number>();
  let batchedAt = -1;
  steps.forEach((step, i) => {
    for (const [plural, from] of several) {
      const noun = SINGULAR[plural] ?? plural;
      if (namesOne(step, noun)) {
        several.delete(plural);
        continue;
      }
      const again = singularAgain(step, noun);
      if (again && i > from)
        add(
          i,
          `'${again[0]}', but step ${String(from + 1)} uses ${plural} for the party; say 'the ${plural}' or 'each ${noun}'.`,
        );
    }
    const served = SERVED_FROM.exec(step);
    if (served && batchedAt >= 0 && batchedAt <= i)
      add(
        i,
        `'${served[0]}', but step ${String(batchedAt + 1)} cooks in batches kept warm: only the last batch is still in its ${served[1] ?? 'pan'}.`,
      );
    const cools = COOLS_IN_OVEN.exec(step);
    if (cools && batchedAt >= 0 && batchedAt <= i)
      add(
        i,
        `'${cools[0]}', but step ${String(batchedAt + 1)} bakes in batches: the first batch leaves the oven for the next, so they cannot all cool in it.`,
      );
    for (const m of step.matchAll(SEVERAL)) {
      several.set((m[3] ?? '').toLowerCase(), i);
      const fitting = ONE_FITTING.exec(step.slice((m.index ?? 0) + m[0].length));
      if (fitting)
        add(
          i,
          `'${m[0]} ${fitting[0].trim()}': each of the ${m[3] ?? 'vessels'} needs its own ${fitting[1] ?? 'lid'}: name it with each ('lidded pans', 'each with a lid').`,
        );
    }
    if (BATCHES.test(step) && batchedAt < 0) batchedAt = i;
  });
  return problems;
}
