import Dexie, { type EntityTable } from 'dexie';
import type { GalleryPage } from '@feastforge/domain';
import { readGalleryPage } from '../lib/feast-hall-data.ts';

/** The Feast Hall pages kept for offline use; public data, so one database for everyone on the device. */
export const HALL_DB_NAME = 'feastforge-hall';
/** How many distinct views (query and page) are kept; the oldest seen goes first. */
export const HALL_CACHE_SIZE = 10;

/** One Feast Hall page as last seen online. */
export interface CachedHallPage {
  /** The view's key (its address query, see `hallKey`). */
  key: string;
  page: GalleryPage;
  savedAt: string;
}

/**
 * The last Feast Hall pages this device saw, so the hall still opens offline (ARCHITECTURE 'Data
 * ownership'). Kept apart from the tomes: visitors have none, and sign-out deletes them.
 *
 * @example
 * const db = new HallCacheDb();
 * await savePage(db, 'search=stew', page, new Date());
 */
export class HallCacheDb extends Dexie {
  pages!: EntityTable<CachedHallPage, 'key'>;

  constructor(options?: ConstructorParameters<typeof Dexie>[1]) {
    super(HALL_DB_NAME, options);
    // Never edit a released version: add the next one.
    this.version(1).stores({ pages: 'key, savedAt' });
  }
}

let shared: HallCacheDb | null = null;

/** The page's one connection to the hall cache, opened on first use. */
export function hallCacheDb(): HallCacheDb {
  shared ??= new HallCacheDb();
  return shared;
}

/** Keeps `page` as the view `key` was last seen, and lets the oldest go past HALL_CACHE_SIZE. */
export async function savePage(db: HallCacheDb, key: string, page: GalleryPage, now: Date): Promise<void> {
  await db.transaction('rw', db.pages, async () => {
    await db.pages.put({ key, page, savedAt: now.toISOString() });
    const count = await db.pages.count();
    if (count > HALL_CACHE_SIZE) {
      const oldest = await db.pages.orderBy('savedAt').limit(count - HALL_CACHE_SIZE).primaryKeys();
      await db.pages.bulkDelete(oldest);
    }
  });
}

/**
 * The view `key` as last seen, or null. An entry an older version of the app wrote in another
 * shape is ignored rather than shown wrong.
 */
export async function cachedPage(db: HallCacheDb, key: string): Promise<CachedHallPage | null> {
  const entry = await db.pages.get(key);
  if (!entry) return null;
  const page = readGalleryPage(entry.page);
  return page ? { key, page, savedAt: entry.savedAt } : null;
}
