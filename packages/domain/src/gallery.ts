import { z } from 'zod';
import { RECIPE_TYPES } from './enums.ts';
import { RARITIES } from './rarity.ts';

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

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * Query of `GET /api/gallery` (and of the /gallery address): search on title or description
 * (case-insensitive substring), type and rarity filters, sort and page. Blank values mean 'any'.
 *
 * @example
 * GalleryQuery.parse({ search: ' stew ', page: '2' }) // { search: 'stew', sort: 'newest', page: 2 }
 */
export const GalleryQuery = z.object({
  search: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(GALLERY_SEARCH_MAX_LENGTH, `Search at most ${GALLERY_SEARCH_MAX_LENGTH} characters`)
      .optional(),
  ),
  type: z.preprocess(blankToUndefined, z.enum(RECIPE_TYPES, { error: 'Unknown recipe type' }).optional()),
  rarity: z.preprocess(blankToUndefined, z.enum(RARITIES, { error: 'Unknown rarity' }).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(GALLERY_SORTS, { error: 'Unknown sort' }).default('newest')),
  page: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).max(100_000).default(1),
  ),
});
export type GalleryQuery = z.output<typeof GalleryQuery>;

/** A published recipe as a card shows it: image, type and rarity badges, title, description, author. */
export const RecipeCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  rarity: z.string(),
  recipeType: z.string(),
  /** The recipe image's address (`/media/recipes/….png`), or null when it has none. */
  image: z.string().nullable(),
  createdAt: z.string(),
  author: z.object({ id: z.string(), displayName: z.string().nullable() }),
});
export type RecipeCard = z.infer<typeof RecipeCardSchema>;

/** Answer of `GET /api/gallery`: one page of published recipes and where it is in the whole. */
export const GalleryPageSchema = z.object({
  recipes: z.array(RecipeCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type GalleryPage = z.infer<typeof GalleryPageSchema>;

/**
 * Answer of `GET /api/home`, everything the home page shows in one request: the carousel (up to
 * 10 newest published recipes with an image), the latest cards (up to 5 newest published) and the
 * feature panel's image (a published recipe with an image picked at random from the newest 20).
 */
export const HomeFeedSchema = z.object({
  carousel: z.array(RecipeCardSchema),
  latest: z.array(RecipeCardSchema),
  featured: RecipeCardSchema.nullable(),
});
export type HomeFeed = z.infer<typeof HomeFeedSchema>;
export const HOME_CAROUSEL_SIZE = 10;
export const HOME_LATEST_SIZE = 5;
export const HOME_FEATURED_POOL = 20;

/** Another hero as their tome shows them: no balances, no email, no referral code. */
export const PublicProfileSchema = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  race: z.string().nullable(),
  characterClass: z.string().nullable(),
  gender: z.string().nullable(),
  heroPortraitUrl: z.string().nullable(),
  level: z.number().int(),
  currentXp: z.number().int(),
  totalXp: z.number().int(),
  createdAt: z.string(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/**
 * Answer of `GET /api/users/{id}/tome`: the hero and their recipes, newest first. Published ones
 * only, except for the hero themself and admins, who also get the unpublished ones
 * (`isPublished` says which).
 */
export const HeroTomeSchema = z.object({
  profile: PublicProfileSchema,
  recipes: z.array(RecipeCardSchema.extend({ isPublished: z.boolean() })),
});
export type HeroTome = z.infer<typeof HeroTomeSchema>;

/** Spec section 9: 3 free published-recipe views for visitors, tracked for 30 days. */
export const FREE_RECIPE_VIEWS = 3;
export const VIEWS_COOKIE = 'feastforge_views';
export const VIEWS_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The hero an address names; a malformed id names nobody and answers like an unknown one. */
export const HERO_NOT_FOUND_MESSAGE = 'No such hero.';
export const HeroIdParams = z.object({ id: z.guid(HERO_NOT_FOUND_MESSAGE) });

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
