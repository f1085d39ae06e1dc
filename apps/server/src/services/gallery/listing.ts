import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
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

/** SQLite's FTS5 table answers searches of three characters or more. */
function usesSearchTable(db: Kysely<Database>, search: string): boolean {
  return [...search].length >= TRIGRAM_MIN_LENGTH && !isPostgres(db);
}

/**
 * How SQLite joins the search's matches to the recipes. `lookup` reads each match's row by rowid:
 * cheap for a few matches, but a whole-row read each. `walk` (the unary + hides the rowid from the
 * planner) walks the sort's or the filter's index in order and checks each entry against the
 * matches, stopping once it has the page: cheap when many recipes match.
 */
type SearchJoin = 'lookup' | 'walk';

/** Up to this many matches, reading them by rowid beats walking an index (measured, ADR 013). */
export const SEARCH_LOOKUP_MAX = 200;

/** Substring of the title or the description, whatever the case, through an index when it can. */
function searchCondition(db: Kysely<Database>, search: string, join: SearchJoin) {
  if (usesSearchTable(db, search)) {
    const matches = sql`(select rowid from saved_recipes_search where saved_recipes_search match ${ftsPhrase(search)})`;
    return join === 'lookup'
      ? sql<boolean>`saved_recipes.rowid in ${matches}`
      : sql<boolean>`+saved_recipes.rowid in ${matches}`;
  }
  // PostgreSQL's pg_trgm GIN indexes serve this LIKE for three characters or more; for fewer
  // (on either database) it is a scan of the listed recipes, which is what such a search asks.
  const pattern = `%${likeLiteral(search)}%`;
  return sql<boolean>`(lower(saved_recipes.title) like lower(${pattern}) escape '\\'
    or lower(saved_recipes.description) like lower(${pattern}) escape '\\')`;
}

/** Listed recipes matching the filters, before any columns are chosen. */
function matching(db: Kysely<Database>, filters: Filters, join: SearchJoin = 'walk') {
  let query = db.selectFrom('saved_recipes').where(LISTED);
  if (filters.type) query = query.where('saved_recipes.recipe_type', '=', filters.type);
  if (filters.rarity) query = query.where('saved_recipes.rarity', '=', filters.rarity);
  if (filters.search) query = query.where(searchCondition(db, filters.search, join));
  return query;
}

