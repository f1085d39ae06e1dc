import { describe, expect, it } from 'vitest';
import { RECIPE_NOT_FOUND_MESSAGE, XP_PUBLISH, type SyncMutation } from '@feastforge/domain';
import { unchecked } from '../testing/api-client.ts';
import { confirmEmail, insertSavedRecipe, loginUser, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { readOpenApi } from '../testing/harness.ts';
import { serverState, SyncReplica } from '../testing/sync-replica.ts';

const ADMIN_EMAIL = 'chief@feastforge.test';
const t = withTestApp({ ADMIN_EMAIL });

/** A new user; the admin address is confirmed, as the admin role needs. */
async function signUp(email?: string) {
  const user = await registerUser(t, email ? { email } : {});
  const { session, email: address } = user;
  if (email === ADMIN_EMAIL) await confirmEmail(t, user);
  return { token: session.accessToken, userId: session.me.user.id, email: address };
}

const recipeApi = (token?: string) => t.client({ token }).api.recipes[':id'];
const publish = (id: string, isPublished: boolean, token?: string) =>
  recipeApi(token).$patch({ param: { id }, json: { isPublished } });
const remove = (id: string, token?: string) => recipeApi(token).$delete({ param: { id } });
const push = (token: string, clientId: string, mutations: SyncMutation[]) =>
  t.client({ token }).api.sync.push.$post({ json: { clientId, mutations } });

function stored(id: string) {
  return t.db.selectFrom('saved_recipes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function xpOf(userId: string) {
  const profile = await t.db
    .selectFrom('profiles')
    .select(['current_xp', 'total_xp'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return profile;
}

function expectNotFound(res: { status: number; body: unknown }) {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ error: { code: 'not_found', message: RECIPE_NOT_FOUND_MESSAGE } });
}

describe('PATCH /api/recipes/{id}', () => {
  it('publishes and unpublishes the owner’s recipe and answers it as it is now', async () => {
    const owner = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId, { recipeData: { title: 'Troll Toast' } });

    const published = await publish(id, true, owner.token);
    expectStatus(published, 200);
    expect(published.body).toMatchObject({ id, userId: owner.userId, isPublished: true });
    expect(published.body.recipeData.title).toBe('Troll Toast');
    expect(await stored(id)).toMatchObject({ is_published: 1, publish_xp_awarded: 1 });
    // Now anyone may read it.
    expect((await recipeApi().$get({ param: { id } })).status).toBe(200);

    const hidden = await publish(id, false, owner.token);
    expectStatus(hidden, 200);
    expect(hidden.body.isPublished).toBe(false);
    expect((await stored(id)).is_published).toBe(0);
    expectNotFound(await recipeApi().$get({ param: { id } }));
  });

  it('awards the first publish 15 XP once; repeating, unpublishing and publishing again award nothing', async () => {
    const owner = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId);
    expectStatus(await publish(id, true, owner.token), 200);
    expect(await xpOf(owner.userId)).toEqual({ current_xp: XP_PUBLISH, total_xp: 15 });

    for (const isPublished of [true, false, true, true]) expectStatus(await publish(id, isPublished, owner.token), 200);
    expect((await stored(id)).is_published).toBe(1);
    expect(await xpOf(owner.userId)).toEqual({ current_xp: 15, total_xp: 15 });
  });

  it('answers 404 like the read route for another user’s, an admin’s, a deleted or a missing recipe', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const admin = await signUp(ADMIN_EMAIL);
    const id = await insertSavedRecipe(t.db, owner.userId);
    for (const token of [stranger.token, admin.token]) expectNotFound(await publish(id, true, token));
    expect(await stored(id)).toMatchObject({ is_published: 0, publish_xp_awarded: 0 });
    for (const user of [owner, stranger, admin])
      expect(await xpOf(user.userId)).toEqual({ current_xp: 0, total_xp: 0 });

    expectStatus(await remove(id, owner.token), 204);
    expectNotFound(await publish(id, true, owner.token));
    expect(await xpOf(owner.userId)).toEqual({ current_xp: 0, total_xp: 0 });
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'abc', encodeURIComponent("1' or '1'='1")]) {
      expectNotFound(await publish(missing, true, owner.token));
    }
  });

  it('needs a signed-in user before anything else', async () => {
    const owner = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId);
    for (const token of [undefined, 'not-a-token']) {
      const res = await publish(id, true, token);
      expectStatus(res, 401);
      expect(res.body.error.code).toBe('unauthorized');
      expect((await publish('abc', true, token)).status).toBe(401);
      expect((await recipeApi(token).$patch({ param: { id }, json: unchecked({}) })).status).toBe(401);
    }
    expect((await stored(id)).is_published).toBe(0);
  });

  it('refuses a body that is not exactly {isPublished: boolean}', async () => {
    const owner = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId);
    for (const body of [{}, { isPublished: 'yes' }, { isPublished: 1 }, { isPublished: true, title: 'Mine now' }]) {
      const res = await recipeApi(owner.token).$patch({ param: { id }, json: unchecked(body) });
      expectStatus(res, 400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await stored(id)).is_published).toBe(0);
  });
});

