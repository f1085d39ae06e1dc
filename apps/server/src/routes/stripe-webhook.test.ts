import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mana } from '@feastforge/domain';
import * as ledger from '../services/ledger/ledger.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { ledgerMismatches } from '../testing/ledger-balance.ts';
import { startStripeStub, type StripeStub } from '../testing/stripe-stub.ts';
import { takeLogs } from '../testing/log-capture.ts';

const WEBHOOK_SECRET = 'whsec_feastforge_test';
let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(() => stub.close());

const t = withTestApp(() => ({
  STRIPE_SECRET_KEY: 'sk_test_feastforge',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stub.url,
}));

async function cook() {
  const { session } = await registerUser(t);
  return { userId: session.me.user.id, api: t.client({ token: session.accessToken }).api };
}
type Cook = Awaited<ReturnType<typeof cook>>;

/** The cook's mana balance now. */
const balance = (userId: string) => ledger.balanceOf(t.db, userId);

async function checkout(who: Cook, packageId: 'apprentice' | 'mage' | 'archmage' = 'mage') {
  const res = await who.api.shop.checkout.$post({ json: { packageId } });
  expectStatus(res, 200);
  expect(res.body.provider).toBe('stripe');
  return res.body.sessionId;
}

function event(type: string, object: Record<string, unknown>, id = `evt_${randomUUID().replaceAll('-', '')}`) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28', created: 1, data: { object } });
}

/** Posts `payload` to the webhook signed as Stripe does (or with `secret`/`timestamp` given). */
function deliver(payload: string, options: { secret?: string; timestamp?: number; body?: string } = {}) {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return t.app.request('/api/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: options.body ?? payload,
  });
}

const sessionEvent = (type: string, sessionId: string, id?: string) =>
  event(type, { id: sessionId, object: 'checkout.session' }, id);

async function verify(who: Cook, sessionId: string) {
  const res = await who.api.shop.verify.$post({ json: { sessionId } });
  expectStatus(res, 200);
  return res.body;
}

