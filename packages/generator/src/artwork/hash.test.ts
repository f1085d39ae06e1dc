import { describe, expect, it } from 'vitest';
import { createRng, hashString } from './hash.ts';
import { escapeXml, n } from './svg.ts';

describe('hashString', () => {
  it('is stable and spreads similar titles apart', () => {
    expect(hashString('Ember Tart')).toBe(hashString('Ember Tart'));
    expect(hashString('Ember Tart')).not.toBe(hashString('Ember Tarts'));
    expect(hashString('')).toBeGreaterThanOrEqual(0);
  });
});

describe('createRng', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = createRng(42);
    const b = createRng(42);
    for (let i = 0; i < 200; i += 1) {
      const x = a.next();
      expect(x).toBe(b.next());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    const r = createRng(7);
    for (let i = 0; i < 200; i += 1) expect([1, 2, 3]).toContain(r.int(1, 3));
    expect(() => r.pick([])).toThrow();
  });
});

describe('svg helpers', () => {
  it('escape the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('round numbers to one decimal without negative zero', () => {
    expect(n(1.26)).toBe('1.3');
    expect(n(-0.01)).toBe('0');
    expect(n(12)).toBe('12');
  });
});
