import type { Food } from './types.ts';

/**
 * A long, gentle cook in liquid and the time it says, read at its low end: 'simmer gently for 1½
 * hours', 'set the lid ajar and cook for 60-75 minutes', 'braise in the oven for 2-2½ hours'.
 */
const LONG_COOK =
  /\b(?:simmer|braise|cook very gently)\w*\b[^.;]*?\bfor (\d+½?|an?)(?:[-–]\d+½?)? (hours?|minutes)\b/gi;

/** From this many minutes of simmering, what the pot holds decides whether it dries out. */
export const LONG_SIMMER_MINUTES = 60;

/** The longest simmer or braise `text` asks for, in minutes (0 when none is timed). */
export function longestSimmer(text: string): number {
  let longest = 0;
  for (const [, amount = '', unit = ''] of text.matchAll(LONG_COOK)) {
    const count = /^an?$/i.test(amount) ? 1 : Number.parseFloat(amount) + (amount.endsWith('½') ? 0.5 : 0);
    longest = Math.max(longest, unit.startsWith('hour') ? count * 60 : count);
  }
  return longest;
}

/**
 * What a pot simmers in: water, stock, milk, wine and the like (measured by volume and thin), and
 * canned tomatoes; not oil, syrup or a paste.
 */
export function simmersIn(food: Food): boolean {
  if (food.grams.ml !== undefined) return food.per100g.kcal < 150;
  return food.grams.can !== undefined && food.id.includes('tomato') && !food.id.includes('paste');
}
