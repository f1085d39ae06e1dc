import { formatAmount, roundMass, roundQuantity, type KitchenQuantity, type KitchenUnit } from './kitchen-rounding.ts';
import {
  metricPart,
  ML_PER_MEASURE,
  spoonMillilitres,
  US_ML,
  usVolumePart,
  usWeightPart,
  volumePart,
  type MeasurePart,
} from './measure-words.ts';
import type { IngredientMeasure } from './recipe.ts';

/**
 * How an ingredient line is written from what is known of its food: the one writer the recipe
 * engine uses for a party and the recipe page uses for the servings a cook picks, so both print
 * the same text ('340 g (12 oz) lamb shanks', '2 tbsp (30 ml) olive oil', '3 eggs').
 */

/** What writing a line needs to know of a food. */
export interface LineFood {
  /** Singular display name: 'lamb shank'. */
  name: string;
  /** Plural display name: 'lamb shanks'. */
  plural: string;
  /** Grams per unit it is measured in; `ml` present means a liquid. 'g' needs no entry. */
  grams: Partial<Record<KitchenUnit, number>>;
  /** Counted in whole pieces only (eggs, a roast chicken): never halved. */
  whole: boolean;
  /** Counted in pieces (onions, lemons): weighed amounts name it in the plural. */
  countable: boolean;
  /**
   * Grams on the label of a can whose `grams.can` is the drained weight (chickpeas, beans): the cook
   * buys a 400 g can and gets about 240 g of beans from it.
   */
  canNet?: number | undefined;
  /** A solid a cook weighs (butter, flour, hard and grated cheese): spoons of it are written as grams first. */
  weighed?: boolean | undefined;
  /** Grams in a centimetre of a root cut by the piece (ginger): small weights say the piece. */
  gramsPerCm?: number | undefined;
}

/** Millilitres per volume unit (US customary spoons and cup, as recipe cards use them). */
const ML: Partial<Record<KitchenUnit, number>> = { ml: 1, pinch: 0.31, ...US_ML };

/** Grams of one unit of a food; volume units not listed fall back through their millilitres. */
export function gramsPerUnit(food: Pick<LineFood, 'grams'>, unit: KitchenUnit): number | undefined {
  if (unit === 'g') return 1;
  const direct = food.grams[unit];
  if (direct !== undefined) return direct;
  const ml = ML[unit];
  if (ml === undefined) return undefined;
  for (const [other, grams] of Object.entries(food.grams) as Array<[KitchenUnit, number]>) {
    const otherMl = ML[other];
    if (otherMl !== undefined) return (grams * ml) / otherMl;
  }
  return undefined;
}

/**
 * Grams of a quantity. A unit the food is not measured in is converted through millilitres from
 * one it is (spoons and cups are all volumes).
 */
export function gramsOf(food: Pick<LineFood, 'grams'>, q: KitchenQuantity): number {
  const perUnit = gramsPerUnit(food, q.unit);
  if (perUnit === undefined) throw new Error(`No gram weight in ${q.unit}`);
  return perUnit * q.qty;
}

/**
 * A scaled amount of a food rounded the way a cook measures it (`roundQuantity`, told what the
 * food is): whole pieces for whole foods, spoons only where the food has a volume.
 */
export function roundFoodQuantity(food: Pick<LineFood, 'grams' | 'whole'>, q: KitchenQuantity): KitchenQuantity {
  return roundQuantity(q, {
    whole: food.whole,
    liquid: food.grams.ml !== undefined,
    gramsPerCan: food.grams.can,
    measures: (unit) => gramsPerUnit(food, unit) !== undefined,
  });
}

const words = (part: MeasurePart) => `${part.amount} ${part.unit}`;

/** The food's name in the number a quantity needs: '1 egg', '2 eggs', '½ lemon'. */
export const nameFor = (food: LineFood, count: number) => (count > 1 ? food.plural : food.name);

