import { describe, expect, it } from 'vitest';
import { pageSpan } from './pager.tsx';

describe('pageSpan', () => {
  it('counts the rows of a page and the pages, at the edges too', () => {
    expect(pageSpan(1, 20, 0)).toEqual({ page: 1, from: 0, to: 0, pages: 1 });
    expect(pageSpan(1, 20, 1)).toEqual({ page: 1, from: 1, to: 1, pages: 1 });
    expect(pageSpan(1, 20, 20)).toEqual({ page: 1, from: 1, to: 20, pages: 1 });
    expect(pageSpan(2, 20, 21)).toEqual({ page: 2, from: 21, to: 21, pages: 2 });
    expect(pageSpan(3, 20, 45)).toEqual({ page: 3, from: 41, to: 45, pages: 3 });
  });

  it('keeps the page within 1 and the last page', () => {
    // Past the last: the rows went away (or the search narrowed) since the page was chosen.
    expect(pageSpan(2, 20, 20)).toEqual({ page: 1, from: 1, to: 20, pages: 1 });
    expect(pageSpan(2, 20, 0)).toEqual({ page: 1, from: 0, to: 0, pages: 1 });
    expect(pageSpan(9, 20, 41)).toEqual({ page: 3, from: 41, to: 41, pages: 3 });
    // Below the first, or not a page at all.
    expect(pageSpan(0, 20, 45)).toEqual({ page: 1, from: 1, to: 20, pages: 3 });
    expect(pageSpan(-3, 20, 45)).toEqual({ page: 1, from: 1, to: 20, pages: 3 });
    expect(pageSpan(Number.NaN, 20, 45)).toEqual({ page: 1, from: 1, to: 20, pages: 3 });
  });
});
