import {
  applyXp,
  DomainError,
  LEVEL_UP_TITLE,
  levelUpMessage,
  type SyncVersion,
  type Xp,
  type XpResult,
} from '@feastforge/domain';
import type { Executor } from '../db-executor.ts';
import { notify } from '../notifications/notify.ts';

/**
 * Adds XP to a profile, carrying over into as many levels as it fills, and stamps the profile
 * with `version` so the user's devices pull the new level. Call it inside a transaction that has
 * already taken `nextVersion` for this user: that lock serializes the user's writers, so reading
 * the level and writing it back cannot lose a concurrent award. A level-up also writes one
 * notification naming the new level (however many levels the award filled); after the commit,
 * tell the user's tabs with `announceProgress`.
 *
 * @example
 * const version = await nextVersion(trx, userId)
 * const result = await awardXp(trx, userId, xp(50), version) // { xp_gained: 50, level_ups: 1, new_level: 2 }
 */
export async function awardXp(trx: Executor, userId: string, gained: Xp, version: SyncVersion): Promise<XpResult> {
  const profile = await trx
    .selectFrom('profiles')
    .select(['level', 'current_xp', 'total_xp'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!profile) throw new DomainError('not_found', 'User not found');
  const next = applyXp({ level: profile.level, currentXp: profile.current_xp }, gained);
  await trx
    .updateTable('profiles')
    .set({
      level: next.level,
      current_xp: next.currentXp,
      total_xp: profile.total_xp + gained,
      updated_at: new Date().toISOString(),
      version,
    })
    .where('id', '=', userId)
    .execute();
  if (next.levelUps > 0) {
    await notify(trx, userId, version, {
      title: LEVEL_UP_TITLE,
      message: levelUpMessage(next.level),
      actionUrl: '/my-recipes',
    });
  }
  return { xp_gained: gained, level_ups: next.levelUps, new_level: next.level };
}
