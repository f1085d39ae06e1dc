import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The admin console's audit trail: one row per admin action that changed state (mana added, a
 * promotion code created or switched, a recipe unpublished, a password reset sent), written in the
 * same transaction as the change. `details` is JSON text. `actor_id` carries no foreign key on
 * purpose: the trail must outlive the accounts it names. Nothing in the API updates or deletes a row,
 * and triggers refuse it to anything else too (an operator who must purge drops them first).
 * `seq` counts the rows as they are written; the log reads newest first by it, since two rows may
 * share a millisecond of `created_at`.
 * The indexes serve the console's other reads: users and recipes newest first, and the sums of
 * mana sold and granted by ledger type.
 */
const INDEXES = [
  { name: 'users_created', table: 'users', columns: ['created_at', 'id'] },
  { name: 'saved_recipes_created', table: 'saved_recipes', columns: ['created_at', 'id'] },
  { name: 'mana_transactions_type', table: 'mana_transactions', columns: ['transaction_type', 'amount'] },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('admin_audit')
    .addColumn('seq', 'integer', (c) =>
      postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  for (const { name, table, columns } of INDEXES) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
  if (postgres) {
    await sql`create function admin_audit_append_only() returns trigger language plpgsql as $$
      begin raise exception 'admin_audit rows are never updated or deleted'; end $$`.execute(db);
    await sql`create trigger admin_audit_append_only before update or delete on admin_audit
      for each row execute function admin_audit_append_only()`.execute(db);
    return;
  }
  for (const change of ['update', 'delete']) {
    await sql`create trigger ${sql.id(`admin_audit_no_${change}`)} before ${sql.raw(change)} on admin_audit
      begin select raise(abort, 'admin_audit rows are never updated or deleted'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists admin_audit_append_only on admin_audit`.execute(db);
    await sql`drop function if exists admin_audit_append_only()`.execute(db);
  } else {
    for (const change of ['update', 'delete']) {
      await sql`drop trigger if exists ${sql.id(`admin_audit_no_${change}`)}`.execute(db);
    }
  }
  for (const { name } of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropTable('admin_audit').ifExists().execute();
}
