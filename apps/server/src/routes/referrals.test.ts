import { describe, expect, it } from 'vitest';
import { REFERRAL_CLAIM_WINDOW_HOURS, REFERRAL_MESSAGES } from '@feastforge/domain';
import type { LiveEvent } from '../services/live/live-events.ts';
import { confirmEmail, emailedLink, registerUser, tokenOfLink } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

/** A user with their referral code, and the live events their open tabs would get. */
async function referrer() {
  const user = await registerUser(t);
  const userId = user.session.me.user.id;
  const events: LiveEvent['type'][] = [];
  t.deps.live.subscribe(userId, (event) => events.push(event.type));
  return { ...user, userId, code: user.session.me.profile.referralCode, events };
}

/** What the referrer got: referral ledger rows, total XP, balance and reward notifications. */
async function rewardsOf(userId: string) {
  const ledger = await t.db
    .selectFrom('mana_transactions')
    .select(['amount', 'idempotency_key'])
    .where('user_id', '=', userId)
    .where('transaction_type', '=', 'referral')
    .execute();
  const profile = await t.db
    .selectFrom('profiles')
    .select(['mana_balance', 'total_xp'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const notifications = await t.db
    .selectFrom('notifications')
    .select(['title', 'message', 'action_url'])
    .where('user_id', '=', userId)
    .where('title', '=', REFERRAL_MESSAGES.rewardTitle)
    .execute();
  return { ledger, balance: profile.mana_balance, totalXp: profile.total_xp, notifications };
}

const claim = (token: string, code?: string) =>
  t.client({ token }).api.referrals.claim.$post({ json: code === undefined ? {} : { code } });

describe('GET /api/referrals', () => {
  it("answers the user's code, the /?ref= link and how many signed up with it", async () => {
    const inviter = await referrer();
    const summary = () => t.client({ token: inviter.session.accessToken }).api.referrals.$get();
    const empty = await summary();
    expectStatus(empty, 200);
    expect(empty.body).toEqual({ code: inviter.code, linkPath: `/?ref=${inviter.code}`, count: 0, rewardedCount: 0 });

    const friend = await registerUser(t);
    expectStatus(await claim(friend.session.accessToken, inviter.code), 200);
    const after = await summary();
    expectStatus(after, 200);
    expect(after.body).toMatchObject({ count: 1, rewardedCount: 0 });
    expectStatus(await t.client().api.referrals.$get(), 401);
  });
});

describe('POST /api/referrals/claim', () => {
  it('rewards the referrer only once the friend confirms their address, exactly once', async () => {
    const inviter = await referrer();
    const friend = await registerUser(t);
    const first = await claim(friend.session.accessToken, inviter.code.toLowerCase());
    expectStatus(first, 200);
    expect(first.body).toEqual({ success: true, referrerRewarded: false });
    expect(await rewardsOf(inviter.userId)).toMatchObject({ ledger: [], balance: 25, totalXp: 0, notifications: [] });
    expect(inviter.events).toEqual([]);

    await confirmEmail(t, friend);
    const rewarded = await rewardsOf(inviter.userId);
    expect(rewarded).toEqual({
      ledger: [{ amount: 50, idempotency_key: `referral:${inviter.userId}:${friend.session.me.user.id}` }],
      balance: 75,
      totalXp: 50,
      notifications: [
        { title: REFERRAL_MESSAGES.rewardTitle, message: REFERRAL_MESSAGES.rewardMessage, action_url: '/my-recipes' },
      ],
    });
    expect(inviter.events).toEqual(expect.arrayContaining(['profile', 'notification']));

    // A retried claim answers like the first and grants nothing more.
    const again = await claim(friend.session.accessToken, inviter.code);
    expectStatus(again, 200);
    expect(again.body).toEqual({ success: true, referrerRewarded: true });
    expect(await rewardsOf(inviter.userId)).toEqual(rewarded);
    // The reward's 50 XP reach level 2 and the first referral earns a social badge, each told once.
    const told = await t.db
      .selectFrom('notifications')
      .select('action_url')
      .where('user_id', '=', inviter.userId)
      .execute();
    expect(told.map((n) => n.action_url).sort()).toEqual(['/badges', '/my-recipes', '/my-recipes']);
  });

  it('rewards at once when the friend had already confirmed their address', async () => {
    const inviter = await referrer();
    const friend = await registerUser(t);
    await confirmEmail(t, friend);
    const res = await claim(friend.session.accessToken, inviter.code);
    expectStatus(res, 200);
    expect(res.body.referrerRewarded).toBe(true);
    expect(await rewardsOf(inviter.userId)).toMatchObject({ balance: 75, totalXp: 50 });
    expect((await rewardsOf(inviter.userId)).ledger).toHaveLength(1);
  });

  it('records one referral and one reward however many claims of a confirmed friend race', async () => {
    const inviter = await referrer();
    const friend = await registerUser(t);
    await confirmEmail(t, friend);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => claim(friend.session.accessToken, inviter.code)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const referrals = await t.db
      .selectFrom('referrals')
      .selectAll()
      .where('referrer_id', '=', inviter.userId)
      .execute();
    expect(referrals).toHaveLength(1);
    const rewards = await rewardsOf(inviter.userId);
    expect(rewards).toMatchObject({ balance: 75, totalXp: 50 });
    expect(rewards.ledger).toHaveLength(1);
    expect(rewards.notifications).toHaveLength(1);
  });

  it('rewards exactly once when the claim and the confirmation race', async () => {
    const inviter = await referrer();
    const friends = await Promise.all(Array.from({ length: 4 }, () => registerUser(t)));
    await Promise.all(
      friends.map(async (friend) => {
        const token = tokenOfLink(await emailedLink(t, friend.email, '/verify-email'));
        const client = t.client({ token: friend.session.accessToken });
        const [claimed, confirmed] = await Promise.all([
          claim(friend.session.accessToken, inviter.code),
          client.api.auth['verify-email'].$post({ json: { token } }),
        ]);
        expectStatus(claimed, 200);
        expect(confirmed.status).toBe(200);
      }),
    );
    const rewards = await rewardsOf(inviter.userId);
    expect(rewards.ledger).toHaveLength(4);
    expect(rewards).toMatchObject({ balance: 25 + 4 * 50, totalXp: 4 * 50 });
    expect(rewards.notifications).toHaveLength(4);
  });

  it('counts a password reset as the confirmation (the link reached the same inbox)', async () => {
    const inviter = await referrer();
    const friend = await registerUser(t);
    expectStatus(await claim(friend.session.accessToken, inviter.code), 200);
    expectStatus(await t.client().api.auth['password-reset'].$post({ json: { email: friend.email } }), 202);
    const token = tokenOfLink(await emailedLink(t, friend.email, '/reset-password'));
    const reset = await t.client().api.auth['password-reset'].confirm.$post({
      json: { token, password: 'Another-Stew-77' },
    });
    expect(reset.status).toBe(200);
    expect(await rewardsOf(inviter.userId)).toMatchObject({ balance: 75, totalXp: 50 });
  });

  it('uses the referral code given at sign-up when none is sent', async () => {
    const inviter = await referrer();
    const friend = await registerUser(t, { referralCode: inviter.code });
    await confirmEmail(t, friend);
    const res = await claim(friend.session.accessToken);
    expectStatus(res, 200);
    expect(res.body.referrerRewarded).toBe(true);

    const loner = await registerUser(t);
    const none = await claim(loner.session.accessToken);
    expectStatus(none, 422);
    expect(none.body.error).toMatchObject({ code: 'referral_rejected', details: { reason: 'missing' } });
  });

  it('never rewards a self-referral, an unknown code, or a second referrer', async () => {
    const inviter = await referrer();
    await confirmEmail(t, inviter);
    const self = await claim(inviter.session.accessToken, inviter.code);
    expectStatus(self, 422);
    expect(self.body.error).toMatchObject({ message: REFERRAL_MESSAGES.self, details: { reason: 'self' } });

    const friend = await registerUser(t);
    const unknown = await claim(friend.session.accessToken, 'NOSUCHCODE');
    expectStatus(unknown, 422);
    expect(unknown.body.error).toMatchObject({ details: { reason: 'unknown' } });
    const garbage = await claim(friend.session.accessToken, '<script>');
    expectStatus(garbage, 400);

    const other = await referrer();
    expectStatus(await claim(friend.session.accessToken, inviter.code), 200);
    const second = await claim(friend.session.accessToken, other.code);
    expectStatus(second, 422);
    expect(second.body.error).toMatchObject({ details: { reason: 'already_referred' } });
    await confirmEmail(t, friend);
    expect(await rewardsOf(other.userId)).toMatchObject({ ledger: [], balance: 25, totalXp: 0 });
    expect((await rewardsOf(inviter.userId)).ledger).toHaveLength(1);
    expectStatus(await t.client().api.referrals.claim.$post({ json: { code: inviter.code } }), 401);
  });

  it('records a referral only for an account at most 24 hours old, so old accounts grant no reward', async () => {
    const inviter = await referrer();
    const veteran = await registerUser(t);
    await confirmEmail(t, veteran);
    await ageAccount(veteran.session.me.user.id, REFERRAL_CLAIM_WINDOW_HOURS + 1);
    const late = await claim(veteran.session.accessToken, inviter.code);
    expectStatus(late, 422);
    expect(late.body.error).toMatchObject({ message: REFERRAL_MESSAGES.tooLate, details: { reason: 'too_late' } });
    expect(await rewardsOf(inviter.userId)).toMatchObject({ ledger: [], balance: 25, totalXp: 0 });
    const rows = await t.db.selectFrom('referrals').select('id').where('referrer_id', '=', inviter.userId).execute();
    expect(rows).toEqual([]);

    // A claim recorded in time still answers as it did when retried after the window.
    const friend = await registerUser(t);
    expectStatus(await claim(friend.session.accessToken, inviter.code), 200);
    await ageAccount(friend.session.me.user.id, REFERRAL_CLAIM_WINDOW_HOURS + 1);
    const retry = await claim(friend.session.accessToken, inviter.code);
    expectStatus(retry, 200);
    expect(retry.body).toEqual({ success: true, referrerRewarded: false });
  });
});

/** Moves the account's sign-up `hours` into the past. */
async function ageAccount(userId: string, hours: number) {
  const createdAt = new Date(Date.now() - hours * 3_600_000).toISOString();
  await t.db.updateTable('users').set({ created_at: createdAt }).where('id', '=', userId).execute();
}
