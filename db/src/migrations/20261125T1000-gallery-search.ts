import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The Feast Hall stays fast at scale (ADR 013). Everything here serves published, live recipes,
 * so the indexes are partial (`LISTED`) and stay as small as the gallery.
 *
 * - Search: a trigram index answers "title or description contains this text" without reading
 *   every row: SQLite's FTS5 `trigram` tokenizer (an external-content table over the listed rows,
 *   kept in step by triggers, so no code path can forget it) and PostgreSQL's `pg_trgm` GIN
 *   indexes on `lower(title)` and `lower(description)`, which serve `LIKE`.
 * - `rarity_rank` (common 0 … legendary 4) and `image` are generated columns: the rarity sort gets
 *   an index, and a card reads its image without the app parsing the whole recipe_data JSON.
 * - One index per sort (and the filters' most common shapes), each ending in `id`, the tiebreak
 *   that keeps pages from repeating or skipping a recipe.
 *
 * The rarity order is written out rather than imported: a migration is frozen with the schema it
 * made.
 */
const LISTED = sql`is_published = 1 and deleted_at is null`;

const RARITY_RANK = sql`case rarity when 'common' then 0 when 'uncommon' then 1 when 'rare' then 2
  when 'epic' then 3 when 'legendary' then 4 else -1 end`;

const SORT_INDEXES: Record<string, RawBuilder<unknown>> = {
  saved_recipes_listed_created: sql`(created_at, id)`,
  saved_recipes_listed_title: sql`(lower(title), id)`,
  saved_recipes_listed_rarity_asc: sql`(rarity_rank, created_at desc, id desc)`,
  saved_recipes_listed_rarity_desc: sql`(rarity_rank desc, created_at desc, id desc)`,
  saved_recipes_listed_type: sql`(recipe_type, rarity, created_at, id)`,
  saved_recipes_listed_rarity: sql`(rarity, created_at, id)`,
};

const OLD_INDEXES = ['saved_recipes_published', 'saved_recipes_published_rarity', 'saved_recipes_published_type'];

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) {
    await sql`alter table saved_recipes add column rarity_rank integer
      generated always as (${RARITY_RANK}) stored`.execute(db);
    await sql`alter table saved_recipes add column image text
      generated always as (nullif(recipe_data::jsonb ->> 'image', '')) stored`.execute(db);
  } else {
    // SQLite can only add virtual generated columns; they are computed when read (by the index
    // for rarity_rank, and only for the 40 cards of a page for image).
    await sql`alter table saved_recipes add column rarity_rank integer
      generated always as (${RARITY_RANK}) virtual`.execute(db);
    await sql`alter table saved_recipes add column image text
      generated always as (nullif(json_extract(recipe_data, '$.image'), '')) virtual`.execute(db);
  }
  for (const [name, columns] of Object.entries(SORT_INDEXES)) {
    await sql`create index ${sql.id(name)} on saved_recipes ${columns} where ${LISTED}`.execute(db);
  }
  await sql`create index saved_recipes_listed_pictured on saved_recipes (created_at, id)
    where ${LISTED} and has_image = 1`.execute(db);
  // The first indexes of published recipes lead with is_published; the partial ones above serve
  // every query they served, and SQLite, without statistics, would keep choosing the old ones.
  for (const name of OLD_INDEXES) await db.schema.dropIndex(name).execute();
  if (postgres) await createTrigramIndexes(db);
  else await createFullTextSearch(db);
  await createListedCounts(db, postgres);
}

/**
 * How many listed recipes there are of each type and rarity, kept by triggers in the writing
 * transaction (so it is never stale): the Feast Hall's total without a search is a sum of at most
 * 30 rows instead of a count of every listed recipe on each page view.
 */
async function createListedCounts(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  await sql`create table saved_recipes_listed_counts (
    recipe_type text not null, rarity text not null, listed integer not null,
    primary key (recipe_type, rarity))`.execute(db);
  await sql`insert into saved_recipes_listed_counts (recipe_type, rarity, listed)
    select recipe_type, rarity, count(*) from saved_recipes where ${LISTED} group by recipe_type, rarity`.execute(db);
  const addNew = sql`insert into saved_recipes_listed_counts (recipe_type, rarity, listed)
    select new.recipe_type, new.rarity, 1 where new.is_published = 1 and new.deleted_at is null
    on conflict (recipe_type, rarity) do update set listed = saved_recipes_listed_counts.listed + 1;`;
  const removeOld = sql`update saved_recipes_listed_counts set listed = listed - 1
    where recipe_type = old.recipe_type and rarity = old.rarity and old.is_published = 1 and old.deleted_at is null;`;
  if (postgres) {
    // Nested IFs: plpgsql does not promise to stop evaluating at the first false condition, and
    // an insert has no old row.
    await sql`create function saved_recipes_listed_count() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${removeOld} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${addNew} end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger saved_recipes_listed_count
      after insert or delete or update of is_published, deleted_at, recipe_type, rarity on saved_recipes
      for each row execute function saved_recipes_listed_count()`.execute(db);
    return;
  }
  await sql`create trigger saved_recipes_listed_count_insert after insert on saved_recipes
    begin ${addNew} end`.execute(db);
  await sql`create trigger saved_recipes_listed_count_update
    after update of is_published, deleted_at, recipe_type, rarity on saved_recipes
    begin ${removeOld} ${addNew} end`.execute(db);
  await sql`create trigger saved_recipes_listed_count_delete after delete on saved_recipes
    begin ${removeOld} end`.execute(db);
}

