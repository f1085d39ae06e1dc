import type { Food } from '../knowledge/types.ts';
import { formatAmount, gramsOf, roundMass, type Quantity } from './quantities.ts';

function plural(food: Food): string {
  if (food.plural) return food.plural;
  const name = food.name;
  if (/(s|sh|ch|x|z)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  if (/leaf$/.test(name)) return `${name.slice(0, -1)}ves`;
  return `${name}s`;
}

/** The food's name in the number a quantity needs: '1 egg', '2 eggs', '½ lemon'. */
export function nameFor(food: Food, count: number): string {
  return count > 1 ? plural(food) : food.name;
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

/** '750 g', '1.25 kg', '4.8 L': the large unit from 1000 up. */
function metric(value: number, small: string, large: string): string {
  return value >= 1000 ? `${Math.round(value / 10) / 100} ${large}` : `${value} ${small}`;
}

/**
 * One ingredient line, metric first with US measures alongside:
 * '340 g (12 oz) lamb shank', '250 ml (1 cup) whole milk', '2 tbsp (30 ml) olive oil', '3 eggs'.
 */
export function ingredientLine(food: Food, q: Quantity, prep?: string): string {
  const amount = formatAmount(q.qty);
  let text: string;
  switch (q.unit) {
    case 'g':
      text = `${metric(q.qty, 'g', 'kg')}${usWeight(q.qty)} ${food.name}`;
      break;
    case 'ml':
      text = `${metric(q.qty, 'ml', 'L')}${usVolume(q.qty)} ${food.name}`;
      break;
    case 'cup': {
      // Cups become metric first: millilitres for liquids, grams for everything else.
      const cups = `${amount} ${q.qty > 1 ? 'cups' : 'cup'}`;
      text =
        food.grams.ml !== undefined
          ? `${metric(roundMass(q.qty * 240), 'ml', 'L')} (${cups}) ${food.name}`
          : `${metric(roundMass(gramsOf(food, q)), 'g', 'kg')} (${cups}) ${food.name}`;
      break;
    }
    case 'tsp':
    case 'tbsp':
      text = `${amount} ${q.unit} (${Math.round(q.qty * SPOON_ML[q.unit] * 10) / 10} ml) ${food.name}`;
      break;
    case 'piece':
      text = `${amount} ${nameFor(food, q.qty)}`;
      break;
    case 'can':
      // '2 cans (400 g each) chickpeas', not '... canned chickpeas'.
      text = `${amount} ${q.qty > 1 ? 'cans' : 'can'} (${Math.round(gramsOf(food, { qty: 1, unit: 'can' }))} g each) ${food.name.replace(/^canned /, '')}`;
      break;
    case 'pinch':
      text = q.qty === 1 ? `a pinch of ${food.name}` : `${amount} pinches of ${food.name}`;
      break;
    case 'leaf':
      text = /leaf$/.test(food.name)
        ? `${amount} ${nameFor(food, q.qty)}`
        : `${amount} ${q.qty > 1 ? 'leaves' : 'leaf'} ${food.name}`;
      break;
    case 'clove':
    case 'slice':
    case 'sprig':
    case 'stalk':
      text = `${amount} ${q.qty > 1 ? `${q.unit}s` : q.unit} ${food.name}`;
      break;
  }
  return prep ? `${text}, ${prep}` : text;
}
