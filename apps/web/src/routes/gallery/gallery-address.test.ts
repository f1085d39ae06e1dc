import { describe, expect, it } from 'vitest';
import {
  changeHallQuery,
  hallHref,
  hallKey,
  isNarrowed,
  pageItems,
  readHallQuery,
  type HallQuery,
  type PageItem,
} from './gallery-address.ts';

/** The pagination as a person reads it: `1 … 4 [5] 6 … 10` without the brackets. */
function render(items: PageItem[]): string {
  return items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');
}

const ALL: HallQuery = { search: '', type: null, rarity: null, sort: 'newest', page: 1 };

describe('pageItems', () => {
  it('has nothing to show for a single page or none', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([]);
  });

  it.each([
    [1, 2, '1 2'],
    [2, 3, '1 2 3'],
    [1, 5, '1 2 … 5'],
    [3, 5, '1 2 3 4 5'],
    [1, 10, '1 2 … 10'],
    [2, 10, '1 2 3 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [7, 10, '1 … 6 7 8 9 10'],
    [8, 10, '1 … 7 8 9 10'],
    [10, 10, '1 … 9 10'],
    [50, 2500, '1 … 49 50 51 … 2500'],
  ])('page %i of %i reads %s', (current, total, expected) => {
    expect(render(pageItems(current, total))).toBe(expected);
  });

  it('shows the first, the last and the current page with its neighbours on every page', () => {
    for (let total = 2; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const pages = pageItems(current, total).flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        for (const must of [1, total, current, current - 1, current + 1].filter((n) => n >= 1 && n <= total)) {
          expect(pages, `${current}/${total}`).toContain(must);
        }
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });

  it('holds a page past the last to the last', () => {
    expect(render(pageItems(99, 10))).toBe('1 … 9 10');
  });
});

describe('the address', () => {
  it('reads a full view', () => {
    expect(readHallQuery(new URLSearchParams('search=+stew+&type=dessert&rarity=epic&sort=title-asc&page=3'))).toEqual({
      search: 'stew',
      type: 'dessert',
      rarity: 'epic',
      sort: 'title-asc',
      page: 3,
    });
  });

  it('takes unknown or broken values as the defaults instead of failing', () => {
    expect(readHallQuery(new URLSearchParams('type=pizza&rarity=mythic&sort=random&page=-2'))).toEqual(ALL);
    expect(readHallQuery(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readHallQuery(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readHallQuery(new URLSearchParams('search=' + 'x'.repeat(300))).search).toHaveLength(100);
  });

  it('reads a repeated key by its first value, as the server renders the page with it', () => {
    expect(readHallQuery(new URLSearchParams('page=2&page=1')).page).toBe(2);
    expect(readHallQuery(new URLSearchParams('search=&type=main&type=dessert')).type).toBe('main');
    expect(readHallQuery(new URLSearchParams('page=0')).page).toBe(1);
    expect(readHallQuery(new URLSearchParams('sort=sideways')).sort).toBe('newest');
  });

  it('writes only what differs from the defaults, so equal views share one address', () => {
    expect(hallHref(ALL)).toBe('/gallery');
    expect(hallHref({ ...ALL, search: 'stew & dumplings', page: 2 })).toBe('/gallery?search=stew+%26+dumplings&page=2');
    expect(hallKey(readHallQuery(new URLSearchParams('sort=newest&page=1&type=')))).toBe('');
  });

  it('reads back what it writes', () => {
    const query: HallQuery = { search: '50% off_', type: 'elixir', rarity: 'rare', sort: 'rarity-asc', page: 7 };
    const href = hallHref(query);
    expect(readHallQuery(new URLSearchParams(href.slice(href.indexOf('?') + 1)))).toEqual(query);
  });

  it('goes back to the first page when the search, a filter or the sort changes', () => {
    const on3 = { ...ALL, page: 3 };
    expect(changeHallQuery(on3, { search: 'pie' })).toEqual({ ...ALL, search: 'pie' });
    expect(changeHallQuery(on3, { type: 'main' }).page).toBe(1);
    expect(changeHallQuery(on3, { sort: 'oldest' }).page).toBe(1);
  });

  it('knows a narrowed view from the whole hall', () => {
    expect(isNarrowed(ALL)).toBe(false);
    expect(isNarrowed({ ...ALL, sort: 'oldest', page: 4 })).toBe(false);
    expect(isNarrowed({ ...ALL, rarity: 'common' })).toBe(true);
  });
});
