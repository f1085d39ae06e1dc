import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerUser, withTestApp } from '@feastforge/server/testing';
import { createApiClient } from '../api/api-client.ts';
import { notify } from '../lib/notify.ts';
import { applySignupExtras, SIGNUP_EXTRAS_DELAY_MS } from './signup-extras.ts';

const t = withTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The web app's API client, signed in as `token`, over the real in-process server. */
function clientFor(token: string) {
  return createApiClient({
    transport: (url, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${token}`);
      return Promise.resolve(t.app.request(String(url), { ...init, headers }));
    },
  });
}

async function insertCode(createdBy: string, code: string, manaAmount: number) {
  await t.db
    .insertInto('promotion_codes')
    .values({
      id: crypto.randomUUID(),
      code,
      mana_amount: manaAmount,
      max_uses: null,
      current_uses: 0,
      is_active: 1,
      created_by: createdBy,
      created_at: new Date().toISOString(),
    })
    .execute();
}

async function balanceOf(userId: string) {
  const row = await t.db
    .selectFrom('profiles')
    .select('mana_balance')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.mana_balance);
}

describe('applySignupExtras', () => {
  it('waits 2 seconds, records the referral, then applies the code, shows the mana and refreshes the balance', async () => {
    const referrer = await registerUser(t);
    const referrerId = referrer.session.me.user.id;
    await insertCode(referrerId, 'FEASTDAY', 40);
    const { session } = await registerUser(t, {
      promoCode: 'feastday',
      referralCode: referrer.session.me.profile.referralCode,
    });
    const userId = session.me.user.id;
    const before = await balanceOf(userId);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const refreshMe = vi.fn(() => Promise.resolve());
    const waits: number[] = [];

    await applySignupExtras(
      { api: clientFor(session.accessToken), refreshMe },
      { referral: true, promo: true },
      (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    );

    expect(waits).toEqual([SIGNUP_EXTRAS_DELAY_MS]);
    expect(await balanceOf(userId)).toBe(before + 40);
    expect(success).toHaveBeenCalledWith('Promotion Code Redeemed!', 'You received 40 mana.', 'promo-code');
    expect(refreshMe).toHaveBeenCalledOnce();
    const referral = await t.db
      .selectFrom('referrals')
      .select('referrer_id')
      .where('referred_id', '=', userId)
      .executeTakeFirst();
    expect(referral?.referrer_id).toBe(referrerId);
  });

  it('shows a refused sign-up code under Invalid Code and only logs a bad referral', async () => {
    const { session } = await registerUser(t, { promoCode: 'NO-SUCH-CODE', referralCode: 'NOBODY99' });
    const failure = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refreshMe = vi.fn(() => Promise.resolve());

    await applySignupExtras({ api: clientFor(session.accessToken), refreshMe }, { referral: true, promo: true }, () =>
      Promise.resolve(),
    );

    expect(failure).toHaveBeenCalledWith('Invalid Code', 'Invalid or inactive promotion code.', 'promo-code');
    expect(warn).toHaveBeenCalledWith('The referral could not be processed:', expect.anything());
    expect(refreshMe).not.toHaveBeenCalled();
  });

  it('does nothing, and waits for nothing, when no code came with the sign-up', async () => {
    const wait = vi.fn(() => Promise.resolve());
    const requests: string[] = [];
    const api = createApiClient({
      transport: (url) => {
        requests.push(String(url));
        return Promise.resolve(new Response(null, { status: 500 }));
      },
    });
    await applySignupExtras({ api, refreshMe: vi.fn() }, { referral: false, promo: false }, wait);
    expect(wait).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });
});
