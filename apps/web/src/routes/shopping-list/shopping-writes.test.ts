import { describe, expect, it } from 'vitest';
import { larderOf } from './shopping-writes.ts';

describe('larderOf', () => {
  it("reads the profile's standing larder, and treats a missing or malformed one as empty", () => {
    expect([...larderOf({ id: 'u', larder: ['salt', 'olive-oil', 7] })]).toEqual(['salt', 'olive-oil']);
    expect(larderOf({ id: 'u' }).size).toBe(0);
    expect(larderOf({ id: 'u', larder: 'salt' }).size).toBe(0);
    expect(larderOf(null).size).toBe(0);
    expect(larderOf(undefined).size).toBe(0);
  });
});
