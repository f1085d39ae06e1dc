import { DomainError, syncVersion, type SyncVersion } from '@feastforge/domain';
import type { Executor } from '../db-executor.ts';

/**
 * Takes the user's next sync version; stamp every synced row the transaction changes with it.
 * Call it before touching those rows: the update locks the user's counter row on PostgreSQL, so
 * writers of one user commit in version order (a pull never sees version n+1 before n), and taking
 * that lock first everywhere keeps lock order the same and deadlocks out.
 *
 * @example
 * const version = await nextVersion(trx, userId)
 * await trx.updateTable('saved_recipes').set({ is_published: 1, version }).where('id', '=', id).execute()
 */
export async function nextVersion(trx: Executor, userId: string): Promise<SyncVersion> {
  const row = await trx
    .updateTable('sync_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('user_id', '=', userId)
    .returning('version')
    .executeTakeFirst();
  // Sign-up creates the counter with the user, so a missing one means no such user.
  if (!row) throw new DomainError('not_found', 'User not found');
  return syncVersion(row.version);
}
