import { NOTIFICATION_LIST_LIMIT, type NotificationList } from '@feastforge/domain';
import type { Executor } from '../db-executor.ts';
import { toNotificationRow } from '../sync/rows.ts';

/**
 * The bell's list: the user's newest notifications (spec: latest 10) and the count of all their
 * unread ones, which may be more than the list shows ('9+').
 *
 * @example
 * const { notifications, unreadCount } = await listNotifications(db, userId)
 */
export async function listNotifications(db: Executor, userId: string): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTIFICATION_LIST_LIMIT)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', userId)
      .where('read', '=', 0)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { notifications: rows.map(toNotificationRow), unreadCount: Number(unread.count) };
}
