import { describe, expect, it } from 'vitest';
import type { Dietary } from '@feastforge/domain';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import type { Food } from '../knowledge/types.ts';
import { adaptRecipe } from './adapt.ts';
import { conjure } from './conjure.ts';
import { seededRng } from './rng.ts';
import { ingredientLine } from './display.ts';
import { roundQuantity, type Quantity } from './quantities.ts';
import { countWords, renderNote, renderStep, type ScopedIngredient, type TextScope } from './text.ts';

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}

/** A scope for a posset written for 4 (2 cups cream, 4 tbsp butter, 2 lemons), cooked for `servings`. */
function scope(servings: number, dietary: Dietary[] = [], swapped: string[] = []): TextScope {
  const factor = servings / 4;
  const line = (id: string, q: Quantity, as = id): [string, ScopedIngredient] => {
    const exact = { qty: q.qty * factor, unit: q.unit };
    return [id, { food: food(as), exact, scaled: roundQuantity(food(as), exact), swapped: swapped.includes(id) }];
  };
  return {
    servings,
    dietary,
    foods: FOOD_BY_ID,
    ingredients: new Map([
      line('heavy-cream', { qty: 2, unit: 'cup' }),
      line('butter', { qty: 4, unit: 'tbsp' }, swapped.includes('butter') ? 'plant-butter' : 'butter'),
      line('lemon', { qty: 2, unit: 'piece' }),
      line('all-purpose-flour', { qty: 270, unit: 'g' }),
      line('mushroom', { qty: 300, unit: 'g' }),
      line('bay-leaf', { qty: 2, unit: 'leaf' }),
    ]),
  };
}

const step = (text: string, servings: number) => renderStep(text, scope(servings), 'test');

describe('renderStep', () => {
  it('names the food in the number the party needs', () => {
    expect(step('Zest the {lemon}.', 4)).toBe('Zest the lemons.');
    expect(step('Zest the {lemon}.', 1)).toBe('Zest the lemon.');
    expect(step('Squeeze 1 {lemon}.', 20)).toBe('Squeeze 1 lemon.');
    expect(step('Fry the {mushroom} in the {butter}.', 1)).toBe('Fry the mushrooms in the butter.');
    expect(step('Discard the {bay-leaf}.', 8)).toBe('Discard the bay leaves.');
    expect(step('Discard the {bay-leaf}.', 1)).toBe('Discard the bay leaf.');
  });

  it('writes portions and per-serving counts for the party, with the noun inflected', () => {
    expect(step('Pour into {n:glass}.', 20)).toBe('Pour into 20 glasses.');
    expect(step('Pour into {n:glass}.', 4)).toBe('Pour into four glasses.');
    expect(step('Pour into {n:glass}.', 1)).toBe('Pour into one glass.');
    expect(step('Thread onto {n*3:bamboo skewer}.', 6)).toBe('Thread onto 18 bamboo skewers.');
    expect(step('Use {n/2:tray}.', 7)).toBe('Use four trays.');
    expect(step('Serves {n}.', 2)).toBe('Serves two.');
  });

  it('writes shares and counts of an ingredient scaled and rounded', () => {
    expect(step('Whisk with {heavy-cream|1/8} of the {heavy-cream}.', 4)).toBe('Whisk with 60 ml of the heavy cream.');
    expect(step('Whisk with {heavy-cream|1/8} of the {heavy-cream}.', 20)).toBe(
      'Whisk with 300 ml of the heavy cream.',
    );
    expect(step('The juice of {#lemon} {lemon}.', 20)).toBe('The juice of ten lemons.');
    expect(step('The juice of {#lemon} {lemon}.', 2)).toBe('The juice of one lemon.');
  });

  it('refuses a reference to what is not in the recipe', () => {
    expect(() => step('Add the {bacon}.', 4)).toThrow(/bacon, which is not an ingredient/);
    expect(() => step('Add {heavy-cream|3/2} of it.', 4)).toThrow(/bad share/);
  });
});