/** 'a 2 cm', 'an 8 cm': the article follows the sound of the number. */
const aPiece = (cm: number) => `${/^(8|11|18)$|^8\d$/.test(String(cm)) ? 'an' : 'a'} ${cm} cm piece`;

/** Below this a weight has no US measure, so a cook is given the spoon or the piece instead. */
export const SMALL_WEIGHT = 15;

/**
 * The measure a cook uses for a small weight of a solid without scales: '2 tsp', '1 tbsp',
 * 'a 2 cm piece'; none for a food with no spoon or piece measure.
 */
export function kitchenMeasure(food: Pick<LineFood, 'grams' | 'gramsPerCm'>, grams: number): string | undefined {
  if (food.gramsPerCm !== undefined) return aPiece(Math.max(1, Math.round(grams / food.gramsPerCm)));
  if (food.grams.ml !== undefined) return undefined;
  const perTsp = gramsPerUnit(food, 'tsp');
  if (perTsp === undefined) return undefined;
  const tsp = grams / perTsp;
  if (tsp >= 2.75) return words(volumePart({ qty: Math.max(1, Math.round((tsp / 3) * 2) / 2), unit: 'tbsp' }));
  // Quarters of a small spoon, halves from one: '¾ tsp', '2 tsp', never '2¼ tsp' of butter.
  const step = tsp < 1 ? 4 : 2;
  return words(volumePart({ qty: Math.max(0.25, Math.round(tsp * step) / step), unit: 'tsp' }));
}

/** '340 g (12 oz)', '8 g (2 tsp)', 'a 2 cm piece': grams with the US weight or a kitchen measure beside them. */
function weight(grams: number, food?: LineFood): string {
  const us = usWeightPart(grams);
  const metricWords = words(metricPart(grams, true));
  const kitchen = food && grams < SMALL_WEIGHT ? kitchenMeasure(food, grams) : undefined;
  const beside = [us ? words(us) : undefined, kitchen].filter((part) => part !== undefined);
  return beside.length > 0 ? `${metricWords} (${beside.join('; ')})` : metricWords;
}

/** '1 can (400 g / 14 oz; about 240 g drained)': a can as bought, with what it gives once drained. */
function cans(food: LineFood, qty: number): string {
  const each = qty > 1 ? ' each' : '';
  const noun = qty > 1 ? 'cans' : 'can';
  const perCan = gramsOf(food, { qty: 1, unit: 'can' });
  if (food.canNet === undefined) return `${formatAmount(qty)} ${noun} (${Math.round(perCan)} g${each})`;
  const us = usWeightPart(food.canNet);
  const label = us ? `${food.canNet} g / ${words(us)}` : `${food.canNet} g`;
  return `${formatAmount(qty)} ${noun} (${label}${each}; about ${words(metricPart(roundMass(perCan * qty), true))} drained)`;
}

/** '750 g', '1.3 kg', '4.8 L'. */
const metric = (value: number, mass: boolean) => words(metricPart(value, mass));

/** Count nouns weighed by the gram read in the plural: '500 g mushrooms', not '500 g mushroom'. */
const weighedName = (food: LineFood) => (food.countable || food.grams.piece !== undefined ? food.plural : food.name);

