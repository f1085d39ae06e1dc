import type { Kysely } from 'kysely';

/**
 * `chest_reminders`: one row per user and UTC day once the daily chest reminder is claimed for
 * sending; the primary key is what lets only one of several server instances send it.
 * `live_stream_tickets`: single-use, short-lived passes that open the live event stream (ADR 016),
 * kept as SHA-256 hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chest_reminders')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chest_reminders_pk', ['user_id', 'day'])
    .execute();
  await db.schema
    .createTable('live_stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_stream_tickets_expiry').on('live_stream_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_stream_tickets').ifExists().execute();
  await db.schema.dropTable('chest_reminders').ifExists().execute();
}
