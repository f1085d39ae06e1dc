import type { Badge } from '@feastforge/domain';
import type { ApiClient } from '../api/api-client.ts';
import type { CatalogueBadge, LocalBadge, TomeDb } from './tome-db.ts';

/**
 * Replaces this device's badge catalogue and unlocked badges with the server's answer (the
 * server is the only authority on unlocks), in one transaction so the page never sees half.
 * Answers the names of the badges that are unlocked now but were not on this device before. A
 * device that had no catalogue yet cannot tell old unlocks from new ones: then only those
 * unlocked at or after `since` (when given) count as new.
 *
 * @example
 * const unlockedNow = await storeBadges(db, (await api.badges.list()).badges);
 */
export async function storeBadges(db: TomeDb, badges: readonly Badge[], since?: string): Promise<string[]> {
  return db.transaction('rw', [db.badgeCatalogue, db.badges], async () => {
    const knewCatalogue = (await db.badgeCatalogue.count()) > 0;
    const before = new Set(await db.badges.toCollection().primaryKeys());
    const catalogue: CatalogueBadge[] = badges.map(({ unlocked: _unlocked, unlockedAt: _at, ...entry }) => entry);
    const unlocked: LocalBadge[] = badges.flatMap(({ id, name, description, icon, category, unlockedAt }) =>
      unlockedAt ? [{ id, name, description, icon, category, unlockedAt }] : [],
    );
    await Promise.all([db.badgeCatalogue.clear(), db.badges.clear()]);
    await db.badgeCatalogue.bulkPut(catalogue);
    await db.badges.bulkPut(unlocked);
    const isNew = knewCatalogue
      ? (badge: LocalBadge) => !before.has(badge.id)
      : (badge: LocalBadge) => since !== undefined && Date.parse(badge.unlockedAt) >= Date.parse(since);
    return unlocked.filter(isNew).map((badge) => badge.name);
  });
}

/**
 * Fetches the catalogue with the user's unlocks and stores it (see {@link storeBadges}).
 *
 * @example
 * const unlockedNow = await refreshBadges(tome.db, api);
 */
export async function refreshBadges(db: TomeDb, api: Pick<ApiClient, 'badges'>, since?: string): Promise<string[]> {
  const { badges } = await api.badges.list();
  return storeBadges(db, badges, since);
}
