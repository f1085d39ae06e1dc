import type { Kysely } from 'kysely';

/**
 * The cook's standing larder (staples such as salt, oil and flour kept for every conjuring) on the
 * profile, as a JSON array of food ids. It rides on the profile row so it syncs exactly as a
 * profile edit does: written through `profile.update`, stamped with the user's sync version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('larder', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('larder').execute();
}
