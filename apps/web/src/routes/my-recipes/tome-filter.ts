import type { LocalRecipe } from '../../data/tome-db.ts';

export const ALL = 'all';

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
export function filterTome(recipes: readonly LocalRecipe[], filter: TomeFilter): LocalRecipe[] {
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
export function tomeSearch(recipes: readonly LocalRecipe[]): (filter: TomeFilter) => LocalRecipe[] {
  let last: { filter: TomeFilter; needle: string; kept: LocalRecipe[] } | undefined;
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

function needleOf(filter: TomeFilter): string {
  return filter.search.trim().toLowerCase();
}

export function isFiltered(filter: TomeFilter): boolean {
  return filter.search.trim() !== '' || filter.type !== ALL || filter.rarity !== ALL;
}
