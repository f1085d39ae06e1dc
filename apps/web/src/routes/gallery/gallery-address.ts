import {
  GALLERY_SEARCH_MAX_LENGTH,
  GALLERY_SORTS,
  RARITIES,
  RECIPE_TYPES,
  type GallerySort,
  type Rarity,
  type RecipeType,
} from '@feastforge/domain';

/** The Feast Hall's view as its address holds it: `/gallery?search&type&rarity&sort&page`. */
export interface HallQuery {
  search: string;
  type: RecipeType | null;
  rarity: Rarity | null;
  sort: GallerySort;
  page: number;
}

export const DEFAULT_SORT: GallerySort = 'newest';
const MAX_PAGE = 100_000;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return list.find((entry) => entry === value) ?? null;
}

/**
 * The view an address asks for. Unknown values mean 'any' and a bad page means the first, so a
 * hand-edited or old link still opens the hall instead of an error.
 *
 * @example
 * readHallQuery(new URLSearchParams('search=stew&type=dessert&page=2'))
 * // { search: 'stew', type: 'dessert', rarity: null, sort: 'newest', page: 2 }
 */
export function readHallQuery(params: URLSearchParams): HallQuery {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, GALLERY_SEARCH_MAX_LENGTH),
    type: oneOf(RECIPE_TYPES, params.get('type')),
    rarity: oneOf(RARITIES, params.get('rarity')),
    sort: oneOf(GALLERY_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The address's query for a view, with defaults left out so equal views have equal addresses.
 *
 * @example
 * hallSearchParams({ search: 'stew', type: null, rarity: null, sort: 'newest', page: 1 }).toString() // 'search=stew'
 */
export function hallSearchParams(query: HallQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.type) params.set('type', query.type);
  if (query.rarity) params.set('rarity', query.rarity);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The address of a view: `/gallery` plus its query. */
export function hallHref(query: HallQuery): string {
  const search = hallSearchParams(query).toString();
  return search ? `/gallery?${search}` : '/gallery';
}

/** One key per distinct view, for the offline cache and to tell answers apart. */
export function hallKey(query: HallQuery): string {
  return hallSearchParams(query).toString();
}

/**
 * The view after a change of search, filter or sort: back to the first page, as a new search
 * makes the old page number meaningless.
 *
 * @example
 * changeHallQuery(query, { type: 'dessert' }).page // 1
 */
export function changeHallQuery(
  query: HallQuery,
  change: Partial<Pick<HallQuery, 'search' | 'type' | 'rarity' | 'sort'>>,
): HallQuery {
  return { ...query, ...change, page: 1 };
}

/** Whether anything narrows the view (a search or a filter). */
export function isNarrowed(query: HallQuery): boolean {
  return query.search !== '' || query.type !== null || query.rarity !== null;
}

/** The pagination's entries: page numbers, and gaps shown as an ellipsis. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The pages the pagination links to (spec section 9): the first, the last, the current one and
 * its neighbours, with an ellipsis for every gap. A gap of a single page shows that page instead,
 * since an ellipsis would take the same room.
 *
 * @example
 * pageItems(5, 10) // 1 … 4 5 6 … 10
 * pageItems(3, 10) // 1 2 3 4 … 10
 */
export function pageItems(current: number, totalPages: number, neighbours = 1): PageItem[] {
  if (totalPages <= 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set([1, totalPages]);
  for (let n = page - neighbours; n <= page + neighbours; n += 1) if (n >= 1 && n <= totalPages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) items.push({ kind: 'page', page: n - 1 });
    else if (n - previous > 2) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: n });
    previous = n;
  }
  return items;
}
