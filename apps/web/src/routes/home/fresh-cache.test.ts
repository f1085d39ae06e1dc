import { describe, expect, it } from 'vitest';
import { FreshCache } from './fresh-cache.ts';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('FreshCache', () => {
  it('is stale while empty and fresh right after a write', () => {
    const time = clock();
    const cache = new FreshCache<string>(300_000, time.now);
    expect(cache.isStale()).toBe(true);
    expect(cache.read()).toBeUndefined();
    cache.write('feast');
    expect(cache.isStale()).toBe(false);
    expect(cache.read()).toEqual({ value: 'feast', fetchedAt: 1_000 });
  });

  it('turns stale exactly when the stale time has passed', () => {
    const time = clock();
    const cache = new FreshCache<string>(300_000, time.now);
    cache.write('feast');
    time.advance(299_999);
    expect(cache.isStale()).toBe(false);
    time.advance(1);
    expect(cache.isStale()).toBe(true);
  });

  it('shares one request between loads made while it runs, then keeps its answer', async () => {
    const time = clock();
    const cache = new FreshCache<string>(300_000, time.now);
    let calls = 0;
    let finish: (value: string) => void = () => undefined;
    const fetcher = () => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.load(fetcher);
    const second = cache.load(fetcher);
    time.advance(50);
    finish('stew');
    expect(await first).toEqual({ value: 'stew', fetchedAt: 1_050 });
    expect(await second).toBe(await first);
    expect(calls).toBe(1);
    expect(cache.read()?.value).toBe('stew');
  });

  it('keeps the last answer when a load fails, and lets the next load try again', async () => {
    const cache = new FreshCache<string>(300_000, clock().now);
    cache.write('old');
    await expect(cache.load(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(cache.read()?.value).toBe('old');
    await expect(cache.load(() => Promise.resolve('new'))).resolves.toMatchObject({ value: 'new' });
  });
});
