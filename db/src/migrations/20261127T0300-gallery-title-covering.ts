import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The Feast Hall's A to Z and Z to A index also carries the title on PostgreSQL (ADR 013). Its
 * key is `lower(title)`, and PostgreSQL only answers from an index alone when every column the
 * query names is in it: without `title` itself, finding the ids of page 2 or page 500 read each
 * skipped recipe's row from the table; with it, the walk stays in the index (an index-only scan),
 * as it already did for the other sorts. SQLite has no `include` and meets its targets as it is.
 */
const LISTED = sql`is_published = 1 and deleted_at is null`;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index saved_recipes_listed_title_covering on saved_recipes (lower(title), id)
    include (title) where ${LISTED}`.execute(db);
  await db.schema.dropIndex('saved_recipes_listed_title').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index saved_recipes_listed_title on saved_recipes (lower(title), id) where ${LISTED}`.execute(db);
  await db.schema.dropIndex('saved_recipes_listed_title_covering').execute();
}
