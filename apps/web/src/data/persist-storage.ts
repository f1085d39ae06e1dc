import type { TomeDb } from './tome-db.ts';

/**
 * Browsers may evict the storage of sites they think unused; a tome with recipes in it must
 * survive that. Asked once, when the first recipes are there (asking earlier, with nothing worth
 * keeping, makes some browsers refuse for good).
 *
 * @example
 * await requestPersistence(tome.db); // after a sync
 */
export async function requestPersistence(
  db: TomeDb,
  storage: Pick<StorageManager, 'persist'> | undefined = navigator.storage,
): Promise<boolean> {
  if (!storage?.persist || (await db.getMeta('persistRequested'))) return false;
  if ((await db.recipes.count()) === 0) return false;
  await db.setMeta('persistRequested', true);
  await storage.persist();
  return true;
}
