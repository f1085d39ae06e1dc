import type { Kysely } from 'kysely';

/**
 * The admin console's audit trail: one row per admin action that changed state (mana added, a
 * promotion code created or switched, a recipe unpublished, a password reset sent), written in the
 * same transaction as the change. `details` is JSON text. `actor_id` carries no foreign key on
 * purpose: the trail must outlive the accounts it names. Nothing in the API updates or deletes a row.
 * The indexes serve the console's other reads: users and recipes newest first, and the sums of
 * mana sold and granted by ledger type.
 */
const INDEXES = [
  { name: 'users_created', table: 'users', columns: ['created_at', 'id'] },
  { name: 'saved_recipes_created', table: 'saved_recipes', columns: ['created_at', 'id'] },
  { name: 'mana_transactions_type', table: 'mana_transactions', columns: ['transaction_type', 'amount'] },
] as const;

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
  for (const { name, table, columns } of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropIndex('admin_audit_created').ifExists().execute();
  await db.schema.dropTable('admin_audit').ifExists().execute();
}
