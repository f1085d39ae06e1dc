import { COUNT, countOf } from './counts.ts';
import { mentions, type WeighedIngredient } from './step-foods.ts';

/**
 * What fits in one home oven at once (model-written recipes too): about two large pots, or two
 * shelves of trays or roasting tins. Three 8-litre Dutch ovens do not go in together; a recipe that
 * needs more cooks in a deep roasting tin, in turns it says, or is not offered to that party.
 */
export interface OvenProblem {
  code: 'vessel';
  message: string;
}

/** Large pots a home oven holds side by side, and shelves it has. */
const OVEN_POTS = 2;
const OVEN_SHELVES = 2;
/** A home baking tray, about 30 x 40 cm, takes about 1.2 kg spread in one layer. */
const TRAY_G = 1200;
const ROUNDING = 1.1;

const POT = new RegExp(
  String.raw`\b(${COUNT})\s+(?:[a-z-]+,?\s+){0,2}?(?:\d*½|\d+(?:\.\d+)?)[- ]?(?:litres?|liters?|l)\b(?:\s*\([^)]*\))?(?:\s+[a-z-]+){0,2}?\s+(pot|casserole|dutch oven|stockpot)s?\b`,
  'i',
);
/** Any vessel sized in the words: a later one takes over from the pots. */
const SIZED = /\b\d+(?:\.\d+)?\s*(?:cm|-litre|litres?)\b/i;
/** 'in the oven', 'into a 160°C (325°F) oven', 'in a low oven'. */
const INTO_OVEN = /\b(?:in|into|to)\s+(?:the|a|an)\s+(?:[^\s.;,]+\s+){0,3}?(?<!dutch\s)oven\b/i;
/** Trays named without how many: 'spread on baking trays', 'the hot trays'. */
const UNCOUNTED_TRAYS =
  /\b(?:on|over|onto|with|line)\s+(?:the\s+)?(?:(?:hot|large|lined|rimmed)\s+)*(?:baking\s+)?(?:trays|sheets)\b/i;
/** Trays counted once ('two large baking trays'): 'the trays' later are those. */
const COUNTED_TRAYS = new RegExp(
  String.raw`\b${COUNT}\s+(?:(?:hot|large|lined|rimmed)\s+)*(?:baking\s+)?(?:trays?|sheets?)\b`,
  'i',
);
const ONE_LAYER = /\b(one layer|single layer|spread|without overlapping)\b/i;
const BATCH = /\b(batch|batches|in turns|a tray at a time|two at a time)\b/i;

/**
 * Pots that go in the oven together beyond what it holds, and trays named without a count for more
 * food than two shelves take.
 *
 * @example
 * checkOvenRoom(['Heat the oil in three 8-litre (8 qt) heavy Dutch ovens.', 'Cover and braise in the oven for 2 hours.'], [])
 * // [{ code: 'vessel', message: 'Step 2: three 8-litre (8 qt) heavy Dutch ovens go in the oven at once; a home oven holds about two.' }]
 */
export function checkOvenRoom(steps: readonly string[], ingredients: readonly WeighedIngredient[]): OvenProblem[] {
  const problems: OvenProblem[] = [];
  let pots: { count: number; name: string } | undefined;
  let counted = false;
  steps.forEach((step, i) => {
    counted ||= COUNTED_TRAYS.test(step);
    const pot = POT.exec(step);
    if (pot) pots = { count: countOf(pot[1] ?? 'a'), name: pot[0] };
    else if (SIZED.test(step)) pots = undefined;
    if (pots && pots.count > OVEN_POTS && INTO_OVEN.test(step) && !BATCH.test(step))
      problems.push({
        code: 'vessel',
        message: `Step ${String(i + 1)}: ${pots.name} go in the oven at once; a home oven holds about two large pots. Use a deep roasting tin covered with foil, or cook fewer.`,
      });

    if (!counted && UNCOUNTED_TRAYS.test(step) && ONE_LAYER.test(step) && !BATCH.test(step)) {
      const spread = ingredients
        .filter((x) => x.ml === undefined && mentions(steps.slice(0, i + 1).join(' '), x.food, ingredients))
        .reduce((sum, x) => sum + x.grams, 0);
      const trays = Math.ceil(spread / (TRAY_G * ROUNDING));
      if (trays > OVEN_SHELVES)
        problems.push({
          code: 'vessel',
          message: `Step ${String(i + 1)}: about ${(spread / 1000).toFixed(1)} kg spread in one layer on trays named without a count: it takes ${String(trays)} trays, more than the two shelves of an oven; say how many and the batches.`,
        });
    }
  });
  return problems;
}
