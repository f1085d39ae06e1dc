import { randomUUID } from 'node:crypto';
import type { SyncVersion } from '@feastforge/domain';
import type { Executor } from '../db-executor.ts';

/** What a notification says, and where a click on it goes (an app route such as `/badges`). */
export interface NotificationInput {
  title: string;
  message: string;
  actionUrl?: string | null;
}

/**
 * Writes a notification for `userId` inside the caller's transaction, stamped with the sync
 * `version` that transaction already took (so it reaches the user's devices through the pull),
 * and answers its id. Tell the live stream after the commit: `live.publish(userId, { type:
 * 'notification' })`, never from inside the transaction.
 *
 * @example
 * const version = await nextVersion(trx, userId)
 * await notify(trx, userId, version, { title: 'Level up!', message: 'You reached level 3.', actionUrl: '/my-recipes' })
 */
export async function notify(
  trx: Executor,
  userId: string,
  version: SyncVersion,
  input: NotificationInput,
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('notifications')
    .values({
      id,
      user_id: userId,
      title: input.title,
      message: input.message,
      read: 0,
      action_url: input.actionUrl ?? null,
      created_at: new Date().toISOString(),
      version,
    })
    .execute();
  return id;
}
