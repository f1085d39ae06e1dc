/**
 * How many vessels a sentence names, in words or digits ('three', '8'), read the same way by every
 * rule: one reader, so a rule that counts to twelve and one that stops at six never disagree.
 */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
}; // prettier-ignore

/** The source of a pattern that matches a count: 'a', 'three', '12'. */
export const COUNT = `(?:${Object.keys(COUNT_WORDS).join('|')}|\\d+)`;

/** The number a count says: 'three' is 3, '8' is 8, anything else one. */
export const countOf = (said: string) => COUNT_WORDS[said.toLowerCase()] ?? (Number(said) || 1);

/** The source of a pattern that matches a size in litres as the engine writes it: '3', '1½', '2.5'. */
export const LITRES = String.raw`(?:\d*½|\d+(?:\.\d+)?)`;

/** Litres as written: '1½' is 1.5. */
export const litresOf = (said: string) => (said.endsWith('½') ? Number(said.slice(0, -1) || 0) + 0.5 : Number(said));
