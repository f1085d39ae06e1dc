import { describe, expect, it } from 'vitest';
import { countText } from './hall-results.tsx';

const recipes = (n: number) => Array.from({ length: n }, () => null);

describe('countText', () => {
  it('counts a single page whole', () => {
    expect(countText({ page: 1, pageSize: 40, total: 0, totalPages: 0, recipes: recipes(0) })).toBe('0 recipes');
    expect(countText({ page: 1, pageSize: 40, total: 1, totalPages: 1, recipes: recipes(1) })).toBe('1 recipe');
    expect(countText({ page: 1, pageSize: 40, total: 40, totalPages: 1, recipes: recipes(40) })).toBe('40 recipes');
  });

  it('says which part of many pages is shown', () => {
    expect(countText({ page: 1, pageSize: 40, total: 95, totalPages: 3, recipes: recipes(40) })).toBe(
      'Showing 1–40 of 95 recipes',
    );
    expect(countText({ page: 3, pageSize: 40, total: 95, totalPages: 3, recipes: recipes(15) })).toBe(
      'Showing 81–95 of 95 recipes',
    );
  });

  it('gives the whole count on a page past the last', () => {
    expect(countText({ page: 9, pageSize: 40, total: 95, totalPages: 3, recipes: recipes(0) })).toBe('95 recipes');
  });
});
