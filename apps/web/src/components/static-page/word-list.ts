// en-US like the rest of the copy, so a list reads 'A, B, and C' whatever the browser locale is.
const AND_LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
const OR_LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'disjunction' });

/**
 * Joins words into a sentence-ready list.
 *
 * @example
 * joinWords(['Silver', 'Gold', 'Epic']) // 'Silver, Gold, and Epic'
 * joinWords(['Bard', 'Druid'], 'or') // 'Bard or Druid'
 */
export function joinWords(words: readonly string[], joiner: 'and' | 'or' = 'and'): string {
  return (joiner === 'and' ? AND_LIST : OR_LIST).format(words);
}
