import { sql, type Kysely } from 'kysely';
import {
  GALLERY_PAGE_SIZE,
  type GalleryQuery,
  HOME_CAROUSEL_SIZE,
  HOME_FEATURED_POOL,
  HOME_LATEST_SIZE,
  type GalleryPage,
  type HeroTome,
  type HomeFeed,
  type RecipeCard,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import type { AuthState } from '../../http/auth-middleware.ts';
import { isAdmin } from '../accounts/me.ts';
import { unlockedBadges } from '../progression/badge-catalogue.ts';
import type { HallSearches } from './hall-searches.ts';
import {
  CARD_COLUMNS,
  cardRowsOf,
  firstPageWithTotal,
  galleryRows,
  galleryTotal,
  LISTED,
  listingVersion,
  matchingIds,
} from './listing.ts';

interface CardRow {
  id: string;
  title: string;
  description: string;
  rarity: string;
  recipe_type: string;
  image: string | null;
  created_at: string;
  user_id: string;
  display_name: string | null;
}

function toCard(row: CardRow): RecipeCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    rarity: row.rarity,
    recipeType: row.recipe_type,
    image: row.image,
    createdAt: row.created_at,
    author: { id: row.user_id, displayName: row.display_name },
  };
}

/**
 * One page of the Feast Hall: published recipes matching the query, 40 a page. A page past the
 * last is empty but still says the real total. A search's ordered matches are kept in `searches`
 * until the listing changes, so its pages and its total come from one reading of the index.
 * Without a search, the first page (most views) and its total are one statement (ADR 013).
 *
 * @example
 * await galleryPage(db, searches, GalleryQuery.parse({ search: 'stew', sort: 'title-asc' }))
 */
export async function galleryPage(
  db: Kysely<Database>,
  searches: HallSearches,
  query: GalleryQuery,
): Promise<GalleryPage> {
  const kept = query.search ? await keptMatches(db, searches, query) : null;
  const offset = (query.page - 1) * GALLERY_PAGE_SIZE;
  let total: number;
  let rows: CardRow[];
  if (kept) {
    total = kept.length;
    rows = await cardRowsOf(db, kept.slice(offset, offset + GALLERY_PAGE_SIZE));
  } else if (!query.search && query.page === 1) {
    ({ total, rows } = await firstPageWithTotal(db, query));
  } else {
    total = await galleryTotal(db, query);
    rows = await galleryRows(db, query, total);
  }
  return {
    recipes: rows.map(toCard),
    page: query.page,
    pageSize: GALLERY_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE)),
  };
}

/** A search's ordered matches, worked out once per listing version; null when too many to keep. */
async function keptMatches(db: Kysely<Database>, searches: HallSearches, query: GalleryQuery) {
  // The version is read first: whatever is worked out after it is at least as new.
  const version = await listingVersion(db);
  const key = JSON.stringify([query.search, query.type ?? null, query.rarity ?? null, query.sort]);
  return searches.get(version, key, async () => {
    const total = await galleryTotal(db, query);
    return total > searches.maxKept ? null : matchingIds(db, query, total);
  });
}

function newestListed(db: Kysely<Database>) {
  return db
    .selectFrom('saved_recipes')
    .leftJoin('profiles', 'profiles.id', 'saved_recipes.user_id')
    .where(LISTED)
    .select(CARD_COLUMNS)
    .orderBy('saved_recipes.created_at', 'desc')
    .orderBy('saved_recipes.id', 'desc');
}

/**
 * The home page in one read: the carousel (newest published with an image), the latest cards and
 * the feature panel's recipe (one of the newest with an image, at random).
 */
export async function homeFeed(db: Kysely<Database>, random: () => number = Math.random): Promise<HomeFeed> {
  const [newest, withImage] = await Promise.all([
    newestListed(db).limit(HOME_LATEST_SIZE).execute(),
    // A literal, like LISTED, so the partial index of pictured recipes serves it.
    newestListed(db)
      .where(sql<boolean>`saved_recipes.has_image = 1`)
      // A blank stored image is no picture: filtered here, so the limit counts only pictured ones.
      .where('saved_recipes.image', 'is not', null)
      .limit(Math.max(HOME_CAROUSEL_SIZE, HOME_FEATURED_POOL))
      .execute(),
  ]);
  const pictured = withImage.map(toCard);
  const featured = pictured.length > 0 ? pictured[Math.floor(random() * pictured.length)] : undefined;
  return { carousel: pictured.slice(0, HOME_CAROUSEL_SIZE), latest: newest.map(toCard), featured: featured ?? null };
}

/**
 * Another hero's tome as `viewer` may see it: the public profile and their recipes, newest first;
 * unpublished ones only for the hero themself and admins. Null when there is no such hero.
 */
export async function heroTome(
  db: Kysely<Database>,
  userId: string,
  viewer: AuthState | null,
): Promise<HeroTome | null> {
  const profile = await db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!profile) return null;
  const seesAll = viewer !== null && (viewer.userId === userId || (await isAdmin(db, viewer.userId)));
  let recipes = db
    .selectFrom('saved_recipes')
    .leftJoin('profiles', 'profiles.id', 'saved_recipes.user_id')
    .where('saved_recipes.user_id', '=', userId)
    .where('saved_recipes.deleted_at', 'is', null);
  if (!seesAll) recipes = recipes.where('saved_recipes.is_published', '=', 1);
  const rows = await recipes
    .select([...CARD_COLUMNS, 'saved_recipes.is_published'])
    .orderBy('saved_recipes.created_at', 'desc')
    .orderBy('saved_recipes.id', 'desc')
    .execute();
  const badges = await unlockedBadges(db, userId);
  return {
    profile: {
      id: profile.id,
      displayName: profile.display_name,
      race: profile.race,
      characterClass: profile.character_class,
      gender: profile.gender,
      heroPortraitUrl: profile.hero_portrait_url,
      level: Number(profile.level),
      currentXp: Number(profile.current_xp),
      totalXp: Number(profile.total_xp),
      createdAt: profile.created_at,
    },
    badges,
    recipes: rows.map((row) => ({ ...toCard(row), isPublished: row.is_published === 1 })),
  };
}
