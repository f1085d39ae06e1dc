import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_STATS_DAYS } from '@feastforge/domain';
import { unchecked } from '../testing/api-client.ts';
import { insertSavedRecipe } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { lastDays } from '../services/admin/stats.ts';
import { adminTesting } from '../testing/admin.ts';

const t = withTestApp();
const { asAdmin, aCook, auditRows, withAuditBroken } = adminTesting(t);

describe('promotion codes under the admin router', () => {
  it('writes an audit row when a code is created or switched, none for a refused duplicate or a no-op', async () => {
    const admin = await asAdmin();
    const codes = admin.api['promo-codes'];
    const created = await codes.$post({ json: { code: ' feast25 ', manaAmount: 25 } });
    expectStatus(created, 201);
    expectStatus(await codes.$post({ json: { code: 'FEAST25', manaAmount: 5 } }), 409);
    const id = created.body.id;
    const off = await codes[':id'].$patch({ param: { id }, json: { isActive: false } });
    expectStatus(off, 200);
    expect(off.body.isActive).toBe(false);
    expectStatus(await codes[':id'].$patch({ param: { id }, json: { isActive: false } }), 200);
    const on = await codes[':id'].$patch({ param: { id }, json: { isActive: true } });
    expectStatus(on, 200);
    expect(on.body.isActive).toBe(true);
    const audit = await auditRows();
    expect(audit.map((row) => [row.action, row.target_id])).toEqual([
      ['promo_code_created', id],
      ['promo_code_deactivated', id],
      ['promo_code_activated', id],
    ]);
    expect(JSON.parse(audit[0]?.details ?? '{}')).toEqual({ code: 'FEAST25', manaAmount: 25, maxUses: null });
  });

  it('creates no code when the audit write fails', async () => {
    const admin = await asAdmin();
    await withAuditBroken(async () => {
      expectStatus(await admin.api['promo-codes'].$post({ json: { code: 'GHOST', manaAmount: 5 } }), 500);
    });
    expect(await t.db.selectFrom('promotion_codes').selectAll().execute()).toEqual([]);
  });
});

