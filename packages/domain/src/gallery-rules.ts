// The Feast Hall's numbers and words, apart from its schemas: screens that only show them (the
// hall's toolbar, the visitor banner, the paywall) then load no schema library.

/** Spec section 9: 40 recipes a page in the Feast Hall. */
export const GALLERY_PAGE_SIZE = 40;
/** Longest search the Feast Hall accepts; longer text can only match nothing. */
export const GALLERY_SEARCH_MAX_LENGTH = 100;

/** The six sorts of spec section 9, in its order, with the words the screen shows. */
export const GALLERY_SORTS = ['newest', 'oldest', 'title-asc', 'title-desc', 'rarity-desc', 'rarity-asc'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];
export const GALLERY_SORT_LABELS: Record<GallerySort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'title-asc': 'A to Z',
  'title-desc': 'Z to A',
  'rarity-desc': 'Rarity: high to low',
  'rarity-asc': 'Rarity: low to high',
};

/** Spec 'Home': the carousel's newest recipes, the latest cards, and the pool the feature panel picks from. */
export const HOME_CAROUSEL_SIZE = 10;
export const HOME_LATEST_SIZE = 5;
export const HOME_FEATURED_POOL = 20;

/** Spec section 9: 3 free published-recipe views for visitors, tracked for 30 days. */
export const FREE_RECIPE_VIEWS = 3;
export const VIEWS_COOKIE = 'feastforge_views';
export const VIEWS_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What an address naming no hero (a malformed or unknown id) answers. */
export const HERO_NOT_FOUND_MESSAGE = 'No such hero.';

/** The visitor banner of the Feast Hall (spec 'Feast Hall'). */
export const VISITOR_BANNER_TITLE = 'Register for unlimited access';

/**
 * The toast a visitor gets for each new free recipe view (spec section 8, 'Free Recipe View'
 * with the remaining views).
 *
 * @example
 * freeRecipeViewToast(2) // { title: 'Free Recipe View', message: '2 free recipe views left. …' }
 */
export function freeRecipeViewToast(remaining: number): { title: string; message: string } {
  return { title: 'Free Recipe View', message: `${freeViewsLeftText(remaining)}. Register for unlimited access.` };
}

/**
 * How many free views a visitor has left, in words.
 *
 * @example
 * freeViewsLeftText(1) // '1 free recipe view left'
 */
export function freeViewsLeftText(remaining: number): string {
  if (remaining <= 0) return 'No free recipe views left';
  return `${remaining} free recipe ${remaining === 1 ? 'view' : 'views'} left`;
}

/** The paywall over a recipe once a visitor has used their free views (spec 'Visitor views'). */
export const PAYWALL_TEXTS = {
  title: 'Free Views Used',
  message: `You have opened your ${FREE_RECIPE_VIEWS} free recipes from the Feast Hall. Register for free to read this one and every other recipe, without limits.`,
  register: 'Create Free Account',
  benefits: 'Why Register',
  back: 'Back to the Feast Hall',
} as const;
