const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The unread badge stops counting here (spec section 7: '9+' above 9). */
export const UNREAD_BADGE_MAX = 9;

/**
 * How long ago a notification came, in the spec's words: 'Just now', 'Nm ago', 'Nh ago', 'Nd ago'.
 * A time ahead of this device's clock (a skewed clock) reads as 'Just now'.
 *
 * @example
 * relativeTime('2026-11-27T10:00:00Z', new Date('2026-11-27T12:30:00Z')) // '2h ago'
 */
export function relativeTime(createdAt: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}

/**
 * The bell's unread badge: nothing when all is read, the count up to 9, then '9+'.
 *
 * @example
 * unreadBadgeText(12) // '9+'
 */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

/** The bell's accessible name, which carries the count the badge shows. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}
