import { describe, expect, it } from 'vitest';
import { mana, syncVersion, xp } from './brands.ts';

describe('branded numbers', () => {
  it('are the numbers they were made from', () => {
    expect(mana(25) + mana(-5)).toBe(20);
    expect(xp(15)).toBe(15);
    expect(syncVersion(0)).toBe(0);
  });

  it('refuse fractions and NaN at the edge where they are made', () => {
    expect(() => mana(1.5)).toThrow('Mana must be a whole number');
    expect(() => xp(Number.NaN)).toThrow('Xp must be a whole number');
    expect(() => syncVersion(2 ** 60)).toThrow('SyncVersion must be a whole number');
  });
});
