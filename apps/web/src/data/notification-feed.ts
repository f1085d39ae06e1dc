import { NOTIFICATION_LIST_LIMIT, type SyncNotificationRow } from '@feastforge/domain';
import type { TomeDb } from './tome-db.ts';

/** What the bell shows: the newest notifications on this device and how many of all are unread. */
export interface NotificationFeed {
  latest: SyncNotificationRow[];
  unreadCount: number;
}

/** The bell before the tome has answered: nothing to count yet. */
export const EMPTY_FEED: NotificationFeed = { latest: [], unreadCount: 0 };

/**
 * Reads the bell's feed from this device's copy (kept by the sync pull, marked read locally by the
 * `notification.read` / `notification.readAll` writes), so it works offline and updates with them.
 *
 * @example
 * const { latest, unreadCount } = await readNotificationFeed(tome.db);
 */
export async function readNotificationFeed(db: TomeDb): Promise<NotificationFeed> {
  const [latest, unreadCount] = await Promise.all([
    db.notifications.orderBy('createdAt').reverse().limit(NOTIFICATION_LIST_LIMIT).toArray(),
    db.notifications.filter((row) => !row.read).count(),
  ]);
  return { latest, unreadCount };
}
