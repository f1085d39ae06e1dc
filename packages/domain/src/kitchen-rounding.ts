/**
 * How a cook measures: the one rounding the recipe engine writes an ingredient line with and the
 * recipe page rescales it with, so a party of six reads the same amounts on either path.
 */

/** Units an ingredient line is measured in. Spoons and cups are volumes; the rest are counted. */
export const KITCHEN_UNITS = [
  'g',
  'ml',
  'tsp',
  'tbsp',
  'cup',
  'piece',
  'clove',
  'slice',
  'pinch',
  'sprig',
  'can',
  'stalk',
  'leaf',
] as const;
export type KitchenUnit = (typeof KITCHEN_UNITS)[number];

/** An amount in one unit: `{ qty: 1.5, unit: 'tbsp' }`. */
export interface KitchenQuantity {
  qty: number;
  unit: KitchenUnit;
}

/** What rounding needs to know of the food being measured. */
export interface KitchenFood {
  /** Counted in whole pieces only (eggs, a tea bag, a roast chicken): never halved. */
  whole: boolean;
  /** Grams in one can, for a food sold in cans: part of a can is weighed instead. */
  gramsPerCan?: number | undefined;
  /** Whether the food can be measured in `unit` (a spice by the teaspoon, not only by the pinch). */
  measures(unit: KitchenUnit): boolean;
  /** Poured (an extract, a sauce): a drop of it is no pinch. */
  liquid?: boolean | undefined;
}

/**
 * Below this many teaspoons (under a tenth) a seasoning is a pinch, not the ⅛ tsp spoon: the salt for
 * one devilled egg is a pinch, and ⅛ tsp would be three times the salt of a platter for twenty.
 */
const PINCH_BELOW_TSP = 0.09;

const GLYPHS: Record<string, number> = { '⅛': 1 / 8, '¼': 1 / 4, '⅓': 1 / 3, '½': 1 / 2, '⅔': 2 / 3, '¾': 3 / 4 };

/** The fraction glyphs an amount may carry, with their values. */
export const FRACTION_GLYPHS: Readonly<Record<string, number>> = GLYPHS;

/**
 * To the nearest `step`, halves up. The small nudge keeps floating-point noise from deciding a
 * tie: 4½ cups at 110 g a cup can come out as 494.99999999999994 g, and must round as 495 g does.
 */
/**
 * `value` to the nearest multiple of `step`; a tie that floating-point noise could tip goes up.
 *
 * @example
 * roundTo(7.5, 5) // 10
 */
export const roundTo = (value: number, step: number) => Math.round(value / step + 1e-9) * step;

/**
 * Grams or millilitres the way a cook weighs: 1 g steps under 10, 5 g under 100, 10 g under 1000,
 * and 100 g from a kilogram up, because a line gives kilograms and litres to one decimal ('1.3 kg')
 * and an amount finer than its words would be read back differently by the next rescale.
 *
 * @example
 * roundMass(7.4) // 7
 * roundMass(337) // 340
 * roundMass(1225) // 1200, written '1.2 kg'
 */
export function roundMass(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  if (value < 100) return roundTo(value, 5);
  if (value < 1000) return roundTo(value, 10);
  return roundTo(value, 100);
}

/**
 * An amount as a cook reads it: whole numbers, and the fractions measuring cups and spoons come in
 * as glyphs. It only writes the number; rounding is the measure's own rule (`roundQuantity`).
 *
 * @example
 * formatAmount(1.5) // '1½'
 * formatAmount(2 / 3) // '⅔'
 * formatAmount(3) // '3'
 */
export function formatAmount(value: number): string {
  const whole = Math.floor(value + 1e-6);
  const rest = value - whole;
  if (rest < 1e-6) return String(whole);
  const glyph = Object.entries(GLYPHS).find(([, v]) => Math.abs(v - rest) < 1e-3)?.[0];
  if (glyph) return whole === 0 ? glyph : `${whole}${glyph}`;
  return String(Math.round(value * 100) / 100);
}

/**
 * Cups to the nearest measuring cup a set holds (quarters and thirds), never under a quarter.
 *
 * @example
 * roundCups(0.31) // 1/3
 * roundCups(1.2) // 1.25
 */
