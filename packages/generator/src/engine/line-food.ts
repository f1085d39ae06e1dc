import pluralize from 'pluralize';
import type { LineFood } from '@feastforge/domain';
import type { Food } from '../knowledge/types.ts';

/** The food's plural: the knowledge base's where English is irregular, else the inflection rules. */
export function pluralOf(food: Food): string {
  return food.plural ?? pluralize.plural(food.name);
}

function isEggLike(food: Food): boolean {
  return food.id === 'egg' || food.id.endsWith('-egg') || food.id.startsWith('egg-');
}

const lineFoods = new WeakMap<Food, LineFood>();

/**
 * What the domain's line writer and rounding need of a food. `whole` is the recipe's word where it
 * has one (a chicken roasted whole); eggs are always whole.
 */
export function lineFood(food: Food, whole?: boolean): LineFood {
  if (whole !== undefined && whole !== (food.whole === true)) {
    return { ...lineFood(food), whole: isEggLike(food) || whole };
  }
  let found = lineFoods.get(food);
  if (!found) {
    found = {
      name: food.name,
      plural: pluralOf(food),
      grams: food.grams,
      whole: isEggLike(food) || food.whole === true,
      countable: food.countable === true,
      ...(food.canNet !== undefined ? { canNet: food.canNet } : {}),
      ...(food.weighed ? { weighed: true } : {}),
      ...(food.gramsPerCm !== undefined ? { gramsPerCm: food.gramsPerCm } : {}),
    };
    lineFoods.set(food, found);
  }
  return found;
}
