import type { Kysely } from 'kysely';

/**
 * Visitors' trial generations, counted on the server per device and per network address (the
 * browser's own counter is only a display: clearing storage must not buy more trials). A use is
 * taken with a conditional increment, so parallel requests can never pass the limit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trial_uses')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trial_uses_pk', ['scope', 'subject'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trial_uses').execute();
}
