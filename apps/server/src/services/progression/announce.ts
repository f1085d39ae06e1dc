import type { XpResult } from '@feastforge/domain';
import type { LiveEvents } from '../live/live-events.ts';

/** What a committed write changed for the user's progression. */
export interface Progress {
  /** Mana, XP, level or profile fields changed. */
  profileChanged?: boolean;
  /** The XP award, if any: a level-up wrote a notification. */
  xp?: XpResult | null;
  /** Badges unlocked (each wrote a notification). */
  newBadges?: readonly string[];
}

/**
 * Tells the user's open tabs what a committed write changed: `profile` when mana, XP or level
 * moved, `notification` when a level-up or a badge wrote one. Call it after the commit, never
 * inside the transaction: a tab reads on the event and must find the change.
 *
 * @example
 * const { xp, newBadges } = await db.transaction().execute((trx) => claimChest(trx, userId))
 * announceProgress(deps.live, userId, { profileChanged: true, xp, newBadges })
 */
export function announceProgress(live: LiveEvents, userId: string, progress: Progress): void {
  if (progress.profileChanged || progress.xp) live.publish(userId, { type: 'profile' });
  const levelledUp = (progress.xp?.level_ups ?? 0) > 0;
  if (levelledUp || (progress.newBadges?.length ?? 0) > 0) live.publish(userId, { type: 'notification' });
}
