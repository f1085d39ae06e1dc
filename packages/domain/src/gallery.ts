import { z } from 'zod';
import { ProfileSchema } from './auth.ts';
import { UnlockedBadgeSchema } from './badges.ts';
import { RECIPE_TYPES } from './enums.ts';
import { GALLERY_SEARCH_MAX_LENGTH, GALLERY_SORTS, HERO_NOT_FOUND_MESSAGE } from './gallery-rules.ts';
import { RARITIES } from './rarity.ts';

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

/**
 * Another hero as their tome shows them: their profile without balances, email or referral code.
 * Picked field by field, so a private field added to the profile stays private until named here.
 *
 * @example
 * PublicProfileSchema.parse(me.profile) // the same hero, without manaBalance and referralCode
 */
export const PublicProfileSchema = ProfileSchema.pick({
  id: true,
  displayName: true,
  race: true,
  characterClass: true,
  gender: true,
  heroPortraitUrl: true,
  level: true,
  currentXp: true,
  totalXp: true,
  createdAt: true,
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/**
 * Answer of `GET /api/users/{id}/tome`: the hero and their recipes, newest first. Published ones
 * only, except for the hero themself and admins, who also get the unpublished ones
 * (`isPublished` says which).
 */
export const HeroTomeSchema = z.object({
  profile: PublicProfileSchema,
  /** The badges the hero has unlocked, newest first (the profile card shows six, then '+N more'). */
  badges: z.array(UnlockedBadgeSchema),
  recipes: z.array(RecipeCardSchema.extend({ isPublished: z.boolean() })),
});
export type HeroTome = z.infer<typeof HeroTomeSchema>;

/** The hero an address names; a malformed id names nobody and answers like an unknown one. */
export const HeroIdParams = z.object({ id: z.guid(HERO_NOT_FOUND_MESSAGE) });
