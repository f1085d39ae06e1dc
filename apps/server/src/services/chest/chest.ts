import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CHEST_ALREADY_CLAIMED_MESSAGE,
  chestDay,
  DomainError,
  nextChestAt,
  rollChestReward,
  type ChestClaimResult,
  type ChestReward,
  type ChestStatus,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { awardXp } from '../generation/award-xp.ts';
import * as ledger from '../ledger/ledger.ts';
import { nextVersion } from '../sync/versions.ts';

/** Rolls a chest with a cryptographic source; tests pass their own roll. */
export const rollChest = (): ChestReward => rollChestReward((n) => randomInt(n));

/**
 * Whether `userId` can open today's chest at `now` (the UTC day decides), when the next one
 * appears, and today's reward if it was already opened.
 *
 * @example
 * const { claimable, nextClaimAt } = await chestStatus(db, userId, new Date())
 */
export async function chestStatus(db: Kysely<Database>, userId: string, now: Date): Promise<ChestStatus> {
  const claim = await db
    .selectFrom('daily_chest_claims')
    .select(['reward_type', 'reward_amount', 'created_at'])
    .where('user_id', '=', userId)
    .where('claim_day', '=', chestDay(now))
    .executeTakeFirst();
  return {
    claimable: claim === undefined,
    nextClaimAt: nextChestAt(now).toISOString(),
    todayClaim: claim
      ? {
          rewardType: claim.reward_type === 'xp' ? 'xp' : 'mana',
          rewardAmount: claim.reward_amount,
          claimedAt: claim.created_at,
        }
      : null,
  };
}

/**
 * Opens today's chest (the UTC day of `now`) and grants its reward in one transaction: the claim
 * row's unique key (user, day) lets exactly one of any number of parallel claims through, and the
 * reward commits or rolls back with it. A mana reward is a ledger credit keyed by the day, so even
 * a replay of the same transaction cannot book it twice. Throws `already_claimed` (409) for a
 * second claim the same day. Tell the user's tabs after it returns (`{ type: 'profile' }`).
 *
 * @example
 * const result = await claimChest(db, userId, new Date()) // { success: true, reward_type: 'mana', reward_amount: 9, ... }
 */
export async function claimChest(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  roll: () => ChestReward = rollChest,
): Promise<ChestClaimResult> {
  const day = chestDay(now);
  const reward = roll();
  return db.transaction().execute(async (trx) => {
    // Taken first, as every write of the user's rows does: parallel claims queue here.
    const version = await nextVersion(trx, userId);
    const claimed = await trx
      .insertInto('daily_chest_claims')
      .values({
        id: randomUUID(),
        user_id: userId,
        claim_day: day,
        reward_type: reward.type,
        reward_amount: reward.amount,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'claim_day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed)
      throw new DomainError('already_claimed', CHEST_ALREADY_CLAIMED_MESSAGE, {
        nextClaimAt: nextChestAt(now).toISOString(),
      });

    if (reward.type === 'mana') {
      await ledger.credit(trx, {
        userId,
        amount: reward.amount,
        type: 'daily_chest',
        description: `Daily treasure chest (${day})`,
        idempotencyKey: `chest:${day}:${userId}`,
      });
      return { success: true, error: null, reward_type: 'mana', reward_amount: reward.amount, xp_data: null };
    }
    const xpData = await awardXp(trx, userId, reward.amount, version);
    return { success: true, error: null, reward_type: 'xp', reward_amount: reward.amount, xp_data: xpData };
  });
}
