import type { Food } from './types.ts';

/** A long, gentle cook in liquid: simmer, braise, stew, cook very gently or over a low heat. */
const SIMMERS = /\b(?:simmer|braise|stew|cook(?:ing)? (?:very gently|(?:gently |slowly )?over (?:a )?low heat))\w*/gi;
/** Where the simmer's clause ends: the end of the sentence, or the pot taken off the heat to rest or chill. */
const CLAUSE_END =
  /[.;!?](?=\s|$)|\b(?:off the heat|(?:chill|cool|steep|infuse|soak|marinate|refrigerate)\w*|rest(?:s|ed|ing)?\b(?! of)|leave (?:it |them )?(?:to|for)\b|set aside)/i;
/** The time a clause gives, read at its low end: 'for 1½ hours', '45-60 minutes', 'about 2 to 2½ hours'. */
const DURATION =
  /\b(?:for )?(?:about |around |at least )?(\d+(?:\.\d+)?(?: ?½)?|½|an?|one|two|three|four)(?: ?(?:-|–|to) ?\S+)? (hours?|hrs?|minutes|mins?)\b/i;
const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };

/** From this many minutes of simmering, what the pot holds decides whether it dries out. */
export const LONG_SIMMER_MINUTES = 60;

/**
 * The longest simmer or braise `text` asks for, in minutes (0 when none is timed): each time in the
 * clause of its simmer, not one that follows the pot off the heat.
 *
 * @example
 * longestSimmer('Bring to a simmer, then cook very gently, partly covered, for 2 hours.') // 120
 * longestSimmer('Cover and simmer 45-60 minutes more.') // 45
 * longestSimmer('Heat until just simmering, take off the heat and chill for 4 hours.') // 0
 */
export function longestSimmer(text: string): number {
  let longest = 0;
  for (const verb of text.matchAll(SIMMERS)) {
    const after = text.slice((verb.index ?? 0) + verb[0].length);
    const end = after.search(CLAUSE_END);
    const time = DURATION.exec(end < 0 ? after : after.slice(0, end));
    if (!time) continue;
    const [, amount = '', unit = ''] = time;
    const count =
      WORDS[amount.toLowerCase()] ??
      (amount === '½' ? 0.5 : Number.parseFloat(amount) + (amount.length > 1 && amount.endsWith('½') ? 0.5 : 0));
    longest = Math.max(longest, /^h/i.test(unit) ? count * 60 : count);
  }
  return longest;
}

/** Foods a pot simmers in by their kind: stocks, milks, creams and juices (not a sweetened condensed milk). */
const LIQUID_KIND = /-(?:stock|milk|cream|juice)$/;

/**
 * What a pot simmers in: water, stock, milk (dairy, coconut or another plant's), cream, juice and
 * canned tomatoes; not oil, syrup, a sauce by the spoonful or a paste.
 *
 * @example
 * simmersIn(beefStock) // true
 * simmersIn(oliveOil) // false
 */
export function simmersIn(food: Food): boolean {
  if (food.id === 'water' || food.id === 'buttermilk') return true;
  if (food.grams.can !== undefined && food.id === 'canned-tomatoes') return true;
  return food.grams.ml !== undefined && LIQUID_KIND.test(food.id) && !food.id.includes('condensed');
}
