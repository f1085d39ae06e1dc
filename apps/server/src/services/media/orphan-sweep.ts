import type { Kysely } from 'kysely';
import { MEDIA_WIDTHS, storedImageOf, type MediaFolder } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import type { MediaStore } from './store.ts';

/**
 * How old an unreferenced file must be before the sweep takes it: far longer than a generation
 * takes from writing its image to committing its recipe, so an image in flight is never swept.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

const PAGE = 500;

// `{key}.png` and `{key}-{width}.webp`. A variant's temporary file (`….webp.{uuid}.tmp`) belongs to
// no image: once an hour old, its conversion died with the process.
const PNG = /^([A-Za-z0-9_-]{1,100})\.png$/;
const VARIANT = /^([A-Za-z0-9_-]{1,100})-\d+\.webp$/;

function imageKeyOf(fileName: string): string | undefined {
  return PNG.exec(fileName)?.[1] ?? VARIANT.exec(fileName)?.[1];
}

/**
 * Deletes the stored files that no row references and that are older than
 * `ORPHAN_MIN_AGE_MS`: images of generations that were refused, lost a race or died with the
 * process before their recipe was saved, and trial images once their hour is up. A referenced
 * image keeps every variant of it. Rows that reference media: `saved_recipes.recipe_data.image`
 * (tombstones too, until they are purged) and `profiles.hero_portrait_url`. Answers the paths it
 * removed, relative to /media.
 *
 * @example
 * await sweepOrphanMedia(db, media, new Date()) // ['recipes/abc.png', 'recipes/abc-480.webp']
 */
export async function sweepOrphanMedia(db: Kysely<Database>, media: MediaStore, now: Date): Promise<string[]> {
  const referenced = await referencedImages(db);
  const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
  const removed: string[] = [];
  // Only the folders images are stored in: anything else under media/ is not the sweep's to judge.
  for (const folder of Object.keys(MEDIA_WIDTHS) as MediaFolder[]) {
    for (const { name, createdAt } of await media.list(folder)) {
      const key = imageKeyOf(name);
      if (key !== undefined && referenced.has(`${folder}/${key}`)) continue;
      if (createdAt.getTime() > cutoff) continue;
      await media.delete([`${folder}/${name}`]);
      removed.push(`${folder}/${name}`);
    }
  }
  return removed;
}

/** `{folder}/{key}` of every stored image a row points at. */
async function referencedImages(db: Kysely<Database>): Promise<Set<string>> {
  const keys = new Set<string>();
  const add = (url: unknown) => {
    const image = typeof url === 'string' ? storedImageOf(url) : null;
    if (image) keys.add(`${image.folder}/${image.key}`);
  };
  // Every row, not only `has_image` ones: keeping a file too many is cheap, deleting a used one is not.
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('saved_recipes')
      .select(['id', 'recipe_data'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const image = imageOfRecipeData(row.recipe_data);
      // Unreadable data: a generated recipe's image is named by its id, so that one stays.
      add(image === unreadable ? `/media/recipes/${row.id}.png` : image);
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) break;
    after = last.id;
  }
  const portraits = await db
    .selectFrom('profiles')
    .select('hero_portrait_url')
    .where('hero_portrait_url', 'is not', null)
    .execute();
  for (const row of portraits) add(row.hero_portrait_url);
  return keys;
}

const unreadable = Symbol('unreadable recipe_data');

function imageOfRecipeData(json: string): unknown {
  try {
    const data: unknown = JSON.parse(json);
    return typeof data === 'object' && data !== null && 'image' in data ? data.image : undefined;
  } catch {
    return unreadable;
  }
}
