import { DomainError } from '@feastforge/domain';
import type { Executor } from '../db-executor.ts';
import { nextVersion } from '../sync/versions.ts';

const notificationNotFound = () => new DomainError('not_found', 'Notification not found');

/**
 * Marks one of the user's notifications read, stamped with a new sync version, inside the caller's
 * transaction. Someone else's, a deleted or a missing one throws `not_found` without changing a
 * row. The sync mutation 'notification.read' and `POST /api/notifications/read` both come here.
 *
 * @example
 * await db.transaction().execute((trx) => markNotificationRead(trx, userId, notificationId))
 */
export async function markNotificationRead(trx: Executor, userId: string, notificationId: string): Promise<void> {
  const version = await nextVersion(trx, userId);
  const result = await trx
    .updateTable('notifications')
    .set({ read: 1, version })
    .where('id', '=', notificationId)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw notificationNotFound();
}

/**
 * Marks every unread notification of the user read (the bell's 'Mark all read'), inside the
 * caller's transaction; the sync mutation 'notification.readAll' comes here too.
 *
 * @example
 * await db.transaction().execute((trx) => markAllNotificationsRead(trx, userId))
 */
export async function markAllNotificationsRead(trx: Executor, userId: string): Promise<void> {
  const version = await nextVersion(trx, userId);
  await trx
    .updateTable('notifications')
    .set({ read: 1, version })
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .where('deleted_at', 'is', null)
    .execute();
}
