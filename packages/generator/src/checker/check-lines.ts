import type { Food } from '../knowledge/types.ts';
import { checkAmounts, type AmountProblemCode } from './check-amounts.ts';

/**
 * Wording a cook stumbles on in ingredient lines and sentences: a word said twice in a line
 * ('toasted sesame oil, toasted'), a count of something that is not counted ('5 fresh ginger',
 * '1 nori, full sheets'), a liquid weighed ('70 g fish sauce'), butter or flour by the cup or
 * spoon, grated hard cheese by the spoon alone, and 'a' or 'an' before the wrong sound; and the
 * amounts a cook cannot measure as written (check-amounts.ts).
 */
export type LineProblemCode =
  'doubled-word' | 'mass-count' | 'liquid-weight' | 'weighed-solid' | 'article' | AmountProblemCode;

export interface LineProblem {
  code: LineProblemCode;
  message: string;
}

export interface LinedRecipe {
  /** Display lines, aligned with `foods`. */
  lines: readonly string[];
  foods: readonly Food[];
  /** Every sentence a cook reads besides the lines: description, steps, notes. */
  sentences: readonly string[];
}

/** Words too common to count as saying a thing twice. */
const COMMON = new Set(['with', 'each', 'into', 'from', 'plus', 'more', 'about', 'some', 'very', 'well', 'kind']);
const stem = (word: string) => word.toLowerCase().replace(/(?:es|s)$/, '');
const wordsOf = (text: string) => (text.match(/[\p{L}-]{4,}/gu) ?? []).filter((w) => !COMMON.has(w.toLowerCase()));

/** A bare count at the start of a line: '5 ', '½ ', '1½ ', not '5 g' or '2 tbsp'. */
const BARE_COUNT =
  /^(?:\d+|\d*[¼½¾⅓⅔])\s+(?!(?:g|kg|ml|l|tsp|tbsp|cups?|cans?|pinch(?:es)?|cloves?|slices?|sprigs?|stalks?|lea(?:f|ves))\b)/i;
/** A prep that names what is really counted ('5 cm piece', 'full sheets', 'medium head'). */
const COUNTED_IN_PREP = /(?<!into )\b(\d+ cm pieces?|sheets?|heads?|balls?|knobs?|thumbs?|bunch(?:es)?)\b/i;
/** Foods a cook weighs or measures and never counts by the name alone. */
const MASS_NOUNS = new Set([
  'ginger', 'nori', 'mozzarella', 'cheese', 'butter', 'flour', 'sugar', 'salt', 'rice', 'spinach', 'chocolate',
  'garlic', 'parsley', 'cilantro', 'mint', 'basil', 'dill', 'oil', 'milk', 'water', 'cream', 'yogurt', 'honey',
]); // prettier-ignore

/** Foods poured, not weighed: measured in millilitres, spoons and cups. */
const LIQUID =
  /\b(sauce|vinegar|oil|stock|broth|milk|syrup|juice|water|wine|extract|mirin|sake|molasses|treacle|liqueur|rum|honey|tamari|ketchup|heavy cream|single cream|double cream|whipping cream|buttermilk)\b/i;
/** Foods whose names say liquid words but are solids ('milk chocolate', 'coconut oil' stays liquid). */
const NOT_LIQUID = /\b(yogurt|cheese|powder|chocolate|ice cream|solids|flakes|bags?|pack|mix|leaves|pearls)\b/i;
/** Butter and flour are weighed; nut butters and flour tortillas are other things. */
const WEIGHED = /\b(butter|flour)$/i;
const NOT_WEIGHED = /\b(peanut|nut|almond|cashew|apple|sunflower)\s+butter$/i;
/** Hard and crumbled cheeses are weighed too: a spoon of grated parmesan is a guess, not an amount. */
const WEIGHED_CHEESE = /\b(parmesan|cheddar|gruy[eè]re|pecorino|hard cheese|feta)\b/i;
const VOLUME = /\b(cups?|tbsp|tsp|ml)\b/i;
/** '10 g (2 tsp)', '20 g (3 tbsp)': a weight first, with the spoon a cook may use beside it. */
const WEIGHT_WITH_SPOON = /^\s*\d+\s*g\s*\(\s*[\d¼½¾⅓⅔⅛]+\s*(tsp|tbsp)\)/i;

