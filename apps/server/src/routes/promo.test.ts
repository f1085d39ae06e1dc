import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE, PROMO_MESSAGES, VALIDATION } from '@feastforge/domain';
import { confirmEmail, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { quickUsers } from '../testing/quick-users.ts';

const ADMIN_EMAIL = 'chief@feastforge.test';
const t = withTestApp({ ADMIN_EMAIL });

async function adminClient() {
  const admin = await registerUser(t, { email: ADMIN_EMAIL });
  await confirmEmail(t, admin);
  return t.client({ token: admin.session.accessToken });
}

async function createCode(json: { code: string; manaAmount: number; maxUses?: number | null }) {
  const res = await (await adminClient()).api.admin['promo-codes'].$post({ json });
  expectStatus(res, 201);
  return res.body;
}

async function promoLedgerRows(codeId: string) {
  return t.db
    .selectFrom('mana_transactions')
    .select(['user_id', 'amount'])
    .where('idempotency_key', 'like', `promo:${codeId}:%`)
    .execute();
}

describe('admin promotion codes', () => {
  it('answers 401 to visitors and 403 to users who are not admins, on every operation', async () => {
    const visitor = t.client().api.admin['promo-codes'];
    expectStatus(await visitor.$get({ query: {} }), 401);
    expectStatus(await visitor.$post({ json: { code: 'X', manaAmount: 5 } }), 401);
    expectStatus(await visitor[':id'].$patch({ param: { id: randomUUID() }, json: { isActive: false } }), 401);

    const { session } = await registerUser(t);
    const user = t.client({ token: session.accessToken }).api.admin['promo-codes'];
    const denied = await user.$post({ json: { code: 'FREE', manaAmount: 500 } });
    expectStatus(denied, 403);
    expect(denied.body.error).toEqual({ code: 'forbidden', message: ADMIN_ONLY_MESSAGE });
    expectStatus(await user.$get({ query: {} }), 403);
    expectStatus(await user[':id'].$patch({ param: { id: randomUUID() }, json: { isActive: true } }), 403);
    expect(await t.db.selectFrom('promotion_codes').selectAll().execute()).toEqual([]);
  });

  it('creates codes upper-cased and trimmed, unlimited without max uses, and refuses duplicates with 409', async () => {
    const admin = (await adminClient()).api.admin['promo-codes'];
    const created = await admin.$post({ json: { code: '  feast25 ', manaAmount: 25 } });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({
      code: 'FEAST25',
      manaAmount: 25,
      maxUses: null,
      currentUses: 0,
      isActive: true,
    });

    const duplicate = await admin.$post({ json: { code: 'Feast25', manaAmount: 10, maxUses: 3 } });
    expectStatus(duplicate, 409);
    expect(duplicate.body.error).toMatchObject({
      code: 'promo_code_exists',
      message: 'Promotion code FEAST25 already exists.',
    });
  });

  it("refuses a missing code or an amount not above 0 with 'Please enter a valid code and mana amount.'", async () => {
    const admin = (await adminClient()).api.admin['promo-codes'];
    for (const json of [
      { code: '   ', manaAmount: 10 },
      { code: 'ZERO', manaAmount: 0 },
      { code: 'NEG', manaAmount: -5 },
      { code: 'HALF', manaAmount: 2.5 },
    ]) {
      const res = await admin.$post({ json });
      expectStatus(res, 400);
      expect(res.body.error.message).toBe(PROMO_MESSAGES.invalidInput);
    }
    const noUses = await admin.$post({ json: { code: 'NOUSES', manaAmount: 5, maxUses: 0 } });
    expectStatus(noUses, 400);
    expect(noUses.body.error.message).toBe(PROMO_MESSAGES.maxUsesMin);
  });

  it('lists 20 codes a page, newest first, with the total count', async () => {
    const admin = (await adminClient()).api.admin['promo-codes'];
    const start = Date.parse('2026-11-01T00:00:00Z');
    await t.db
      .insertInto('promotion_codes')
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          id: randomUUID(),
          code: `CODE${String(i).padStart(2, '0')}`,
          mana_amount: 5,
          max_uses: null,
          current_uses: 0,
          is_active: 1,
          created_by: null,
          created_at: new Date(start + i * 60_000).toISOString(),
        })),
      )
      .execute();
    const first = await admin.$get({ query: {} });
    expectStatus(first, 200);
    expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.body.codes).toHaveLength(20);
    expect(first.body.codes[0]?.code).toBe('CODE22');
    const second = await admin.$get({ query: { page: '2' } });
    expectStatus(second, 200);
    expect(second.body.codes.map((c) => c.code)).toEqual(['CODE02', 'CODE01', 'CODE00']);
    expectStatus(await admin.$get({ query: { page: '0' } }), 400);
  });

  it('activates and deactivates a code by id; an unknown or malformed id is 404', async () => {
    const admin = (await adminClient()).api.admin['promo-codes'];
    const created = await admin.$post({ json: { code: 'TOGGLE', manaAmount: 5 } });
    expectStatus(created, 201);
    const off = await admin[':id'].$patch({ param: { id: created.body.id }, json: { isActive: false } });
    expectStatus(off, 200);
    expect(off.body.isActive).toBe(false);
    const on = await admin[':id'].$patch({ param: { id: created.body.id }, json: { isActive: true } });
    expectStatus(on, 200);
    expect(on.body.isActive).toBe(true);
    expectStatus(await admin[':id'].$patch({ param: { id: randomUUID() }, json: { isActive: false } }), 404);
    expectStatus(await admin[':id'].$patch({ param: { id: 'nope' }, json: { isActive: false } }), 404);
  });
});

