import { SHOPPING_BATCH_MAX, SyncMutationSchema } from '@feastforge/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Tome } from '../../data/tome-context.ts';
import { larderOf, shoppingWrites } from './shopping-writes.ts';

describe('larderOf', () => {
  it("reads the profile's standing larder, and treats a missing or malformed one as empty", () => {
    expect([...larderOf({ id: 'u', larder: ['salt', 'olive-oil', 7] })]).toEqual(['salt', 'olive-oil']);
    expect(larderOf({ id: 'u' }).size).toBe(0);
    expect(larderOf({ id: 'u', larder: 'salt' }).size).toBe(0);
    expect(larderOf(null).size).toBe(0);
    expect(larderOf(undefined).size).toBe(0);
  });
});

describe('shoppingWrites', () => {
  it('splits a long clear or check into writes the server accepts, naming every id once', async () => {
    const write = vi.fn<Tome['write']>(() => Promise.resolve('synced'));
    const writes = shoppingWrites({ write } as unknown as Tome);
    const ids = Array.from({ length: SHOPPING_BATCH_MAX * 2 + 1 }, (_, i) => `item-${i}`);
    await writes.remove(ids);
    await writes.check(ids.slice(0, 3), true);
    const sent = write.mock.calls.map(([mutation]) => mutation);
    expect(sent.map((mutation) => mutation.name)).toEqual([
      'shopping.remove',
      'shopping.remove',
      'shopping.remove',
      'shopping.check',
    ]);
    for (const [i, mutation] of sent.entries())
      expect(SyncMutationSchema.safeParse({ ...mutation, id: i + 1 }).success).toBe(true);
    const removed = sent.flatMap((mutation) => (mutation.name === 'shopping.remove' ? mutation.args.ids : []));
    expect(removed).toEqual(ids);
  });
});
