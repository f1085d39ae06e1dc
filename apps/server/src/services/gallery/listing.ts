import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { GALLERY_PAGE_SIZE, type GalleryQuery, type GallerySort } from '@feastforge/domain';
import type { Database } from '@feastforge/db';

/**
 * The Feast Hall's SQL, shared by the route and the benchmark's bare route so both run exactly
 * the same queries. The listed condition is written with literals, not parameters: that is what
 * lets SQLite and PostgreSQL pick the partial indexes of ADR 013.
 */
export const LISTED = sql<boolean>`saved_recipes.is_published = 1 and saved_recipes.deleted_at is null`;

/** Trigram indexes work on three characters or more; shorter searches fall back to LIKE. */
export const TRIGRAM_MIN_LENGTH = 3;

/** The columns a recipe card is made of. */
export const CARD_COLUMNS = [
  'saved_recipes.id',
  'saved_recipes.title',
  'saved_recipes.description',
  'saved_recipes.rarity',
  'saved_recipes.recipe_type',
  'saved_recipes.image',
  'saved_recipes.created_at',
  'saved_recipes.user_id',
  'profiles.display_name',
] as const;

type Filters = Pick<GalleryQuery, 'search' | 'type' | 'rarity'>;

function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * `%`, `_` and `\` taken literally inside a LIKE pattern (with `ESCAPE '\'`).
 *
 * @example
 * likeLiteral('100%_sure') // '100\%\_sure'
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * An FTS5 query matching `text` as one phrase: inside double quotes every character is literal,
 * and a double quote is written twice.
 *
 * @example
 * ftsPhrase('the "best" stew') // '"the ""best"" stew"'
 */
export function ftsPhrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** Substring of the title or the description, whatever the case, through an index when it can. */
function searchCondition(db: Kysely<Database>, search: string) {
  const long = [...search].length >= TRIGRAM_MIN_LENGTH;
  if (long && !isPostgres(db)) {
    return sql<boolean>`saved_recipes.rowid in (select rowid from saved_recipes_search
      where saved_recipes_search match ${ftsPhrase(search)})`;
  }
  // PostgreSQL's pg_trgm GIN indexes serve this LIKE for three characters or more; for fewer
  // (on either database) it is a scan of the listed recipes, which is what such a search asks.
  const pattern = `%${likeLiteral(search)}%`;
  return sql<boolean>`(lower(saved_recipes.title) like lower(${pattern}) escape '\\'
    or lower(saved_recipes.description) like lower(${pattern}) escape '\\')`;
}

/** Listed recipes matching the filters, before any columns are chosen. */
function matching(db: Kysely<Database>, filters: Filters) {
  let query = db.selectFrom('saved_recipes').where(LISTED);
  if (filters.type) query = query.where('saved_recipes.recipe_type', '=', filters.type);
  if (filters.rarity) query = query.where('saved_recipes.rarity', '=', filters.rarity);
  if (filters.search) query = query.where(searchCondition(db, filters.search));
  return query;
}

/**
 * How many listed recipes match the filters (counted over the indexes, not the rows' text).
 *
 * @example
 * await countQuery(db, { search: 'stew' }).executeTakeFirstOrThrow() // { total: 12 }
 */
export function countQuery(db: Kysely<Database>, filters: Filters) {
  return matching(db, filters).select((eb) => eb.fn.countAll<number | string>().as('total'));
}

const lowerTitle = sql`lower(saved_recipes.title)`;

/**
 * One page of matching recipes as card rows, in the sort's order. Every order ends in `id`, so
 * recipes that tie (same second, same title) keep one order and no page repeats or skips one.
 * Rarity sorts break ties newest first (spec section 9).
 *
 * @example
 * await pageQuery(db, GalleryQuery.parse({ sort: 'rarity-desc', page: '3' })).execute()
 */
export function pageQuery(db: Kysely<Database>, query: Filters & { sort: GallerySort; page: number }) {
  const rows = matching(db, query)
    .leftJoin('profiles', 'profiles.id', 'saved_recipes.user_id')
    .select(CARD_COLUMNS)
    .limit(GALLERY_PAGE_SIZE)
    .offset((query.page - 1) * GALLERY_PAGE_SIZE);
  switch (query.sort) {
    case 'newest':
      return rows.orderBy('saved_recipes.created_at', 'desc').orderBy('saved_recipes.id', 'desc');
    case 'oldest':
      return rows.orderBy('saved_recipes.created_at', 'asc').orderBy('saved_recipes.id', 'asc');
    case 'title-asc':
      return rows.orderBy(lowerTitle, 'asc').orderBy('saved_recipes.id', 'asc');
    case 'title-desc':
      return rows.orderBy(lowerTitle, 'desc').orderBy('saved_recipes.id', 'desc');
    case 'rarity-desc':
    case 'rarity-asc':
      return rows
        .orderBy('saved_recipes.rarity_rank', query.sort === 'rarity-desc' ? 'desc' : 'asc')
        .orderBy('saved_recipes.created_at', 'desc')
        .orderBy('saved_recipes.id', 'desc');
  }
}
