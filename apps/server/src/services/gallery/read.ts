import { sql, type Kysely } from 'kysely';
import {
  GALLERY_PAGE_SIZE,
  HOME_CAROUSEL_SIZE,
  HOME_FEATURED_POOL,
  HOME_LATEST_SIZE,
  RARITIES,
  type GalleryPage,
  type GalleryQuery,
  type HeroTome,
  type HomeFeed,
  type RecipeCard,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import type { AuthState } from '../../http/auth-middleware.ts';
import { isAdmin } from '../accounts/me.ts';

const cardColumns = [
  'saved_recipes.id',
  'saved_recipes.title',
  'saved_recipes.description',
  'saved_recipes.rarity',
  'saved_recipes.recipe_type',
  'saved_recipes.recipe_data',
  'saved_recipes.created_at',
  'saved_recipes.user_id',
  'profiles.display_name',
] as const;

interface CardRow {
  id: string;
  title: string;
  description: string;
  rarity: string;
  recipe_type: string;
  recipe_data: string;
  created_at: string;
  user_id: string;
  display_name: string | null;
}

function imageOf(recipeData: string): string | null {
  const image = (JSON.parse(recipeData) as { image?: unknown }).image;
  return typeof image === 'string' && image !== '' ? image : null;
}

function toCard(row: CardRow): RecipeCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    rarity: row.rarity,
    recipeType: row.recipe_type,
    image: imageOf(row.recipe_data),
    createdAt: row.created_at,
    author: { id: row.user_id, displayName: row.display_name },
  };
}

function published(db: Kysely<Database>) {
  return db
    .selectFrom('saved_recipes')
    .leftJoin('profiles', 'profiles.id', 'saved_recipes.user_id')
    .where('saved_recipes.is_published', '=', 1)
    .where('saved_recipes.deleted_at', 'is', null);
}

/** `%`, `_` and `\` taken literally inside a LIKE pattern (with `ESCAPE '\'`). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const rarityRank = sql<number>`case saved_recipes.rarity ${sql.join(
  RARITIES.map((rarity, index) => sql`when ${rarity} then ${index}`),
  sql` `,
)} else -1 end`;

/**
 * One page of the Feast Hall: published recipes matching the query, 40 a page.
 *
 * @example
 * await galleryPage(db, GalleryQuery.parse({ search: 'stew', sort: 'title-asc' }))
 */
export async function galleryPage(db: Kysely<Database>, query: GalleryQuery): Promise<GalleryPage> {
  let base = published(db);
  if (query.type) base = base.where('saved_recipes.recipe_type', '=', query.type);
  if (query.rarity) base = base.where('saved_recipes.rarity', '=', query.rarity);
  if (query.search) {
    const pattern = `%${likeLiteral(query.search.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or([
        sql<boolean>`lower(saved_recipes.title) like ${pattern} escape '\\'`,
        sql<boolean>`lower(saved_recipes.description) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  let rows = base.select(cardColumns);
  switch (query.sort) {
    case 'oldest':
      rows = rows.orderBy('saved_recipes.created_at', 'asc');
      break;
    case 'title-asc':
      rows = rows.orderBy(sql`lower(saved_recipes.title)`, 'asc');
      break;
    case 'title-desc':
      rows = rows.orderBy(sql`lower(saved_recipes.title)`, 'desc');
      break;
    case 'rarity-desc':
      rows = rows.orderBy(rarityRank, 'desc').orderBy('saved_recipes.created_at', 'desc');
      break;
    case 'rarity-asc':
      rows = rows.orderBy(rarityRank, 'asc').orderBy('saved_recipes.created_at', 'desc');
      break;
    default:
      rows = rows.orderBy('saved_recipes.created_at', 'desc');
  }
  const page = await rows
    .orderBy('saved_recipes.id', 'asc')
    .limit(GALLERY_PAGE_SIZE)
    .offset((query.page - 1) * GALLERY_PAGE_SIZE)
    .execute();
  return {
    recipes: page.map(toCard),
    page: query.page,
    pageSize: GALLERY_PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE)),
  };
}

/**
 * The home page in one read: the carousel (newest published with an image), the latest cards and
 * the feature panel's recipe (one of the newest with an image, at random).
 */
export async function homeFeed(db: Kysely<Database>, random: () => number = Math.random): Promise<HomeFeed> {
  const newest = await published(db)
    .select(cardColumns)
    .orderBy('saved_recipes.created_at', 'desc')
    .orderBy('saved_recipes.id', 'asc')
    .limit(HOME_LATEST_SIZE)
    .execute();
  const withImage = await published(db)
    .where('saved_recipes.has_image', '=', 1)
    .select(cardColumns)
    .orderBy('saved_recipes.created_at', 'desc')
    .orderBy('saved_recipes.id', 'asc')
    .limit(Math.max(HOME_CAROUSEL_SIZE, HOME_FEATURED_POOL))
    .execute();
  const pictured = withImage.map(toCard).filter((card) => card.image !== null);
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
    .select([...cardColumns, 'saved_recipes.is_published'])
    .orderBy('saved_recipes.created_at', 'desc')
    .orderBy('saved_recipes.id', 'asc')
    .execute();
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
    recipes: rows.map((row) => ({ ...toCard(row), isPublished: row.is_published === 1 })),
  };
}
