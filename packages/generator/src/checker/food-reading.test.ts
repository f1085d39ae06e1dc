import { describe, expect, it } from 'vitest';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { gramsIn, nutritionOf, pluralName, undeclaredAllergens, unmetNeeds } from './food-reading.ts';

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}

/** A food made for one rule at a time. */
const made = (over: Partial<Food>): Food => ({
  id: 'made',
  name: 'made',
  per100g: { kcal: 100, protein: 10, carbs: 10, fat: 5 },
  grams: {},
  allergens: [],
  diet: {},
  ...over,
});

describe('gramsIn', () => {
  it('reads a food’s own unit weight, and a volume through the nearest volume it is measured in', () => {
    const flour = made({ grams: { cup: 125, tbsp: 8 } });
    expect(gramsIn(flour, 'g')).toBe(1);
    expect(gramsIn(flour, 'cup')).toBe(125);
    // A teaspoon from the tablespoon beside it, not from the cup.
    expect(gramsIn(flour, 'tsp')).toBeCloseTo(8 / 3, 1);
    expect(gramsIn(flour, 'piece')).toBeUndefined();
    expect(gramsIn(made({ grams: { piece: 50 } }), 'cup')).toBeUndefined();
  });

  it('never weighs a cup of spinach as a cup of water', () => {
    expect(gramsIn(food('spinach'), 'cup')).toBeLessThan(60);
  });
});

describe('nutritionOf', () => {
  it('counts only what is eaten, per serving', () => {
    const bones = made({ edible: 0.5 });
    expect(nutritionOf([{ food: bones, grams: 400 }], 2)).toEqual({ calories: 100, protein: 10, carbs: 10, fat: 5 });
    expect(nutritionOf([{ food: made({}), grams: 400, discarded: 0.75 }], 1).calories).toBe(100);
  });
});

describe('undeclaredAllergens', () => {
  it('names each class a line carries that the declaration does not, once', () => {
    expect(undeclaredAllergens([food('sesame-seeds'), food('sesame-seeds')], ['Wheat/gluten'])).toEqual([
      'Sesame is present but not declared.',
    ]);
  });

  it('reads a declaration as a cook or a model may word it', () => {
    const foods = [food('whole-milk'), food('walnuts'), food('egg')];
    expect(undeclaredAllergens(foods, ['Dairy', 'Nuts', 'Eggs'])).toEqual([]);
    expect(undeclaredAllergens(foods, ['Milk', 'Peanuts', 'Egg'])).toEqual(['Tree nuts is present but not declared.']);
  });

  it('asks wheat to be named, and gluten without wheat to be declared as gluten', () => {
    const oats = made({ diet: { gluten: true } });
    expect(undeclaredAllergens([oats], ['Cereals containing gluten (oats)'])).toEqual([]);
    expect(undeclaredAllergens([oats], [])).toEqual(['Gluten is present but not declared.']);
    expect(undeclaredAllergens([food('all-purpose-flour')], ['Cereals containing gluten (oats)'])).toEqual([
      'Wheat is present but not declared.',
    ]);
  });

  it('asks oats beside wheat to be named too: oat milk in a French toast', () => {
    const foods = [food('sourdough-bread'), food('oat-milk')];
    expect(undeclaredAllergens(foods, ['Wheat/gluten'])).toEqual(['Gluten (oat) is present but not declared.']);
    expect(undeclaredAllergens(foods, ['Wheat/gluten', 'Cereals containing gluten (oats)'])).toEqual([]);
    // Certified oats are named too: 'gluten' in 'Wheat/gluten' does not name them.
    const certified = [food('sourdough-bread'), food('gluten-free-oat-milk')];
    expect(undeclaredAllergens(certified, ['Wheat/gluten'])).toEqual(['Oats is present but not declared.']);
    expect(undeclaredAllergens(certified, ['Wheat/gluten', 'Oats (certified gluten-free)'])).toEqual([]);
  });
});

describe('unmetNeeds', () => {
  it('turns away what each diet forbids, in the order asked', () => {
    expect(unmetNeeds(food('bacon'), ['gluten-free', 'vegetarian', 'pescatarian'])).toEqual([
      'vegetarian',
      'pescatarian',
    ]);
    expect(unmetNeeds(food('honey'), ['vegetarian', 'vegan'])).toEqual(['vegan']);
    expect(unmetNeeds(food('parmesan'), ['vegetarian', 'pescatarian'])).toEqual(['vegetarian']);
  });

  it('reads the allergens too, so a food whose diet facts forget them is still turned away', () => {
    const cream = made({ allergens: ['milk'] });
    expect(unmetNeeds(cream, ['dairy-free', 'vegan', 'vegetarian'])).toEqual(['dairy-free', 'vegan']);
    const prawns = made({ allergens: ['crustacean'] });
    expect(unmetNeeds(prawns, ['vegetarian', 'pescatarian'])).toEqual(['vegetarian']);
  });
});

describe('pluralName', () => {
  it('takes a food’s own plural, else English’s rules on the last word', () => {
    expect(pluralName({ name: 'red onion' })).toBe('red onions');
    expect(pluralName({ name: 'cherry tomato' })).toBe('cherry tomatoes');
    expect(pluralName({ name: 'blackberry' })).toBe('blackberries');
    expect(pluralName({ name: 'peach' })).toBe('peaches');
    expect(pluralName({ name: 'bay leaf' })).toBe('bay leaves');
    expect(pluralName({ name: 'walnuts' })).toBe('walnuts');
    expect(pluralName({ name: 'hummus' })).toBe('hummus');
    expect(pluralName({ name: 'lamb shank', plural: 'lamb shanks' })).toBe('lamb shanks');
  });
});
