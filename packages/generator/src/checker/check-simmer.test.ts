import { describe, expect, it } from 'vitest';
import { longestSimmer, simmersIn } from '../knowledge/simmering.ts';
import { checkRecipe } from './check-recipe.ts';
import { checkSimmer } from './check-simmer.ts';
import { gramsIn } from './food-reading.ts';
import { dishFor, food, request } from '../testing/checker-cases.ts';

describe('longestSimmer', () => {
  it('reads the time in the clause of a simmer, at its low end, however it is written', () => {
    expect(longestSimmer('Bring to a simmer, then cook very gently, partly covered, for 2 hours.')).toBe(120);
    expect(longestSimmer('Cover and braise in the oven for 2-2½ hours.')).toBe(120);
    expect(longestSimmer('Cover and simmer gently for 1½ hours.')).toBe(90);
    expect(longestSimmer('Simmer, set the lid ajar and cook for 60-75 minutes.')).toBe(60);
    expect(longestSimmer('Simmer 2 to 2½ hours in a 2.5-litre pot.')).toBe(120);
    expect(longestSimmer('Stew gently for about 1.5 hours with the bay leaves.')).toBe(90);
    expect(longestSimmer('Cook over a low heat for one hour with the rest of the stock.')).toBe(60);
  });

  it('reads no simmer in a pot taken off the heat to chill, steep or rest', () => {
    expect(longestSimmer('Heat until just simmering, take off the heat and chill for 4 hours.')).toBe(0);
    expect(longestSimmer('Bring to a simmer, then cover and leave to steep for 1 hour.')).toBe(0);
    expect(longestSimmer('Bring to a simmer, then rest 1 hour.')).toBe(0);
    expect(longestSimmer('Simmer 5 minutes, remove from the heat, cover and let stand for 1 hour.')).toBe(5);
    // A water bath simmers no dish, and a stir every few minutes is no simmer's time.
    expect(longestSimmer('Set the basin in a pan of simmering water and steam for 2 hours.')).toBe(0);
    expect(longestSimmer('Simmer, stirring every 10 minutes, for 2 hours.')).toBe(120);
    expect(longestSimmer('Cover and simmer the chilli gently for half an hour.')).toBe(30);
    expect(longestSimmer('Braise the marinated beef for 2 hours.')).toBe(120);
  });
});

describe('simmersIn', () => {
  it('counts stock, milks (coconut too), cream, water and canned tomatoes; not oil, syrup or paste', () => {
    for (const id of ['beef-stock', 'whole-milk', 'coconut-milk', 'heavy-cream', 'water', 'canned-tomatoes'])
      expect(simmersIn(food(id)), id).toBe(true);
    for (const id of ['olive-oil', 'maple-syrup', 'tomato-paste', 'sweetened-condensed-milk', 'vanilla-extract'])
      expect(simmersIn(food(id)), id).toBe(false);
  });
});

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
    expect(checkSimmer(['Cover and braise in the oven for 2-2½ hours.'], [{ food: stock, grams: 100 }])).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^It simmers for 120 minutes in 100 ml/) }),
    ]);
    // A short simmer needs no more than the pan holds.
    expect(checkSimmer(['Simmer for 20 minutes, until thick.'], [{ food: stock, grams: 40 }])).toEqual([]);
  });

  it('passes the bolognese for 1 as the engine makes it (for 2), and finds it made for 1', () => {
    const made = dishFor('spaghetti-bolognese', 1);
    expect(made.data.servings).toBe(2);
    expect(made.data.notes).toContain('Makes 2 servings for a party of 1: for 1 the pot would hold too little liquid');
    expect(checkRecipe(made, request('main', 1)).filter((p) => p.code === 'time')).toEqual([]);
    // The same dish scaled down to one: about 125 ml of stock, tomatoes and milk for two hours.
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

  it('makes the long-simmered dishes for 2 at a party of 1 only where one would hold too little', () => {
    for (const id of ['chili-con-carne', 'beef-stew', 'hungarian-beef-goulash'])
      expect(dishFor(id, 1).data.servings, id).toBe(2);
    for (const id of ['braised-lamb-shanks', 'mushroom-congee']) expect(dishFor(id, 1).data.servings, id).toBe(1);
  });
});
