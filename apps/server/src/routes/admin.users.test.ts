import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@feastforge/domain';
import { unchecked } from '../testing/api-client.ts';
import { emailedLink, insertSavedRecipe } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { ledgerMismatches } from '../testing/ledger-balance.ts';
import { quickUsers } from '../testing/quick-users.ts';
import { adminTesting } from '../testing/admin.ts';

const t = withTestApp();
const { asAdmin, aCook, auditRows, balanceOf, withAuditBroken } = adminTesting(t);

describe('POST /api/admin/users/:id/mana', () => {
  it("refuses an amount that is not a whole number above 0 with 'Please enter a valid mana amount.'", async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    for (const amount of [0, -5, 2.5, '10', null, undefined]) {
      const res = await admin.api.users[':id'].mana.$post({
        param: { id: cook.userId },
        header: {},
        json: unchecked({ amount }),
      });
      expectStatus(res, 400);
      expect(res.body.error.message, String(amount)).toBe(ADMIN_MESSAGES.invalidMana);
    }
    expect(await balanceOf(cook.userId)).toBe(0);
    expect(await auditRows()).toEqual([]);
    const nobody = await admin.api.users[':id'].mana.$post({
      param: { id: randomUUID() },
      header: {},
      json: { amount: 5 },
    });
    expectStatus(nobody, 404);
    expect(await auditRows()).toEqual([]);
  });

  it("books an 'admin_added' line, raises the balance, tells the user's tabs and writes the audit row", async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    const heard: string[] = [];
    t.deps.live.subscribe(cook.userId, (event) => heard.push(event.type));
    const res = await admin.api.users[':id'].mana.$post({
      param: { id: cook.userId },
      header: {},
      json: { amount: 10 },
    });
    expectStatus(res, 201);
    expect(res.body).toMatchObject({
      balance: 10,
      transaction: { amount: 10, type: 'admin_added', description: ADMIN_MESSAGES.defaultManaDescription },
    });
    expect(heard).toEqual(['profile']);
    const described = await admin.api.users[':id'].mana.$post({
      param: { id: cook.userId },
      header: {},
      json: { amount: 7, description: '  Sorry for the outage  ' },
    });
    expectStatus(described, 201);
    expect(described.body.transaction.description).toBe('Sorry for the outage');
    expect(await balanceOf(cook.userId)).toBe(17);
    expect(await ledgerMismatches(t)).toEqual([]);
    const audit = await auditRows();
    expect(audit.map((row) => [row.actor_id, row.action, row.target_type, row.target_id])).toEqual([
      [admin.userId, 'mana_added', 'user', cook.userId],
      [admin.userId, 'mana_added', 'user', cook.userId],
    ]);
    expect(JSON.parse(audit[1]?.details ?? '{}')).toMatchObject({ amount: 7, description: 'Sorry for the outage' });
  });

  it('keeps sum(ledger) == balance under 10 concurrent grants, and books a retried key once', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    const grants = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin.api.users[':id'].mana.$post({ param: { id: cook.userId }, header: {}, json: { amount: i + 1 } }),
      ),
    );
    expect(grants.map((res) => res.status)).toEqual(Array(10).fill(201));
    expect(await balanceOf(cook.userId)).toBe(55);
    expect(await ledgerMismatches(t)).toEqual([]);
    expect(await auditRows()).toHaveLength(10);

    const key = randomUUID();
    const retries = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.api.users[':id'].mana.$post({
          param: { id: cook.userId },
          header: { 'idempotency-key': key },
          json: { amount: 100 },
        }),
      ),
    );
    expect(retries.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const lines = new Set(
      retries.map((res) => (res.status === 200 || res.status === 201 ? res.body.transaction.id : '')),
    );
    expect(lines.size).toBe(1);
    expect(await balanceOf(cook.userId)).toBe(155);
    expect(await ledgerMismatches(t)).toEqual([]);
    expect(await auditRows()).toHaveLength(11);
  });

  it('leaves neither the grant nor an audit row when the audit write fails', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    await withAuditBroken(async () => {
      const res = await admin.api.users[':id'].mana.$post({
        param: { id: cook.userId },
        header: {},
        json: { amount: 10 },
      });
      expectStatus(res, 500);
    });
    expect(await balanceOf(cook.userId)).toBe(0);
    expect(await t.db.selectFrom('mana_transactions').selectAll().where('user_id', '=', cook.userId).execute()).toEqual(
      [],
    );
    expect(await auditRows()).toEqual([]);
  });
});

