import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  insertNotification,
  insertSavedRecipe,
  loginUser,
  registerUser,
  withTestApp,
} from '@feastforge/server/testing';
import { createApiClient } from '../api/api-client.ts';
import { SyncClient } from './sync-client.ts';
import { toLocalRecipe, TomeDb, type OutboxEntry } from './tome-db.ts';
import { writeLocally } from './tome-writes.ts';

const t = withTestApp();

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A device: its own IndexedDB, a sync client that talks to the real in-process server. */
function device(userId: string, token: string, network: { fetch?: Fetch } = {}) {
  const db = new TomeDb(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  const online: Fetch = (url, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    return Promise.resolve(t.app.request(url, { ...init, headers }));
  };
  const rejected: Array<{ entry: OutboxEntry; code: string }> = [];
  const sync = new SyncClient(db, {
    api: createApiClient({ transport: (url, init) => (network.fetch ?? online)(String(url), init) }),
    onRejected: (entry, error) => rejected.push({ entry, code: error.code }),
  });
  return { db, sync, online, rejected, network };
}

const offline: Fetch = () => Promise.reject(new TypeError('Failed to fetch'));

async function serverRecipes(userId: string) {
  const rows = await t.db
    .selectFrom('saved_recipes')
    .select(['id', 'is_published'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, isPublished: Boolean(row.is_published) }));
}

async function localRecipes(db: TomeDb) {
  const rows = await db.recipes.orderBy('id').toArray();
  return rows.map((row) => ({ id: row.id, isPublished: row.isPublished }));
}

