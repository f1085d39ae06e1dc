import { formatAmount } from './kitchen-rounding.ts';
import { pluralize } from './ingredient-words.ts';
import { GRAMS_PER_OZ } from './measure-words.ts';
import type { UnitSystem } from './ingredient-scale.ts';

/**
 * What a shop sells a food as, with the grams that make one of it: a loose piece (an onion, an
 * egg), a pack of a fixed size (a 400 g can, a bunch of herbs), a weighed amount, or a liquid
 * measured by volume.
 */
export type ShopUnit =
  | { kind: 'piece'; grams: number; name?: string; plural?: string }
  /** `drained`: the grams a recipe counts from one pack, where it weighs the food drained (a 400 g can of chickpeas gives 240 g). */
  | { kind: 'pack'; name: string; grams: number; drained?: number }
  | { kind: 'weight' }
  | { kind: 'volume'; gramsPerMl: number };

/** A shop amount as the list writes it: the amount ('3', '2 cans (400 g each)', '250 g') and the food's name. */
export interface ShopAmount {
  amount: string;
  name: string;
}

const ML_PER_FL_OZ = 29.57;
const FL_OZ_PER_QUART = 32;
/** Tiny float errors (110 × 3 read back as 330.0000001) must not buy one onion more. */
const EPSILON = 1e-6;

/** Rounds up to the next multiple of `step`. */
const ceilTo = (value: number, step: number) => Math.ceil(value / step - EPSILON) * step;

/** Rounded up to what a counter weighs out: 10 g (ml) steps, then 50, then 100; kilos from 1000. */
function metricSteps(value: number, small: string, large: string): string {
  const rounded =
    value <= 100 ? Math.max(10, ceilTo(value, 10)) : value <= 1000 ? ceilTo(value, 50) : ceilTo(value, 100);
  return rounded < 1000 ? `${rounded} ${small}` : `${formatKilo(rounded / 1000)} ${large}`;
}
const metricMass = (grams: number) => metricSteps(grams, 'g', 'kg');
const metricVolume = (ml: number) => metricSteps(ml, 'ml', 'l');

const formatKilo = (value: number) => String(Math.round(value * 10) / 10);

/** Ounces up to 1 lb, then pounds in quarters. */
function usMass(grams: number): string {
  const oz = grams / GRAMS_PER_OZ;
  if (oz <= 16) return `${Math.max(1, ceilTo(oz, 1))} oz`;
  return `${formatAmount(ceilTo(oz / 16, 0.25))} lb`;
}

/** Fluid ounces up to a quart, then quarts in halves. */
function usVolume(ml: number): string {
  const flOz = ml / ML_PER_FL_OZ;
  if (flOz <= FL_OZ_PER_QUART) return `${Math.max(1, ceilTo(flOz, 1))} fl oz`;
  return `${formatAmount(ceilTo(flOz / FL_OZ_PER_QUART, 0.5))} qt`;
}

const massText = (grams: number, units: UnitSystem) => (units === 'us' ? usMass(grams) : metricMass(grams));

/**
 * `grams` of a food rounded UP to what a shop sells, in the cook's units: whole pieces, whole
 * packs, or a weight or volume a counter would weigh out.
 *
 * @example
 * shopAmount(330.2, { kind: 'piece', grams: 110 }, 'onion', 'metric') // { amount: '4', name: 'onions' }
 * shopAmount(500, { kind: 'pack', name: 'can', grams: 400 }, 'canned chickpeas', 'us')
 * // { amount: '2 cans (14 oz each)', name: 'canned chickpeas' }
 */
export function shopAmount(grams: number, unit: ShopUnit, foodName: string, units: UnitSystem): ShopAmount {
  switch (unit.kind) {
    case 'piece': {
      const count = Math.max(1, Math.ceil(grams / unit.grams - EPSILON));
      const singular = unit.name ?? foodName;
      const plural = unit.plural ?? pluralName(foodName);
      return { amount: String(count), name: count === 1 ? singular : plural };
    }
    case 'pack': {
      const count = Math.max(1, Math.ceil(grams / (unit.drained ?? unit.grams) - EPSILON));
      const packs = count === 1 ? unit.name : pluralize(unit.name);
      return {
        amount: `${count} ${packs} (${massText(unit.grams, units)}${count > 1 ? ' each' : ''})`,
        name: foodName,
      };
    }
    case 'weight':
      return { amount: massText(grams, units), name: foodName };
    case 'volume': {
      const ml = grams / unit.gramsPerMl;
      return { amount: units === 'us' ? usVolume(ml) : metricVolume(ml), name: foodName };
    }
  }
}

/** 'red onion' → 'red onions'; a name with a bracket keeps it after the noun. */
function pluralName(name: string): string {
  const bracket = name.indexOf(' (');
  const head = bracket === -1 ? name : name.slice(0, bracket);
  const tail = bracket === -1 ? '' : name.slice(bracket);
  return head.replace(/(\p{L}+)$/u, (word) => pluralize(word)) + tail;
}
