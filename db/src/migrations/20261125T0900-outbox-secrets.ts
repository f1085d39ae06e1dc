import type { Kysely } from 'kysely';

/**
 * The embedded mailer's outbox is the developer's mailbox, so a message keeps its live links only
 * while they can work: `secrets` lists the exact strings to remove (JSON text) and
 * `secrets_expire_at` says when; a purge then rewrites the bodies without them and clears both.
 * Rows delivered over SMTP are stored already redacted and never carry either.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('secrets', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('secrets_expire_at', 'text').execute();
  await db.schema
    .createIndex('email_outbox_secrets_expire_at')
    .on('email_outbox')
    .column('secrets_expire_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_outbox_secrets_expire_at').execute();
  await db.schema.alterTable('email_outbox').dropColumn('secrets_expire_at').execute();
  await db.schema.alterTable('email_outbox').dropColumn('secrets').execute();
}
