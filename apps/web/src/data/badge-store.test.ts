import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Badge } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { storeBadges } from './badge-store.ts';
import { TomeDb } from './tome-db.ts';

const badge = (id: string, unlockedAt: string | null = null): Badge => ({
  id,
  name: `Badge ${id}`,
  description: 'desc',
  icon: '🏅',
  category: 'milestone',
  sortOrder: 1,
  unlocked: unlockedAt !== null,
  unlockedAt,
});

describe('storeBadges', () => {
  it('keeps the catalogue and the unlocked badges, and names only unlocks this device did not know', async () => {
    const db = new TomeDb('cook-1', { indexedDB: new IDBFactory(), IDBKeyRange });
    // A device without a catalogue knew nothing: the unlocks it learns are not announced as new.
    expect(await storeBadges(db, [badge('a', '2026-11-01T00:00:00Z'), badge('b')])).toEqual([]);
    expect(await db.badgeCatalogue.count()).toBe(2);
    expect((await db.badges.toArray()).map((b) => b.id)).toEqual(['a']);

    const unlockedNow = await storeBadges(db, [badge('a', '2026-11-01T00:00:00Z'), badge('b', '2026-11-02T00:00:00Z')]);
    expect(unlockedNow).toEqual(['Badge b']);
    expect(await db.badges.count()).toBe(2);
    // The catalogue rows carry no unlock state: that lives in `badges`.
    expect(await db.badgeCatalogue.get('b')).not.toHaveProperty('unlockedAt');
    db.close();
  });

  it('on a device without a catalogue, names the unlocks dated since the given moment', async () => {
    const db = new TomeDb('cook-2', { indexedDB: new IDBFactory(), IDBKeyRange });
    const answer = [badge('old', '2026-11-01T00:00:00Z'), badge('new', '2026-11-20T12:00:05Z'), badge('locked')];
    expect(await storeBadges(db, answer, '2026-11-20T12:00:00Z')).toEqual(['Badge new']);
    db.close();
  });
});
