import { badgesUnlockedNotice, qualifiedBadges, type SyncVersion } from '@feastforge/domain';
import type { Executor } from '../db-executor.ts';
import { notify } from '../notifications/notify.ts';
import { nextVersion } from '../sync/versions.ts';
import { badgeStats } from './badge-stats.ts';
import { logger } from '../../logger.ts';

/**
 * Unlocks every badge `userId` now qualifies for and has not unlocked yet, and answers the names
 * of those it unlocked, in catalogue order (spec section 3 'Badge check result'). The badges of one
 * check write one notification pointing at /badges: '🎉 New Badge Unlocked!' naming a single one,
 * '🎉 3 Badges Unlocked!' listing several.
 *
 * Exactly once per badge, however many checks run at once: the `user_badges` primary key refuses
 * a second row and only the rows this call really inserted are answered and announced.
 *
 * Pass the open transaction of the write the check follows (a generation, a publish, a chest
 * claim, a referral reward), after that write: the check then sees the new rows and commits (or
 * rolls back) with them. Pass the `version` that transaction took for `userId` with `nextVersion`,
 * so the notifications come down with the rest of the write; without one, the check takes the
 * next version itself. Pass `db` to check on its own: it opens its own transaction only when
 * there is something to unlock. Either way, once committed, tell the user's tabs:
 * `announceProgress(deps.live, userId, { newBadges })`.
 *
 * @example
 * const version = await nextVersion(trx, userId)
 * // ... the write ...
 * const newBadges = await checkBadges(trx, userId, version) // ['First Feast', 'Rare Find']
 */
export async function checkBadges(executor: Executor, userId: string, version?: SyncVersion): Promise<string[]> {
  if (executor.isTransaction) return unlock(executor, userId, version);
  // A check with nothing new (the common case) writes nothing and takes no lock.
  if ((await pendingBadges(executor, userId)).length === 0) return [];
  // In its own transaction the version comes first, as in every writer of this user's rows (see
  // nextVersion): the same lock order everywhere keeps deadlocks out.
  return executor.transaction().execute(async (trx) => unlock(trx, userId, await nextVersion(trx, userId)));
}

/** Qualified badges the user does not have yet, with what their notification shows. */
async function pendingBadges(db: Executor, userId: string) {
  const qualified = qualifiedBadges(await badgeStats(db, userId));
  if (qualified.length === 0) return [];
  return db
    .selectFrom('badges')
    .select(['badges.id', 'badges.name', 'badges.icon'])
    .where('badges.id', 'in', qualified)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('user_badges')
            .select('user_badges.badge_id')
            .whereRef('user_badges.badge_id', '=', 'badges.id')
            .where('user_badges.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('badges.sort_order')
    .execute();
}

async function unlock(trx: Executor, userId: string, given: SyncVersion | undefined): Promise<string[]> {
  const pending = await pendingBadges(trx, userId);
  if (pending.length === 0) return [];
  // Without a version from the caller, take it before the insert: the user's version lock comes
  // before any badge row in every transaction, so two writers can never wait on each other.
  const version = given ?? (await nextVersion(trx, userId));
  const now = new Date().toISOString();
  const inserted = await trx
    .insertInto('user_badges')
    .values(pending.map((badge) => ({ user_id: userId, badge_id: badge.id, unlocked_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'badge_id']).doNothing())
    .returning('badge_id')
    .execute();
  if (inserted.length === 0) return [];
  const unlocked = new Set(inserted.map((row) => row.badge_id));
  const badges = pending.filter((candidate) => unlocked.has(candidate.id));
  await notify(trx, userId, version, { ...badgesUnlockedNotice(badges), actionUrl: '/badges' });
  return badges.map((badge) => badge.name);
}

/**
 * Checks badges on its own after a reward that is already committed (a chest, a redemption, a
 * referral): the reward stands whatever happens here, so a failed check is logged under `after`
 * and answers no badges rather than failing the request.
 *
 * @example
 * const newBadges = await checkBadgesAfterReward(deps.db, userId, 'a chest claim')
 */
export async function checkBadgesAfterReward(db: Executor, userId: string, after: string): Promise<string[]> {
  try {
    return await checkBadges(db, userId);
  } catch (error) {
    logger.error({ err: error, after }, 'badge check failed');
    return [];
  }
}
