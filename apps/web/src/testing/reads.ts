import type { GalleryPage } from '@feastforge/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http.ts';
import { createQueryClient } from '../reads/query-client.ts';
import { readHallQuery } from '../routes/gallery/gallery-address.ts';

/**
 * A Feast Hall page of one card titled `title`.
 *
 * @example
 * const gallery = async () => hallPage('Stew');
 */
export const hallPage = (title: string): GalleryPage => ({
  recipes: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      title,
      description: 'A stew.',
      rarity: 'rare',
      recipeType: 'main',
      image: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      author: { id: 'u1', displayName: 'Bard' },
    },
  ],
  page: 1,
  pageSize: 40,
  total: 1,
  totalPages: 1,
});

/** A home feed whose carousel has one card titled `title`. */
export const homeFeed = (title: string) => ({ carousel: hallPage(title).recipes, latest: [], featured: null });

/** The hall view of a search for 'stew'. */
export const stewView = readHallQuery(new URLSearchParams('search=stew'));

/** The server failing for a moment (a 503, which is worth another try). */
export const serverDown = () => new ApiError(503, 'internal', 'Down for a moment');

/**
 * Read caches as the page makes them (mounted, as its provider does), and their clean-up.
 *
 * @example
 * const caches = testCaches(); afterEach(caches.clear); const client = caches.make();
 */
export function testCaches() {
  const made: QueryClient[] = [];
  return {
    make(): QueryClient {
      const client = createQueryClient();
      client.mount();
      made.push(client);
      return client;
    },
    clear(): void {
      for (const client of made.splice(0)) {
        client.clear();
        client.unmount();
      }
    },
  };
}
