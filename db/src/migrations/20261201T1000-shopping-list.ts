import type { Kysely } from 'kysely';

/**
 * `shopping_items`: a cook's shopping list, one row per item (a free-text item or one ingredient
 * of one recipe), so two devices' offline edits merge row by row instead of overwriting each other.
 * Ids are made on the device that adds the item; the key includes the user, so no cook can touch
 * (or learn of) another's row by guessing its id. Synced like the tome: `version` orders the pull
 * and a removal leaves a tombstone (`deleted_at`) until the purge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shopping_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('food_id', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('grams', 'double precision')
    .addColumn('recipe_id', 'text')
    .addColumn('recipe_title', 'text')
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .addPrimaryKeyConstraint('shopping_items_pk', ['user_id', 'id'])
    .execute();
  await db.schema.createIndex('shopping_items_version').on('shopping_items').columns(['user_id', 'version']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shopping_items').ifExists().execute();
}
