import { describe, expect, it } from 'vitest';
import { HallSearches } from './hall-searches.ts';

/** A search's work that counts how often it ran and answers `ids`. */
function work(ids: readonly string[] | null) {
  const calls = { count: 0 };
  const find = () => {
    calls.count += 1;
    return Promise.resolve(ids);
  };
  return { calls, find };
}

describe('HallSearches', () => {
  it('works a search out once per listing version and answers it again from memory', async () => {
    const searches = new HallSearches();
    const stew = work(['a', 'b']);
    expect(await searches.get(1, 'stew', stew.find)).toEqual(['a', 'b']);
    expect(await searches.get(1, 'stew', stew.find)).toEqual(['a', 'b']);
    expect(stew.calls.count).toBe(1);
    expect(searches.held).toBe(2);
  });

  it('forgets everything once the listing has a newer version', async () => {
    const searches = new HallSearches();
    await searches.get(1, 'stew', work(['a']).find);
    const after = work(['a', 'new']);
    expect(await searches.get(2, 'stew', after.find)).toEqual(['a', 'new']);
    expect(after.calls.count).toBe(1);
    expect(searches.held).toBe(2);
  });

  it('sends a reader of an older version its other way, working nothing out', async () => {
    const searches = new HallSearches();
    await searches.get(2, 'stew', work(['a']).find);
    const late = work(['old']);
    expect(await searches.get(1, 'stew', late.find)).toBeNull();
    expect(late.calls.count).toBe(0);
    const current = work(['never']);
    expect(await searches.get(2, 'stew', current.find)).toEqual(['a']);
    expect(current.calls.count).toBe(0);
  });

  it('shares the work already under way for the same search', async () => {
    const searches = new HallSearches();
    let finish: (ids: string[]) => void = () => undefined;
    let calls = 0;
    const find = () => {
      calls += 1;
      return new Promise<string[]>((resolve) => (finish = resolve));
    };
    const first = searches.get(1, 'stew', find);
    const second = searches.get(1, 'stew', find);
    finish(['a']);
    expect(await Promise.all([first, second])).toEqual([['a'], ['a']]);
    expect(calls).toBe(1);
  });

  it('keeps the answer that a search is too broad, so it is not worked out again', async () => {
    const searches = new HallSearches();
    const broad = work(null);
    expect(await searches.get(1, 'e', broad.find)).toBeNull();
    expect(await searches.get(1, 'e', broad.find)).toBeNull();
    expect(broad.calls.count).toBe(1);
  });

  it('does not keep a failure', async () => {
    const searches = new HallSearches();
    await expect(searches.get(1, 'stew', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    const retried = work(['a']);
    expect(await searches.get(1, 'stew', retried.find)).toEqual(['a']);
    expect(retried.calls.count).toBe(1);
  });

  it('drops the least recently used searches past its budget of ids', async () => {
    const searches = new HallSearches({ budget: 4 });
    await searches.get(1, 'stew', work(['a', 'b']).find);
    await searches.get(1, 'pie', work(['c']).find);
    // Used again: now the most recent.
    await searches.get(1, 'stew', work([]).find);
    await searches.get(1, 'tart', work(['d', 'e']).find);
    expect(searches.held).toBe(4);
    const pie = work(['c']);
    await searches.get(1, 'pie', pie.find);
    expect(pie.calls.count).toBe(1);
    const stew = work([]);
    await searches.get(1, 'stew', stew.find);
    expect(stew.calls.count).toBe(1);
    expect(searches.held).toBeLessThanOrEqual(4);
  });
});
