import pluralize from 'pluralize';
import type { Food } from '../knowledge/types.ts';
import { formatAmount, gramsOf, roundMass, type Quantity } from './quantities.ts';

/** The food's plural: the knowledge base's where English is irregular, else the inflection rules. */
export function pluralOf(food: Food): string {
  return food.plural ?? pluralize.plural(food.name);
}

/** The food's name in the number a quantity needs: '1 egg', '2 eggs', '½ lemon'. */
export function nameFor(food: Food, count: number): string {
  return count > 1 ? pluralOf(food) : food.name;
}

/** US weight alongside grams: '(4 oz)', '(1¼ lb)'. */
function usWeight(grams: number): string {
  if (grams < 15) return '';
  const oz = grams / 28.35;
  if (oz < 16) return ` (${formatAmount(Math.max(0.5, Math.round(oz * 2) / 2))} oz)`;
  return ` (${formatAmount(Math.round((oz / 16) * 4) / 4)} lb)`;
}

/** US volume alongside millilitres: '(1¼ cups)', '(2 tbsp)', '(½ tsp)'. */
function usVolume(ml: number): string {
  if (ml >= 59) {
    const cups = Math.round((ml / 236.6) * 4) / 4;
    return ` (${formatAmount(cups)} ${cups > 1 ? 'cups' : 'cup'})`;
  }
  if (ml >= 14) return ` (${formatAmount(Math.round((ml / 14.79) * 2) / 2)} tbsp)`;
  return ` (${formatAmount(Math.max(0.25, Math.round((ml / 4.93) * 4) / 4))} tsp)`;
}

const SPOON_ML = { tsp: 5, tbsp: 15 } as const;

/**
 * Millilitres beside a spoon measure, as precise as a kitchen measures: the 2.5 ml and 7.5 ml of
 * ½ and 1½ teaspoons are spoons a cook owns; anything else rounds to whole millilitres, and from
 * 30 ml to the nearest 5 ('3½ tbsp (55 ml)', never '52.5 ml').
 */
function spoonMl(ml: number): string {
  if (ml === 2.5 || ml === 7.5) return String(ml);
  if (ml < 30) return String(Math.max(1, Math.round(ml)));
  return String(Math.round(ml / 5) * 5);
}

/** '750 g', '1.3 kg', '4.8 L': the large unit from 1000 up, to one decimal. */
function metric(value: number, small: string, large: string): string {
  return value >= 1000 ? `${Math.round(value / 100) / 10} ${large}` : `${value} ${small}`;
}

/** Count nouns weighed by the gram read in the plural: '500 g mushrooms', not '500 g mushroom'. */
function weighedName(food: Food): string {
  return food.countable || food.grams.piece !== undefined ? pluralOf(food) : food.name;
}

/** The words for a quantity, without the food: '340 g (12 oz)', '250 ml (1 cup)', '2 tbsp (30 ml)', '3'. */
function measure(food: Food, q: Quantity): string {
  const amount = formatAmount(q.qty);
  switch (q.unit) {
    case 'g':
      return `${metric(q.qty, 'g', 'kg')}${usWeight(q.qty)}`;
    case 'ml':
      return `${metric(q.qty, 'ml', 'L')}${usVolume(q.qty)}`;
    case 'cup': {
      // Cups become metric first: millilitres for liquids, grams for everything else.
      const cups = `${amount} ${q.qty > 1 ? 'cups' : 'cup'}`;
      return food.grams.ml !== undefined
        ? `${metric(roundMass(q.qty * 240), 'ml', 'L')} (${cups})`
        : `${metric(roundMass(gramsOf(food, q)), 'g', 'kg')} (${cups})`;
    }
    case 'tsp':
    case 'tbsp':
      return `${amount} ${q.unit} (${spoonMl(q.qty * SPOON_ML[q.unit])} ml)`;
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
 * '180 ml'): rounded to quarter cups, 'most of' a line could come out as half of it.
 */
export function metricAmount(food: Food, q: Quantity): string {
  const grams = gramsOf(food, q);
  const perMl = food.grams.ml;
  return perMl !== undefined ? metric(roundMass(grams / perMl), 'ml', 'L') : metric(roundMass(grams), 'g', 'kg');
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
