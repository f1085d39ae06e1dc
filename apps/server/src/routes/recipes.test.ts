import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RECIPE_NOT_FOUND_MESSAGE } from '@feastforge/domain';
import { confirmEmail, insertSavedRecipe, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { readOpenApi } from '../testing/harness.ts';

const ADMIN_EMAIL = 'chief@feastforge.test';
const SECRET_TITLE = 'Secret Basilisk Broth';

const t = withTestApp({ ADMIN_EMAIL });

/** A new user; the admin address is confirmed, as the admin role needs. */
async function signUp(email?: string) {
  const user = await registerUser(t, email ? { email } : {});
  const { session } = user;
  if (email === ADMIN_EMAIL) await confirmEmail(t, user);
  return { token: session.accessToken, userId: session.me.user.id };
}

/** The recipe `id` as JSON, read with `token` (a visitor without one). */
const read = (id: string, token?: string) => t.client({ token }).api.recipes[':id'].$get({ param: { id } });
/** The printable page of recipe `id`. */
const print = (id: string, token?: string) => t.client({ token }).api.recipes[':id'].print.$get({ param: { id } });

function expectNotFound(res: { status: number; body: unknown }) {
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ error: { code: 'not_found', message: RECIPE_NOT_FOUND_MESSAGE } });
  expect(JSON.stringify(res.body)).not.toContain(SECRET_TITLE);
}

describe('GET /api/recipes/{id}', () => {
  it('shows a published recipe and its author to a visitor', async () => {
    const owner = await signUp();
    await t.client({ token: owner.token }).api.me.profile.$patch({ json: { displayName: 'Grimbold' } });
    const id = await insertSavedRecipe(t.db, owner.userId, {
      isPublished: true,
      recipeData: { title: 'Troll Toast' },
    });

    const res = await read(id);
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      id,
      userId: owner.userId,
      isPublished: true,
      recipeData: { title: 'Troll Toast', servings: 4 },
      author: { id: owner.userId, displayName: 'Grimbold' },
    });
    expect(typeof res.body.createdAt).toBe('string');
  });

  it('shows an unpublished recipe to its owner and an admin only', async () => {
    const owner = await signUp();
    const admin = await signUp(ADMIN_EMAIL);
    const stranger = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId, { recipeData: { title: SECRET_TITLE } });

    for (const token of [owner.token, admin.token]) {
      const res = await read(id, token);
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ id, isPublished: false, recipeData: { title: SECRET_TITLE } });
    }
    expectNotFound(await read(id, stranger.token));
    expectNotFound(await read(id));
    // A token that no longer proves anything is a visitor, not an error.
    expectNotFound(await read(id, 'not-a-token'));
  });

  it('hides a deleted recipe from everyone, the owner included', async () => {
    const owner = await signUp();
    const admin = await signUp(ADMIN_EMAIL);
    const id = await insertSavedRecipe(t.db, owner.userId, { isPublished: true, recipeData: { title: SECRET_TITLE } });
    await t.db
      .updateTable('saved_recipes')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();

    expectNotFound(await read(id));
    expectNotFound(await read(id, owner.token));
    expectNotFound(await read(id, admin.token));
  });

  it('answers a missing or malformed id with the same not-found body', async () => {
    const { token } = await signUp();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', "1' or '1'='1", '%00', 'x'.repeat(300)]) {
      expectNotFound(await read(encodeURIComponent(id), token));
      expectNotFound(await print(encodeURIComponent(id), token));
    }
  });
});

describe('GET /api/recipes/{id}/print', () => {
  it('needs a signed-in user, even for a published recipe', async () => {
    const owner = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId, { isPublished: true });
    const res = await print(id);
    expectStatus(res, 401);
    expect(res.body.error.code).toBe('unauthorized');
    expect((await print('abc')).status).toBe(401);
  });

  it('answers a standalone page with every recipe text escaped and a strict policy', async () => {
    const owner = await signUp();
    const reader = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId, {
      isPublished: true,
      recipeData: {
        title: '<script>alert(1)</script> Stew',
        ingredients: ['1 "heaped" cup oats'],
        image: '/media/recipes/stew.png',
      },
    });

    const res = await print(id, reader.token);
    expectStatus(res, 200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8$/i);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("frame-ancestors 'self'");

    const html = res.body;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; Stew · Feastforge</title>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<li>1 &quot;heaped&quot; cup oats</li>');
    expect(html).toContain('src="/media/recipes/stew.png"');
    expect(html).toContain(`href="http://feastforge.test/recipe/${id}"`);
    // The policy allows exactly the page's own style, and no script at all: the page has none.
    expect(html).not.toContain('<script');
    expect(csp).toContain("script-src 'none'");
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
  });

  it('follows the read rules: owner and admin only for an unpublished recipe', async () => {
    const owner = await signUp();
    const admin = await signUp(ADMIN_EMAIL);
    const stranger = await signUp();
    const id = await insertSavedRecipe(t.db, owner.userId, { recipeData: { title: SECRET_TITLE } });

    for (const token of [owner.token, admin.token]) {
      const res = await print(id, token);
      expectStatus(res, 200);
      expect(res.body).toContain(`<h1>${SECRET_TITLE}</h1>`);
    }
    expectNotFound(await print(id, stranger.token));
  });

  it('is described in the OpenAPI document as HTML', async () => {
    const { paths } = await readOpenApi(t);
    expect(paths['/api/recipes/{id}']).toHaveProperty('get');
    expect(paths['/api/recipes/{id}/print']).toMatchObject({
      get: { responses: { 200: { content: { 'text/html': {} } } } },
    });
  });
});
