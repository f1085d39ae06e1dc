import { describe, expect, it } from 'vitest';
import { formatAmount, roundCount, roundCups, roundMass, roundQuantity, type KitchenFood } from './kitchen-rounding.ts';

const flour: KitchenFood = { whole: false, measures: () => true };
const bayLeaf: KitchenFood = { whole: true, measures: (unit) => unit === 'leaf' || unit === 'piece' };

describe('kitchen rounding', () => {
  it('weighs to 1, 5 and 10 g, and a kilogram and more to the tenth it is written with', () => {
    expect([7.4, 42, 337, 995, 1225, 1250, 2449].map(roundMass)).toEqual([7, 40, 340, 1000, 1200, 1300, 2400]);
    expect(roundMass(0.2)).toBe(1);
  });

  it('lets no floating-point noise decide a tie', () => {
    // 4½ cups at 110 g a cup, worked out through teaspoons: 494.99999999999994 g before rounding.
    expect(roundMass(4.5 * 48 * (110 / 48))).toBe(500);
    expect(roundMass(1.15 * 100)).toBe(120);
  });

  it('gives cups in the quarters and thirds a set of measuring cups holds', () => {
    expect([0.1, 0.31, 0.45, 0.625, 0.7, 1.2, 1.95].map(roundCups)).toEqual([0.25, 1 / 3, 0.5, 2 / 3, 2 / 3, 1.25, 2]);
  });

  it('writes whole numbers and measuring fractions', () => {
    expect([3, 1.5, 0.25, 2 / 3, 1 + 1 / 3, 0.125, 2.3].map(formatAmount)).toEqual([
      '3',
      '1½',
      '¼',
      '⅔',
      '1⅓',
      '⅛',
      '2.3',
    ]);
  });

  it('moves between spoons and cups, and never rounds to nothing', () => {
    expect(roundQuantity({ qty: 5, unit: 'tbsp' }, flour)).toEqual({ qty: 1 / 3, unit: 'cup' });
    expect(roundQuantity({ qty: 0.1, unit: 'cup' }, flour)).toEqual({ qty: 1.5, unit: 'tbsp' });
    expect(roundQuantity({ qty: 3.2, unit: 'tsp' }, flour)).toEqual({ qty: 1, unit: 'tbsp' });
    expect(roundQuantity({ qty: 6, unit: 'pinch' }, flour)).toEqual({ qty: 0.5, unit: 'tsp' });
    // Below half the smallest spoon a seasoning is a pinch: the salt for one devilled egg.
    expect(roundQuantity({ qty: 0.01, unit: 'tsp' }, flour)).toEqual({ qty: 1, unit: 'pinch' });
    expect(roundQuantity({ qty: 0.06, unit: 'tsp' }, flour)).toEqual({ qty: 1, unit: 'pinch' });
    expect(roundQuantity({ qty: 0.02, unit: 'tbsp' }, flour)).toEqual({ qty: 1, unit: 'pinch' });
    // A drop of vanilla is no pinch.
    expect(roundQuantity({ qty: 0.06, unit: 'tsp' }, { ...flour, liquid: true })).toEqual({ qty: 0.125, unit: 'tsp' });
    // The smallest measuring spoon is ⅛ tsp: a seasoning for one is not doubled to ¼.
    expect(roundQuantity({ qty: 0.1, unit: 'tsp' }, flour)).toEqual({ qty: 0.125, unit: 'tsp' });
    expect(roundQuantity({ qty: 0.2, unit: 'tsp' }, flour)).toEqual({ qty: 0.25, unit: 'tsp' });
    // A quarter onion for one, where half would be twice too much.
    expect(roundCount(0.3, false)).toBe(0.25);
    expect(roundCount(0.4, false)).toBe(0.5);
  });

  it('halves pieces below three unless they are whole, and weighs part of a can', () => {
    expect(roundQuantity({ qty: 1.3, unit: 'piece' }, flour)).toEqual({ qty: 1.5, unit: 'piece' });
    expect(roundQuantity({ qty: 1.3, unit: 'piece' }, bayLeaf)).toEqual({ qty: 1, unit: 'piece' });
    expect(roundQuantity({ qty: 0.5, unit: 'can' }, { ...flour, gramsPerCan: 400 })).toEqual({ qty: 200, unit: 'g' });
    expect(roundQuantity({ qty: 2.1, unit: 'can' }, { ...flour, gramsPerCan: 400 })).toEqual({ qty: 2, unit: 'can' });
    // Celery cuts in half as an onion does: half a stalk beside a quarter onion for one.
    expect(roundQuantity({ qty: 0.25, unit: 'stalk' }, flour)).toEqual({ qty: 0.5, unit: 'stalk' });
    expect(roundQuantity({ qty: 1.4, unit: 'stalk' }, flour)).toEqual({ qty: 1.5, unit: 'stalk' });
    expect(roundQuantity({ qty: 2.4, unit: 'stalk' }, flour)).toEqual({ qty: 2, unit: 'stalk' });
    expect(roundQuantity({ qty: 0.25, unit: 'clove' }, flour)).toEqual({ qty: 1, unit: 'clove' });
    // Without spoons a pinch stays a pinch.
    expect(roundQuantity({ qty: 6, unit: 'pinch' }, bayLeaf)).toEqual({ qty: 6, unit: 'pinch' });
  });
});