describe('DELETE /api/recipes/{id}', () => {
  it('deletes the owner’s recipe, and deleting it again is done too', async () => {
    const owner = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId, { isPublished: true });
    const res = await remove(id, owner.token);
    expectStatus(res, 204);
    expect(res.body).toBeNull();
    expect(await stored(id)).toMatchObject({ is_published: 0 });
    expect((await stored(id)).deleted_at).not.toBeNull();
    expectNotFound(await recipeApi(owner.token).$get({ param: { id } }));

    expectStatus(await remove(id, owner.token), 204);
  });

  it('answers 404 for another user’s, an admin’s or a missing recipe and deletes nothing', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const admin = await signUp(ADMIN_EMAIL);
    const id = await insertSavedRecipe(t.db, owner.userId, { isPublished: true });
    for (const token of [stranger.token, admin.token]) expectNotFound(await remove(id, token));
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      expectNotFound(await remove(missing, owner.token));
    }
    expect(await stored(id)).toMatchObject({ is_published: 1, deleted_at: null });
  });

  it('needs a signed-in user', async () => {
    const owner = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId);
    for (const token of [undefined, 'not-a-token']) {
      const res = await remove(id, token);
      expectStatus(res, 401);
      expect(res.body.error.code).toBe('unauthorized');
      expect((await remove('abc', token)).status).toBe(401);
    }
    expect((await stored(id)).deleted_at).toBeNull();
  });
});

describe('one rule, two doors: REST and sync', () => {
  it('awards the first-publish XP once whichever door publishes first', async () => {
    const owner = await signUp();
    const [viaSync, viaRest] = [
      await insertSavedRecipe(t.db, owner.userId),
      await insertSavedRecipe(t.db, owner.userId),
    ];

    const first = await push(owner.token, 'phone', [{ id: 1, name: 'recipe.publish', args: { id: viaSync } }]);
    expectStatus(first, 200);
    expect(first.body.results).toEqual([{ id: 1, status: 'applied' }]);
    expectStatus(await publish(viaSync, true, owner.token), 200);
    expect(await xpOf(owner.userId)).toEqual({ current_xp: XP_PUBLISH, total_xp: XP_PUBLISH });

    expectStatus(await publish(viaRest, true, owner.token), 200);
    const second = await push(owner.token, 'phone', [
      { id: 2, name: 'recipe.unpublish', args: { id: viaRest } },
      { id: 3, name: 'recipe.publish', args: { id: viaRest } },
    ]);
    expectStatus(second, 200);
    expect(second.body.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await xpOf(owner.userId)).toEqual({ current_xp: 2 * XP_PUBLISH, total_xp: 2 * XP_PUBLISH });
  });

  it('awards it once when both doors publish the same recipe at the same moment', async () => {
    const owner = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId);
    const answers = await Promise.all([
      publish(id, true, owner.token),
      publish(id, true, owner.token),
      push(owner.token, 'phone', [{ id: 1, name: 'recipe.publish', args: { id } }]),
      push(owner.token, 'laptop', [{ id: 1, name: 'recipe.publish', args: { id } }]),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await xpOf(owner.userId)).toEqual({ current_xp: XP_PUBLISH, total_xp: XP_PUBLISH });
  });

  it('answers someone else’s recipe as not found through sync too', async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId);
    const res = await push(stranger.token, 'phone', [
      { id: 1, name: 'recipe.publish', args: { id } },
      { id: 2, name: 'recipe.delete', args: { id } },
    ]);
    expectStatus(res, 200);
    expect(res.body.results.map((r) => [r.status, r.error?.code])).toEqual([
      ['rejected', 'not_found'],
      ['rejected', 'not_found'],
    ]);
    expectNotFound(await publish(id, true, stranger.token));
    expectNotFound(await remove(id, stranger.token));
  });

  it('lets another device pull what REST changed: the publish, the new XP and the deletion', async () => {
    const owner = await signUp();
    const laptop = await loginUser(t, owner.email);
    const [kept, binned] = [await insertSavedRecipe(t.db, owner.userId), await insertSavedRecipe(t.db, owner.userId)];
    const replica = await new SyncReplica(t, laptop.session.accessToken).pull();
    const cursor = replica.cursor;

    expectStatus(await publish(kept, true, owner.token), 200);
    expectStatus(await remove(binned, owner.token), 204);

    const page = await t
      .client({ token: laptop.session.accessToken })
      .api.sync.pull.$get({ query: { cursor: String(cursor) } });
    expectStatus(page, 200);
    expect(page.body.cursor).toBeGreaterThan(cursor);
    expect(page.body.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          table: 'saved_recipes',
          id: kept,
          op: 'put',
          row: expect.objectContaining({ isPublished: true }),
        }),
        expect.objectContaining({
          table: 'profiles',
          row: expect.objectContaining({ currentXp: XP_PUBLISH, totalXp: XP_PUBLISH }),
        }),
        { table: 'saved_recipes', id: binned, op: 'del' },
      ]),
    );
    await replica.pull();
    expect(replica.state()).toEqual(await serverState(t, owner.userId));
    expect(Object.keys(replica.state().saved_recipes)).toEqual([kept]);
  });
});

describe('the OpenAPI document', () => {
  it('describes reading, publishing and deleting a recipe', async () => {
    const { paths } = await readOpenApi(t);
    expect(Object.keys(paths['/api/recipes/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(paths['/api/recipes/{id}']).toMatchObject({
      patch: { responses: { 200: {}, 400: {}, 401: {}, 404: {} } },
      delete: { responses: { 204: {}, 401: {}, 404: {} } },
    });
  });
});
