import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { GalleryPage } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { cachedPage, HALL_CACHE_SIZE, HallCacheDb, savePage } from './hall-cache.ts';

function page(title: string, number = 1): GalleryPage {
  return {
    recipes: [
      {
        id: `id-${title}`,
        title,
        description: 'A stew for cold nights.',
        rarity: 'rare',
        recipeType: 'main',
        image: null,
        createdAt: '2026-11-01T10:00:00.000Z',
        author: { id: 'u1', displayName: 'Bard' },
      },
    ],
    page: number,
    pageSize: 40,
    total: 41,
    totalPages: 2,
  };
}

const freshDb = () => new HallCacheDb({ indexedDB: new IDBFactory(), IDBKeyRange });
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));

describe('hall cache', () => {
  it('gives back a page as it was saved, with when', async () => {
    const db = freshDb();
    await savePage(db, 'search=stew', page('Stew'), at(1));
    expect(await cachedPage(db, 'search=stew')).toEqual({
      key: 'search=stew',
      page: page('Stew'),
      savedAt: at(1).toISOString(),
    });
    expect(await cachedPage(db, 'search=pie')).toBeNull();
  });

  it('replaces a view seen again with its newer answer', async () => {
    const db = freshDb();
    await savePage(db, '', page('Old'), at(1));
    await savePage(db, '', page('New'), at(2));
    expect((await cachedPage(db, ''))?.page.recipes[0]?.title).toBe('New');
    expect(await db.pages.count()).toBe(1);
  });

  it(`keeps only the last ${HALL_CACHE_SIZE} views, dropping the oldest seen`, async () => {
    const db = freshDb();
    for (let n = 1; n <= HALL_CACHE_SIZE + 2; n += 1) await savePage(db, `page=${n}`, page(`P${n}`, n), at(n));
    expect(await db.pages.count()).toBe(HALL_CACHE_SIZE);
    expect(await cachedPage(db, 'page=1')).toBeNull();
    expect(await cachedPage(db, 'page=2')).toBeNull();
    expect((await cachedPage(db, 'page=3'))?.page.page).toBe(3);
    // Seeing an old view again makes it recent.
    await savePage(db, 'page=3', page('P3', 3), at(30));
    await savePage(db, 'page=99', page('P99', 99), at(31));
    expect(await cachedPage(db, 'page=3')).not.toBeNull();
    expect(await cachedPage(db, 'page=4')).toBeNull();
  });

  it('ignores an entry in a shape it does not know', async () => {
    const db = freshDb();
    await db.pages.put({ key: 'x', page: { recipes: 'nope' } as unknown as GalleryPage, savedAt: 'now' });
    expect(await cachedPage(db, 'x')).toBeNull();
  });
});
