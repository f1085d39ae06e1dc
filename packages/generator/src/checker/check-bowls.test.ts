import { describe, expect, it } from 'vitest';
import { checkBowls } from './check-bowls.ts';
import { dishFor, food, sayingIn, vesselFindings } from '../testing/checker-cases.ts';

const bowlFindings = (recipe: Parameters<typeof vesselFindings>[0]) =>
  vesselFindings(recipe).filter((message) => /bowl/.test(message));

describe('checkBowls', () => {
  const tomato = food('tomato');

  it('reads a large bowl as about 6 litres, and sized ones by their litres each', () => {
    const steps = ['Toss the tomatoes in a large bowl with the salt.'];
    expect(checkBowls(steps, [{ food: tomato, grams: 7000 }])).toEqual([
      { code: 'vessel', message: "Step 1: 'in a large bowl' holds about 6 litres, but about 7.0 litres go in." },
    ]);
    expect(checkBowls(steps, [{ food: tomato, grams: 5000 }])).toEqual([]);
    expect(checkBowls(['Toss the tomatoes in two 3-litre (3 qt) bowls.'], [{ food: tomato, grams: 7000 }])).toEqual([
      {
        code: 'vessel',
        message: "Step 1: 'two 3-litre (3 qt) bowls' hold about 6 litres, but about 7.0 litres go in.",
      },
    ]);
    // A half litre as the engine writes it, and a count past six.
    expect(checkBowls(['Toss the tomatoes in a 1½-litre (2 qt) bowl.'], [{ food: tomato, grams: 2000 }])).toHaveLength(
      1,
    );
    expect(checkBowls(['Toss the tomatoes in eight 1-litre (1 qt) bowls.'], [{ food: tomato, grams: 7000 }])).toEqual(
      [],
    );
    // A bowl with no size is whatever bowl the work needs.
    expect(checkBowls(['Toss the tomatoes in a bowl.'], [{ food: tomato, grams: 7000 }])).toEqual([]);
  });

  it('passes the gazpacho for 20 as written and finds it in one large bowl', () => {
    expect(bowlFindings(dishFor('gazpacho', 20))).toEqual([]);
    const one = sayingIn(dishFor('gazpacho', 20), /two 8-litre \(8 qt\) bowls/, 'a large bowl');
    expect(bowlFindings(one)).toEqual([expect.stringMatching(/^Step 1: 'in a large bowl' holds about 6 litres/)]);
  });
});
