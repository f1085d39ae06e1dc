import { describe, expect, it } from 'vitest';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkPortions } from './check-portions.ts';

const food = (id: string): Food => {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
};

describe('checkPortions', () => {
  it('flags 50 g of grilled salmon as a main course for one', () => {
    expect(checkPortions('main', [{ food: food('salmon-fillet'), grams: 50 }], 1)).toEqual([
      { code: 'portion', message: '50 g of meat and fish a person is no main course: a cook serves 60-400 g.' },
    ]);
  });

  it('passes a 170 g fillet for one and for twenty, and counts no stock as meat', () => {
    expect(checkPortions('main', [{ food: food('salmon-fillet'), grams: 170 }], 1)).toEqual([]);
    expect(checkPortions('main', [{ food: food('salmon-fillet'), grams: 3400 }], 20)).toEqual([]);
    expect(checkPortions('main', [{ food: food('beef-stock'), grams: 100 }], 1)).toEqual([]);
  });

  it('reads meat that gives less than half the protein as a seasoning, not a portion', () => {
    // Bacon through a black bean stew for four: 15 g a person seasons it.
    const stew = [
      { food: food('bacon'), grams: 60 },
      { food: food('canned-black-beans'), grams: 960 },
    ];
    expect(checkPortions('main', stew, 4)).toEqual([]);
    // A lentil chilli with a little beef through it is a lentil main, as a model may write one.
    const chilli = [
      { food: food('ground-beef'), grams: 120 },
      { food: food('dried-red-lentils'), grams: 400 },
    ];
    expect(checkPortions('main', chilli, 4)).toEqual([]);
    // The same bacon with a little rice is the dish's meat, and too little of it.
    expect(
      checkPortions(
        'main',
        [
          { food: food('bacon'), grams: 60 },
          { food: food('long-grain-rice'), grams: 100 },
        ],
        4,
      ),
    ).toHaveLength(1);
  });

  it('counts only what is eaten of mussels in their shells', () => {
    expect(checkPortions('main', [{ food: food('mussels'), grams: 120 }], 1)).toHaveLength(1);
  });

  it('leaves starters and mains without meat or fish alone', () => {
    expect(checkPortions('starter', [{ food: food('shrimp'), grams: 40 }], 1)).toEqual([]);
    expect(checkPortions('main', [{ food: food('firm-tofu'), grams: 40 }], 1)).toEqual([]);
  });
});
