import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/builders.ts';
import { withTestApp } from '../../testing/fixture.ts';
import type { Executor } from '../db-executor.ts';
import { nextVersion } from '../sync/versions.ts';
import { checkBadges } from './check-badges.ts';

const t = withTestApp();

const today = '2026-11-25';

function claimChest(trx: Executor, userId: string) {
  return trx
    .insertInto('daily_chest_claims')
    .values({
      id: randomUUID(),
      user_id: userId,
      claim_day: today,
      reward_type: 'xp',
      reward_amount: 10,
      created_at: new Date().toISOString(),
    })
    .execute();
}

async function syncVersionOf(userId: string) {
  const row = await t.db
    .selectFrom('sync_versions')
    .select('version')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

const badgesOf = (userId: string) =>
  t.db.selectFrom('user_badges').select('badge_id').where('user_id', '=', userId).execute();

describe('checkBadges, as the chest and referral code call it', () => {
  it('unlocks in the caller’s transaction with the version it took, seeing the rows it wrote', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    const { names, version } = await t.db.transaction().execute(async (trx) => {
      const taken = await nextVersion(trx, userId);
      await claimChest(trx, userId);
      return { names: await checkBadges(trx, userId, taken), version: taken };
    });
    expect(names).toEqual(['Treasure Seeker']);
    const note = await t.db
      .selectFrom('notifications')
      .select(['version', 'action_url'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect({ version: Number(note.version), actionUrl: note.action_url }).toEqual({ version, actionUrl: '/badges' });
    expect(await syncVersionOf(userId)).toBe(version);
  });

  it('takes a version of its own in a transaction that gave none', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    const before = await syncVersionOf(userId);
    const names = await t.db.transaction().execute(async (trx) => {
      await claimChest(trx, userId);
      return checkBadges(trx, userId);
    });
    expect(names).toEqual(['Treasure Seeker']);
    const note = await t.db
      .selectFrom('notifications')
      .select('version')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(note.version)).toBe(before + 1);
  });

  it('unlocks nothing when the caller’s transaction rolls back', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await nextVersion(trx, userId);
        await claimChest(trx, userId);
        expect(await checkBadges(trx, userId)).toEqual(['Treasure Seeker']);
        throw new Error('the chest was a mimic');
      }),
    ).rejects.toThrow('mimic');
    expect(await badgesOf(userId)).toEqual([]);
    expect(await checkBadges(t.db, userId)).toEqual([]);
  });

  it('writes nothing, not even a version, when there is nothing new', async () => {
    const userId = (await registerUser(t)).session.me.user.id;
    const before = await syncVersionOf(userId);
    expect(await checkBadges(t.db, userId)).toEqual([]);
    expect(await syncVersionOf(userId)).toBe(before);
  });
});
