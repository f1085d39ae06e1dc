import { describe, expect, it } from 'vitest';
import { pageSpan } from './pager.tsx';

describe('pageSpan', () => {
  it('counts the rows of a page and the pages, at the edges too', () => {
    expect(pageSpan(1, 20, 0)).toEqual({ from: 0, to: 0, pages: 1 });
    expect(pageSpan(1, 20, 1)).toEqual({ from: 1, to: 1, pages: 1 });
    expect(pageSpan(1, 20, 20)).toEqual({ from: 1, to: 20, pages: 1 });
    expect(pageSpan(2, 20, 21)).toEqual({ from: 21, to: 21, pages: 2 });
    expect(pageSpan(3, 20, 45)).toEqual({ from: 41, to: 45, pages: 3 });
  });
});
