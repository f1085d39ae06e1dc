import { describe, expect, it } from 'vitest';
import { FOODS } from '../../knowledge/foods/index.ts';
import { categorizeIngredient } from './categorize.ts';

const cases: [name: string, category: string, variant?: string][] = [
  ['lamb shank', 'meat', 'shank'],
  ['canned chopped tomatoes', 'tomato'],
  ['peanut butter', 'nut'],
  ['butternut squash', 'root', 'pumpkin'],
  ['chicken stock', 'liquid', 'stock'],
  ['chicken thigh', 'poultry'],
  ['eggplant', 'green-veg', 'eggplant'],
  ['egg yolk', 'egg'],
  ['challah (egg bread)', 'bread'],
  ['vanilla ice cream', 'dairy', 'scoop'],
  ['oyster mushroom', 'mushroom'],
  ['rolled oats', 'grain', 'oats'],
  ['cornstarch', 'grain', 'flour'],
  ['corn tortilla', 'bread', 'flat'],
  ['apple cider vinegar', 'liquid', 'vinegar'],
  ['pineapple', 'tropical', 'pineapple'],
  ['grapefruit', 'citrus', 'grapefruit'],
  ['cherry tomatoes', 'tomato'],
  ['chili flakes', 'spice'],
  ['red chili', 'pepper', 'chili'],
  ['plain Greek yogurt', 'dairy', 'dollop'],
  ['unsweetened almond milk', 'liquid', 'milk'],
  ['olive oil', 'liquid', 'oil'],
  ['Kalamata olive', 'berry', 'dark'],
  ['black mustard seeds', 'nut', 'seeds'],
  ['curry leaf', 'leafy'],
];

describe('categorizeIngredient', () => {
  it.each(cases)('draws %s as %s', (name, category, variant) => {
    const food = categorizeIngredient(name);
    expect(food.category).toBe(category);
    if (variant !== undefined) expect(food.variant).toBe(variant);
  });

  it('falls back to a herb sprig for names it does not know', () => {
    expect(categorizeIngredient('moonbeam essence')).toMatchObject({ category: 'leafy', variant: 'sprig' });
  });

  // Every food the engine can put in a recipe should be drawn as itself, not as the fallback.
  it('recognises every food in the knowledge base (only real herbs become sprigs)', () => {
    const sprigs = FOODS.map((f) => f.name).filter((name) => {
      const food = categorizeIngredient(name);
      return food.category === 'leafy' && food.variant === 'sprig';
    });
    expect(sprigs.filter((name) => !/parsley|cilantro|mint|dill|chive|basil|bay|curry leaf|capers/.test(name))).toEqual(
      [],
    );
  });
});
