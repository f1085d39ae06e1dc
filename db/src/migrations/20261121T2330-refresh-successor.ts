import type { Kysely } from 'kysely';

/**
 * Each rotated refresh token remembers its successor, so a retry after a lost answer (the
 * successor never used, seconds later) can be told apart from a stolen token being replayed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('replaced_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('replaced_by').execute();
}