describe('recipes', () => {
  it('pages every live recipe newest first with its author, or null for a nameless one', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    const nameless = await aCook();
    await t.db.updateTable('profiles').set({ display_name: null }).where('id', '=', nameless.userId).execute();
    const start = Date.parse('2026-11-01T00:00:00Z');
    for (let i = 0; i < 21; i += 1) {
      await insertSavedRecipe(t.db, i === 20 ? nameless.userId : cook.userId, {
        isPublished: i % 2 === 0,
        createdAt: new Date(start + i * 60_000).toISOString(),
        recipeData: { title: `Dish ${i}` },
      });
    }
    const first = await admin.api.recipes.$get({ query: {} });
    expectStatus(first, 200);
    expect(first.body).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.body.rows[0]).toMatchObject({
      title: 'Dish 20',
      authorId: nameless.userId,
      authorName: null,
      isPublished: true,
    });
    expect(first.body.rows[1]).toMatchObject({ title: 'Dish 19', authorName: 'Hob', isPublished: false });
    const last = await admin.api.recipes.$get({ query: { page: '2' } });
    expectStatus(last, 200);
    expect(last.body.rows.map((row) => row.title)).toEqual(['Dish 0']);
    const beyond = await admin.api.recipes.$get({ query: { page: '3' } });
    expectStatus(beyond, 200);
    expect(beyond.body).toMatchObject({ rows: [], total: 21 });
  });

  it("unpublishes at once from the Feast Hall, home and sitemap, for the author's devices too, once in the audit", async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    const id = await insertSavedRecipe(t.db, cook.userId, {
      isPublished: true,
      recipeData: { title: 'Forbidden Stew', image: '/media/recipes/forbidden.png' },
    });
    const sitemap = async () => (await t.app.request('/sitemap.xml')).text();
    const hall = async () => {
      const res = await t.client().api.gallery.$get({ query: {} });
      expectStatus(res, 200);
      return res.body.recipes.map((r) => r.id);
    };
    const home = async () => {
      const res = await t.client().api.home.$get();
      expectStatus(res, 200);
      return [...res.body.carousel, ...res.body.latest].map((r) => r.id);
    };
    expect(await hall()).toContain(id);
    expect(await home()).toContain(id);
    expect(await sitemap()).toContain(id);
    const versionBefore = (
      await t.db.selectFrom('saved_recipes').select('version').where('id', '=', id).executeTakeFirstOrThrow()
    ).version;

    const heard: string[] = [];
    t.deps.live.subscribe(cook.userId, (event) => heard.push(event.type));
    const res = await admin.api.recipes[':id'].$patch({ param: { id }, json: { isPublished: false } });
    expectStatus(res, 200);
    expect(heard).toEqual(['profile']);
    expect(res.body).toMatchObject({ id, isPublished: false, authorName: 'Hob' });
    expect(await hall()).not.toContain(id);
    expect(await home()).not.toContain(id);
    expect(await sitemap()).not.toContain(id);
    const after = await t.db
      .selectFrom('saved_recipes')
      .select(['version', 'is_published'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.version).toBeGreaterThan(versionBefore);
    const pulled = await t
      .client({ token: cook.accessToken })
      .api.sync.pull.$get({ query: { cursor: String(versionBefore) } });
    expectStatus(pulled, 200);
    expect(JSON.stringify(pulled.body)).toContain(id);

    expectStatus(await admin.api.recipes[':id'].$patch({ param: { id }, json: { isPublished: false } }), 200);
    expect(heard).toEqual(['profile']);
    expect((await auditRows()).map((row) => [row.action, row.target_id])).toEqual([['recipe_unpublished', id]]);
    expectStatus(
      await admin.api.recipes[':id'].$patch({ param: { id: randomUUID() }, json: { isPublished: false } }),
      404,
    );
  });

  it('refuses to publish, and any other body, with a clear 400', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    const id = await insertSavedRecipe(t.db, cook.userId, { isPublished: false });
    const res = await admin.api.recipes[':id'].$patch({ param: { id }, json: unchecked({ isPublished: true }) });
    expectStatus(res, 400);
    expect(res.body.error.message).toBe(ADMIN_MESSAGES.onlyUnpublish);
    for (const body of [{}, { isPublished: false, title: 'Renamed' }]) {
      expectStatus(await admin.api.recipes[':id'].$patch({ param: { id }, json: unchecked(body) }), 400);
    }
    const row = await t.db
      .selectFrom('saved_recipes')
      .select('is_published')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.is_published).toBeFalsy();
    expect(await auditRows()).toEqual([]);
  });

  it('keeps the recipe published when the audit write fails', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    const id = await insertSavedRecipe(t.db, cook.userId, { isPublished: true });
    await withAuditBroken(async () => {
      expectStatus(await admin.api.recipes[':id'].$patch({ param: { id }, json: { isPublished: false } }), 500);
    });
    const row = await t.db
      .selectFrom('saved_recipes')
      .select('is_published')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.is_published).toBe(1);
  });
});

