import type { Food } from './types.ts';

/** A long, gentle cook in liquid: simmer, braise, stew, bubble gently, cook very gently or over a low heat. */
const SIMMERS =
  /\b(?:simmer|braise|stew|bubble gently|cook(?:ing)? (?:very gently|(?:gently |slowly )?over (?:a )?low heat))\w*/gi;
/** A water bath is no simmer of the dish: 'a pan of simmering water', 'barely simmering water'. */
const WATER_BATH = /^\s*water\b/i;
/**
 * Where the simmer's clause ends: the end of the sentence, the pot taken off the heat, or a new
 * clause that lets it stand, rest or chill ('…, then leave to steep', '… and chill').
 */
const CLAUSE_END =
  /[.;!?](?=\s|$)|\b(?:off|from) the heat\b|(?:,|\bthen\b|\band\b)\s+(?:then\s+)?(?:let|leave|set aside|chill|cool|steep|infuse|rest|stand|sit|soak|marinate|refrigerate)\b/i;
/** A time a clause gives, read at its low end: 'for 1½ hours', '45-60 minutes', 'about 2 to 2½ hours'. */
const DURATION =
  /\b(?:(every|after|up to|within) )?(half an hour|(?:\d+(?:\.\d+)?(?: ?½)?|½|an?|one|two|three|four|five|six)(?: ?(?:-|–|to) ?\S+)? (?:hours?|hrs?|h|minutes|mins?))\b/gi;
const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** From this many minutes of simmering, what the pot holds decides whether it dries out. */
export const LONG_SIMMER_MINUTES = 60;

/** The minutes of one written time: '1½ hours' 90, '45-60 minutes' 45, 'half an hour' 30. */
function minutesOf(time: string): number {
  if (/^half an hour$/i.test(time)) return 30;
  const amount = /^\S+/.exec(time)?.[0].replace(/[-–].*/, '') ?? '';
  const half = / ?½/.test(time.split(/ ?(?:-|–|to) ?/)[0] ?? '') && amount !== '½';
  const count = WORDS[amount.toLowerCase()] ?? (amount === '½' ? 0.5 : Number.parseFloat(amount) + (half ? 0.5 : 0));
  return /\s(?:hours?|hrs?|h)$/i.test(time) ? count * 60 : count;
}

/**
 * The longest simmer or braise `text` asks for, in minutes (0 when none is timed): the longest
 * time in the clause of each simmer, not a stir every few minutes, a water bath, or a time after
 * the pot has left the heat.
 *
 * @example
 * longestSimmer('Bring to a simmer, then cook very gently, partly covered, for 2 hours.') // 120
 * longestSimmer('Cover and simmer 45-60 minutes more, stirring every 10 minutes.') // 45
 * longestSimmer('Heat until just simmering, take off the heat and chill for 4 hours.') // 0
 */
export function longestSimmer(text: string): number {
  let longest = 0;
  for (const verb of text.matchAll(SIMMERS)) {
    const after = text.slice((verb.index ?? 0) + verb[0].length);
    if (WATER_BATH.test(after)) continue;
    const end = after.search(CLAUSE_END);
    for (const [, aside, time = ''] of (end < 0 ? after : after.slice(0, end)).matchAll(DURATION))
      if (!aside) longest = Math.max(longest, minutesOf(time));
  }
  return longest;
}

/** Foods a pot simmers in by their kind: stocks, milks, creams, and juices drunk by the glass. */
const LIQUID_KIND = /-(?:stock|milk|cream)$|(?:apple|grape|orange)-juice$/;

/**
 * What a pot simmers in: water, stock, milk (dairy, coconut or another plant's), cream, juice and
 * canned tomatoes; not oil, syrup, lemon juice by the spoonful, a paste or condensed milk.
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