/** Words that begin with a vowel letter but a consonant sound, and the reverse. */
const CONSONANT_SOUND = /^(one|once|uni|use|usu|uti|ute|ubi|uk|eu|ewe|u$|u-)/i;
const VOWEL_SOUND = /^(hour|honest|honour|honor|heir)/i;

/** Whether a word or number is said starting with a vowel sound: 'an 8 cm', 'an 18 cm', 'an hour'. */
function vowelSound(word: string): boolean {
  // 'an 8', 'an 80', 'an 11', 'an 18'; 'a 1', 'a 110', 'a 180'.
  if (/^\d/.test(word)) return /^8|^1[18](?![\d])/.test(word);
  if (CONSONANT_SOUND.test(word)) return false;
  if (VOWEL_SOUND.test(word)) return true;
  return /^[aeiou]/i.test(word);
}

/**
 * Every stumble in the lines and sentences of a recipe; an empty list when they read cleanly.
 *
 * @example
 * checkLines({ lines: ['½ tsp (2.5 ml) toasted sesame oil, toasted'], foods: [sesameOil], sentences: [] })
 * // [{ code: 'doubled-word', message: "'½ tsp (2.5 ml) toasted sesame oil, toasted' says 'toasted' twice." }]
 */
export function checkLines(recipe: LinedRecipe): LineProblem[] {
  const problems: LineProblem[] = [];
  const add = (code: LineProblemCode, message: string) => problems.push({ code, message });

  recipe.lines.forEach((line, i) => {
    const food = recipe.foods[i];
    if (!food) return;
    const comma = line.indexOf(', ');
    const head = comma < 0 ? line : line.slice(0, comma);
    // An alternative ('or arborio rice') names another food and may share its words.
    const prep = comma < 0 ? '' : line.slice(comma + 2).replace(/\bor [^,]*/g, '');
    const named = new Set(wordsOf(food.name).map(stem));
    const twice = wordsOf(prep).find((w) => named.has(stem(w)) && head.toLowerCase().includes(stem(w)));
    if (twice) add('doubled-word', `'${line}' says '${twice}' twice.`);

    const noun =
      food.name
        .replace(/\s*\([^)]*\)/g, '')
        .split(' ')
        .at(-1)
        ?.toLowerCase() ?? '';
    if (BARE_COUNT.test(line) && (MASS_NOUNS.has(noun) || COUNTED_IN_PREP.test(prep)))
      add('mass-count', `'${line}' counts ${food.name}, which is not counted that way.`);

    const measure = head.slice(0, Math.max(0, head.toLowerCase().lastIndexOf(noun)));
    if (LIQUID.test(food.name) && !NOT_LIQUID.test(food.name) && food.grams.can === undefined)
      if (/^\s*\d[\d.]*\s*k?g\b/.test(measure)) add('liquid-weight', `'${line}' weighs a liquid; pour it by volume.`);

    const bare = food.name.replace(/\s*\([^)]*\)/g, '');
    // Butter and flour take a spoon beside their grams only; grated cheese may take its cup too.
    const butterOrFlour = WEIGHED.test(bare) && !NOT_WEIGHED.test(bare) && !WEIGHT_WITH_SPOON.test(measure);
    const cheese = WEIGHED_CHEESE.test(bare) && !/^\s*\d[\d.]*\s*k?g\b/.test(measure);
    if ((butterOrFlour || cheese) && VOLUME.test(measure))
      add('weighed-solid', `'${line}' measures ${food.name} by volume; weigh it.`);
  });

  for (const text of [...recipe.lines, ...recipe.sentences])
    for (const m of text.matchAll(/\b(a|an|A|An) ([\p{L}\d][\p{L}\d-]*)/gu)) {
      const [, article = '', word = ''] = m;
      const wantsAn = vowelSound(word);
      if (wantsAn !== (article.toLowerCase() === 'an'))
        add('article', `'${m[0]}' should be '${wantsAn ? 'an' : 'a'} ${word}'.`);
    }
  return [...problems, ...checkAmounts(recipe)];
}
