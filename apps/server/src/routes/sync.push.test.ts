import { describe, expect, it } from 'vitest';
import { RECIPE_NOT_FOUND_MESSAGE, XP_PUBLISH, type SyncMutation } from '@feastforge/domain';
import { unchecked } from '../testing/api-client.ts';
import { insertNotification, insertSavedRecipe, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

async function signUp() {
  const { session } = await registerUser(t);
  return { token: session.accessToken, userId: session.me.user.id };
}

/** Also what a buggy or outdated client might send: arguments the server must refuse. */
type SentMutation = SyncMutation | { id: number; name: SyncMutation['name']; args: Record<string, unknown> };

/** Pushes a batch; a push the server takes at all is answered 200, whatever its mutations did. */
async function push(token: string, clientId: string, mutations: SentMutation[]) {
  const res = await t.client({ token }).api.sync.push.$post({ json: { clientId, mutations } });
  expectStatus(res, 200);
  return res;
}

function pull(token: string, cursor?: number) {
  return t.client({ token }).api.sync.pull.$get({ query: cursor === undefined ? {} : { cursor: String(cursor) } });
}

function recipe(id: string) {
  return t.db.selectFrom('saved_recipes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function profile(userId: string) {
  return t.db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

async function syncVersion(userId: string) {
  const row = await t.db
    .selectFrom('sync_versions')
    .select('version')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.version;
}

describe('POST /api/sync/push', () => {
  it('needs a signed-in user', async () => {
    const res = await t.client().api.sync.push.$post({ json: { clientId: 'tab', mutations: [] } });
    expectStatus(res, 401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('applies each mutation kind and stamps the changed row with a new version', async () => {
    const { token, userId } = await signUp();
    const [a, b] = [await insertSavedRecipe(t.db, userId), await insertSavedRecipe(t.db, userId)];
    const [n1, n2] = [await insertNotification(t.db, userId), await insertNotification(t.db, userId)];
    const before = await syncVersion(userId);
    const res = await push(token, 'phone', [
      { id: 1, name: 'recipe.publish', args: { id: a } },
      { id: 2, name: 'recipe.publish', args: { id: b } },
      { id: 3, name: 'recipe.unpublish', args: { id: b } },
      { id: 4, name: 'recipe.delete', args: { id: a } },
      { id: 5, name: 'profile.update', args: { displayName: 'Grimble', gender: 'Non-binary' } },
      { id: 6, name: 'notification.read', args: { id: n1 } },
      { id: 7, name: 'notification.readAll', args: {} },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.status)).toEqual(Array(7).fill('applied'));
    expect(res.body.lastMutationId).toBe(7);

    const deleted = await recipe(a);
    expect(deleted.deleted_at).not.toBeNull();
    expect(deleted).toMatchObject({ is_published: 0, version: before + 4 });
    expect(await recipe(b)).toMatchObject({ is_published: 0, version: before + 3, deleted_at: null });
    const profile = await t.db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ display_name: 'Grimble', gender: 'non-binary', version: before + 5 });
    const notes = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).execute();
    expect(notes.find((n) => n.id === n1)).toMatchObject({ read: 1, version: before + 6 });
    expect(notes.find((n) => n.id === n2)).toMatchObject({ read: 1, version: before + 7 });
    expect(await syncVersion(userId)).toBe(before + 7);
  });

  it('applies a duplicate mutation id once and answers the resend alreadyProcessed', async () => {
    const { token, userId } = await signUp();
    const id = await insertSavedRecipe(t.db, userId);
    const batch: SyncMutation[] = [
      { id: 1, name: 'recipe.publish', args: { id } },
      { id: 2, name: 'recipe.unpublish', args: { id } },
    ];
    expect((await push(token, 'phone', batch)).body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const version = await syncVersion(userId);

    // The answer was lost: the whole batch comes again, with the same id twice inside it too.
    const again = await push(token, 'phone', [...batch, batch[0] as SyncMutation]);
    expect(again.status).toBe(200);
    expect(again.body.results.map((r) => r.status)).toEqual([
      'alreadyProcessed',
      'alreadyProcessed',
      'alreadyProcessed',
    ]);
    expect(again.body.lastMutationId).toBe(2);
    expect(await recipe(id)).toMatchObject({ is_published: 0 });
    expect(await syncVersion(userId)).toBe(version);
  });

  it('applies a batch once when the same push arrives several times at once', async () => {
    const { token, userId } = await signUp();
    const id = await insertSavedRecipe(t.db, userId);
    const batch: SyncMutation[] = Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      name: i % 2 === 0 ? 'recipe.publish' : 'recipe.unpublish',
      args: { id },
    }));
    const before = await syncVersion(userId);
    const answers = await Promise.all([
      push(token, 'tab', batch),
      push(token, 'tab', batch),
      push(token, 'tab', batch),
    ]);
    const applied = answers.flatMap((a) => a.body.results.filter((r) => r.status === 'applied').map((r) => r.id));
    expect(applied.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answers.every((a) => a.status === 200 && a.body.lastMutationId === 6)).toBe(true);
    expect(await syncVersion(userId)).toBe(before + 6);
    expect((await recipe(id)).is_published).toBe(0);
  });

  it('stops the batch at a gap in the ids and applies nothing after it', async () => {
    const { token, userId } = await signUp();
    const [a, b, c] = [
      await insertSavedRecipe(t.db, userId),
      await insertSavedRecipe(t.db, userId),
      await insertSavedRecipe(t.db, userId),
    ];
    const res = await push(token, 'phone', [
      { id: 1, name: 'recipe.publish', args: { id: a } },
      { id: 3, name: 'recipe.publish', args: { id: b } },
      { id: 2, name: 'recipe.publish', args: { id: c } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ id: 1, status: 'applied' }]);
    expect(res.body.lastMutationId).toBe(1);
    expect((await recipe(b)).is_published).toBe(0);
    expect((await recipe(c)).is_published).toBe(0);

    // A first push that does not start at 1 is a gap too.
    const fresh = await push(token, 'laptop', [{ id: 2, name: 'recipe.publish', args: { id: b } }]);
    expect(fresh.body).toEqual({ results: [], lastMutationId: 0 });

    // Resending in order from lastMutationId + 1 goes through.
    const resend = await push(token, 'phone', [
      { id: 2, name: 'recipe.publish', args: { id: c } },
      { id: 3, name: 'recipe.publish', args: { id: b } },
    ]);
    expect(resend.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect((await recipe(b)).is_published).toBe(1);
  });

  it("answers 200 with the error for someone else's recipe, an unknown id or bad args, and moves on", async () => {
    const owner = await signUp();
    const other = await signUp();
    const theirs = await insertSavedRecipe(t.db, owner.userId);
    const mine = await insertSavedRecipe(t.db, other.userId);
    const res = await push(other.token, 'phone', [
      { id: 1, name: 'recipe.publish', args: { id: theirs } },
      { id: 2, name: 'recipe.delete', args: { id: theirs } },
      { id: 3, name: 'recipe.unpublish', args: { id: 'no-such-recipe' } },
      { id: 4, name: 'notification.read', args: { id: 'no-such-note' } },
      { id: 5, name: 'profile.update', args: { race: 'Robot' } },
      { id: 6, name: 'recipe.publish', args: { id: 42 } },
      { id: 7, name: 'recipe.publish', args: { id: mine } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(7);
    expect(res.body.results.map((r) => [r.id, r.status, r.error?.code])).toEqual([
      [1, 'rejected', 'not_found'],
      [2, 'rejected', 'not_found'],
      [3, 'rejected', 'not_found'],
      [4, 'rejected', 'not_found'],
      [5, 'rejected', 'validation_failed'],
      [6, 'rejected', 'validation_failed'],
      [7, 'applied', undefined],
    ]);
    expect(res.body.results[0]?.error?.message).toBe(RECIPE_NOT_FOUND_MESSAGE);
    expect(await recipe(theirs)).toMatchObject({ is_published: 0, deleted_at: null });
    expect((await recipe(mine)).is_published).toBe(1);

    const resend = await push(other.token, 'phone', [{ id: 1, name: 'recipe.publish', args: { id: theirs } }]);
    expect(resend.body.results).toEqual([{ id: 1, status: 'alreadyProcessed' }]);
  });

  it('treats deleting an already deleted recipe as done, and refuses to publish it', async () => {
    const { token, userId } = await signUp();
    const id = await insertSavedRecipe(t.db, userId);
    const res = await push(token, 'phone', [
      { id: 1, name: 'recipe.delete', args: { id } },
      { id: 2, name: 'recipe.delete', args: { id } },
      { id: 3, name: 'recipe.publish', args: { id } },
    ]);
    expect(res.body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected']);
    expect((await recipe(id)).is_published).toBe(0);
  });

  it("binds a clientId to the token's user: another user with the same clientId has a counter of its own", async () => {
    const a = await signUp();
    const b = await signUp();
    const aRecipe = await insertSavedRecipe(t.db, a.userId);
    const bRecipe = await insertSavedRecipe(t.db, b.userId);
    await push(a.token, 'shared-id', [
      { id: 1, name: 'recipe.publish', args: { id: aRecipe } },
      { id: 2, name: 'recipe.unpublish', args: { id: aRecipe } },
    ]);

    const res = await push(b.token, 'shared-id', [{ id: 1, name: 'recipe.publish', args: { id: bRecipe } }]);
    expect(res.body).toEqual({ results: [{ id: 1, status: 'applied' }], lastMutationId: 1 });
    const bPull = await pull(b.token);
    expectStatus(bPull, 200);
    expect(bPull.body.lastMutationIds).toEqual({ 'shared-id': 1 });
    const aPull = await pull(a.token);
    expectStatus(aPull, 200);
    expect(aPull.body.lastMutationIds).toEqual({ 'shared-id': 2 });
  });

  it('answers malformed pushes with a 400, never a 500', async () => {
    const { token } = await signUp();
    const bodies: unknown[] = [
      {},
      { clientId: 'tab' },
      { clientId: '', mutations: [] },
      { clientId: 'has space', mutations: [] },
      { clientId: 'x'.repeat(65), mutations: [] },
      { clientId: 'tab', mutations: {} },
      { clientId: 'tab', mutations: [{ id: 0, name: 'recipe.publish', args: { id: 'r' } }] },
      { clientId: 'tab', mutations: [{ id: 1.5, name: 'recipe.publish', args: { id: 'r' } }] },
      { clientId: 'tab', mutations: [{ id: '1', name: 'recipe.publish', args: { id: 'r' } }] },
      { clientId: 'tab', mutations: [{ id: 1, name: 'recipe.explode', args: {} }] },
      { clientId: 'tab', mutations: [{ id: 1, name: 'recipe.publish' }] },
      { clientId: 'tab', mutations: [{ id: 1, name: 'recipe.publish', args: ['r'] }] },
      { clientId: 'tab', mutations: [null] },
      {
        clientId: 'tab',
        mutations: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, name: 'notification.readAll', args: {} })),
      },
    ];
    for (const body of bodies) {
      const res = await t.client({ token }).api.sync.push.$post({ json: unchecked(body) });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expectStatus(res, 400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    // Bytes that are not JSON at all, which the typed client cannot send.
    const broken = await t.app.request('/api/sync/push', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"clientId": ',
    });
    expect(broken.status).toBe(400);
  });

  it('awards the first publish 15 XP once, stamped so devices pull it; a repeat publish awards nothing', async () => {
    const { token, userId } = await signUp();
    const id = await insertSavedRecipe(t.db, userId);
    const first = await pull(token);
    expectStatus(first, 200);
    const { cursor } = first.body;
    const res = await push(token, 'phone', [{ id: 1, name: 'recipe.publish', args: { id } }]);
    expect(res.body.results).toEqual([{ id: 1, status: 'applied' }]);
    const stamped = await recipe(id);
    expect(stamped).toMatchObject({ is_published: 1, publish_xp_awarded: 1 });
    expect(await profile(userId)).toMatchObject({ current_xp: XP_PUBLISH, total_xp: 15, version: stamped.version });
    const next = await pull(token, cursor);
    expectStatus(next, 200);
    expect(next.body.changes).toContainEqual(
      expect.objectContaining({ table: 'profiles', row: expect.objectContaining({ currentXp: 15, totalXp: 15 }) }),
    );

    const again = await push(token, 'phone', [
      { id: 2, name: 'recipe.unpublish', args: { id } },
      { id: 3, name: 'recipe.publish', args: { id } },
      { id: 4, name: 'recipe.publish', args: { id } },
    ]);
    expect(again.body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect((await recipe(id)).is_published).toBe(1);
    expect(await profile(userId)).toMatchObject({ current_xp: 15, total_xp: 15 });
  });

  it('awards the first-publish XP once when two devices publish the same recipe at once', async () => {
    const { token, userId } = await signUp();
    const ids = [await insertSavedRecipe(t.db, userId), await insertSavedRecipe(t.db, userId)];
    const mutations: SyncMutation[] = ids.map((id, i) => ({ id: i + 1, name: 'recipe.publish', args: { id } }));
    const answers = await Promise.all(['phone', 'laptop', 'tablet'].map((client) => push(token, client, mutations)));
    expect(answers.flatMap((a) => a.body.results.map((r) => r.status))).toEqual(Array(6).fill('applied'));
    expect(await profile(userId)).toMatchObject({ current_xp: 2 * XP_PUBLISH, total_xp: 2 * XP_PUBLISH });
  });

  it('awards no publish XP for a rejected publish or a recipe that already earned it', async () => {
    const owner = await signUp();
    const other = await signUp();
    const theirs = await insertSavedRecipe(t.db, owner.userId);
    const earned = await insertSavedRecipe(t.db, other.userId);
    await t.db.updateTable('saved_recipes').set({ publish_xp_awarded: 1 }).where('id', '=', earned).execute();
    const res = await push(other.token, 'phone', [
      { id: 1, name: 'recipe.publish', args: { id: theirs } },
      { id: 2, name: 'recipe.publish', args: { id: earned } },
    ]);
    expect(res.body.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(await profile(other.userId)).toMatchObject({ current_xp: 0, total_xp: 0 });
    expect(await profile(owner.userId)).toMatchObject({ current_xp: 0, total_xp: 0 });
    expect((await recipe(theirs)).publish_xp_awarded).toBe(0);
  });

  it('makes a profile edit through PATCH /api/me/profile visible to sync as well', async () => {
    const { token, userId } = await signUp();
    const before = await syncVersion(userId);
    await t.client({ token }).api.me.profile.$patch({ json: { displayName: 'Tilda' } });
    const profile = await t.db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(profile.version).toBe(before + 1);
    expect(await syncVersion(userId)).toBe(before + 1);
  });
});
