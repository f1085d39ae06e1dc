import { sql, type Kysely } from 'kysely';

/**
 * The profile becomes a synced row (its own `version`), and each user remembers the highest
 * version of the tombstones purged so far, so a pull from before it is answered with a reset.
 * Existing rows are stamped with a fresh version so a first pull from cursor 0 sees them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sync_versions')
    .addColumn('purged_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('notifications_user_version')
    .on('notifications')
    .columns(['user_id', 'version'])
    .execute();

  await sql`insert into sync_versions (user_id, version)
    select id, 0 from profiles where id not in (select user_id from sync_versions)`.execute(db);
  await sql`update sync_versions set version = version + 1`.execute(db);
  const current = (owner: string) => sql`(select s.version from sync_versions s where s.user_id = ${sql.ref(owner)})`;
  await sql`update profiles set version = ${current('profiles.id')}`.execute(db);
  await sql`update saved_recipes set version = ${current('saved_recipes.user_id')} where version = 0`.execute(db);
  await sql`update notifications set version = ${current('notifications.user_id')} where version = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_user_version').execute();
  await db.schema.alterTable('sync_versions').dropColumn('purged_version').execute();
  await db.schema.alterTable('profiles').dropColumn('version').execute();
}
