import { describe, expect, it } from 'vitest';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkAmounts, type AmountProblemCode } from './check-amounts.ts';

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`No food ${id}`);
  return found;
}

const codes = (line: string, id: string, sentences: string[] = []): AmountProblemCode[] =>
  checkAmounts({ lines: [line], foods: [food(id)], sentences }).map((p) => p.code);

describe('checkAmounts', () => {
  it('passes amounts a cook can buy and measure', () => {
    expect(
      codes('1 can (400 g / 14 oz; about 240 g drained) chickpeas, drained and rinsed', 'canned-chickpeas'),
    ).toEqual([]);
    expect(codes('2 cans (400 g each) chopped tomatoes', 'canned-tomatoes')).toEqual([]);
    expect(codes('10 g (2 tsp) butter', 'butter', ['Melt most of the butter.'])).toEqual([]);
    expect(codes('4 g (a 1 cm piece) fresh ginger, sliced', 'ginger')).toEqual([]);
    expect(codes('60 g (2 oz) butter', 'butter', ['Melt 40 g of the butter.'])).toEqual([]);
  });

  it('finds a can given by its drained weight as if that were the can', () => {
    expect(codes('1 can (240 g) chickpeas, drained and rinsed', 'canned-chickpeas')).toEqual(['can-weight']);
    expect(codes('10 cans (240 g each) chickpeas, drained and rinsed', 'canned-chickpeas')).toEqual(['can-weight']);
  });

  it('finds a weight too small to weigh with nothing beside it', () => {
    expect(codes('8 g gluten-free flour blend, for dusting', 'gluten-free-flour-blend')).toEqual(['unmeasured-weight']);
    expect(codes('4 g fresh ginger, sliced and crushed', 'ginger')).toEqual(['unmeasured-weight']);
  });

  it('finds a share that takes or leaves a crumb of its line', () => {
    expect(codes('10 g (2 tsp) butter', 'butter', ['Melt 8 g of the butter in a pan.'])).toEqual(['tiny-share']);
    expect(codes('10 g (2 tsp) butter', 'butter', ['Melt 4 g of the butter in a pan.'])).toEqual(['tiny-share']);
  });
});
