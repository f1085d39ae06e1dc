import { describe, expect, it } from 'vitest';
import { syncVersion, type SyncMutation } from '@feastforge/domain';
import { purgeTombstones } from '../services/sync/purge.ts';
import { pullChanges } from '../services/sync/pull.ts';
import { insertNotification, insertSavedRecipe, loginUser, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { serverState, SyncReplica } from '../testing/sync-replica.ts';

const t = withTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

async function signUp() {
  const { session, email } = await registerUser(t);
  return { email, token: session.accessToken, userId: session.me.user.id };
}

function push(token: string, clientId: string, mutations: SyncMutation[]) {
  return t.client({ token }).api.sync.push.$post({ json: { clientId, mutations } });
}

/** One page of changes after `cursor` (from the start without one); anything but a page fails the test. */
async function pull(token: string | undefined, cursor?: number | string) {
  const res = await pullAnswer(token, cursor);
  expectStatus(res, 200);
  return res;
}

function pullAnswer(token: string | undefined, cursor?: number | string) {
  return t.client({ token }).api.sync.pull.$get({ query: cursor === undefined ? {} : { cursor: String(cursor) } });
}

/** Makes a tombstone look `days` old. */
async function ageTombstone(id: string, days: number) {
  const deletedAt = new Date(Date.now() - days * DAY_MS).toISOString();
  await t.db.updateTable('saved_recipes').set({ deleted_at: deletedAt }).where('id', '=', id).execute();
}

describe('GET /api/sync/pull', () => {
  it('needs a signed-in user and a whole-number cursor', async () => {
    const res = await pullAnswer(undefined, 0);
    expect(res.status).toBe(401);
    const { token } = await signUp();
    for (const cursor of ['-1', 'abc', '1.5', '1e3', '9'.repeat(16)]) {
      const bad = await pullAnswer(token, cursor);
      expect(bad.status, cursor).toBe(400);
      expectStatus(bad, 400);
      expect(bad.body.error.code).toBe('validation_failed');
    }
  });

  it('starts a new device with the profile, recipes and notifications, in version order', async () => {
    const { token, userId } = await signUp();
    const recipeId = await insertSavedRecipe(t.db, userId, { isPublished: true, recipeData: { title: 'Troll Toast' } });
    const noteId = await insertNotification(t.db, userId, { title: 'Welcome' });

    const res = await pull(token);
    expect(res.status).toBe(200);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.reset).toBeUndefined();
    expect(res.body.changes.map((c) => [c.table, c.id, c.op])).toEqual([
      ['profiles', userId, 'put'],
      ['saved_recipes', recipeId, 'put'],
      ['notifications', noteId, 'put'],
    ]);
    expect(res.body.changes[1]).toMatchObject({
      row: { id: recipeId, userId, isPublished: true, recipeData: { title: 'Troll Toast', servings: 4 } },
    });
    expect(res.body.changes[2]).toMatchObject({ row: { id: noteId, title: 'Welcome', read: false } });
    expect(res.body.changes[0]).toMatchObject({ row: { id: userId, manaBalance: 25, level: 1 } });

    const none = await pull(token, res.body.cursor);
    expect(none.body).toEqual({ cursor: res.body.cursor, lastMutationIds: {}, changes: [], hasMore: false });
  });

  it('sends a deleted recipe as a del and never shows one user the rows of another', async () => {
    const me = await signUp();
    const other = await signUp();
    const id = await insertSavedRecipe(t.db, me.userId);
    await insertSavedRecipe(t.db, other.userId);
    const first = await pull(me.token, 0);
    await push(me.token, 'tab', [{ id: 1, name: 'recipe.delete', args: { id } }]);

    const next = await pull(me.token, first.body.cursor);
    expect(next.body.changes).toEqual([{ table: 'saved_recipes', id, op: 'del' }]);
    expect(next.body.lastMutationIds).toEqual({ tab: 1 });
    const all = await pull(me.token, 0);
    expect(all.body.changes.every((c) => c.op === 'del' || c.table !== 'saved_recipes')).toBe(true);
    expect(all.body.changes.some((c) => c.id === other.userId)).toBe(false);
  });

  it('lets two devices of one user converge', async () => {
    const user = await signUp();
    const second = await loginUser(t, user.email);
    const ids = [
      await insertSavedRecipe(t.db, user.userId),
      await insertSavedRecipe(t.db, user.userId),
      await insertSavedRecipe(t.db, user.userId),
    ];
    await insertNotification(t.db, user.userId);
    const phone = await new SyncReplica(t, user.token).pull();
    const laptop = await new SyncReplica(t, second.session.accessToken).pull();

    await push(user.token, 'phone', [
      { id: 1, name: 'recipe.publish', args: { id: ids[0] ?? '' } },
      { id: 2, name: 'recipe.delete', args: { id: ids[1] ?? '' } },
    ]);
    await push(second.session.accessToken, 'laptop', [
      { id: 1, name: 'recipe.unpublish', args: { id: ids[0] ?? '' } },
      { id: 2, name: 'profile.update', args: { displayName: 'Nim' } },
      { id: 3, name: 'notification.readAll', args: {} },
      { id: 4, name: 'recipe.publish', args: { id: ids[1] ?? '' } },
    ]);
    await phone.pull();
    await laptop.pull();

    const expected = await serverState(t, user.userId);
    expect(Object.keys(expected.saved_recipes)).toHaveLength(2);
    expect(phone.state()).toEqual(expected);
    expect(laptop.state()).toEqual(expected);
    expect(phone.cursor).toBe(laptop.cursor);
    expect(phone.lastMutationIds).toEqual({ phone: 2, laptop: 4 });
  });

  it('pages at 500 changes with hasMore, and the pages add up to everything', async () => {
    const { token, userId } = await signUp();
    for (let i = 0; i < 520; i += 1) await insertSavedRecipe(t.db, userId);
    const first = await pull(token, 0);
    expect(first.body.changes).toHaveLength(500);
    expect(first.body.hasMore).toBe(true);
    const second = await pull(token, first.body.cursor);
    expect(second.body.changes).toHaveLength(21);
    expect(second.body.hasMore).toBe(false);
    const ids = new Set([...first.body.changes, ...second.body.changes].map((c) => c.id));
    expect(ids.size).toBe(521);
  });

  it('never splits the rows of one version across pages', async () => {
    const { token, userId } = await signUp();
    for (let i = 0; i < 5; i += 1) await insertNotification(t.db, userId);
    await push(token, 'tab', [{ id: 1, name: 'notification.readAll', args: {} }]);
    await insertSavedRecipe(t.db, userId);

    const seen: string[] = [];
    let cursor = 0;
    const pages: number[] = [];
    for (;;) {
      const page = await pullChanges(t.db, userId, syncVersion(cursor), 3);
      seen.push(...page.changes.map((c) => c.id));
      pages.push(page.changes.length);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    // Profile + recipe at their own versions, the five read marks share one version.
    expect(new Set(seen).size).toBe(7);
    expect(pages).toContain(5);
  });

  it('answers a cursor from before purged tombstones with a reset and every live row', async () => {
    const { token, userId } = await signUp();
    const [old, young, kept] = [
      await insertSavedRecipe(t.db, userId),
      await insertSavedRecipe(t.db, userId),
      await insertSavedRecipe(t.db, userId),
    ];
    const stale = (await pull(token, 0)).body.cursor;
    await push(token, 'tab', [
      { id: 1, name: 'recipe.delete', args: { id: old } },
      { id: 2, name: 'recipe.delete', args: { id: young } },
    ]);
    const afterDeletes = (await pull(token, stale)).body.cursor;
    await ageTombstone(old, 91);
    await ageTombstone(young, 89);

    expect(await purgeTombstones(t.db, new Date())).toEqual({ recipes: 1, notifications: 0, shoppingItems: 0 });
    const remaining = await t.db.selectFrom('saved_recipes').select('id').where('user_id', '=', userId).execute();
    expect(remaining.map((r) => r.id).sort()).toEqual([young, kept].sort());

    const reset = await pull(token, stale);
    expect(reset.body.reset).toBe(true);
    expect(reset.body.hasMore).toBe(false);
    expect(reset.body.changes.map((c) => [c.table, c.id, c.op])).toEqual([
      ['profiles', userId, 'put'],
      ['saved_recipes', kept, 'put'],
    ]);
    const fresh = await new SyncReplica(t, token).pull();
    expect(fresh.resets).toBe(1);
    expect(fresh.state()).toEqual(await serverState(t, userId));

    // A device that already saw the purged deletion carries on incrementally.
    const current = await pull(token, afterDeletes);
    expect(current.body.reset).toBeUndefined();
    expect(current.body.changes).toEqual([]);
  });

  it('pages a reset snapshot past the purge horizon without resetting again', async () => {
    const { token, userId } = await signUp();
    const [gone, kept] = [await insertSavedRecipe(t.db, userId), await insertSavedRecipe(t.db, userId)];
    await push(token, 'tab', [{ id: 1, name: 'recipe.delete', args: { id: gone } }]);
    await ageTombstone(gone, 120);
    await purgeTombstones(t.db, new Date());
    const later: string[] = [];
    for (let i = 0; i < 5; i += 1) later.push(await insertSavedRecipe(t.db, userId));

    const first = await pullChanges(t.db, userId, syncVersion(0), 2);
    expect(first.reset).toBe(true);
    expect(first.hasMore).toBe(true);
    // Profile and the kept recipe sit below the horizon; then one page of the newer recipes.
    expect(first.changes.map((c) => c.id)).toEqual([userId, kept, later[0], later[1]]);
    const seen = first.changes.map((c) => c.id);
    let cursor = first.cursor;
    for (let more = first.hasMore; more;) {
      const page = await pullChanges(t.db, userId, syncVersion(cursor), 2);
      expect(page.reset).toBeUndefined();
      seen.push(...page.changes.map((c) => c.id));
      ({ cursor, hasMore: more } = page);
    }
    expect(seen).toEqual([userId, kept, ...later]);
  });

  it('purges only tombstones past the retention period and keeps the highest purged version', async () => {
    const a = await signUp();
    const b = await signUp();
    const aIds = [await insertSavedRecipe(t.db, a.userId), await insertSavedRecipe(t.db, a.userId)];
    const note = await insertNotification(t.db, b.userId);
    await push(a.token, 'tab', [
      { id: 1, name: 'recipe.delete', args: { id: aIds[0] ?? '' } },
      { id: 2, name: 'recipe.delete', args: { id: aIds[1] ?? '' } },
    ]);
    const stamps = await t.db
      .selectFrom('saved_recipes')
      .select(['id', 'version'])
      .where('user_id', '=', a.userId)
      .execute();
    await t.db
      .updateTable('notifications')
      .set({ deleted_at: new Date(0).toISOString() })
      .where('id', '=', note)
      .execute();
    for (const id of aIds) await ageTombstone(id, 100);

    expect(await purgeTombstones(t.db, new Date(Date.now() - 20 * DAY_MS))).toEqual({
      recipes: 0,
      notifications: 1,
      shoppingItems: 0,
    });
    expect(await purgeTombstones(t.db, new Date())).toEqual({ recipes: 2, notifications: 0, shoppingItems: 0 });
    expect(await purgeTombstones(t.db, new Date())).toEqual({ recipes: 0, notifications: 0, shoppingItems: 0 });
    const counters = await t.db.selectFrom('sync_versions').select(['user_id', 'purged_version']).execute();
    const highest = Math.max(...stamps.map((s) => s.version));
    expect(counters.find((c) => c.user_id === a.userId)?.purged_version).toBe(highest);
    expect(counters.find((c) => c.user_id === b.userId)?.purged_version).toBeGreaterThan(0);
  });

  it('resets a cursor this server never issued', async () => {
    const { token } = await signUp();
    const res = await pull(token, 999_999);
    expect(res.body.reset).toBe(true);
    expect(res.body.changes).toHaveLength(1);
    expect(res.body.cursor).toBeLessThan(999_999);
  });
});
