import { describe, expect, it } from 'vitest';
import { MANA_PACKAGES, SHOP_MESSAGES } from '@feastforge/domain';
import { balanceOf } from '../services/ledger/ledger.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { ledgerMismatches } from '../testing/ledger-balance.ts';
import { DEMO_NOTICE } from '../web/demo-checkout-page.ts';

const t = withTestApp();

async function cook() {
  const { session } = await registerUser(t);
  return { userId: session.me.user.id, api: t.client({ token: session.accessToken }).api };
}

/** The cook's mana balance now. */
const balance = (userId: string) => balanceOf(t.db, userId);

/** Presses a button on the demo checkout page, as the browser sends it from that page. */
const press = (path: string) => t.app.request(path, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } });

/** Opens a demo checkout of `packageId` and answers its session id and page path. */
async function openCheckout(
  api: Awaited<ReturnType<typeof cook>>['api'],
  packageId: 'apprentice' | 'mage' | 'archmage',
) {
  const res = await api.shop.checkout.$post({ json: { packageId } });
  expectStatus(res, 200);
  expect(res.body.provider).toBe('demo');
  const url = new URL(res.body.url);
  expect(url.origin).toBe('http://feastforge.test');
  return { sessionId: res.body.sessionId, path: url.pathname };
}

describe('the shop', () => {
  it('lists the three packages with price per mana and per recipe, Mage marked popular', async () => {
    const res = await t.client().api.shop.packages.$get();
    expectStatus(res, 200);
    expect(res.body.packages.map((p) => [p.name, p.mana, p.price, p.popular])).toEqual([
      ['Apprentice', 50, 4.99, false],
      ['Mage', 150, 12.99, true],
      ['Archmage', 500, 34.99, false],
    ]);
    expect(res.body.packages.map((p) => p.pricePerMana.toFixed(2))).toEqual(['0.10', '0.09', '0.07']);
    expect(res.body.packages.map((p) => p.pricePerRecipe.toFixed(2))).toEqual(['0.10', '0.09', '0.07']);
    expect(MANA_PACKAGES).toHaveLength(3);
  });

  it("asks a signed-out cook to log in: 'Please log in to purchase Mana.'", async () => {
    const res = await t.client().api.shop.checkout.$post({ json: { packageId: 'mage' } });
    expectStatus(res, 401);
    expect(res.body.error.message).toBe(SHOP_MESSAGES.authRequired.message);
    expectStatus(await t.client().api.shop.verify.$post({ json: { sessionId: 'cs_test_1' } }), 401);
    expectStatus(await t.client().api.shop.purchases.$get(), 401);
  });

  it('refuses an unknown package with 400', async () => {
    const { api } = await cook();
    const res = await api.shop.checkout.$post({ json: { packageId: 'dragon' as 'mage' } });
    expectStatus(res, 400);
  });

  it('buys the Mage package through the demo checkout: 150 mana once, a notification, paid in the history', async () => {
    const { userId, api } = await cook();
    const { sessionId, path } = await openCheckout(api, 'mage');

    const page = await t.app.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(DEMO_NOTICE);
    expect(html).toContain('lang="en"');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'.*form-action 'self'/);

    const pending = await api.shop.verify.$post({ json: { sessionId } });
    expectStatus(pending, 200);
    expect(pending.body).toMatchObject({ success: false, status: 'pending', manaAdded: 0 });

    const paid = await press(`${path}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://feastforge.test/shop?success=true&session_id=${sessionId}`);
    expect(await balance(userId)).toBe(175);

    // The return page, twice (a reload), and the pay button once more: nothing more is added.
    for (let i = 0; i < 2; i++) {
      const verified = await api.shop.verify.$post({ json: { sessionId } });
      expectStatus(verified, 200);
      expect(verified.body).toEqual({
        success: true,
        status: 'paid',
        manaAdded: 150,
        message: '150 Mana added to your account!',
      });
    }
    await press(`${path}/pay`);
    expect(await balance(userId)).toBe(175);

    const notifications = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', userId)
      .execute();
    expect(notifications.map((n) => n.title)).toContain('Mana Purchased!');
    const history = await api.shop.purchases.$get();
    expectStatus(history, 200);
    expect(history.body.purchases).toEqual([
      expect.objectContaining({ packageName: 'Mage', mana: 150, amountCents: 1299, status: 'paid', manaTakenBack: 0 }),
    ]);
    await t.deps.background.idle();
    const events = await t.db
      .selectFrom('analytics_events')
      .select(['name', 'properties'])
      .where('user_id', '=', userId)
      .execute();
    expect(events).toContainEqual({
      name: 'mana_purchased',
      properties: JSON.stringify({ quantity: 150, value: 15, currency: 'USD', package: 'mage' }),
    });
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('cancels a demo checkout: back to the cancel address, no mana, the purchase expired', async () => {
    const { userId, api } = await cook();
    const { sessionId, path } = await openCheckout(api, 'apprentice');
    const canceled = await press(`${path}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe('http://feastforge.test/shop?canceled=true');
    // Paying after canceling changes nothing.
    expect((await press(`${path}/pay`)).headers.get('location')).toMatch(/canceled=true/);
    expect(await balance(userId)).toBe(25);
    const verified = await api.shop.verify.$post({ json: { sessionId } });
    expectStatus(verified, 200);
    expect(verified.body).toMatchObject({ success: false, status: 'failed', manaAdded: 0 });
    const history = await api.shop.purchases.$get();
    expectStatus(history, 200);
    expect(history.body.purchases.map((p) => p.status)).toEqual(['expired']);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it("refuses to verify another cook's session like an unknown one (404)", async () => {
    const owner = await cook();
    const thief = await cook();
    const { sessionId, path } = await openCheckout(owner.api, 'archmage');
    await press(`${path}/pay`);
    for (const id of [sessionId, 'demo_cs_unknown']) {
      const res = await thief.api.shop.verify.$post({ json: { sessionId: id } });
      expectStatus(res, 404);
      expect(res.body.error.message).toBe(SHOP_MESSAGES.verifyFailed.message);
    }
    expect(await balance(thief.userId)).toBe(25);
    expect(await balance(owner.userId)).toBe(525);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('refuses Pay and Cancel posted from another site with 403, and accepts a same-origin Origin', async () => {
    const { userId, api } = await cook();
    const { path } = await openCheckout(api, 'mage');
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      {},
    ];
    for (const headers of foreign) {
      for (const choice of ['pay', 'cancel']) {
        const res = await t.app.request(`${path}/${choice}`, { method: 'POST', headers });
        expect(res.status).toBe(403);
        expect(await res.text()).toContain('This request did not come from the checkout page');
      }
    }
    expect(await balance(userId)).toBe(25);
    expect((await t.app.request(path)).status).toBe(200);

    // A browser that sends no Sec-Fetch-Site still sends Origin with a form post.
    const paid = await t.app.request(`${path}/pay`, { method: 'POST', headers: { origin: 'http://feastforge.test' } });
    expect(paid.status).toBe(303);
    expect(await balance(userId)).toBe(175);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it('limits a cook to 10 checkouts in 10 minutes (429 after), leaving other cooks alone', async () => {
    const { api } = await cook();
    for (let i = 0; i < 10; i++) await openCheckout(api, 'apprentice');
    const limited = await api.shop.checkout.$post({ json: { packageId: 'apprentice' } });
    expectStatus(limited, 429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.db.selectFrom('payments').selectAll().execute()).toHaveLength(10);
    await openCheckout((await cook()).api, 'apprentice');
  });

  it('answers 404 for a demo page that does not exist', async () => {
    expect((await t.app.request('/shop/demo-checkout/nope')).status).toBe(404);
    expect((await press('/shop/demo-checkout/nope/pay')).status).toBe(404);
  });
});

describe('the shop in production without a Stripe key', () => {
  const prod = withTestApp({ NODE_ENV: 'production' });

  it('refuses the demo checkout with 503 and serves no demo page', async () => {
    const { session } = await registerUser(prod);
    const res = await prod
      .client({ token: session.accessToken })
      .api.shop.checkout.$post({ json: { packageId: 'mage' } });
    expectStatus(res, 503);
    expect(res.body.error).toEqual({ code: 'payments_unavailable', message: SHOP_MESSAGES.paymentsOff });
    expect(await prod.db.selectFrom('payments').selectAll().execute()).toEqual([]);
    expect((await prod.app.request('/shop/demo-checkout/demo_cs_x')).status).toBe(404);
  });
});

describe('the shop in production with DEMO_PAYMENTS=1', () => {
  const demo = withTestApp({ NODE_ENV: 'production', DEMO_PAYMENTS: '1' });

  it('offers the demo checkout', async () => {
    const { session } = await registerUser(demo);
    const res = await demo
      .client({ token: session.accessToken })
      .api.shop.checkout.$post({ json: { packageId: 'mage' } });
    expectStatus(res, 200);
    expect(res.body.provider).toBe('demo');
  });
});