describe('renderNote', () => {
  const note = (template: string, id: string, s: TextScope) => {
    const line = s.ingredients.get(id);
    if (!line) throw new Error(id);
    return renderNote(template, line, s, 'test');
  };

  it('splits an ingredient by shares that follow the servings', () => {
    const template = '{butter|3/4} melted and cooled, {butter|1/4} for the pan';
    // Butter is weighed: the spoon is the measure beside the grams, never millilitres.
    expect(note(template, 'butter', scope(4))).toBe('45 g (3 tbsp) melted and cooled, 15 g (1 tbsp) for the pan');
    expect(note(template, 'butter', scope(20))).toBe('210 g melted and cooled, 70 g for the pan');
  });

  it('says a share that takes or leaves a crumb of a weighed line as a cook would', () => {
    // 1 tbsp of butter for one: three quarters of it leaves 3.5 g, a quarter is 3.5 g.
    const template = '{butter|3/4} of it melted, {butter|1/4} of it for the pan';
    expect(note(template, 'butter', scope(1))).toBe('most of it melted, a little of it for the pan');
  });

  it('keeps an alternative only while it suits the diet and the ingredient is unswapped', () => {
    const template = 'sifted, or {buckwheat-flour} for a nuttier cake';
    expect(note(template, 'all-purpose-flour', scope(4))).toBe('sifted, or buckwheat flour for a nuttier cake');
    expect(note(template, 'all-purpose-flour', scope(4, ['gluten-free'], ['all-purpose-flour']))).toBe('sifted');
    expect(note('melted, or {coconut-oil}', 'butter', scope(4))).toBe('melted, or coconut oil');
    expect(note('softened, or {sour-cream}', 'butter', scope(4, ['vegan']))).toBe('softened');
  });
});

describe('kitchen rounding in lines', () => {
  it('quotes spoons in millilitres a cook can measure', () => {
    const salt = food('salt');
    expect(ingredientLine(salt, { qty: 0.25, unit: 'tsp' })).toBe('¼ tsp (1 ml) salt');
    expect(ingredientLine(salt, { qty: 0.5, unit: 'tsp' })).toBe('½ tsp (2.5 ml) salt');
    expect(ingredientLine(salt, { qty: 1.5, unit: 'tsp' })).toBe('1½ tsp (7.5 ml) salt');
    expect(ingredientLine(food('olive-oil'), { qty: 1.5, unit: 'tbsp' })).toBe('1½ tbsp (23 ml) olive oil');
    expect(ingredientLine(food('olive-oil'), { qty: 3.5, unit: 'tbsp' })).toBe('3½ tbsp (55 ml) olive oil');
  });

  it('gives part of a can by weight, and kilograms to one decimal', () => {
    const chickpeas = food('canned-chickpeas');
    expect(roundQuantity(chickpeas, { qty: 0.5, unit: 'can' })).toEqual({ qty: 120, unit: 'g' });
    expect(roundQuantity(chickpeas, { qty: 2.1, unit: 'can' })).toEqual({ qty: 2, unit: 'can' });
    expect(
      ingredientLine(food('all-purpose-flour'), roundQuantity(food('all-purpose-flour'), { qty: 1265, unit: 'g' })),
    ).toBe('1.3 kg (2¾ lb) all-purpose flour');
  });

  it('never halves what is cooked whole, and does not offer it to a party it cannot fit', () => {
    expect(roundQuantity(food('eggplant'), { qty: 0.5, unit: 'piece' }, true)).toEqual({ qty: 1, unit: 'piece' });
    expect(roundQuantity(food('eggplant'), { qty: 0.5, unit: 'piece' })).toEqual({ qty: 0.5, unit: 'piece' });
    const roast = (partySize: number) =>
      conjure(
        { theme: 'mystic-forest', characterClass: 'druid', recipeType: 'main', partySize, dietary: [], manaCost: 1 },
        { rng: seededRng(1), baseRecipeId: 'roast-chicken-with-lemon-and-thyme' },
      );
    expect(() => roast(1)).toThrow(
      'is not a main course that can be made as written for 1: 1 whole chicken cooked whole is far too much for 1',
    );
    expect(() => roast(2)).toThrow('can be made as written for 2: 1 whole chicken cooked whole is far too much for 2');
    expect(roast(3).data.ingredients).toContain('1 whole chicken, medium, giblets removed');
    expect(roast(6).data.ingredients).toContain('2 whole chickens, medium, giblets removed');
  });

  it('never halves what is bought and used whole', () => {
    expect(roundQuantity(food('star-anise'), { qty: 0.5, unit: 'piece' })).toEqual({ qty: 1, unit: 'piece' });
    expect(roundQuantity(food('corn-tortilla'), { qty: 2.4, unit: 'piece' })).toEqual({ qty: 2, unit: 'piece' });
    expect(roundQuantity(food('onion'), { qty: 1.4, unit: 'piece' })).toEqual({ qty: 1.5, unit: 'piece' });
  });

  it('counts in words up to ten', () => {
    expect([1, 4, 10, 12, 1.5].map(countWords)).toEqual(['one', 'four', 'ten', '12', '1½']);
  });
});

