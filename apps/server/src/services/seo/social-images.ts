import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { storedImageOf, type RecipeData } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import type { MediaStore } from '../media/store.ts';
import { renderSocialCard, type SocialCardFacts } from './social-card.ts';
import { logger } from '../../logger.ts';

/** Raise to draw every card anew after a change to how cards look. */
const CARD_DESIGN = 1;
/** Recipe ids are UUIDs; anything outside this never reaches the database or the store. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;
/**
 * The store's folder for cards. The media route serves recipe images and portraits only, so it
 * can never serve the card of a hidden recipe, and the orphan sweep leaves the folder alone.
 */
const CARDS = 'cards';

/** A stored card, named by what it shows, or a card that could not be drawn. */
export type SocialImage =
  { status: 'ready'; body: Buffer; etag: string } | { status: 'failed'; picture: string | null };

// Cards being drawn, by path, so concurrent asks for one card share one drawing; and the one
// queue they are drawn in, as sharp shares libuv's threads with the rest of the process.
const drawing = new Map<string, Promise<Buffer>>();
let queue: Promise<unknown> = Promise.resolve();

/** The published, live recipe's data, or null for a hidden, deleted or unknown one. */
async function publishedRecipe(db: Kysely<Database>, id: string): Promise<RecipeData | null> {
  const row = await db
    .selectFrom('saved_recipes')
    .select('recipe_data')
    .where('id', '=', id)
    .where('is_published', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? (JSON.parse(row.recipe_data) as RecipeData) : null;
}

/** The picture the card is drawn on: the recipe's stored image, if the store has it. */
async function pictureOf(media: MediaStore, recipe: RecipeData): Promise<{ url: string; body: Buffer } | null> {
  const stored = storedImageOf(recipe.image);
  if (!stored || stored.width !== null) return null;
  const object = await media.get(`${stored.folder}/${stored.key}.png`);
  return object ? { url: recipe.image, body: object.body } : null;
}

/** A short hash of everything the card shows: a new title, rarity or picture names a new card. */
function cardHash(facts: Omit<SocialCardFacts, 'picture'>, pictureUrl: string | null): string {
  const shown = JSON.stringify([CARD_DESIGN, facts.title, facts.rarity, facts.recipeType, pictureUrl]);
  return createHash('sha256').update(shown).digest('base64url').slice(0, 22);
}

/** The recipe's stored cards other than `keep` (all of them when `keep` is null). */
async function cardsOf(media: MediaStore, id: string, keep: string | null): Promise<string[]> {
  const entries = await media.list(CARDS, `${id}.`);
  return entries.map((entry) => `${CARDS}/${entry.name}`).filter((path) => path !== keep);
}

/** Draws the card and stores it at `path`, then drops older cards of the recipe. */
function draw(media: MediaStore, path: string, id: string, facts: SocialCardFacts): Promise<Buffer> {
  let pending = drawing.get(path);
  if (!pending) {
    const run = queue.then(async () => {
      const card = await renderSocialCard(facts);
      await media.put(path, card);
      await media.delete(await cardsOf(media, id, path));
      return card;
    });
    queue = run.catch(() => undefined);
    pending = run.finally(() => drawing.delete(path));
    drawing.set(path, pending);
  }
  return pending;
}

/**
 * The 1200x900 social images of published recipes (`/og/recipes/{id}.png`), drawn on first
 * request and kept in the media store as `cards/{id}.{hash}.png`, the hash taken over what the
 * card shows: a changed title, rarity or picture draws a new card (and removes the old one), and a
 * recipe that is no longer published loses its cards on the next ask. Every instance reads the
 * cards any of them drew.
 *
 * @example
 * const image = await socialImages({ db, media }).find(id) // { status: 'ready', body, etag } or null
 */
export function socialImages(deps: { db: Kysely<Database>; media: MediaStore }) {
  const { media } = deps;
  return {
    /** The card of a published recipe, drawing it if need be; null for anything else. */
    async find(id: string): Promise<SocialImage | null> {
      if (!SAFE_ID.test(id)) return null;
      const recipe = await publishedRecipe(deps.db, id);
      if (!recipe) {
        await media.delete(await cardsOf(media, id, null));
        return null;
      }
      const facts = { title: recipe.title, rarity: recipe.rarity, recipeType: recipe.recipeType };
      const picture = await pictureOf(media, recipe);
      const etag = cardHash(facts, picture?.url ?? null);
      const path = `${CARDS}/${id}.${etag}.png`;
      const stored = await media.get(path);
      if (stored) return { status: 'ready', body: stored.body, etag };
      try {
        return {
          status: 'ready',
          body: await draw(media, path, id, { ...facts, picture: picture?.body ?? null }),
          etag,
        };
      } catch (error) {
        logger.warn({ err: error, path }, 'could not draw a social card');
        return { status: 'failed', picture: picture?.url ?? null };
      }
    },
  };
}
