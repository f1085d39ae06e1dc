import { describe, expect, it } from 'vitest';
import type { ShoppingItem, SyncMutation } from '@feastforge/domain';
import { loginUser, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { purgeTombstones } from '../services/sync/purge.ts';
import { serverState, SyncReplica } from '../testing/sync-replica.ts';

const t = withTestApp();

type NewItem = Omit<ShoppingItem, 'checked'>;
type SentMutation = SyncMutation | { id: number; name: SyncMutation['name']; args: Record<string, unknown> };

let seq = 0;
function newItem(over: Partial<NewItem> = {}): NewItem {
  seq += 1;
  return {
    id: `item-${seq}-${Math.random().toString(36).slice(2, 8)}`,
    foodId: 'onion',
    text: '2 onions',
    grams: 220,
    recipeId: 'recipe-1',
    recipeTitle: 'Ember Stew',
    createdAt: '2026-11-28T10:00:00.000Z',
    ...over,
  };
}

async function cookWithTwoDevices() {
  const user = await registerUser(t);
  const laptop = await loginUser(t, user.email);
  return { userId: user.session.me.user.id, phone: user.session.accessToken, laptop: laptop.session.accessToken };
}

async function push(token: string, clientId: string, mutations: SentMutation[]) {
  const res = await t.client({ token }).api.sync.push.$post({ json: { clientId, mutations } });
  expectStatus(res, 200);
  return res.body;
}

function items(userId: string) {
  return t.db.selectFrom('shopping_items').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

describe('shopping list sync', () => {
  it('adds, checks, unchecks and removes items, each change reaching a pull', async () => {
    const { userId, phone } = await cookWithTwoDevices();
    const [a, b] = [newItem(), newItem({ foodId: null, text: 'Birthday candles', grams: null, recipeId: null })];
    const answer = await push(phone, 'phone', [
      { id: 1, name: 'shopping.add', args: { items: [a, b] } },
      { id: 2, name: 'shopping.check', args: { ids: [a.id], checked: true } },
    ]);
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'applied']);

    const replica = await new SyncReplica(t, phone).pull();
    expect(replica.state().shopping_items).toEqual({
      [a.id]: { ...a, checked: true },
      [b.id]: { ...b, checked: false },
    });

    await push(phone, 'phone', [
      { id: 3, name: 'shopping.check', args: { ids: [a.id], checked: false } },
      { id: 4, name: 'shopping.remove', args: { ids: [b.id] } },
    ]);
    await replica.pull();
    expect(replica.state().shopping_items).toEqual({ [a.id]: { ...a, checked: false } });
    expect(replica.state()).toEqual(await serverState(t, userId));
  });

  it('applies a retried push exactly once, however often the same mutation id comes again', async () => {
    const { userId, phone } = await cookWithTwoDevices();
    const a = newItem();
    const batch: SentMutation[] = [
      { id: 1, name: 'shopping.add', args: { items: [a] } },
      { id: 2, name: 'shopping.remove', args: { ids: [a.id] } },
    ];
    expect((await push(phone, 'phone', batch)).results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const versionAfter = (await items(userId))[0]?.version;
    // The answer was lost: the device sends the same outbox again, twice.
    for (let i = 0; i < 2; i += 1) {
      const again = await push(phone, 'phone', batch);
      expect(again.results.map((r) => r.status)).toEqual(['alreadyProcessed', 'alreadyProcessed']);
      expect(again.lastMutationId).toBe(2);
    }
    const rows = await items(userId);
    expect(rows).toHaveLength(1);
    // The replayed add did not bring the removed item back, nor touch its version.
    expect(rows[0]?.deleted_at).not.toBeNull();
    expect(rows[0]?.version).toBe(versionAfter);
  });

  it('converges two devices whose offline edits interleave, keeping both', async () => {
    const { userId, phone, laptop } = await cookWithTwoDevices();
    const [eggs, milk, flour] = [newItem({ text: '3 eggs' }), newItem({ text: 'milk' }), newItem({ text: 'flour' })];
    await push(phone, 'phone', [{ id: 1, name: 'shopping.add', args: { items: [eggs, milk] } }]);
    const phoneCopy = await new SyncReplica(t, phone).pull();
    const laptopCopy = await new SyncReplica(t, laptop).pull();

    // Both offline: the phone checks the eggs and the milk; the laptop adds flour, removes the
    // milk and unchecks nothing. The laptop reconnects first, then the phone.
    await push(laptop, 'laptop', [
      { id: 1, name: 'shopping.add', args: { items: [flour] } },
      { id: 2, name: 'shopping.remove', args: { ids: [milk.id] } },
    ]);
    const phoneAnswer = await push(phone, 'phone', [
      { id: 2, name: 'shopping.check', args: { ids: [eggs.id], checked: true } },
      // The milk is gone on the server: the check is skipped, not refused, and blocks nothing.
      { id: 3, name: 'shopping.check', args: { ids: [milk.id], checked: true } },
    ]);
    expect(phoneAnswer.results.map((r) => r.status)).toEqual(['applied', 'applied']);

    await phoneCopy.pull();
    await laptopCopy.pull();
    const expected = { [eggs.id]: { ...eggs, checked: true }, [flour.id]: { ...flour, checked: false } };
    expect(phoneCopy.state().shopping_items).toEqual(expected);
    expect(laptopCopy.state()).toEqual(phoneCopy.state());
    expect(phoneCopy.state()).toEqual(await serverState(t, userId));
  });

  it("never shows or changes another cook's list, even by the same item id", async () => {
    const first = await cookWithTwoDevices();
    const other = await registerUser(t);
    const token = other.session.accessToken;
    const mine = newItem();
    await push(first.phone, 'phone', [{ id: 1, name: 'shopping.add', args: { items: [mine] } }]);

    const answer = await push(token, 'x', [
      { id: 1, name: 'shopping.check', args: { ids: [mine.id], checked: true } },
      { id: 2, name: 'shopping.remove', args: { ids: [mine.id] } },
      { id: 3, name: 'shopping.add', args: { items: [{ ...mine, text: 'Their own words' }] } },
    ]);
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);

    const firstRows = await items(first.userId);
    expect(firstRows.map((r) => [r.text, r.checked, r.deleted_at])).toEqual([['2 onions', 0, null]]);
    const theirs = await new SyncReplica(t, token).pull();
    expect(theirs.state().shopping_items).toEqual({ [mine.id]: { ...mine, text: 'Their own words', checked: false } });
    const firsts = await new SyncReplica(t, first.phone).pull();
    expect(firsts.state().shopping_items).toEqual({ [mine.id]: { ...mine, checked: false } });
  });

  it('refuses bad items with a clear reason and keeps the queue moving', async () => {
    const { phone } = await cookWithTwoDevices();
    const answer = await push(phone, 'phone', [
      { id: 1, name: 'shopping.add', args: { items: [newItem({ text: '   ' })] } },
      { id: 2, name: 'shopping.add', args: { items: [newItem({ text: 'x'.repeat(201) })] } },
      { id: 3, name: 'shopping.check', args: { ids: [], checked: true } },
      { id: 4, name: 'shopping.remove', args: { ids: Array.from({ length: 201 }, (_, i) => `id-${i}`) } },
      { id: 5, name: 'shopping.add', args: { items: [newItem()] } },
    ]);
    expect(answer.results.map((r) => [r.status, r.error?.message])).toEqual([
      ['rejected', 'Write what to buy'],
      ['rejected', 'That item is too long'],
      ['rejected', 'Name at least one item'],
      ['rejected', 'At most 200 items at once'],
      ['applied', undefined],
    ]);
  });

  it('purges removed items after the retention period, like every tombstone', async () => {
    const { userId, phone } = await cookWithTwoDevices();
    const [old, kept] = [newItem(), newItem()];
    await push(phone, 'phone', [
      { id: 1, name: 'shopping.add', args: { items: [old, kept] } },
      { id: 2, name: 'shopping.remove', args: { ids: [old.id] } },
    ]);
    const longAgo = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000).toISOString();
    await t.db.updateTable('shopping_items').set({ deleted_at: longAgo }).where('id', '=', old.id).execute();
    expect(await purgeTombstones(t.db, new Date())).toEqual({ recipes: 0, notifications: 0, shoppingItems: 1 });
    expect((await items(userId)).map((r) => r.id)).toEqual([kept.id]);
  });
});
