import { describe, expect, it } from 'vitest';
import { homeSections } from './home-sections.ts';

const recipe = (id: string) => ({ id });

describe('homeSections', () => {
  it('shows the same few recipes once, in the carousel', () => {
    expect(homeSections({ carousel: [recipe('a'), recipe('b')], latest: [recipe('b'), recipe('a')] })).toEqual({
      carousel: true,
      latest: false,
      empty: false,
    });
  });

  it('shows both when the cards hold a recipe the carousel does not', () => {
    expect(homeSections({ carousel: [recipe('a')], latest: [recipe('b'), recipe('a')] })).toEqual({
      carousel: true,
      latest: true,
      empty: false,
    });
    const ten = 'abcdefghij'.split('').map(recipe);
    expect(homeSections({ carousel: ten, latest: ten.slice(0, 5) }).latest).toBe(true);
  });

  it('shows the cards alone when no recipe has a picture', () => {
    expect(homeSections({ carousel: [], latest: [recipe('a')] })).toEqual({
      carousel: false,
      latest: true,
      empty: false,
    });
  });

  it('says when the Feast Hall is empty', () => {
    expect(homeSections({ carousel: [], latest: [] }).empty).toBe(true);
  });
});