export function roundCups(cups: number): number {
  const whole = Math.floor(cups);
  const steps = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
  const best = steps.reduce((a, b) => (Math.abs(whole + b - cups) < Math.abs(whole + a - cups) ? b : a));
  return Math.max(0.25, whole + best);
}

/**
 * Pieces as a cook counts them: whole ones for what is never halved, otherwise a quarter where
 * half would be twice too much (a quarter of an onion for one), halves below three and whole
 * ones from three.
 * Never rounds to nothing.
 *
 * @example
 * roundCount(1.3, false) // 1.5
 * roundCount(0.3, false) // 0.25
 * roundCount(1.3, true) // 1
 */
export function roundCount(value: number, whole: boolean): number {
  if (whole) return Math.max(1, Math.round(value));
  if (value < 0.375) return 0.25;
  return value < 3 ? Math.max(0.5, roundTo(value, 0.5)) : Math.round(value);
}

/**
 * A scaled amount rounded the way a cook measures: whole eggs, half onions, eighth and quarter teaspoons,
 * half tablespoons, spoons that grow into cups and cups that shrink into spoons, grams to the 5 or
 * 10, part of a can by weight. Never rounds to nothing.
 *
 * @example
 * const butter = { whole: false, measures: () => true };
 * roundQuantity({ qty: 5, unit: 'tbsp' }, butter) // { qty: 1/3, unit: 'cup' }
 * roundQuantity({ qty: 1.3, unit: 'piece' }, { ...butter, whole: true }) // { qty: 1, unit: 'piece' }
 */
export function roundQuantity(q: KitchenQuantity, food: KitchenFood): KitchenQuantity {
  const { qty, unit } = q;
  switch (unit) {
    case 'g':
    case 'ml':
      return { qty: roundMass(qty), unit };
    case 'piece':
      return { qty: roundCount(qty, food.whole), unit };
    case 'can': {
      // Cans are bought whole: part of one is given by weight ('200 g canned chickpeas').
      const cans = roundTo(qty, 0.5);
      if (Number.isInteger(cans) && cans > 0) return { qty: cans, unit };
      if (food.gramsPerCan === undefined) return { qty: Math.max(1, Math.round(qty)), unit };
      return { qty: roundMass(qty * food.gramsPerCan), unit: 'g' };
    }
    case 'stalk':
      // A stalk of celery cuts in half as an onion does: half of one beside a quarter onion for one.
      if (qty < 1.75) return { qty: Math.max(0.5, roundTo(qty, 0.5)), unit };
      return { qty: Math.round(qty), unit };
    case 'clove':
    case 'slice':
    case 'sprig':
    case 'leaf':
      return { qty: Math.max(1, Math.round(qty)), unit };
    case 'pinch':
      // Past a few pinches a cook reaches for a measuring spoon (16 pinches to the teaspoon).
      if (qty >= 4 && food.measures('tsp')) return roundQuantity({ qty: qty / 16, unit: 'tsp' }, food);
      return { qty: Math.max(1, Math.round(qty)), unit };
    case 'tsp':
      if (qty >= 3 && food.measures('tbsp')) return roundQuantity({ qty: qty / 3, unit: 'tbsp' }, food);
      if (qty < PINCH_BELOW_TSP && !food.liquid && food.measures('pinch')) return { qty: 1, unit: 'pinch' };
      // A set of measuring spoons starts at ⅛ teaspoon: a seasoning for one is not doubled to ¼.
      if (qty < 0.1875) return { qty: 0.125, unit };
      return { qty: roundTo(qty, 0.25), unit };
    case 'tbsp':
      if (qty < 1 && food.measures('tsp')) return roundQuantity({ qty: qty * 3, unit: 'tsp' }, food);
      if (qty >= 4 && food.measures('cup')) return roundQuantity({ qty: qty / 16, unit: 'cup' }, food);
      if (qty < 1) return { qty: Math.max(0.25, roundTo(qty, 0.25)), unit };
      return { qty: roundTo(qty, 0.5), unit };
    case 'cup':
      if (qty < 0.25 && food.measures('tbsp')) return roundQuantity({ qty: qty * 16, unit: 'tbsp' }, food);
      return { qty: roundCups(qty), unit };
  }
}
