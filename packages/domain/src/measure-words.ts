import { formatAmount, roundCups } from './kitchen-rounding.ts';

/**
 * The words for a rounded measure, metric first with the US measure beside it, as the recipe
 * engine writes an ingredient line and the recipe page rewrites it for another party.
 */

/** One measure as words: amount '1¼' and unit 'cups'. */
export interface MeasurePart {
  amount: string;
  unit: string;
}

/** Millilitres the engine gives a cup of a liquid and a spoon of anything ('¾ cup (180 ml)'). */
export const ML_PER_MEASURE = { tsp: 5, tbsp: 15, cup: 240 } as const;

/** Grams in an ounce, for the ounces beside grams. */
export const GRAMS_PER_OZ = 28.35;

/** US volume measures by their exact millilitres, for the cups and spoons beside millilitres. */
export const US_ML = { tsp: 4.93, tbsp: 14.79, cup: 236.6 } as const;

/**
 * '750 g', '1.3 kg', '4.8 L': the large unit from 1000 up, to one decimal. `value` is already
 * rounded (`roundMass`).
 *
 * @example
 * metricPart(1300, true) // { amount: '1.3', unit: 'kg' }
 * metricPart(180, false) // { amount: '180', unit: 'ml' }
 */
export function metricPart(value: number, mass: boolean): MeasurePart {
  if (value >= 1000) return { amount: String(Math.round(value / 100) / 10), unit: mass ? 'kg' : 'L' };
  return { amount: String(value), unit: mass ? 'g' : 'ml' };
}

/**
 * The US weight beside grams: ounces to the half up to a pound, then pounds to the quarter; none
 * under 15 g, where half an ounce would overstate it.
 *
 * @example
 * usWeightPart(340) // { amount: '12', unit: 'oz' }
 * usWeightPart(8) // undefined
 */
export function usWeightPart(grams: number): MeasurePart | undefined {
  if (grams < 15) return undefined;
  const oz = grams / GRAMS_PER_OZ;
  if (oz < 16) return { amount: formatAmount(Math.max(0.5, Math.round(oz * 2) / 2)), unit: 'oz' };
  return { amount: formatAmount(Math.round((oz / 16) * 4) / 4), unit: 'lb' };
}

/**
 * A spoon or cup measure in words: '½ tsp', '1½ tbsp', '¾ cup', '1¼ cups'.
 *
 * @example
 * volumePart({ qty: 1.25, unit: 'cup' }) // { amount: '1¼', unit: 'cups' }
 */
export function volumePart(q: { qty: number; unit: 'tsp' | 'tbsp' | 'cup' }): MeasurePart {
  return { amount: formatAmount(q.qty), unit: q.unit === 'cup' && q.qty > 1 ? 'cups' : q.unit };
}

/**
 * The US volume beside millilitres: cups from about a quarter cup, else tablespoons to the half,
 * else teaspoons to the quarter.
 *
 * @example
 * usVolumePart(250) // { amount: '1', unit: 'cup' }
 * usVolumePart(30) // { amount: '2', unit: 'tbsp' }
 */
export function usVolumePart(ml: number): MeasurePart {
  if (ml >= 59) return volumePart({ qty: roundCups(ml / US_ML.cup), unit: 'cup' });
  if (ml >= 14) return volumePart({ qty: Math.round((ml / US_ML.tbsp) * 2) / 2, unit: 'tbsp' });
  return volumePart({ qty: Math.max(0.25, Math.round((ml / US_ML.tsp) * 4) / 4), unit: 'tsp' });
}

/**
 * Millilitres beside a spoon measure, as precise as a kitchen measures: the 2.5 ml and 7.5 ml of
 * ½ and 1½ teaspoons are spoons a cook owns; anything else rounds to whole millilitres, and from
 * 30 ml to the nearest 5 ('3½ tbsp (55 ml)', never '52.5 ml').
 *
 * @example
 * spoonMillilitres({ qty: 1.5, unit: 'tsp' }) // 7.5
 * spoonMillilitres({ qty: 1.5, unit: 'tbsp' }) // 23
 */
export function spoonMillilitres(q: { qty: number; unit: 'tsp' | 'tbsp' }): number {
  const ml = q.qty * ML_PER_MEASURE[q.unit];
  if (ml === 2.5 || ml === 7.5) return ml;
  if (ml < 30) return Math.max(1, Math.round(ml));
  return Math.round(ml / 5) * 5;
}
