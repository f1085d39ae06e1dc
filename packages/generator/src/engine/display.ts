import pluralize from 'pluralize';
import type { Food } from '../knowledge/types.ts';
import {
  formatAmount,
  metricPart,
  ML_PER_MEASURE,
  roundMass,
  spoonMillilitres,
  usVolumePart,
  usWeightPart,
  volumePart,
  type MeasurePart,
} from '@feastforge/domain';
import { gramsOf, type Quantity } from './quantities.ts';

const words = (part: MeasurePart) => `${part.amount} ${part.unit}`;

/** The food's plural: the knowledge base's where English is irregular, else the inflection rules. */
export function pluralOf(food: Food): string {
  return food.plural ?? pluralize.plural(food.name);
}

/** The food's name in the number a quantity needs: '1 egg', '2 eggs', '½ lemon'. */
export function nameFor(food: Food, count: number): string {
  return count > 1 ? pluralOf(food) : food.name;
}

/** '340 g (12 oz)', '8 g': grams with the US weight beside them where there is one. */
function weight(grams: number): string {
  const us = usWeightPart(grams);
  return us ? `${words(metricPart(grams, true))} (${words(us)})` : words(metricPart(grams, true));
}

/** '750 g', '1.3 kg', '4.8 L'. */
const metric = (value: number, mass: boolean) => words(metricPart(value, mass));

/** Count nouns weighed by the gram read in the plural: '500 g mushrooms', not '500 g mushroom'. */
function weighedName(food: Food): string {
  return food.countable || food.grams.piece !== undefined ? pluralOf(food) : food.name;
}

/** The words for a quantity, without the food: '340 g (12 oz)', '250 ml (1 cup)', '2 tbsp (30 ml)', '3'. */
function measure(food: Food, q: Quantity): string {
  const amount = formatAmount(q.qty);
  switch (q.unit) {
    case 'g':
      return weight(q.qty);
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
      return `${amount} ${q.unit} (${spoonMillilitres({ qty: q.qty, unit: q.unit })} ml)`;
    case 'piece':
      return amount;
    case 'can':
      return `${amount} ${q.qty > 1 ? 'cans' : 'can'} (${Math.round(gramsOf(food, { qty: 1, unit: 'can' }))} g each)`;
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
export function metricAmount(food: Food, q: Quantity): string {
  const grams = gramsOf(food, q);
  const perMl = food.grams.ml;
  return perMl !== undefined ? metric(roundMass(grams / perMl), false) : metric(roundMass(grams), true);
}

/**
 * A share of an ingredient as a step quotes it, before 'of the {food}': '150 g', '3 tbsp (45 ml)',
 * '120 ml (½ cup)', '2 cloves', 'a pinch'. Pieces give the food too: '2 eggs'.
 */
export function amountText(food: Food, q: Quantity): string {
  return q.unit === 'piece' ? `${formatAmount(q.qty)} ${nameFor(food, q.qty)}` : measure(food, q);
}

/**
 * One ingredient line, metric first with US measures alongside:
 * '340 g (12 oz) lamb shanks', '250 ml (1 cup) whole milk', '2 tbsp (30 ml) olive oil', '3 eggs'.
 */
export function ingredientLine(food: Food, q: Quantity, prep?: string): string {
  let text: string;
  switch (q.unit) {
    case 'g':
      text = `${measure(food, q)} ${weighedName(food)}`;
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
