import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { storedImageOf, type RecipeData } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { renderSocialCard, type SocialCardFacts } from './social-card.ts';
import { logger } from '../../logger.ts';

/** Raise to draw every card anew after a change to how cards look. */
const CARD_DESIGN = 1;
/** Recipe ids are UUIDs; anything outside this never reaches the database or the disk. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** A card on disk, named by what it shows, or a card that could not be drawn. */
export type SocialImage =
  { status: 'ready'; file: string; etag: string } | { status: 'failed'; picture: string | null };

// Cards being drawn, by file, so concurrent asks for one card share one drawing; and the one
// queue they are drawn in, as sharp shares libuv's threads with the rest of the process.
const drawing = new Map<string, Promise<void>>();
let queue: Promise<unknown> = Promise.resolve();

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

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

/** The picture the card is drawn on: the recipe's stored image, if it is on disk. */
async function pictureOf(mediaDir: string, recipe: RecipeData): Promise<{ url: string; path: string } | null> {
  const stored = storedImageOf(recipe.image);
  if (!stored || stored.width !== null) return null;
  const path = join(mediaDir, stored.folder, `${stored.key}.png`);
  return (await exists(path)) ? { url: recipe.image, path } : null;
}

/** A short hash of everything the card shows: a new title, rarity or picture names a new file. */
function cardHash(facts: SocialCardFacts, pictureUrl: string | null): string {
  const shown = JSON.stringify([CARD_DESIGN, facts.title, facts.rarity, facts.recipeType, pictureUrl]);
  return createHash('sha256').update(shown).digest('base64url').slice(0, 22);
}

/** Draws the card into `file` through a temporary file (never served half-written), then drops older cards of the recipe. */
function draw(file: string, dir: string, facts: SocialCardFacts): Promise<void> {
  let pending = drawing.get(file);
  if (!pending) {
    const run = queue.then(async () => {
      if (await exists(file)) return;
      await mkdir(dir, { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, await renderSocialCard(facts));
        await rename(temporary, file);
      } finally {
        await rm(temporary, { force: true });
      }
      const name = file.slice(dir.length + 1);
      const older = (await readdir(dir)).filter((other) => other !== name && other.endsWith('.png'));
      await Promise.all(older.map((other) => rm(join(dir, other), { force: true })));
    });
    queue = run.catch(() => undefined);
    pending = run.finally(() => drawing.delete(file));
    drawing.set(file, pending);
  }
  return pending;
}

/**
 * The 1200x900 social images of published recipes (`/og/recipes/{id}.png`), drawn on first
 * request and kept under `cacheDir/{id}/{hash}.png`, the hash taken over what the card shows: a
 * changed title, rarity or picture draws a new card (and removes the old one), and a recipe that
 * is no longer published loses its cards on the next ask. The cache lives outside $DATA_DIR/media,
 * so the static /media route can never serve the card of a hidden recipe.
 *
 * @example
 * const image = await socialImages({ db, mediaDir, cacheDir }).find(id) // { status: 'ready', file, etag } or null
 */
export function socialImages(deps: { db: Kysely<Database>; mediaDir: string; cacheDir: string }) {
  return {
    /** The card of a published recipe, drawing it if need be; null for anything else. */
    async find(id: string): Promise<SocialImage | null> {
      if (!SAFE_ID.test(id)) return null;
      const dir = join(deps.cacheDir, id);
      const recipe = await publishedRecipe(deps.db, id);
      if (!recipe) {
        await rm(dir, { recursive: true, force: true });
        return null;
      }
      const picture = await pictureOf(deps.mediaDir, recipe);
      const facts = { title: recipe.title, rarity: recipe.rarity, recipeType: recipe.recipeType };
      const card = { ...facts, picturePath: picture?.path ?? null };
      const etag = cardHash(card, picture?.url ?? null);
      const file = join(dir, `${etag}.png`);
      try {
        if (!(await exists(file))) await draw(file, dir, card);
      } catch (error) {
        logger.warn({ err: error, file }, 'could not draw a social card');
        return { status: 'failed', picture: picture?.url ?? null };
      }
      return { status: 'ready', file, etag };
    },
  };
}