describe('GET /api/admin/users', () => {
  it('pages 20 users newest first with the exact total, and a page past the last is empty', async () => {
    const admin = await asAdmin();
    const cooks = await quickUsers(t, 40);
    // 41 users in all; give them distinct sign-up times, the admin oldest.
    const start = Date.parse('2026-10-01T00:00:00Z');
    await t.db
      .updateTable('users')
      .set({ created_at: new Date(start).toISOString() })
      .where('id', '=', admin.userId)
      .execute();
    for (const [i, cook] of cooks.entries()) {
      await t.db
        .updateTable('users')
        .set({ created_at: new Date(start + (i + 1) * 60_000).toISOString() })
        .where('id', '=', cook.userId)
        .execute();
    }
    const pages = [];
    for (const page of ['1', '2', '3', '4']) {
      const res = await admin.api.users.$get({ query: { page } });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ total: 41, page: Number(page), pageSize: 20 });
      pages.push(res.body.rows.map((row) => row.id));
    }
    expect(pages.map((ids) => ids.length)).toEqual([20, 20, 1, 0]);
    expect(pages[0]?.[0]).toBe(cooks.at(-1)?.userId);
    expect(pages[2]).toEqual([admin.userId]);
    expect(new Set(pages.flat()).size).toBe(41);
    expectStatus(await admin.api.users.$get({ query: { page: '0' } }), 400);
    expectStatus(await admin.api.users.$get({ query: { page: 'two' } }), 400);
    // The highest page is 100000; one more is refused on every paged admin read.
    expectStatus(await admin.api.users.$get({ query: { page: '100000' } }), 200);
    for (const res of [
      await admin.api.users.$get({ query: { page: '100001' } }),
      await admin.api.recipes.$get({ query: { page: '100001' } }),
      await admin.api.audit.$get({ query: { page: '100001' } }),
      await admin.api['promo-codes'].$get({ query: { page: '100001' } }),
    ]) {
      expectStatus(res, 400);
    }
  });

  it('finds words in the display name or the email whatever their case, taking % and _ literally', async () => {
    const admin = await asAdmin();
    const hob = await aCook('Hob Gristle');
    const percent = await aCook('100% Cook');
    const under = await aCook('Under_Score');
    await aCook('Plain');
    await t.db.updateTable('users').set({ email: 'Gristle.Fan@Example.com' }).where('id', '=', under.userId).execute();
    const search = async (words: string) => {
      const res = await admin.api.users.$get({ query: { search: words } });
      expectStatus(res, 200);
      return { ids: res.body.rows.map((row) => row.id).sort(), total: res.body.total };
    };
    expect(await search('gRiStLe')).toEqual({ ids: [hob.userId, under.userId].sort(), total: 2 });
    expect(await search('%')).toEqual({ ids: [percent.userId], total: 1 });
    expect(await search('b_g')).toEqual({ ids: [], total: 0 });
    expect(await search('_')).toEqual({ ids: [under.userId], total: 1 });
    expect((await search(`quick-${hob.userId.slice(0, 8)}`)).ids).toEqual([hob.userId]);
    expect((await search('   ')).total).toBe(5);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the user, their latest 10 lines with signed amounts and all their recipes with author', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    for (let i = 1; i <= 12; i += 1) {
      await admin.api.users[':id'].mana.$post({ param: { id: cook.userId }, header: {}, json: { amount: i } });
    }
    await t.db
      .updateTable('mana_transactions')
      .set({ amount: -3, transaction_type: 'generation' })
      .where('user_id', '=', cook.userId)
      .where('amount', '=', 12)
      .execute();
    const first = await insertSavedRecipe(t.db, cook.userId, { createdAt: '2026-11-01T00:00:00.000Z' });
    const second = await insertSavedRecipe(t.db, cook.userId, {
      isPublished: true,
      createdAt: '2026-11-02T00:00:00.000Z',
    });
    const res = await admin.api.users[':id'].$get({ param: { id: cook.userId } });
    expectStatus(res, 200);
    expect(res.body.user).toMatchObject({ id: cook.userId, displayName: 'Hob', manaBalance: 78 });
    expect(res.body.transactions).toHaveLength(10);
    expect(res.body.transactions[0]).toMatchObject({ amount: -3, type: 'generation' });
    expect(res.body.recipes.map((r) => [r.id, r.authorId, r.authorName, r.isPublished])).toEqual([
      [second, cook.userId, 'Hob', true],
      [first, cook.userId, 'Hob', false],
    ]);
    expectStatus(await admin.api.users[':id'].$get({ param: { id: randomUUID() } }), 404);
    expectStatus(await admin.api.users[':id'].$get({ param: { id: 'nope' } }), 404);
  });
});

describe('POST /api/admin/users/:id/password-reset', () => {
  it('emails the user the reset link, records it, and refuses a second within a minute', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    const email = `quick-${cook.userId}@example.com`;
    const res = await admin.api.users[':id']['password-reset'].$post({ param: { id: cook.userId } });
    expectStatus(res, 202);
    expect(await emailedLink(t, email, '/reset-password')).toMatch(/^http:\/\/feastforge\.test\/reset-password#token=/);
    expect((await auditRows()).map((row) => [row.action, row.target_id, JSON.parse(row.details)])).toEqual([
      ['password_reset_sent', cook.userId, {}],
    ]);
    expect(JSON.stringify(await auditRows())).not.toContain(email);
    expectStatus(await admin.api.users[':id']['password-reset'].$post({ param: { id: cook.userId } }), 429);
    expect(await auditRows()).toHaveLength(1);
    expectStatus(await admin.api.users[':id']['password-reset'].$post({ param: { id: randomUUID() } }), 404);
  });

  it('stores no reset token when the audit write fails', async () => {
    const admin = await asAdmin();
    const cook = await aCook();
    await withAuditBroken(async () => {
      expectStatus(await admin.api.users[':id']['password-reset'].$post({ param: { id: cook.userId } }), 500);
    });
    await t.deps.background.idle();
    expect(await t.db.selectFrom('password_reset_tokens').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('email_outbox').selectAll().where('subject', 'like', 'Reset%').execute()).toEqual([]);
  });
});