describe('POST /api/promo/redeem', () => {
  it('grants the mana through the ledger once, upper-casing and trimming the code', async () => {
    const code = await createCode({ code: 'WELCOME50', manaAmount: 50 });
    const { session } = await registerUser(t);
    const client = t.client({ token: session.accessToken });
    const res = await client.api.promo.redeem.$post({ json: { code: '  welcome50 ' } });
    expectStatus(res, 200);
    expect(res.body).toEqual({ success: true, mana_granted: 50, error: null });
    const me = await client.api.me.$get();
    expectStatus(me, 200);
    expect(me.body.profile.manaBalance).toBe(25 + 50);

    const again = await client.api.promo.redeem.$post({ json: { code: 'WELCOME50' } });
    expectStatus(again, 422);
    expect(again.body.error).toMatchObject({
      code: 'promo_code_rejected',
      message: PROMO_MESSAGES.alreadyRedeemed,
      details: { reason: 'already_redeemed' },
    });
    expect(await promoLedgerRows(code.id)).toHaveLength(1);
    await t.deps.background.idle();
    const tracked = await t.db
      .selectFrom('analytics_events')
      .select(['user_id', 'properties'])
      .where('name', '=', 'promo_code_redeemed')
      .execute();
    expect(tracked).toEqual([
      { user_id: session.me.user.id, properties: JSON.stringify({ code: 'WELCOME50', mana_amount: 50 }) },
    ]);
  });

  it('refuses unknown and inactive codes alike, and an empty one with the spec text', async () => {
    const admin = (await adminClient()).api.admin['promo-codes'];
    const code = await admin.$post({ json: { code: 'SLEEPY', manaAmount: 5 } });
    expectStatus(code, 201);
    expectStatus(await admin[':id'].$patch({ param: { id: code.body.id }, json: { isActive: false } }), 200);
    const { session } = await registerUser(t);
    const redeem = t.client({ token: session.accessToken }).api.promo.redeem;
    for (const attempt of ['SLEEPY', 'NO-SUCH-CODE']) {
      const res = await redeem.$post({ json: { code: attempt } });
      expectStatus(res, 422);
      expect(res.body.error).toMatchObject({ message: PROMO_MESSAGES.invalid, details: { reason: 'invalid' } });
    }
    const empty = await redeem.$post({ json: { code: '   ' } });
    expectStatus(empty, 400);
    expect(empty.body.error.message).toBe(VALIDATION.promoEmpty);
    const tooLong = await redeem.$post({ json: { code: 'A'.repeat(51) } });
    expectStatus(tooLong, 400);
    expectStatus(await t.client().api.promo.redeem.$post({ json: { code: 'SLEEPY' } }), 401);
    expect(await promoLedgerRows(code.body.id)).toEqual([]);
  });

  it('holds max_uses exactly: 100 users at once on a code for 10 get 10 grants', async () => {
    const code = await createCode({ code: 'TENONLY', manaAmount: 7, maxUses: 10 });
    const users = await quickUsers(t, 100);
    const answers = await Promise.all(
      users.map((u) => t.client({ token: u.accessToken }).api.promo.redeem.$post({ json: { code: 'TENONLY' } })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(90);
    for (const a of answers) {
      if (a.status === 422) expect(a.body.error).toMatchObject({ details: { reason: 'used_up' } });
    }
    const row = await t.db
      .selectFrom('promotion_codes')
      .selectAll()
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(row.current_uses).toBe(10);
    const redemptions = await t.db
      .selectFrom('promotion_code_redemptions')
      .select('user_id')
      .where('promotion_code_id', '=', code.id)
      .execute();
    expect(redemptions).toHaveLength(10);
    const ledgerRows = await promoLedgerRows(code.id);
    expect(ledgerRows).toHaveLength(10);
    expect(new Set(ledgerRows.map((r) => r.user_id))).toEqual(new Set(redemptions.map((r) => r.user_id)));
    const balances = await t.db
      .selectFrom('profiles')
      .select('mana_balance')
      .where(
        'id',
        'in',
        users.map((u) => u.userId),
      )
      .execute();
    expect(balances.reduce((sum, b) => sum + b.mana_balance, 0)).toBe(70);
  });

  it('grants one user once however many of their redemptions race', async () => {
    const code = await createCode({ code: 'ONCEEACH', manaAmount: 12 });
    const [user] = await quickUsers(t, 1);
    if (!user) throw new Error('no user');
    const client = t.client({ token: user.accessToken });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.api.promo.redeem.$post({ json: { code: 'onceeach' } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(19);
    expect(await promoLedgerRows(code.id)).toHaveLength(1);
    const profile = await t.db
      .selectFrom('profiles')
      .select('mana_balance')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(profile.mana_balance).toBe(12);
    const row = await t.db
      .selectFrom('promotion_codes')
      .select('current_uses')
      .where('id', '=', code.id)
      .executeTakeFirstOrThrow();
    expect(row.current_uses).toBe(1);
  });

  it('applies the code given at sign-up when called without one, and only once', async () => {
    await createCode({ code: 'SIGNUP20', manaAmount: 20 });
    const { session } = await registerUser(t, { promoCode: 'signup20' });
    const redeem = t.client({ token: session.accessToken }).api.promo.redeem;
    const res = await redeem.$post({ json: {} });
    expectStatus(res, 200);
    expect(res.body.mana_granted).toBe(20);
    expectStatus(await redeem.$post({ json: {} }), 422);

    const plain = await registerUser(t);
    const none = await t.client({ token: plain.session.accessToken }).api.promo.redeem.$post({ json: {} });
    expectStatus(none, 400);
    expect(none.body.error.message).toBe(VALIDATION.promoEmpty);
  });
});