/** The listed recipes of a type and rarity (either may be absent), from the trigger-kept counts. */
function listedCount(db: Kysely<Database>, filters: Pick<Filters, 'type' | 'rarity'>) {
  let counts = db
    .selectFrom('saved_recipes_listed_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('listed'), sql.lit(0)).as('total'));
  if (filters.type) counts = counts.where('recipe_type', '=', filters.type);
  if (filters.rarity) counts = counts.where('rarity', '=', filters.rarity);
  return counts;
}

/**
 * How many listed recipes match the filters. Without a search it adds up the trigger-kept counts
 * per type and rarity; a search without filters counts the search index's entries (it holds the
 * listed recipes only); a search with filters counts over the filters' index.
 *
 * @example
 * await galleryTotal(db, { search: 'stew' }) // 12
 */
export async function galleryTotal(db: Kysely<Database>, filters: Filters): Promise<number> {
  if (!filters.search) return Number((await listedCount(db, filters).executeTakeFirstOrThrow()).total);
  if (usesSearchTable(db, filters.search) && !filters.type && !filters.rarity) {
    const { rows } = await sql<{ total: number }>`select count(*) as total from saved_recipes_search
      where saved_recipes_search match ${ftsPhrase(filters.search)}`.execute(db);
    return Number(rows[0]?.total ?? 0);
  }
  const counted = await matching(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}

const lowerTitle = sql`lower(saved_recipes.title)`;

/** Each sort's order, ending in `id` so that recipes that tie keep one order between pages. */
const SORT_ORDER: Record<GallerySort, [RawBuilder<unknown>, 'asc' | 'desc'][]> = {
  newest: [
    [sql`saved_recipes.created_at`, 'desc'],
    [sql`saved_recipes.id`, 'desc'],
  ],
  oldest: [
    [sql`saved_recipes.created_at`, 'asc'],
    [sql`saved_recipes.id`, 'asc'],
  ],
  'title-asc': [
    [lowerTitle, 'asc'],
    [sql`saved_recipes.id`, 'asc'],
  ],
  'title-desc': [
    [lowerTitle, 'desc'],
    [sql`saved_recipes.id`, 'desc'],
  ],
  // Spec section 9: recipes of one rarity come newest first, whichever way the rarity goes.
  'rarity-desc': [
    [sql`saved_recipes.rarity_rank`, 'desc'],
    [sql`saved_recipes.created_at`, 'desc'],
    [sql`saved_recipes.id`, 'desc'],
  ],
  'rarity-asc': [
    [sql`saved_recipes.rarity_rank`, 'asc'],
    [sql`saved_recipes.created_at`, 'desc'],
    [sql`saved_recipes.id`, 'desc'],
  ],
};

type PageRequest = Filters & { sort: GallerySort; page: number };

/** The listing's version, which triggers bump whenever what the Feast Hall lists changes. */
export async function listingVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('saved_recipes_listing_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * The ids of the `total` listed recipes matching `query` (as `galleryTotal` counted them), in its
 * sort's order.
 *
 * @example
 * await matchingIds(db, { search: 'stew', sort: 'newest' }, 12) // ['…', '…']
 */
export async function matchingIds(
  db: Kysely<Database>,
  query: Filters & { sort: GallerySort },
  total: number,
): Promise<string[]> {
  if (total === 0) return [];
  let ids = matching(db, query, total <= SEARCH_LOOKUP_MAX ? 'lookup' : 'walk').select('saved_recipes.id');
  for (const [expression, direction] of SORT_ORDER[query.sort]) ids = ids.orderBy(expression, direction);
  return (await ids.execute()).map((row) => row.id);
}

/**
 * The card rows of `ids`, in that order; a recipe no longer listed is left out.
 *
 * @example
 * await cardRowsOf(db, ['b', 'a']) // [{ id: 'b', … }, { id: 'a', … }]
 */
export async function cardRowsOf(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('saved_recipes')
    .leftJoin('profiles', 'profiles.id', 'saved_recipes.user_id')
    .select(CARD_COLUMNS)
    .where(LISTED)
    .where('saved_recipes.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of matching recipes as card rows, in the sort's order, given the total that
 * `galleryTotal` found. The page's ids are found first from the sort's index alone and only those
 * 40 rows are read, so skipping to a deep page walks index entries, not whole recipes; a page in
 * the second half is counted from the end (the order reversed, then the rows turned back), so the
 * last page costs what the first does.
 *
 * @example
 * const total = await galleryTotal(db, query); const rows = await galleryRows(db, query, total)
 */
export async function galleryRows(db: Kysely<Database>, query: PageRequest, total: number) {
  const offset = (query.page - 1) * GALLERY_PAGE_SIZE;
  const left = total - offset;
  if (left <= 0) return [];
  const join = total <= SEARCH_LOOKUP_MAX ? 'lookup' : 'walk';
  if (offset <= left) return pageQuery(db, query, join, offset, GALLERY_PAGE_SIZE, 'forward').execute();
  const size = Math.min(GALLERY_PAGE_SIZE, left);
  const rows = await pageQuery(db, query, join, left - size, size, 'reversed').execute();
  return rows.reverse();
}

const REVERSED = { asc: 'desc', desc: 'asc' } as const;

function pageQuery(
  db: Kysely<Database>,
  query: PageRequest,
  join: SearchJoin,
  offset: number,
  size: number,
  way: 'forward' | 'reversed',
) {
  let ids = matching(db, query, join).select('saved_recipes.id').limit(size).offset(offset);
  let rows = db
    .selectFrom('saved_recipes')
    .leftJoin('profiles', 'profiles.id', 'saved_recipes.user_id')
    .select(CARD_COLUMNS);
  for (const [expression, direction] of SORT_ORDER[query.sort]) {
    const ordered = way === 'forward' ? direction : REVERSED[direction];
    ids = ids.orderBy(expression, ordered);
    rows = rows.orderBy(expression, ordered);
  }
  return rows.where('saved_recipes.id', 'in', ids);
}

/**
 * The first page of a query without a search and its total, in one statement: one round trip,
 * and the 40 rows read straight off the sort's (or the filters') index, each once, with no
 * separate pass for their ids. The total rides along as an uncorrelated subquery over the
 * trigger-kept counts (computed once); it sees the same snapshot as the rows, so an empty first
 * page means a total of 0.
 *
 * @example
 * const { total, rows } = await firstPageWithTotal(db, { type: 'main', sort: 'title-asc' })
 */
export async function firstPageWithTotal(db: Kysely<Database>, query: Omit<Filters, 'search'> & { sort: GallerySort }) {
  let page = matching(db, query)
    .leftJoin('profiles', 'profiles.id', 'saved_recipes.user_id')
    .select(CARD_COLUMNS)
    .select(() => listedCount(db, query).as('total'));
  for (const [expression, direction] of SORT_ORDER[query.sort]) page = page.orderBy(expression, direction);
  const rows = await page.limit(GALLERY_PAGE_SIZE).execute();
  return { total: Number(rows[0]?.total ?? 0), rows };
}
