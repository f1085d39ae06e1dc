import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { loginUser, registerUser, withTestApp } from '@feastforge/server/testing';
import { createApiClient } from '../api/api-client.ts';
import { SyncClient } from './sync-client.ts';
import { TomeDb } from './tome-db.ts';
import { writeLocally } from './tome-writes.ts';

const t = withTestApp();

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
const offline: Fetch = () => Promise.reject(new TypeError('Failed to fetch'));

/** A device of the cook: its own IndexedDB, syncing with the in-process server unless cut off. */
function device(userId: string, token: string) {
  const db = new TomeDb(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  const network: { online: boolean } = { online: true };
  const online: Fetch = (url, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    return Promise.resolve(t.app.request(url, { ...init, headers }));
  };
  const sync = new SyncClient(db, {
    api: createApiClient({ transport: (url, init) => (network.online ? online : offline)(String(url), init) }),
  });
  return { db, sync, network };
}

const item = (id: string, text: string) => ({
  id,
  foodId: null,
  text,
  grams: null,
  recipeId: null,
  recipeTitle: null,
  createdAt: '2026-11-28T10:00:00.000Z',
});

async function listOf(db: TomeDb) {
  const rows = await db.shoppingItems.orderBy('id').toArray();
  return rows.map((row) => [row.id, row.text, row.checked]);
}

describe('shopping list on two devices', () => {
  it('keeps a check made offline through a reload and converges both devices after reconnecting', async () => {
    const { session, email } = await registerUser(t);
    const userId = session.me.user.id;
    const laptopSession = await loginUser(t, email);
    const phone = device(userId, session.accessToken);
    const laptop = device(userId, laptopSession.session.accessToken);

    await writeLocally(phone.db, { name: 'shopping.add', args: { items: [item('a', 'eggs'), item('b', 'milk')] } });
    expect(await phone.sync.sync()).toBe('synced');
    expect(await laptop.sync.sync()).toBe('synced');
    expect(await listOf(laptop.db)).toEqual([
      ['a', 'eggs', false],
      ['b', 'milk', false],
    ]);

    // Both offline: the phone checks the eggs, the laptop adds flour and removes the milk.
    phone.network.online = false;
    laptop.network.online = false;
    await writeLocally(phone.db, { name: 'shopping.check', args: { ids: ['a'], checked: true } });
    await writeLocally(laptop.db, { name: 'shopping.add', args: { items: [item('c', 'flour')] } });
    await writeLocally(laptop.db, { name: 'shopping.remove', args: { ids: ['b'] } });
    expect(await phone.sync.sync()).toBe('offline');
    // The phone's copy, opened again (a reload), still has the check.
    phone.db.close();
    await phone.db.open();
    expect(await listOf(phone.db)).toEqual([
      ['a', 'eggs', true],
      ['b', 'milk', false],
    ]);

    laptop.network.online = true;
    expect(await laptop.sync.sync()).toBe('synced');
    phone.network.online = true;
    expect(await phone.sync.sync()).toBe('synced');
    expect(await laptop.sync.sync()).toBe('synced');

    const expected = [
      ['a', 'eggs', true],
      ['c', 'flour', false],
    ];
    expect(await listOf(phone.db)).toEqual(expected);
    expect(await listOf(laptop.db)).toEqual(expected);
    expect(await phone.db.outbox.count()).toBe(0);
    const server = await t.db
      .selectFrom('shopping_items')
      .select(['id', 'checked'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(server).toEqual([
      { id: 'a', checked: 1 },
      { id: 'c', checked: 0 },
    ]);
  });
});