async function lastMutationId(userId: string) {
  const row = await t.db
    .selectFrom('sync_clients')
    .select('last_mutation_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.last_mutation_id) : 0;
}

async function signedUpCook() {
  const { session, email } = await registerUser(t);
  return { userId: session.me.user.id, token: session.accessToken, email };
}

describe('SyncClient', () => {
  it('fills a new device with the tome, the profile and the notifications, searchable by derived fields', async () => {
    const cook = await signedUpCook();
    await insertSavedRecipe(t.db, cook.userId, { recipeData: { title: 'Frost Giant Porridge', rarity: 'epic' } });
    await insertSavedRecipe(t.db, cook.userId, { isPublished: true });
    await insertNotification(t.db, cook.userId, { title: 'Welcome, hero' });
    const { db, sync } = device(cook.userId, cook.token);

    expect(await sync.sync()).toBe('synced');

    expect(await db.recipes.count()).toBe(2);
    const porridge = await db.recipes.where('rarity').equals('epic').first();
    expect(porridge?.search).toContain('frost giant porridge');
    expect((await db.profile.get(cook.userId))?.manaBalance).toBe(25);
    expect((await db.notifications.toArray()).map((n) => n.title)).toEqual(['Welcome, hero']);
    expect(await db.getMeta('cursor')).toBeGreaterThan(0);
  });

  it('keeps writes made offline and applies them on the server exactly once when the network returns', async () => {
    const cook = await signedUpCook();
    const kept = await insertSavedRecipe(t.db, cook.userId, { isPublished: true });
    const binned = await insertSavedRecipe(t.db, cook.userId);
    const phone = device(cook.userId, cook.token);
    await phone.sync.sync();

    phone.network.fetch = offline;
    await writeLocally(phone.db, { name: 'recipe.unpublish', args: { id: kept } });
    await writeLocally(phone.db, { name: 'recipe.delete', args: { id: binned } });
    expect(await phone.sync.sync()).toBe('offline');

    // The screen already shows both changes; the server has neither yet.
    expect(await localRecipes(phone.db)).toEqual([{ id: kept, isPublished: false }]);
    expect(await phone.sync.pending()).toBe(2);
    expect(await serverRecipes(cook.userId)).toHaveLength(2);

    phone.network.fetch = undefined;
    expect(await phone.sync.sync()).toBe('synced');
    expect(await phone.sync.sync()).toBe('synced');

    expect(await serverRecipes(cook.userId)).toEqual([{ id: kept, isPublished: false }]);
    expect(await lastMutationId(cook.userId)).toBe(2);
    expect(await phone.sync.pending()).toBe(0);
    expect(await localRecipes(phone.db)).toEqual(await serverRecipes(cook.userId));
  });

  it('does not apply a push twice when its answer was lost and it is sent again', async () => {
    const cook = await signedUpCook();
    const recipe = await insertSavedRecipe(t.db, cook.userId);
    const phone = device(cook.userId, cook.token);
    await phone.sync.sync();
    await writeLocally(phone.db, { name: 'recipe.publish', args: { id: recipe } });
    await writeLocally(phone.db, { name: 'recipe.unpublish', args: { id: recipe } });

    // The server gets the push, but the answer never reaches the phone.
    phone.network.fetch = async (url, init) => {
      await phone.online(url, init);
      throw new TypeError('Network connection lost');
    };
    expect(await phone.sync.sync()).toBe('offline');
    expect(await phone.sync.pending()).toBe(2);

    // Meanwhile the laptop publishes; a replayed unpublish would wrongly hide it again.
    const laptop = await loginUser(t, cook.email);
    const laptopDevice = device(cook.userId, laptop.session.accessToken);
    await laptopDevice.sync.sync();
    await writeLocally(laptopDevice.db, { name: 'recipe.publish', args: { id: recipe } });
    await laptopDevice.sync.sync();

    phone.network.fetch = undefined;
    expect(await phone.sync.sync()).toBe('synced');
    expect(await serverRecipes(cook.userId)).toEqual([{ id: recipe, isPublished: true }]);
    expect(await localRecipes(phone.db)).toEqual([{ id: recipe, isPublished: true }]);
    expect(await phone.sync.pending()).toBe(0);
  });

  it('reports a write the server refused, drops it from the outbox and puts the server state back', async () => {
    const cook = await signedUpCook();
    const recipe = await insertSavedRecipe(t.db, cook.userId);
    const phone = device(cook.userId, cook.token);
    await phone.sync.sync();

    // A recipe of another user, pretending to be in this tome: the server must refuse it.
    const stranger = await signedUpCook();
    const theirs = await insertSavedRecipe(t.db, stranger.userId);
    await phone.db.recipes.put({ ...(await buildLocal(recipe, cook.userId)), id: theirs });
    await writeLocally(phone.db, { name: 'recipe.publish', args: { id: theirs } });
    await writeLocally(phone.db, { name: 'recipe.publish', args: { id: recipe } });

    expect(await phone.sync.sync()).toBe('synced');

    expect(phone.rejected.map((r) => [r.entry.name, r.code])).toEqual([['recipe.publish', 'not_found']]);
    expect(await phone.sync.pending()).toBe(0);
    // The bad write did not block the good one behind it, and the stray row is gone.
    expect(await localRecipes(phone.db)).toEqual([{ id: recipe, isPublished: true }]);
    expect(await serverRecipes(stranger.userId)).toEqual([{ id: theirs, isPublished: false }]);
  });

  it('keeps a write made while a pull is on its way', async () => {
    const cook = await signedUpCook();
    const recipe = await insertSavedRecipe(t.db, cook.userId, { isPublished: true });
    const phone = device(cook.userId, cook.token);
    phone.network.fetch = async (url, init) => {
      const answer = await phone.online(url, init);
      if (url.startsWith('/api/sync/pull')) await writeLocally(phone.db, { name: 'recipe.unpublish', args: { id: recipe } });
      return answer;
    };

    await phone.sync.sync();
    // The pulled row said 'published'; the user's newer unpublish wins on the device…
    expect(await localRecipes(phone.db)).toEqual([{ id: recipe, isPublished: false }]);

    phone.network.fetch = undefined;
    await phone.sync.sync();
    // …and then on the server.
    expect(await serverRecipes(cook.userId)).toEqual([{ id: recipe, isPublished: false }]);
  });

  it('renumbers writes of a restored device instead of taking them for ones the server has', async () => {
    const cook = await signedUpCook();
    const recipe = await insertSavedRecipe(t.db, cook.userId);
    const phone = device(cook.userId, cook.token);
    await phone.sync.sync();
    await writeLocally(phone.db, { name: 'recipe.publish', args: { id: recipe } });
    await writeLocally(phone.db, { name: 'recipe.unpublish', args: { id: recipe } });
    await phone.sync.sync();
    expect(await lastMutationId(cook.userId)).toBe(2);

    // The device's storage comes back from an older backup: its counter starts over.
    await phone.db.setMeta('nextMutationId', 1);
    await writeLocally(phone.db, { name: 'recipe.publish', args: { id: recipe } });
    expect(await phone.sync.sync()).toBe('synced');

    expect(await serverRecipes(cook.userId)).toEqual([{ id: recipe, isPublished: true }]);
    expect(await lastMutationId(cook.userId)).toBe(3);
    expect(await phone.sync.pending()).toBe(0);
  });

  it('keeps everything when an answer cannot be read (a captive portal, a newer server)', async () => {
    const cook = await signedUpCook();
    const recipe = await insertSavedRecipe(t.db, cook.userId);
    const phone = device(cook.userId, cook.token);
    await writeLocally(phone.db, { name: 'recipe.publish', args: { id: recipe } });
    phone.network.fetch = () => Promise.resolve(new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(await phone.sync.sync()).toBe('offline');
    expect(await phone.sync.pending()).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();

    phone.network.fetch = undefined;
    expect(await phone.sync.sync()).toBe('synced');
    expect(await serverRecipes(cook.userId)).toEqual([{ id: recipe, isPublished: true }]);
  });

  it('stops on a 401 without dropping anything', async () => {
    const cook = await signedUpCook();
    const recipe = await insertSavedRecipe(t.db, cook.userId);
    const phone = device(cook.userId, 'expired-token');
    await writeLocally(phone.db, { name: 'recipe.publish', args: { id: recipe } });

    expect(await phone.sync.sync()).toBe('signed-out');
    expect(await phone.sync.pending()).toBe(1);
  });

  it('rebuilds from a snapshot when the server resets a stale cursor', async () => {
    const cook = await signedUpCook();
    const recipe = await insertSavedRecipe(t.db, cook.userId);
    const phone = device(cook.userId, cook.token);
    await phone.db.recipes.put({ ...(await buildLocal(recipe, cook.userId)), id: 'ghost-recipe' });
    await phone.db.setMeta('cursor', 999_999);

    expect(await phone.sync.sync()).toBe('synced');
    expect(await localRecipes(phone.db)).toEqual([{ id: recipe, isPublished: false }]);
  });

  it('keeps the tome on the device until a replacing snapshot has fully arrived', async () => {
    const cook = await signedUpCook();
    // More than one pull page (500 rows), so the snapshot comes in two answers.
    for (let i = 0; i < 501; i += 1) await insertSavedRecipe(t.db, cook.userId);
    const phone = device(cook.userId, cook.token);
    await phone.db.recipes.put({ ...(await buildLocal(await insertSavedRecipe(t.db, cook.userId), cook.userId)), id: 'kept-while-offline' });
    await phone.db.setMeta('cursor', 999_999);

    // The connection drops after the first page of the reset.
    let pulls = 0;
    phone.network.fetch = (url, init) => {
      if (url.startsWith('/api/sync/pull') && ++pulls === 2) return offline(url, init);
      return phone.online(url, init);
    };
    expect(await phone.sync.sync()).toBe('offline');
    expect(await phone.db.recipes.count()).toBe(1);
    expect(await phone.db.recipes.get('kept-while-offline')).toBeDefined();

    phone.network.fetch = undefined;
    expect(await phone.sync.sync()).toBe('synced');
    expect(await phone.db.recipes.count()).toBe(502);
    expect(await phone.db.recipes.get('kept-while-offline')).toBeUndefined();
  });

  it('brings two devices of one user to the same state as the server', async () => {
    const cook = await signedUpCook();
    const shown = await insertSavedRecipe(t.db, cook.userId);
    const binned = await insertSavedRecipe(t.db, cook.userId);
    const laptop = await loginUser(t, cook.email);
    const phone = device(cook.userId, cook.token);
    const desk = device(cook.userId, laptop.session.accessToken);
    await Promise.all([phone.sync.sync(), desk.sync.sync()]);

    await writeLocally(phone.db, { name: 'recipe.publish', args: { id: shown } });
    await writeLocally(desk.db, { name: 'recipe.delete', args: { id: binned } });
    await writeLocally(desk.db, { name: 'notification.readAll', args: {} });
    await Promise.all([phone.sync.sync(), desk.sync.sync()]);
    await Promise.all([phone.sync.sync(), desk.sync.sync()]);

    const server = await serverRecipes(cook.userId);
    expect(server).toEqual([{ id: shown, isPublished: true }]);
    expect(await localRecipes(phone.db)).toEqual(server);
    expect(await localRecipes(desk.db)).toEqual(server);
  });

  it('converges with the server for any interleaving of two devices writing and syncing', async () => {
    const cook = await signedUpCook();
    const laptop = await loginUser(t, cook.email);
    const ids = await Promise.all([0, 1, 2].map(() => insertSavedRecipe(t.db, cook.userId)));
    const step = fc.record({
      device: fc.constantFrom(0, 1),
      action: fc.constantFrom('publish', 'unpublish', 'delete', 'sync', 'go-offline', 'go-online'),
      recipe: fc.constantFrom(...ids),
    });

    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 14 }), async (steps) => {
        run += 1;
        // Each run starts from the same server state: three unpublished recipes.
        await t.db.updateTable('saved_recipes').set({ is_published: 0, deleted_at: null }).where('user_id', '=', cook.userId).execute();
        const devices = [device(cook.userId, cook.token), device(cook.userId, laptop.session.accessToken)] as const;
        for (const d of devices) await d.sync.sync();
        for (const { device: index, action, recipe } of steps) {
          const d = devices[index];
          if (action === 'sync') await d.sync.sync();
          else if (action === 'go-offline') d.network.fetch = offline;
          else if (action === 'go-online') d.network.fetch = undefined;
          else if (await d.db.recipes.get(recipe)) {
            await writeLocally(d.db, { name: `recipe.${action}`, args: { id: recipe } });
          }
        }
        for (const d of devices) d.network.fetch = undefined;
        for (const d of [...devices, ...devices]) await d.sync.sync();

        const server = await serverRecipes(cook.userId);
        for (const d of devices) {
          expect(await localRecipes(d.db)).toEqual(server);
          expect(await d.sync.pending()).toBe(0);
          d.db.close();
        }
      }),
      { numRuns: 30 },
    );
    expect(run).toBeGreaterThanOrEqual(30);
  });
});

async function buildLocal(id: string, userId: string) {
  const row = await t.db.selectFrom('saved_recipes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toLocalRecipe({
    id,
    userId,
    isPublished: false,
    createdAt: row.created_at,
    recipeData: JSON.parse(row.recipe_data),
  });
}
