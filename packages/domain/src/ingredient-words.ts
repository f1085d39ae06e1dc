/**
 * The words around a counted ingredient, as the recipe page reads and re-inflects them: the noun
 * in the number its count needs, and which things a cook never halves.
 */

const INVARIANT =
  /(zucchini|anise|ginger|nori|spinach|kale|lettuce|arugula|mango|pineapple|watermelon|parsley|cilantro|mint|pastry|bulgur|vermicelli|fish|shrimp|squid)$/i;

/** 'onion' → 'onions', 'leaf' → 'leaves', 'pinch' → 'pinches', 'tomato' → 'tomatoes' (the engine's plurals). */
export function pluralize(word: string): string {
  if (INVARIANT.test(word)) return word;
  if (/leaf$/i.test(word)) return `${word.slice(0, -1)}ves`;
  if (/(s|sh|ch|x|z)$/i.test(word) || /(potato|tomato)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/chili$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** 'onions' → 'onion', 'leaves' → 'leaf', 'chilies' → 'chili'; a word without a plural ending is kept. */
export function singularize(word: string): string {
  if (/leaves$/i.test(word)) return `${word.slice(0, -3)}f`;
  if (/(potato|tomato|chili)es$/i.test(word) || /(ss|sh|ch|x|z)es$/i.test(word)) return word.slice(0, -2);
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^su]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** Re-inflects the counted noun of ' bell peppers, large' (before any comma, bracket or 'of'). */
export function inflectNoun(rest: string, plural: boolean): string {
  const end = rest.search(/,|\(|\sof\s/);
  const head = end === -1 ? rest : rest.slice(0, end);
  // '2 x 400 g cans tomatoes': with more numbers in it the noun is not safe to guess.
  if (/\d/.test(head)) return rest;
  const inflected = head.replace(
    /(\p{L}+)(\s*)$/u,
    (_, word: string, space: string) => (plural ? pluralize(singularize(word)) : singularize(word)) + space,
  );
  return inflected + rest.slice(head.length);
}

/**
 * Things nobody halves, by the noun that ends their name: eggs, whole cloves, bay leaves, tea bags,
 * cardamom pods, tortillas and wrappers, olives, dates, mushrooms, lamb shanks. The knowledge base
 * marks the same foods `whole`, and a test in the generator keeps the two in step.
 */
const WHOLE_NOUNS =
  /\b(eggs?|egg (yolks?|whites?)|cloves?|lea(f|ves)|bags?|pods?|anise|tortillas?|wrappers?|olives?|dates?|apricots?|mushrooms?|strawberr(y|ies)|ladyfingers?|shanks?|anchovy fillets?|packs?)\s*$/i;

/**
 * Whether a counted ingredient is never halved, read from its words: a thing nobody halves
 * ('3 eggs', '2 black tea bags') or one the line says is kept whole ('1 whole chicken',
 * '2 eggplants, large, whole'), as the engine rounds them.
 *
 * @example
 * countsWhole('black tea bags') // true
 * countsWhole('onions, finely chopped') // false
 */
export function countsWhole(words: string): boolean {
  const noun = words.split(/[,(]/)[0] ?? '';
  // 'whole-wheat' is a kind of flour, not a thing left whole.
  return WHOLE_NOUNS.test(noun) || /\bwhole\b(?!-)/i.test(words);
}
