import { describe, expect, it } from 'vitest';
import type { WizardChoices } from '@feastforge/domain';
import { checkRecipe } from '../checker/check-recipe.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { allergensOf, eatenGrams, nutritionPerServing } from './analysis.ts';
import { conjure, type ConjuredRecipe } from './conjure.ts';
import { seededRng } from './rng.ts';

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}

function request(recipeType: WizardChoices['recipeType'], partySize: number): WizardChoices {
  return { theme: 'mystic-forest', characterClass: 'wizard', recipeType, partySize, dietary: [], manaCost: 1 };
}

function make(id: string, choices: WizardChoices): ConjuredRecipe {
  return conjure(choices, { rng: seededRng(id), baseRecipeId: id });
}

describe('nutrition counts what is eaten', () => {
  it('leaves out the bones of a bird bought whole: 68% of a chicken is meat and skin (USDA refuse 32%)', () => {
    const chicken = food('whole-chicken');
    expect(eatenGrams({ food: chicken, grams: 1700 })).toBeCloseTo(1156);
    // 1156 g at 215 kcal per 100 g, for four: 621 kcal each, not the 914 the whole bird would give.
    expect(nutritionPerServing([{ food: chicken, grams: 1700 }], 4).calories).toBe(621);
  });

  it('leaves out the bone of a lamb shank: 48% of it is lean and fat (USDA SR 17007, refuse 52%)', () => {
    const shank = food('lamb-shank');
    expect(eatenGrams({ food: shank, grams: 450 })).toBeCloseTo(216);
    // Four 450 g shanks for four: 434 kcal of lamb each, not the 905 the shank with its bone would give.
    expect(nutritionPerServing([{ food: shank, grams: 1800 }], 4).calories).toBe(434);
  });

  it('leaves out what is strained or lifted out: infused aromatics, tea leaves, a share of a dish', () => {
    for (const id of ['bay-leaf', 'cinnamon-stick', 'star-anise', 'black-tea'])
      expect(nutritionPerServing([{ food: food(id), grams: 10 }], 1).calories).toBe(0);
    const rice = food('long-grain-rice');
    expect(eatenGrams({ food: rice, grams: 180, discarded: 4 / 5 })).toBeCloseTo(36);
    // An onion that flavours a fish pie's poaching milk is strained out whole.
    expect(eatenGrams({ food: food('onion'), grams: 55, discarded: 1 })).toBe(0);
    const pie = make('fish-pie', request('main', 6));
    expect(pie.ingredients.find((i) => i.food === 'onion')?.discarded).toBe(1);
    expect(checkRecipe(pie, request('main', 6))).toEqual([]);
  });

  it('gives braised lamb shanks the meat of the shanks the lines count, not their bones', () => {
    const made = make('braised-lamb-shanks', request('main', 4));
    const others = made.ingredients.filter((i) => i.food !== 'lamb-shank');
    const withoutLamb = nutritionPerServing(
      others.map((i) => ({ food: food(i.food), grams: i.grams, discarded: i.discarded })),
      4,
    ).calories;
    const lamb = made.ingredients.find((i) => i.food === 'lamb-shank');
    expect(lamb?.grams).toBe(1800);
    expect(made.data.nutrition.calories - withoutLamb).toBeCloseTo(434, -1);
  });

  it('gives a roast chicken the meat of the bird the line counts', () => {
    const made = make('roast-chicken-with-lemon-and-thyme', request('main', 4));
    const line = made.ingredients.find((i) => i.food === 'whole-chicken');
    expect(line?.grams).toBe(1700);
    const others = made.ingredients.filter((i) => i.food !== 'whole-chicken');
    const withoutBird = nutritionPerServing(
      others.map((i) => ({ food: food(i.food), grams: i.grams, discarded: i.discarded })),
      4,
    ).calories;
    expect(made.data.nutrition.calories - withoutBird).toBeCloseTo(621, -1);
  });

  it('gives a horchata the sugar and the share of the rice that passes the cloth, not the pulp', () => {
    const made = make('horchata', request('elixir', 6));
    // With all of the rice and the cinnamon counted it came to 202 kcal a glass; USDA's restaurant
    // horchata (SR 14638) is 123 kcal a cup.
    expect(made.data.nutrition.calories).toBeGreaterThan(100);
    expect(made.data.nutrition.calories).toBeLessThan(130);
    expect(made.ingredients.find((i) => i.food === 'long-grain-rice')?.discarded).toBeCloseTo(4 / 5);
    expect(checkRecipe(made, request('elixir', 6))).toEqual([]);
  });

  it('has the checker count the strained share too: nutrition that counts the pulp is wrong', () => {
    const made = make('horchata', request('elixir', 6));
    const counted = structuredClone({ data: made.data, ingredients: made.ingredients });
    counted.data.nutrition = { ...counted.data.nutrition, calories: 202, carbs: 48 };
    expect(checkRecipe(counted, request('elixir', 6)).map((p) => p.code)).toContain('nutrition');
    const broken = structuredClone({ data: made.data, ingredients: made.ingredients });
    broken.ingredients = broken.ingredients.map((i) => (i.food === 'long-grain-rice' ? { ...i, discarded: 1.5 } : i));
    expect(checkRecipe(broken, request('elixir', 6)).map((p) => p.code)).toContain('nutrition');
  });
});

describe('allergensOf', () => {
  it('declares oats without wheat as the cereal containing gluten it is, and wheat as wheat', () => {
    expect(allergensOf([food('rolled-oats'), food('almond-milk')])).toEqual([
      'Tree nuts',
      'Cereals containing gluten (oats)',
    ]);
    expect(allergensOf([food('rolled-oats'), food('all-purpose-flour')])).toEqual([
      'Wheat/gluten',
      'Cereals containing gluten (oats)',
    ]);
    expect(allergensOf([food('sourdough-bread'), food('gluten-free-oat-milk')])).toEqual([
      'Wheat/gluten',
      'Oats (certified gluten-free)',
    ]);
  });

  it('declares oats certified gluten-free by name, as the EU list still has them', () => {
    expect(allergensOf([food('gluten-free-rolled-oats'), food('almond-milk')])).toEqual([
      'Tree nuts',
      'Oats (certified gluten-free)',
    ]);
  });

  it('declares gluten a bought product may hide as possible, naming it, and not once it is labelled gluten-free', () => {
    expect(allergensOf([food('beef-stock'), food('curry-powder')])).toContain(
      'Cereals containing gluten (may be in the beef stock or the curry powder)',
    );
    expect(allergensOf([food('gluten-free-beef-stock')]).some((a) => a.includes('gluten'))).toBe(false);
  });

  it('names the dish’s own molluscs, not examples it does not hold', () => {
    expect(allergensOf([food('mussels')])).toEqual(['Molluscs (mussels)']);
  });
});
