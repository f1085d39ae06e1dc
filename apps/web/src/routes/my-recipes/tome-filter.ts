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
 * text stored with each recipe, so a keystroke over 5,000 recipes is one pass of `includes`.
 *
 * @example
 * filterTome(recipes, { search: 'stew', type: 'main', rarity: ALL })
 */
export function filterTome(recipes: readonly LocalRecipe[], filter: TomeFilter): LocalRecipe[] {
  const needle = filter.search.trim().toLowerCase();
  return recipes.filter(
    (recipe) =>
      (filter.type === ALL || recipe.recipeType === filter.type) &&
      (filter.rarity === ALL || recipe.rarity === filter.rarity) &&
      (needle === '' || recipe.search.includes(needle)),
  );
}

export function isFiltered(filter: TomeFilter): boolean {
  return filter.search.trim() !== '' || filter.type !== ALL || filter.rarity !== ALL;
}
