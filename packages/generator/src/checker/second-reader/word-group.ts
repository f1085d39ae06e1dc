/**
 * What a word group is, and the one helper its allowed phrases are written with: shared by the
 * word groups in words-animal.ts and words-plant.ts, which words.ts assigns to each diet.
 */

/** Up to two words after a qualifier ('gluten-free flour blend'), never across a comma, 'or' or 'and'. */
const PHRASE = String.raw`(?: (?!(?:or|and|plus|with|then|to)\b)[\p{L}'-]+){1,2}`;

/** '<qualifier> <noun phrase>': the qualifier makes the food that follows it safe. */
export function qualified(...qualifiers: string[]): string {
  return `(?:${qualifiers.join('|')})${PHRASE}`;
}

/** Words naming what a diet rules out, with the phrases in which those words are fine. */
export interface WordGroup {
  /** Regular-expression sources, matched as whole words, case-insensitively. */
  words: readonly string[];
  /** Phrases in which those words name something else or a safe variant. */
  allowed: readonly string[];
  /**
   * Whether a step may call a safe variant from the ingredient list by its plain noun: 'toss the
   * pasta' when the list says 'gluten-free pasta' (see `readRecipe`). Not for eggs: a flax egg is
   * not an egg, so 'the egg mixture' stays a finding.
   */
  backReferences: boolean;
}