describe('POST /api/admin/sitemap', () => {
  it('answers the same XML as the live /sitemap.xml, with the counts', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    await insertSavedRecipe(t.db, cook.userId, { isPublished: true });
    await insertSavedRecipe(t.db, cook.userId, { isPublished: true });
    await insertSavedRecipe(t.db, cook.userId, { isPublished: false });
    const res = await admin.api.sitemap.$post();
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ staticPages: 8, recipePages: 2 });
    expect(res.body.xml).toBe(await (await t.app.request('/sitemap.xml')).text());
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users, recipes, mana and 30 days of generations and sign-ups, oldest first with zeros', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    const days = lastDays(new Date());
    const today = days.at(-1) ?? '';
    const events = [
      [today, 3],
      [days[0] ?? '', 2],
      [days[10] ?? '', 1],
    ] as const;
    for (const [day, count] of events) {
      for (let i = 0; i < count; i += 1) {
        await t.db
          .insertInto('analytics_events')
          .values({
            id: randomUUID(),
            user_id: null,
            name: 'recipe_generated',
            path: null,
            properties: null,
            created_at: `${day}T12:00:00.000Z`,
          })
          .execute();
      }
    }
    // Outside the window, and another event: neither counts.
    const before = new Date(Date.parse(`${days[0]}T00:00:00Z`) - 1).toISOString();
    await t.db
      .insertInto('analytics_events')
      .values([
        { id: randomUUID(), user_id: null, name: 'recipe_generated', path: null, properties: null, created_at: before },
        {
          id: randomUUID(),
          user_id: null,
          name: 'page_view',
          path: '/',
          properties: null,
          created_at: `${today}T01:00:00.000Z`,
        },
      ])
      .execute();
    await t.db
      .updateTable('users')
      .set({ created_at: `${days[5]}T08:00:00.000Z` })
      .where('id', '=', cook.userId)
      .execute();
    await insertSavedRecipe(t.db, cook.userId, { isPublished: true });
    await insertSavedRecipe(t.db, cook.userId);
    await admin.api.users[':id'].mana.$post({ param: { id: cook.userId }, header: {}, json: { amount: 40 } });
    await t.db
      .insertInto('mana_transactions')
      .values([
        {
          id: randomUUID(),
          user_id: cook.userId,
          amount: 150,
          transaction_type: 'purchase',
          description: null,
          idempotency_key: null,
          balance_after: 0,
          created_at: before,
        },
        {
          id: randomUUID(),
          user_id: cook.userId,
          amount: -50,
          transaction_type: 'purchase_reversal',
          description: null,
          idempotency_key: null,
          balance_after: 0,
          created_at: before,
        },
      ])
      .execute();

    const res = await admin.api.stats.$get();
    expectStatus(res, 200);
    const stats = res.body;
    expect(stats).toMatchObject({
      totalUsers: 2,
      totalRecipes: 2,
      publishedRecipes: 1,
      generationsToday: 3,
      manaSold: 100,
      manaGranted: 40,
    });
    expect(stats.days).toHaveLength(ADMIN_STATS_DAYS);
    expect(stats.days.map((d) => d.date)).toEqual(days);
    expect(stats.days.at(-1)).toEqual({ date: today, generations: 3, signups: 1 });
    expect(stats.days[0]).toEqual({ date: days[0], generations: 2, signups: 0 });
    expect(stats.days[10]).toEqual({ date: days[10], generations: 1, signups: 0 });
    expect(stats.days[5]).toEqual({ date: days[5], generations: 0, signups: 1 });
    expect(stats.days.reduce((sum, d) => sum + d.generations, 0)).toBe(6);
  });

  it('lists the last 30 UTC days ending today, across a month end', () => {
    const days = lastDays(new Date('2026-03-01T23:59:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.slice(-2)).toEqual(['2026-02-28', '2026-03-01']);
  });
});

describe('GET /api/admin/audit', () => {
  it('keeps rows the database refuses to change or delete', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    await admin.api.users[':id'].mana.$post({ param: { id: cook.userId }, header: {}, json: { amount: 5 } });
    await expect(t.db.updateTable('admin_audit').set({ action: 'forged' }).execute()).rejects.toThrow(/never updated/);
    await expect(t.db.deleteFrom('admin_audit').execute()).rejects.toThrow(/never updated or deleted/);
    expect((await auditRows()).map((row) => row.action)).toEqual(['mana_added']);
  });

  it('pages the audit log newest first with the actor name, 20 a page', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    for (let i = 1; i <= 21; i += 1) {
      await admin.api.users[':id'].mana.$post({ param: { id: cook.userId }, header: {}, json: { amount: i } });
    }
    const first = await admin.api.audit.$get({ query: {} });
    expectStatus(first, 200);
    expect(first.body).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.body.rows[0]).toMatchObject({
      actorId: admin.userId,
      actorName: 'Chief',
      action: 'mana_added',
      targetType: 'user',
      targetId: cook.userId,
      details: { amount: 21, description: ADMIN_MESSAGES.defaultManaDescription },
    });
    const second = await admin.api.audit.$get({ query: { page: '2' } });
    expectStatus(second, 200);
    expect(second.body.rows.map((row) => row.details['amount'])).toEqual([1]);
  });

  it('keeps newest first in the written order when rows share a millisecond', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    // The clock stands still: every row gets the same created_at.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 1; i <= 6; i += 1) {
        await admin.api.users[':id'].mana.$post({ param: { id: cook.userId }, header: {}, json: { amount: i } });
      }
    } finally {
      vi.useRealTimers();
    }
    const page = await admin.api.audit.$get({ query: {} });
    expectStatus(page, 200);
    expect(new Set(page.body.rows.map((row) => row.createdAt)).size).toBe(1);
    expect(page.body.rows.map((row) => row.details['amount'])).toEqual([6, 5, 4, 3, 2, 1]);
  });
});
