import type { Kysely } from 'kysely';
import { TOMBSTONE_RETENTION_DAYS } from '@feastforge/domain';
import type { Database } from '@feastforge/db';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  recipes: number;
  notifications: number;
  shoppingItems: number;
}

/**
 * Deletes tombstones older than the retention period and raises each affected user's
 * `purged_version` to the highest version removed, in one transaction: a device whose cursor is
 * below it may have missed one of those deletions, so its next pull is a reset.
 *
 * @example
 * await purgeTombstones(db, new Date())
 */
export async function purgeTombstones(db: Kysely<Database>, now: Date): Promise<PurgeResult> {
  const horizon = new Date(now.getTime() - TOMBSTONE_RETENTION_DAYS * DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    const highest = new Map<string, number>();
    for (const table of ['saved_recipes', 'notifications', 'shopping_items'] as const) {
      const rows = await trx
        .selectFrom(table)
        .select((eb) => ['user_id', eb.fn.max('version').as('version')])
        .where('deleted_at', '<', horizon)
        .groupBy('user_id')
        .execute();
      for (const row of rows) {
        const version = Number(row.version);
        highest.set(row.user_id, Math.max(highest.get(row.user_id) ?? 0, version));
      }
    }
    for (const [userId, version] of highest) {
      await trx
        .updateTable('sync_versions')
        .set({ purged_version: version })
        .where('user_id', '=', userId)
        .where('purged_version', '<', version)
        .execute();
    }
    // Tombstones are only ever created with the current time, so none can appear below the
    // horizon between the reads above and these deletes.
    const recipes = await trx.deleteFrom('saved_recipes').where('deleted_at', '<', horizon).executeTakeFirst();
    const notifications = await trx.deleteFrom('notifications').where('deleted_at', '<', horizon).executeTakeFirst();
    const shopping = await trx.deleteFrom('shopping_items').where('deleted_at', '<', horizon).executeTakeFirst();
    return {
      recipes: Number(recipes.numDeletedRows),
      notifications: Number(notifications.numDeletedRows),
      shoppingItems: Number(shopping.numDeletedRows),
    };
  });
}
