import type { Kysely } from 'kysely';

/**
 * The admin console's audit trail: one row per admin action that changed state (mana added, a
 * promotion code created or switched, a recipe unpublished, a password reset sent), written in the
 * same transaction as the change. `details` is JSON text. `actor_id` carries no foreign key on
 * purpose: the trail must outlive the accounts it names. Nothing in the API updates or deletes a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_audit_created').on('admin_audit').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admin_audit_created').ifExists().execute();
  await db.schema.dropTable('admin_audit').ifExists().execute();
}
