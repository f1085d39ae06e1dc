import type { Food, Unit } from '../knowledge/types.ts';

/** Millilitres per volume unit (US customary spoons and cup, as recipe cards use them). */
const ML: Partial<Record<Unit, number>> = { ml: 1, pinch: 0.31, tsp: 4.93, tbsp: 14.79, cup: 236.6 };

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** '1½', '¾', '3' — quarters only, the way measuring spoons and cups come. */
export function formatAmount(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const frac = Math.round((value - whole) * 4) / 4;
  const fracText = FRACTIONS[frac] ?? '';
  if (whole === 0) return fracText || '0';
  return `${whole}${fracText}`;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Grams or millilitres rounded the way a cook weighs: 7 g, 45 g, 340 g, 1300 g. */
export function roundMass(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  if (value < 100) return roundTo(value, 5);
  if (value < 1000) return roundTo(value, 10);
  // Lines give kilograms and litres to one decimal ('1.3 kg'), so the quantity is that too.
  return roundTo(value, 100);
}

/** Grams of one unit of a food; volume units not listed fall back through their millilitres. */
export function gramsPerUnit(food: Food, unit: Unit): number | undefined {
  if (unit === 'g') return 1;
  const direct = food.grams[unit];
  if (direct !== undefined) return direct;
  const ml = ML[unit];
  if (ml === undefined) return undefined;
  for (const [other, grams] of Object.entries(food.grams) as Array<[Unit, number]>) {
    const otherMl = ML[other];
    if (otherMl !== undefined) return (grams * ml) / otherMl;
  }
  return undefined;
}

export interface Quantity {
  qty: number;
  unit: Unit;
}

function canMeasure(food: Food, unit: Unit): boolean {
  return gramsPerUnit(food, unit) !== undefined;
}

function isEggLike(food: Food): boolean {
  return food.id === 'egg' || food.id.endsWith('-egg') || food.id.startsWith('egg-');
}

/**
 * Kitchen-sensible rounding of a scaled quantity: whole eggs, half onions, quarter teaspoons,
 * spoons that grow into cups, grams to the nearest 5 or 10. Never rounds to nothing.
 */
export function roundQuantity(food: Food, q: Quantity, whole = food.whole): Quantity {
  const { qty, unit } = q;
  switch (unit) {
    case 'g':
    case 'ml':
      return { qty: roundMass(qty), unit };
    case 'piece':
      if (isEggLike(food) || whole) return { qty: Math.max(1, Math.round(qty)), unit };
      return { qty: qty < 3 ? Math.max(0.5, roundTo(qty, 0.5)) : Math.round(qty), unit };
    case 'can': {
      // Cans are bought whole: part of one is given by weight ('200 g canned chickpeas').
      const cans = roundTo(qty, 0.5);
      const perCan = food.grams.can;
      if (Number.isInteger(cans) && cans > 0) return { qty: cans, unit };
      if (perCan === undefined) return { qty: Math.max(1, Math.round(qty)), unit };
      return { qty: roundMass(qty * perCan), unit: 'g' };
    }
    case 'clove':
    case 'slice':
    case 'sprig':
    case 'stalk':
    case 'leaf':
      return { qty: Math.max(1, Math.round(qty)), unit };
    case 'pinch':
      // Past a few pinches a cook reaches for a measuring spoon (16 pinches to the teaspoon).
      if (qty >= 4 && canMeasure(food, 'tsp')) return roundQuantity(food, { qty: qty / 16, unit: 'tsp' });
      return { qty: Math.max(1, Math.round(qty)), unit };
    case 'tsp':
      if (qty >= 3 && canMeasure(food, 'tbsp')) return roundQuantity(food, { qty: qty / 3, unit: 'tbsp' });
      return { qty: Math.max(0.25, roundTo(qty, 0.25)), unit };
    case 'tbsp':
      if (qty < 1 && canMeasure(food, 'tsp')) return roundQuantity(food, { qty: qty * 3, unit: 'tsp' });
      if (qty >= 4 && canMeasure(food, 'cup')) return roundQuantity(food, { qty: qty / 16, unit: 'cup' });
      if (qty < 1) return { qty: Math.max(0.25, roundTo(qty, 0.25)), unit };
      return { qty: roundTo(qty, 0.5), unit };
    case 'cup':
      if (qty < 0.25 && canMeasure(food, 'tbsp')) return roundQuantity(food, { qty: qty * 16, unit: 'tbsp' });
      if (qty < 0.25) return { qty: 0.25, unit };
      return { qty: roundTo(qty, 0.25), unit };
  }
}

/**
 * Grams of a quantity. A unit the food is not measured in is converted through millilitres from
 * one it is (spoons and cups are all volumes).
 */
export function gramsOf(food: Food, q: Quantity): number {
  const perUnit = gramsPerUnit(food, q.unit);
  if (perUnit === undefined) throw new Error(`No gram weight for ${food.id} in ${q.unit}`);
  return perUnit * q.qty;
}
