import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * A number that changes in every transaction that changes which recipes the Feast Hall lists or
 * what they are listed by (ADR 013): a recipe created listed, published, unpublished, deleted,
 * restored or purged. Readers keep what they worked out from the listing (a search's ordered
 * matches) under the version they read before working it out, so nothing is served once the
 * listing has moved on, whichever server instance moved it. Triggers keep it, like the counts of
 * the gallery-search migration, so no writer can forget to.
 */
const WAS_LISTED = sql`old.is_published = 1 and old.deleted_at is null`;
const IS_LISTED = sql`new.is_published = 1 and new.deleted_at is null`;
const BUMP = sql`update saved_recipes_listing_version set version = version + 1 where id = 1;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table saved_recipes_listing_version (
    id integer primary key check (id = 1), version bigint not null)`.execute(db);
  await sql`insert into saved_recipes_listing_version (id, version) values (1, 0)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function saved_recipes_listing_version_bump() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          if ${WAS_LISTED} then ${BUMP} return null; end if;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          if ${IS_LISTED} then ${BUMP} end if;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger saved_recipes_listing_version
      after insert or delete or update of is_published, deleted_at, title, description, recipe_type, rarity, created_at
      on saved_recipes for each row execute function saved_recipes_listing_version_bump()`.execute(db);
    return;
  }
  await sql`create trigger saved_recipes_listing_version_insert after insert on saved_recipes
    when ${IS_LISTED} begin ${BUMP} end`.execute(db);
  await sql`create trigger saved_recipes_listing_version_update
    after update of is_published, deleted_at, title, description, recipe_type, rarity, created_at on saved_recipes
    when (${WAS_LISTED}) or (${IS_LISTED}) begin ${BUMP} end`.execute(db);
  await sql`create trigger saved_recipes_listing_version_delete after delete on saved_recipes
    when ${WAS_LISTED} begin ${BUMP} end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger saved_recipes_listing_version on saved_recipes`.execute(db);
    await sql`drop function saved_recipes_listing_version_bump()`.execute(db);
  } else {
    for (const trigger of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`saved_recipes_listing_version_${trigger}`)}`.execute(db);
    }
  }
  await sql`drop table saved_recipes_listing_version`.execute(db);
}
