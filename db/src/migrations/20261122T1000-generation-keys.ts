import type { Kysely } from 'kysely';

/**
 * A signed-in user's generation request carries a client-made key; the recipe it produced is
 * remembered under it, so a retried request (a lost answer, a double tap, a replayed queue)
 * answers that recipe instead of paying again. The primary key is what stops two concurrent
 * requests with one key: only one of them can commit. The row goes with its recipe when a purged
 * tombstone removes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('generation_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('recipe_id', 'text', (c) => c.notNull().references('saved_recipes.id').onDelete('cascade'))
    .addColumn('level_ups', 'integer', (c) => c.notNull())
    .addColumn('new_level', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('generation_keys_pk', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('generation_keys_recipe').on('generation_keys').column('recipe_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('generation_keys').execute();
}
