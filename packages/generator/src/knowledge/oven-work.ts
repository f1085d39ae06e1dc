/**
 * A sentence of work the oven does, that a round of trays on its shelves waits for: 'Bake 20-25
 * minutes', 'Roast 35-40 minutes', 'Toast for 15-18 minutes', 'Dry for 5-6 hours', 'Cook in the
 * oven 12 minutes'. Shared by the engine's card and the checker's reading of the steps, so the
 * two count a round the same way.
 *
 * @example
 * OVEN_WORK.test('Bake 20-25 minutes, until golden.') // true
 * OVEN_WORK.test('Whisk until frothy, about 1 minute.') // false
 */
export const OVEN_WORK =
  /\b(?:bak(?:e|es|ed|ing)|roast(?:s|ed|ing)?|toast(?:s|ed|ing)?|dry|dries|drying|broil(?:s|ed|ing)?)\b|\bin the oven\b/i;
