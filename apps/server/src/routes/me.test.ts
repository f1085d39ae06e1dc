import { SERVER_EVENTS } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../testing/builders.ts';
import { unchecked } from '../testing/api-client.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { readOpenApi } from '../testing/harness.ts';

const t = withTestApp();

describe('/api/me', () => {
  it('needs a signed-in user', async () => {
    const res = await t.client().api.me.$get();
    expectStatus(res, 401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('answers profile, balance, level, XP and admin flag', async () => {
    const { session } = await registerUser(t, { displayName: 'Hob' });
    const res = await t.client({ token: session.accessToken }).api.me.$get();
    expectStatus(res, 200);
    expect(res.body.profile).toMatchObject({ displayName: 'Hob', manaBalance: 25, level: 1, currentXp: 0, totalXp: 0 });
    expect(res.body.isAdmin).toBe(false);
  });

  it('edits the profile, storing gender in lower case and clearing fields with null', async () => {
    const { session } = await registerUser(t, { race: 'Dwarf' });
    const token = session.accessToken;
    const res = await t.client({ token }).api.me.profile.$patch({
      json: { displayName: 'Brunhild', characterClass: 'Paladin', gender: 'Female', race: null },
    });
    expectStatus(res, 200);
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
    const me = t.client({ token: session.accessToken }).api.me;
    expect((await me.profile.$patch({ json: unchecked({ manaBalance: 9999 }) })).status).toBe(400);
    expect((await me.profile.$patch({ json: unchecked({ race: 'Robot' }) })).status).toBe(400);
    expect((await me.profile.$patch({ json: { displayName: '   ' } })).status).toBe(400);
    const answer = await me.$get();
    expectStatus(answer, 200);
    expect(answer.body.profile.manaBalance).toBe(25);
  });
});

describe('POST /api/events/track', () => {
  it('records page views from visitors and, with a token, from the user', async () => {
    const { session } = await registerUser(t);
    const track = (token?: string) => t.client(token ? { token } : {}).api.events.track;
    expect((await track().$post({ json: { name: 'page_view', path: '/privacy' } })).status).toBe(202);
    expect((await track(session.accessToken).$post({ json: { name: 'page_view', path: '/terms' } })).status).toBe(202);
    const rows = await t.db.selectFrom('analytics_events').selectAll().orderBy('path').execute();
    expect(rows.map((r) => [r.name, r.path, r.user_id])).toEqual([
      ['page_view', '/privacy', null],
      ['page_view', '/terms', session.me.user.id],
    ]);
  });

  it('refuses unknown event names', async () => {
    const res = await t.client().api.events.track.$post({ json: unchecked({ name: 'drop_tables' }) });
    expect(res.status).toBe(400);
  });

  it('refuses the events only the server records, so no browser can add generations to the counts', async () => {
    const { session } = await registerUser(t);
    for (const name of SERVER_EVENTS) {
      const res = await t.client({ token: session.accessToken }).api.events.track.$post({ json: unchecked({ name }) });
      expect(res.status).toBe(400);
    }
    expect(await t.db.selectFrom('analytics_events').selectAll().execute()).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every endpoint from the same schemas', async () => {
    const document = await readOpenApi(t);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/admin/audit',
      '/api/admin/promo-codes',
      '/api/admin/promo-codes/{id}',
      '/api/admin/recipes',
      '/api/admin/recipes/{id}',
      '/api/admin/sitemap',
      '/api/admin/stats',
      '/api/admin/users',
      '/api/admin/users/{id}',
      '/api/admin/users/{id}/mana',
      '/api/admin/users/{id}/password-reset',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/password',
      '/api/auth/password-reset',
      '/api/auth/password-reset/confirm',
      '/api/auth/refresh',
      '/api/auth/register',
      '/api/auth/verify-email',
      '/api/auth/verify-email/resend',
      '/api/badges',
      '/api/badges/check',
      '/api/chest',
      '/api/chest/claim',
      '/api/events',
      '/api/events/ticket',
      '/api/events/track',
      '/api/gallery',
      '/api/health',
      '/api/home',
      '/api/me',
      '/api/me/portrait',
      '/api/me/profile',
      '/api/notifications',
      '/api/notifications/read',
      '/api/openapi.json',
      '/api/promo/redeem',
      '/api/push/public-key',
      '/api/push/subscriptions',
      '/api/ready',
      '/api/recipes/generate',
      '/api/recipes/trials',
      '/api/recipes/{id}',
      '/api/recipes/{id}/print',
      '/api/referrals',
      '/api/referrals/claim',
      '/api/shop/checkout',
      '/api/shop/packages',
      '/api/shop/purchases',
      '/api/shop/verify',
      '/api/stripe/webhook',
      '/api/sync/pull',
      '/api/sync/push',
      '/api/users/{id}/tome',
    ]);
  });
});