/**
 * pg_trgm lives in one schema for the whole database (tests and other apps share it), so it is
 * created in `public` when missing and its operator class is named through the schema it is in.
 */
async function createTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  let schema = await trigramSchema(db);
  if (!schema) {
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    } catch (error) {
      // Two first starts at once: the other one created it between the check and here.
      if (!(await trigramSchema(db))) throw error;
    }
    schema = await trigramSchema(db);
  }
  if (!schema) throw new Error('pg_trgm could not be installed');
  const ops = sql`${sql.id(schema)}.gin_trgm_ops`;
  await sql`create index saved_recipes_listed_title_trgm on saved_recipes
    using gin (lower(title) ${ops}) where ${LISTED}`.execute(db);
  await sql`create index saved_recipes_listed_description_trgm on saved_recipes
    using gin (lower(description) ${ops}) where ${LISTED}`.execute(db);
}

async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema
    from pg_extension where extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

/**
 * An external-content FTS5 table (it stores only the index; the text stays in saved_recipes)
 * holding the listed recipes, keyed by their rowid. The triggers add a recipe when it becomes
 * listed (generated published, published, restored) and take it out, with the values it was
 * indexed with, when it stops being listed (unpublished, deleted, purged).
 */
async function createFullTextSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table saved_recipes_search using fts5(
    title, description, content = 'saved_recipes', content_rowid = 'rowid', tokenize = 'trigram')`.execute(db);
  const add = (row: 'new') => sql`insert into saved_recipes_search (rowid, title, description)
    select ${sql.raw(row)}.rowid, ${sql.raw(row)}.title, ${sql.raw(row)}.description
    where ${sql.raw(row)}.is_published = 1 and ${sql.raw(row)}.deleted_at is null;`;
  const remove = sql`insert into saved_recipes_search (saved_recipes_search, rowid, title, description)
    select 'delete', old.rowid, old.title, old.description where old.is_published = 1 and old.deleted_at is null;`;
  await sql`create trigger saved_recipes_search_insert after insert on saved_recipes
    begin ${add('new')} end`.execute(db);
  await sql`create trigger saved_recipes_search_update
    after update of is_published, deleted_at, title, description on saved_recipes
    begin ${remove} ${add('new')} end`.execute(db);
  await sql`create trigger saved_recipes_search_delete after delete on saved_recipes
    begin ${remove} end`.execute(db);
  await sql`insert into saved_recipes_search (rowid, title, description)
    select rowid, title, description from saved_recipes where ${LISTED}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger saved_recipes_listed_count on saved_recipes`.execute(db);
    await sql`drop function saved_recipes_listed_count()`.execute(db);
    await db.schema.dropIndex('saved_recipes_listed_title_trgm').execute();
    await db.schema.dropIndex('saved_recipes_listed_description_trgm').execute();
  } else {
    for (const trigger of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.id(`saved_recipes_search_${trigger}`)}`.execute(db);
      await sql`drop trigger ${sql.id(`saved_recipes_listed_count_${trigger}`)}`.execute(db);
    }
    await sql`drop table saved_recipes_search`.execute(db);
  }
  await sql`drop table saved_recipes_listed_counts`.execute(db);
  for (const name of [...Object.keys(SORT_INDEXES), 'saved_recipes_listed_pictured']) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('saved_recipes').dropColumn('image').execute();
  await db.schema.alterTable('saved_recipes').dropColumn('rarity_rank').execute();
  for (const [name, column] of [
    ['saved_recipes_published', 'created_at'],
    ['saved_recipes_published_rarity', 'rarity'],
    ['saved_recipes_published_type', 'recipe_type'],
  ] as const) {
    await db.schema.createIndex(name).on('saved_recipes').columns(['is_published', column]).execute();
  }
}
