export const ALL = 'all';

/**
 * What a filter reads from a recipe: its type, rarity and lower-cased title and description
 * (a tome recipe stores `search`; another hero's cards get it when they arrive).
 */
export interface Filterable {
  recipeType: string;
  rarity: string;
  search: string;
}

export interface TomeFilter {
  /** Matched against title and description, ignoring case. */
  search: string;
  /** A recipe type, or 'all'. */
  type: string;
  /** A rarity, or 'all'. */
  rarity: string;
}

export const NO_FILTER: TomeFilter = { search: '', type: ALL, rarity: ALL };

/**
 * The recipes a filter keeps, in the order given (newest first). Search reads the lower-cased
 * text stored with each recipe, so a keystroke is one pass of `includes`.
 *
 * @example
 * filterTome(recipes, { search: 'stew', type: 'main', rarity: ALL })
 */
export function filterTome<T extends Filterable>(recipes: readonly T[], filter: TomeFilter): T[] {
  const needle = needleOf(filter);
  return recipes.filter(
    (recipe) =>
      (filter.type === ALL || recipe.recipeType === filter.type) &&
      (filter.rarity === ALL || recipe.rarity === filter.rarity) &&
      (needle === '' || recipe.search.includes(needle)),
  );
}

/**
 * Searches one list again and again, as the user types. A search that only adds to the last one
 * (same type and rarity, and the text still contains the last text) can only keep recipes the
 * last one kept, so it reads just those: each letter typed reads fewer recipes instead of the
 * whole tome again.
 *
 * @example
 * const search = tomeSearch(recipes);
 * search({ ...NO_FILTER, search: 'dra' });
 * search({ ...NO_FILTER, search: 'drag' }); // reads only the matches for 'dra'
 */
export function tomeSearch<T extends Filterable>(recipes: readonly T[]): (filter: TomeFilter) => T[] {
  let last: { filter: TomeFilter; needle: string; kept: T[] } | undefined;
  return (filter) => {
    const needle = needleOf(filter);
    const narrows =
      last !== undefined &&
      last.filter.type === filter.type &&
      last.filter.rarity === filter.rarity &&
      needle.includes(last.needle);
    const kept = filterTome(narrows && last ? last.kept : recipes, filter);
    last = { filter, needle, kept };
    return kept;
  };
}

/**
 * A card with the text the filter searches, as a tome recipe stores it.
 *
 * @example
 * searchable({ title: 'Stew', description: 'Hot', ... }).search // 'stew\nhot'
 */
export function searchable<T extends { title: string; description: string }>(card: T): T & { search: string } {
  return { ...card, search: `${card.title}\n${card.description}`.toLowerCase() };
}

function needleOf(filter: TomeFilter): string {
  return filter.search.trim().toLowerCase();
}

export function isFiltered(filter: TomeFilter): boolean {
  return filter.search.trim() !== '' || filter.type !== ALL || filter.rarity !== ALL;
}
