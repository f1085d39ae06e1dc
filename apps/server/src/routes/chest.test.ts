import { describe, expect, it } from 'vitest';
import { CHEST_ALREADY_CLAIMED_MESSAGE, CHEST_MANA_REWARD, CHEST_XP_REWARD, mana, xp } from '@feastforge/domain';
import { chestStatus, claimChest } from '../services/chest/chest.ts';
import { registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

async function profileOf(userId: string) {
  return t.db
    .selectFrom('profiles')
    .select(['mana_balance', 'total_xp', 'level'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function chestLedgerRows(userId: string) {
  return t.db
    .selectFrom('mana_transactions')
    .select(['amount', 'idempotency_key', 'transaction_type'])
    .where('user_id', '=', userId)
    .where('transaction_type', '=', 'daily_chest')
    .execute();
}

describe('GET /api/chest and POST /api/chest/claim', () => {
  it('opens today’s chest once, grants a reward in range, and then counts down to the next UTC midnight', async () => {
    const { session } = await registerUser(t);
    const client = t.client({ token: session.accessToken });
    const before = await client.api.chest.$get();
    expectStatus(before, 200);
    expect(before.body).toMatchObject({ claimable: true, todayClaim: null });
    expect(before.body.nextClaimAt).toMatch(/T00:00:00\.000Z$/);

    const claim = await client.api.chest.claim.$post();
    expectStatus(claim, 200);
    const { reward_type, reward_amount, xp_data } = claim.body;
    expect(claim.body).toMatchObject({ success: true, error: null });
    const profile = await profileOf(session.me.user.id);
    if (reward_type === 'mana') {
      expect(reward_amount).toBeGreaterThanOrEqual(CHEST_MANA_REWARD.min);
      expect(reward_amount).toBeLessThanOrEqual(CHEST_MANA_REWARD.max);
      expect(xp_data).toBeNull();
      expect(profile).toMatchObject({ mana_balance: 25 + reward_amount, total_xp: 0 });
    } else {
      expect(reward_amount).toBeGreaterThanOrEqual(CHEST_XP_REWARD.min);
      expect(reward_amount).toBeLessThanOrEqual(CHEST_XP_REWARD.max);
      expect(xp_data).toMatchObject({ xp_gained: reward_amount });
      expect(profile).toMatchObject({ mana_balance: 25, total_xp: reward_amount });
    }

    const after = await client.api.chest.$get();
    expectStatus(after, 200);
    expect(after.body).toMatchObject({
      claimable: false,
      nextClaimAt: before.body.nextClaimAt,
      todayClaim: { rewardType: reward_type, rewardAmount: reward_amount },
    });

    const again = await client.api.chest.claim.$post();
    expectStatus(again, 409);
    expect(again.body.error).toMatchObject({ code: 'already_claimed', message: CHEST_ALREADY_CLAIMED_MESSAGE });
  });

  it('lets exactly one of 50 parallel claims through and grants its reward once', async () => {
    const { session } = await registerUser(t);
    const userId = session.me.user.id;
    const client = t.client({ token: session.accessToken });
    const answers = await Promise.all(Array.from({ length: 50 }, () => client.api.chest.claim.$post()));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);

    const won = answers.find((a) => a.status === 200);
    if (!won) throw new Error('no claim succeeded');
    expectStatus(won, 200);
    const claims = await t.db.selectFrom('daily_chest_claims').selectAll().where('user_id', '=', userId).execute();
    expect(claims).toHaveLength(1);
    const profile = await profileOf(userId);
    const ledgerRows = await chestLedgerRows(userId);
    if (won.body.reward_type === 'mana') {
      expect(ledgerRows).toHaveLength(1);
      expect(profile).toMatchObject({ mana_balance: 25 + won.body.reward_amount, total_xp: 0 });
    } else {
      expect(ledgerRows).toHaveLength(0);
      expect(profile).toMatchObject({ mana_balance: 25, total_xp: won.body.reward_amount });
    }
  });

  it('refuses visitors', async () => {
    expectStatus(await t.client().api.chest.$get(), 401);
    expectStatus(await t.client().api.chest.claim.$post(), 401);
  });
});

describe('claimChest with an injected clock', () => {
  const manaChest = () => ({ type: 'mana' as const, amount: mana(7) });
  const xpChest = () => ({ type: 'xp' as const, amount: xp(30) });

  it('opens a new chest at UTC midnight and not a moment before', async () => {
    const { session } = await registerUser(t);
    const userId = session.me.user.id;
    const lateEvening = new Date('2026-11-25T23:59:59.999Z');
    const midnight = new Date('2026-11-26T00:00:00.000Z');

    await claimChest(t.db, userId, new Date('2026-11-25T00:00:00.000Z'), manaChest);
    await expect(claimChest(t.db, userId, lateEvening, manaChest)).rejects.toMatchObject({
      code: 'already_claimed',
      details: { nextClaimAt: '2026-11-26T00:00:00.000Z' },
    });
    expect(await chestStatus(t.db, userId, lateEvening)).toMatchObject({
      claimable: false,
      nextClaimAt: '2026-11-26T00:00:00.000Z',
    });
    expect(await chestStatus(t.db, userId, midnight)).toEqual({
      claimable: true,
      nextClaimAt: '2026-11-27T00:00:00.000Z',
      todayClaim: null,
    });

    await claimChest(t.db, userId, midnight, manaChest);
    const keys = (await chestLedgerRows(userId)).map((r) => r.idempotency_key).sort();
    expect(keys).toEqual([`chest:2026-11-25:${userId}`, `chest:2026-11-26:${userId}`]);
    expect((await profileOf(userId)).mana_balance).toBe(25 + 7 + 7);
  });

  it('awards an XP chest through the XP rules (level ups included) without touching the ledger', async () => {
    const { session } = await registerUser(t);
    const userId = session.me.user.id;
    const day = new Date('2026-11-25T12:00:00Z');
    await t.db.updateTable('profiles').set({ current_xp: 40, total_xp: 40 }).where('id', '=', userId).execute();
    const result = await claimChest(t.db, userId, day, xpChest);
    expect(result).toEqual({
      success: true,
      error: null,
      reward_type: 'xp',
      reward_amount: 30,
      xp_data: { xp_gained: 30, level_ups: 1, new_level: 2 },
    });
    expect(await profileOf(userId)).toMatchObject({ level: 2, total_xp: 70, mana_balance: 25 });
    expect(await chestLedgerRows(userId)).toEqual([]);
  });

  it('grants a mana chest exactly once however many parallel claims race for the same day', async () => {
    const { session } = await registerUser(t);
    const userId = session.me.user.id;
    const day = new Date('2026-11-25T08:00:00Z');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => claimChest(t.db, userId, day, manaChest)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'already_claimed' });
    }
    expect(await chestLedgerRows(userId)).toHaveLength(1);
    expect((await profileOf(userId)).mana_balance).toBe(25 + 7);
  });
});
