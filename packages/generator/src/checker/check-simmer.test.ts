import { describe, expect, it } from 'vitest';
import { checkRecipe } from './check-recipe.ts';
import { checkSimmer } from './check-simmer.ts';
import { gramsIn } from './food-reading.ts';
import { dishFor, food, request } from '../testing/checker-cases.ts';

describe('checkSimmer', () => {
  const stock = food('beef-stock');
  const tomatoes = food('canned-tomatoes');
  const oil = food('olive-oil');

  it('finds a long simmer over too little liquid, counting stock and canned tomatoes but not oil', () => {
    const steps = ['Bring to a simmer, then cook very gently, partly covered, for 2 hours, stirring now and then.'];
    expect(
      checkSimmer(steps, [
        { food: stock, grams: 40 },
        { food: tomatoes, grams: 65 },
        { food: oil, grams: 200 },
      ]),
    ).toEqual([
      {
        code: 'time',
        message:
          'It simmers for 120 minutes in 105 ml of liquid, which dries out long before; a pot needs at least 180 ml for that.',
      },
    ]);
    expect(
      checkSimmer(steps, [
        { food: stock, grams: 80 },
        { food: tomatoes, grams: 130 },
      ]),
    ).toEqual([]);
    // Read at the low end of a range, and in hours and halves.
    expect(checkSimmer(['Cover and braise in the oven for 2-2½ hours.'], [{ food: stock, grams: 100 }])).toHaveLength(
      1,
    );
    expect(checkSimmer(['Cover and simmer gently for 1½ hours.'], [{ food: stock, grams: 100 }])).toHaveLength(1);
    // A short simmer needs no more than the pan holds.
    expect(checkSimmer(['Simmer for 20 minutes, until thick.'], [{ food: stock, grams: 40 }])).toEqual([]);
  });

  it('passes the bolognese for 1 as the engine makes it (for 2), and finds it made for 1', () => {
    const made = dishFor('spaghetti-bolognese', 1);
    expect(made.data.servings).toBe(2);
    expect(made.data.notes).toContain('Makes 2 servings for a party of 1: for 1 the pot would hold too little liquid');
    expect(checkRecipe(made, request('main', 1)).filter((p) => p.code === 'time')).toEqual([]);
    // The same dish scaled down to one: 40 ml of stock and 65 g of tomatoes for two hours.
    const forOne = made.ingredients.map((line) => ({
      food: food(line.food),
      grams: (line.qty / 2) * (gramsIn(food(line.food), line.unit) ?? 0),
    }));
    expect(checkSimmer(made.data.instructions, forOne)).toEqual([
      expect.objectContaining({
        code: 'time',
        message: expect.stringMatching(/^It simmers for 120 minutes in 1[0-4]\d ml/),
      }),
    ]);
  });
});