async function purchaseStatus(sessionId: string) {
  const row = await t.db
    .selectFrom('payments')
    .select(['status', 'mana_taken_back'])
    .where('provider_session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return row;
}

describe('Stripe checkout', () => {
  it('opens a payment-mode session for the package in USD, naming the cook, with an idempotency key', async () => {
    const who = await cook();
    const sessionId = await checkout(who, 'archmage');
    const created = stub.creates.at(-1);
    const form = created?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('3499');
    expect(form?.get('client_reference_id')).toBe(who.userId);
    expect(form?.get('metadata[userId]')).toBe(who.userId);
    expect(form?.get('metadata[packageId]')).toBe('archmage');
    expect(form?.get('success_url')).toBe('http://feastforge.test/shop?success=true&session_id={CHECKOUT_SESSION_ID}');
    expect(form?.get('cancel_url')).toBe('http://feastforge.test/shop?canceled=true');
    const payment = await t.db
      .selectFrom('payments')
      .select('id')
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(created?.idempotencyKey).toBe(`checkout:${payment.id}`);
    expect(form?.get('metadata[paymentId]')).toBe(payment.id);
    expect(stub.session(sessionId).url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });
});

describe('the Stripe webhook and the return page', () => {
  it('credits once when the webhook comes first and the return page after', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    stub.complete(sessionId);
    expect((await deliver(sessionEvent('checkout.session.completed', sessionId))).status).toBe(200);
    expect(await balance(who.userId)).toBe(175);
    expect(await verify(who, sessionId)).toMatchObject({ success: true, status: 'paid', manaAdded: 150 });
    expect(await balance(who.userId)).toBe(175);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('credits once when the return page comes first and the webhook after', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    expect(await verify(who, sessionId)).toMatchObject({ success: false, status: 'pending', manaAdded: 0 });
    stub.complete(sessionId);
    expect(await verify(who, sessionId)).toMatchObject({ success: true, manaAdded: 150 });
    expect((await deliver(sessionEvent('checkout.session.completed', sessionId))).status).toBe(200);
    expect(await balance(who.userId)).toBe(175);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('handles the same event delivered 5 times at once once', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    stub.complete(sessionId);
    const payload = sessionEvent('checkout.session.completed', sessionId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await balance(who.userId)).toBe(175);
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toHaveLength(1);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('credits once for two different events about one session, with the return page racing them', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    stub.complete(sessionId);
    await Promise.all([
      deliver(sessionEvent('checkout.session.completed', sessionId)),
      deliver(sessionEvent('checkout.session.async_payment_succeeded', sessionId)),
      verify(who, sessionId),
    ]);
    expect(await balance(who.userId)).toBe(175);
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toHaveLength(2);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('waits for a delayed payment: completed unpaid credits nothing, async_payment_succeeded credits once', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    stub.complete(sessionId, 'unpaid');
    expect((await deliver(sessionEvent('checkout.session.completed', sessionId))).status).toBe(200);
    expect(await balance(who.userId)).toBe(25);
    expect(await verify(who, sessionId)).toMatchObject({ status: 'pending' });
    stub.pay(sessionId);
    expect((await deliver(sessionEvent('checkout.session.async_payment_succeeded', sessionId))).status).toBe(200);
    expect(await balance(who.userId)).toBe(175);
    expect(await purchaseStatus(sessionId)).toMatchObject({ status: 'paid' });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('marks a delayed payment that failed, and credits nothing', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    stub.complete(sessionId, 'unpaid');
    await deliver(sessionEvent('checkout.session.completed', sessionId));
    expect((await deliver(sessionEvent('checkout.session.async_payment_failed', sessionId))).status).toBe(200);
    expect(await balance(who.userId)).toBe(25);
    expect(await purchaseStatus(sessionId)).toMatchObject({ status: 'failed' });
    expect(await verify(who, sessionId)).toMatchObject({ success: false, status: 'failed', manaAdded: 0 });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('marks an expired checkout', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    stub.expire(sessionId);
    expect((await deliver(sessionEvent('checkout.session.expired', sessionId))).status).toBe(200);
    expect(await purchaseStatus(sessionId)).toMatchObject({ status: 'expired' });
    expect(await balance(who.userId)).toBe(25);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it("refuses to verify another cook's session, paid or not (404), and credits nobody", async () => {
    const owner = await cook();
    const other = await cook();
    const sessionId = await checkout(owner);
    stub.complete(sessionId);
    const res = await other.api.shop.verify.$post({ json: { sessionId } });
    expectStatus(res, 404);
    expect(await balance(other.userId)).toBe(25);
    expect(await balance(owner.userId)).toBe(25);
    expect(await verify(owner, sessionId)).toMatchObject({ manaAdded: 150 });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('refuses a bad signature, a re-serialised body and a stale timestamp with 400, changing nothing', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    stub.complete(sessionId);
    const payload = sessionEvent('checkout.session.completed', sessionId);
    const reserialised = JSON.stringify(JSON.parse(payload), null, 2);
    const stale = Math.floor(Date.now() / 1000) - 6 * 60;
    for (const res of [
      await deliver(payload, { secret: 'whsec_someone_else' }),
      await deliver(payload, { body: reserialised }),
      await deliver(payload, { timestamp: stale }),
      await t.app.request('/api/stripe/webhook', { method: 'POST', body: payload }),
    ]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
    }
    expect(await balance(who.userId)).toBe(25);
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('refuses a body over its own size cap with 413, and accepts events over the API-wide 64 KB', async () => {
    const big = event('customer.updated', { id: 'cus_1', note: 'x'.repeat(100 * 1024) });
    expect((await deliver(big)).status).toBe(200);
    const huge = event('customer.updated', { id: 'cus_2', note: 'x'.repeat(600 * 1024) });
    expect((await deliver(huge)).status).toBe(413);
  });

  it('takes back a refunded purchase as far as the balance allows, once, and says so', async () => {
    const who = await cook();
    const sessionId = await checkout(who, 'apprentice');
    const paymentIntent = stub.complete(sessionId).payment_intent;
    await deliver(sessionEvent('checkout.session.completed', sessionId));
    expect(await balance(who.userId)).toBe(75);
    await t.db.transaction().execute((trx) =>
      ledger.debit(trx, {
        userId: who.userId,
        amount: mana(60),
        type: 'generation',
        description: 'Conjured many stews',
        idempotencyKey: `spend:${who.userId}`,
        purpose: 'to conjure these recipes',
      }),
    );
    const refund = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: paymentIntent });
    expect((await deliver(refund)).status).toBe(200);
    expect((await deliver(refund)).status).toBe(200);
    const dispute = event('charge.dispute.created', { id: 'dp_1', object: 'dispute', payment_intent: paymentIntent });
    expect((await deliver(dispute)).status).toBe(200);

    expect(await balance(who.userId)).toBe(0);
    expect(await purchaseStatus(sessionId)).toEqual({ status: 'disputed', mana_taken_back: 15 });
    const reversal = await t.db
      .selectFrom('mana_transactions')
      .select(['amount', 'transaction_type', 'description'])
      .where('user_id', '=', who.userId)
      .where('transaction_type', '=', 'purchase_reversal')
      .execute();
    expect(reversal).toEqual([expect.objectContaining({ amount: -15 })]);
    expect(reversal[0]?.description).toMatch(/Apprentice package was refunded/);
    const history = await who.api.shop.purchases.$get();
    expectStatus(history, 200);
    expect(history.body.purchases[0]).toMatchObject({ manaTakenBack: 15, mana: 50 });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('answers 500, not 4xx, when handling a signed event fails, so Stripe retries it', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    stub.complete(sessionId);
    // A row the ledger refuses to book (a 400 anywhere else) stands in for any handling failure.
    await t.db.updateTable('payments').set({ mana: 0 }).where('provider_session_id', '=', sessionId).execute();
    const payload = sessionEvent('checkout.session.completed', sessionId);
    const res = await deliver(payload);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('internal');
    expect(
      takeLogs()
        .filter((line) => line.level >= 50)
        .map((line) => line.msg),
    ).toEqual(['Stripe event failed']);
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);

    await t.db.updateTable('payments').set({ mana: 150 }).where('provider_session_id', '=', sessionId).execute();
    expect((await deliver(payload)).status).toBe(200);
    expect(await balance(who.userId)).toBe(175);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('answers 500 to a refund that comes before its payment is fulfilled, and takes the mana back on the retry', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    const paymentIntent = stub.complete(sessionId).payment_intent;
    const refund = event('charge.refunded', { id: 'ch_early', object: 'charge', payment_intent: paymentIntent });
    expect((await deliver(refund)).status).toBe(500);
    expect(takeLogs().map((line) => line.msg)).toContain('reversed payment is not fulfilled yet; Stripe will retry');
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);

    expect((await deliver(sessionEvent('checkout.session.completed', sessionId))).status).toBe(200);
    expect(await balance(who.userId)).toBe(175);
    expect((await deliver(refund)).status).toBe(200);
    expect(await balance(who.userId)).toBe(25);
    expect(await purchaseStatus(sessionId)).toEqual({ status: 'refunded', mana_taken_back: 150 });
    expect(await verify(who, sessionId)).toMatchObject({ success: false, status: 'failed', manaAdded: 0 });
    expect(await balance(who.userId)).toBe(25);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('answers 502 and leaves the event unrecorded when Stripe fails, so the retry credits once', async () => {
    const who = await cook();
    const sessionId = await checkout(who);
    stub.complete(sessionId);
    const payload = sessionEvent('checkout.session.completed', sessionId);
    stub.failNext(3);
    expect((await deliver(payload)).status).toBe(502);
    expect(
      takeLogs()
        .filter((line) => line.level >= 50)
        .map((line) => line.msg),
    ).toEqual(['Stripe session read failed']);
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toEqual([]);
    expect(await balance(who.userId)).toBe(25);
    expect((await deliver(payload)).status).toBe(200);
    expect(await balance(who.userId)).toBe(175);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it("acknowledges events about sessions that are not ours, and leaves an unknown payment's refund for a retry", async () => {
    expect((await deliver(sessionEvent('checkout.session.completed', 'cs_test_not_ours'))).status).toBe(200);
    // An unknown payment intent may be ours before its fulfilment: only a retry can tell.
    const refund = event('charge.refunded', { id: 'ch_2', object: 'charge', payment_intent: 'pi_not_ours' });
    expect((await deliver(refund)).status).toBe(500);
    expect(takeLogs().map((line) => line.msg)).toContain('reversed payment is not fulfilled yet; Stripe will retry');
    expect(await t.db.selectFrom('payment_events').selectAll().execute()).toHaveLength(1);
  });
});
