import { contents } from './check-vessels.ts';
import { COUNT, countOf, LITRES, litresOf } from './counts.ts';
import type { WeighedIngredient } from './step-foods.ts';

export interface BowlProblem {
  code: 'vessel';
  message: string;
}

/** 'a 3-litre (3 qt) bowl', 'three 8-litre (8 qt) salad bowls', 'a 1½-litre (2 qt) bowl'. */
const SIZED = new RegExp(
  String.raw`\b(${COUNT})\s+(${LITRES})[- ]?(?:litres?|liters?|l)\b(?:\s*\([^)]*\))?(?:\s+[a-z-]+){0,2}?\s+bowls?\b`,
  'i',
);
/**
 * 'in a large bowl': what a cook reads as about 6 litres. A bowl named with no size at all is any
 * bowl the work needs, and is not read.
 */
const UNSIZED = /\b(?:in|into) an?\s+(?:large|big)\s+(?:[a-z-]+\s+)?bowl\b/i;
const LARGE_LITRES = 6;

/**
 * Bowls too small for what the step and those after it put in them: 'a large bowl' holds about 6
 * litres, and 7 kg of tomatoes for twenty do not fit; sized bowls hold their litres each. Food is
 * counted a litre to the kilo, the least room it takes (leaves take more), and a bowl that is
 * tossed or stirred gets no slack over its litres.
 *
 * @example
 * checkBowls(['Toss the tomatoes in a large bowl with the salt.'], [{ food: tomato, grams: 7000 }])
 * // [{ code: 'vessel', message: "Step 1: 'in a large bowl' holds about 6 litres, but about 7.0 litres go in." }]
 */
export function checkBowls(steps: readonly string[], ingredients: readonly WeighedIngredient[]): BowlProblem[] {
  const problems: BowlProblem[] = [];
  steps.forEach((step, i) => {
    const sized = SIZED.exec(step);
    const unsized = sized ? null : UNSIZED.exec(step);
    if (!sized && !unsized) return;
    const count = sized ? countOf(sized[1] ?? 'a') : 1;
    const litres = sized ? count * litresOf(sized[2] ?? '0') : LARGE_LITRES;
    const volume = contents(steps, i, ingredients).reduce((sum, x) => sum + x.grams, 0) / 1000;
    // Tossed or stirred, a bowl needs its room: no slack over its litres.
    if (volume > litres)
      problems.push({
        code: 'vessel',
        message: `Step ${i + 1}: '${(sized ?? unsized)?.[0].trim() ?? ''}' ${count > 1 ? 'hold' : 'holds'} about ${String(litres)} litres, but about ${volume.toFixed(1)} litres go in.`,
      });
  });
  return problems;
}