/** The words for a quantity, without the food: '340 g (12 oz)', '250 ml (1 cup)', '2 tbsp (30 ml)', '3'. */
function measure(food: LineFood, q: KitchenQuantity): string {
  const amount = formatAmount(q.qty);
  switch (q.unit) {
    case 'g':
      return weight(q.qty, food);
    case 'ml':
      return `${metric(q.qty, false)} (${words(usVolumePart(q.qty))})`;
    case 'cup': {
      // Cups become metric first: millilitres for liquids, grams for everything else.
      const cups = words(volumePart({ qty: q.qty, unit: 'cup' }));
      return food.grams.ml !== undefined
        ? `${metric(roundMass(q.qty * ML_PER_MEASURE.cup), false)} (${cups})`
        : `${metric(roundMass(gramsOf(food, q)), true)} (${cups})`;
    }
    case 'tsp':
    case 'tbsp':
      // Butter, flour and grated cheese are weighed: the spoon is the measure beside the grams.
      if (food.weighed) return `${words(metricPart(roundMass(gramsOf(food, q)), true))} (${amount} ${q.unit})`;
      return `${amount} ${q.unit} (${spoonMillilitres({ qty: q.qty, unit: q.unit })} ml)`;
    case 'piece':
      return amount;
    case 'can':
      return cans(food, q.qty);
    case 'pinch':
      return q.qty === 1 ? 'a pinch' : `${amount} pinches`;
    case 'leaf':
      return /leaf$/.test(food.name) ? amount : `${amount} ${q.qty > 1 ? 'leaves' : 'leaf'}`;
    case 'clove':
    case 'slice':
    case 'sprig':
    case 'stalk':
      return `${amount} ${q.qty > 1 ? `${q.unit}s` : q.unit}`;
  }
}

/**
 * A share too big for spoons, in the metric a scale or a jug gives from its exact amount ('75 g',
 * '180 ml'): rounded to a measuring cup, 'most of' a line could come out as half of it.
 */
export function metricAmount(food: LineFood, q: KitchenQuantity): string {
  const grams = gramsOf(food, q);
  const perMl = food.grams.ml;
  return perMl !== undefined ? metric(roundMass(grams / perMl), false) : metric(roundMass(grams), true);
}

/**
 * A share of an ingredient as a step quotes it, before 'of the {food}': '150 g', '3 tbsp (45 ml)',
 * '120 ml (½ cup)', '2 cloves', 'a pinch'. Pieces give the food too: '2 eggs'.
 */
export function amountText(food: LineFood, q: KitchenQuantity): string {
  return q.unit === 'piece' ? `${formatAmount(q.qty)} ${nameFor(food, q.qty)}` : measure(food, q);
}

/**
 * One ingredient line, metric first with US measures alongside, from a rounded quantity:
 * '340 g (12 oz) lamb shanks', '250 ml (1 cup) whole milk', '2 tbsp (30 ml) olive oil', '3 eggs'.
 */
export function ingredientLine(food: LineFood, q: KitchenQuantity, prep?: string): string {
  let text: string;
  switch (q.unit) {
    case 'g':
    case 'tsp':
    case 'tbsp':
      text = `${measure(food, q)} ${q.unit === 'g' || food.weighed ? weighedName(food) : food.name}`;
      break;
    case 'piece':
      text = `${measure(food, q)} ${nameFor(food, q.qty)}`;
      break;
    case 'can':
      // '2 cans (400 g each) chickpeas', not '... canned chickpeas'.
      text = `${measure(food, q)} ${food.name.replace(/^canned /, '')}`;
      break;
    case 'pinch':
      text = `${measure(food, q)} of ${food.name}`;
      break;
    case 'leaf':
      text = /leaf$/.test(food.name)
        ? `${measure(food, q)} ${nameFor(food, q.qty)}`
        : `${measure(food, q)} ${food.name}`;
      break;
    default:
      text = `${measure(food, q)} ${food.name}`;
  }
  return prep ? `${text}, ${prep}` : text;
}

/**
 * The line of a measured ingredient for `servings`: its amount scaled from the servings it was
 * given for, rounded and written as the engine writes a party's line.
 *
 * @example
 * lineForServings({ food: 'egg', name: 'egg', plural: 'eggs', grams: { piece: 50 }, whole: true,
 *   countable: true, qty: 2, unit: 'piece', for: 4 }, 6) // '3 eggs'
 */
export function lineForServings(m: IngredientMeasure, servings: number): string {
  const q = roundFoodQuantity(m, { qty: m.qty * (servings / m.for), unit: m.unit });
  return ingredientLine(m, q, m.prep);
}
