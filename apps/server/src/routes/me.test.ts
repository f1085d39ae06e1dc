import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody, Me } from '@feastforge/domain';
import { registerUser } from '../testing/builders.ts';
import { createTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('/api/me', () => {
  it('needs a signed-in user', async () => {
    const res = await t.client.get<ErrorBody>('/api/me');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('answers profile, balance, level, XP and admin flag', async () => {
    const { session } = await registerUser(t, { displayName: 'Hob' });
    const res = await t.client.get<Me>('/api/me', { token: session.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ displayName: 'Hob', manaBalance: 25, level: 1, currentXp: 0, totalXp: 0 });
    expect(res.body.isAdmin).toBe(false);
  });

  it('edits the profile, storing gender in lower case and clearing fields with null', async () => {
    const { session } = await registerUser(t, { race: 'Dwarf' });
    const token = session.accessToken;
    const res = await t.client.patch<Me>(
      '/api/me/profile',
      { displayName: 'Brunhild', characterClass: 'Paladin', gender: 'Female', race: null },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      displayName: 'Brunhild',
      characterClass: 'Paladin',
      gender: 'female',
      race: null,
    });
    const stored = await t.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', session.me.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.gender).toBe('female');
  });

  it('refuses unknown fields and values outside the lists', async () => {
    const { session } = await registerUser(t);
    const token = session.accessToken;
    expect((await t.client.patch('/api/me/profile', { manaBalance: 9999 }, { token })).status).toBe(400);
    expect((await t.client.patch('/api/me/profile', { race: 'Robot' }, { token })).status).toBe(400);
    expect((await t.client.patch('/api/me/profile', { displayName: '   ' }, { token })).status).toBe(400);
    const me = await t.client.get<Me>('/api/me', { token });
    expect(me.body.profile.manaBalance).toBe(25);
  });
});

describe('POST /api/events/track', () => {
  it('records page views from visitors and, with a token, from the user', async () => {
    const { session } = await registerUser(t);
    expect((await t.client.post('/api/events/track', { name: 'page_view', path: '/privacy' })).status).toBe(202);
    expect(
      (await t.client.post('/api/events/track', { name: 'page_view', path: '/terms' }, { token: session.accessToken }))
        .status,
    ).toBe(202);
    const rows = await t.db.selectFrom('analytics_events').selectAll().orderBy('path').execute();
    expect(rows.map((r) => [r.name, r.path, r.user_id])).toEqual([
      ['page_view', '/privacy', null],
      ['page_view', '/terms', session.me.user.id],
    ]);
  });

  it('refuses unknown event names', async () => {
    expect((await t.client.post('/api/events/track', { name: 'drop_tables' })).status).toBe(400);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every endpoint from the same schemas', async () => {
    const res = await t.client.get<{ paths: Record<string, unknown> }>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths).sort()).toEqual([
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/password',
      '/api/auth/password-reset',
      '/api/auth/password-reset/confirm',
      '/api/auth/refresh',
      '/api/auth/register',
      '/api/events/track',
      '/api/me',
      '/api/me/profile',
      '/api/recipes/generate',
      '/api/recipes/{id}',
      '/api/recipes/{id}/print',
      '/api/sync/pull',
      '/api/sync/push',
    ]);
  });
});