describe('the dish named for what is in it', () => {
  const dish = (id: string, dietary: Dietary[]) => {
    const base = BASE_RECIPES.find((r) => r.id === id);
    if (!base) throw new Error(id);
    return adaptRecipe(base, dietary)?.dish;
  };

  it('says what stands in for a swapped signature ingredient', () => {
    expect(dish('buttermilk-pancakes', ['dairy-free'])).toBe(
      'Soured soy milk pancakes with blueberries and maple syrup',
    );
    expect(dish('buttermilk-pancakes', [])).toBe('Buttermilk pancakes with blueberries and maple syrup');
    expect(dish('porridge-with-berries-and-honey', ['vegan'])).toMatch(/maple syrup/);
    expect(dish('spaghetti-bolognese', ['gluten-free'])).toBe('Gluten-free spaghetti bolognese');
  });

  it('does not rename a word that belongs to a kept ingredient', () => {
    expect(dish('peanut-butter-banana-smoothie', ['dairy-free'])).toBe('Peanut butter banana smoothie');
    const toast = BASE_RECIPES.find((r) => r.id === 'peanut-butter-banana-smoothie');
    if (!toast) throw new Error('no smoothie');
    const made = adaptRecipe(
      {
        ...toast,
        dish: 'Smooth peanut butter toast with butter',
        ingredients: [...toast.ingredients, { food: 'butter', qty: 1, unit: 'tbsp' }],
      },
      ['dairy-free'],
    );
    expect(made?.dish).toBe('Smooth peanut butter toast with plant-based butter');
  });
});

describe('renderStep vessels in batches', () => {
  const big = (text: string) => renderStep(text, { ...scope(20), baseServings: 4 }, 'test');

  it('says the batches at the end of the clause, not between the vessel and the words that follow it', () => {
    expect(big('Heat {@28cm frying pan} or a griddle over medium heat. Pour in the batter.')).toBe(
      'Heat two 30 cm (12 in) frying pans or a griddle over medium heat (in two batches, keeping each batch warm). Pour in the batter.',
    );
    expect(big('Lay the fish in {@28cm wide frying pan}, pour over the milk; bring to a simmer.')).toMatch(
      /^Lay the fish in two \d+ cm \(\d+ in\) wide frying pans, pour over the milk \(in \w+ batches, keeping each batch warm\); bring/,
    );
  });

  it('fills cold dishes all at once: shelves and swapping are for the oven', () => {
    expect(big('Lay the biscuits in {@20x30cm dish}.')).toBe(
      'Lay the biscuits in three 25 x 35 cm (10 x 14 in) dishes.',
    );
    expect(big('Spread in {@20x30cm baking dish} and bake for 30 minutes.')).toMatch(
      /baking dishes and bake for 30 minutes \([^)]*two shelves, swapping them halfway\)\.$/,
    );
    // A baking sheet or baking paper is no oven: chocolate bark sets on every sheet at once.
    expect(big('Line {@1 baking sheet} with baking paper. Toast the nuts in a dry pan.')).toBe(
      'Line five baking sheets with baking paper. Toast the nuts in a dry pan.',
    );
    expect(big('Spread in {@20x30cm baking dish} and chill.')).toBe(
      'Spread in three 25 x 35 cm (10 x 14 in) baking dishes and chill.',
    );
  });
});
