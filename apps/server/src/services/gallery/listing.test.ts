import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  GALLERY_PAGE_SIZE,
  GalleryQuery,
  type GallerySort,
  type RecipeData,
  type RecipeType,
  type Rarity,
} from '@feastforge/domain';
import { insertSavedRecipe, registerUser } from '../../testing/builders.ts';
import { withTestApp } from '../../testing/fixture.ts';
import { HallSearches } from './hall-searches.ts';
import { firstPageWithTotal, galleryRows, galleryTotal } from './listing.ts';
import { galleryPage } from './read.ts';

const t = withTestApp();

/**
 * A plugin that counts the statements the database answers: one result per round trip (query
 * transforms would also count subqueries, which are built into their statement).
 */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery: (args) => args.node,
    transformResult(args) {
      this.count += 1;
      return Promise.resolve(args.result);
    },
  };
}

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();

/**
 * 45 listed mains (epic and common alternating, two minutes apart), 3 listed desserts, and
 * mains that are not listed: 2 unpublished and 1 deleted.
 */
async function seedHall() {
  const { session } = await registerUser(t);
  const userId = session.me.user.id;
  const add = (minutes: number, data: Partial<RecipeData>, isPublished = true) =>
    insertSavedRecipe(t.db, userId, { isPublished, createdAt: at(minutes), recipeData: data });
  for (let i = 0; i < 45; i += 1) {
    await add(i * 2, {
      title: `Main ${String(i).padStart(2, '0')}`,
      recipeType: 'main',
      rarity: i % 2 ? 'common' : 'epic',
    });
  }
  for (let i = 0; i < 3; i += 1) await add(i * 2 + 1, { title: `Dessert ${i}`, recipeType: 'dessert', rarity: 'epic' });
  await add(200, { title: 'Draft Main', recipeType: 'main' }, false);
  await add(201, { title: 'Other Draft', recipeType: 'main' }, false);
  const gone = await add(202, { title: 'Deleted Main', recipeType: 'main' });
  await t.db
    .updateTable('saved_recipes')
    .set({ deleted_at: at(300) })
    .where('id', '=', gone)
    .execute();
}

const page = (query: Record<string, string | number> = {}) =>
  galleryPage(t.db, new HallSearches(), GalleryQuery.parse(query));

describe('the first page of the Feast Hall', () => {
  it('comes with its total in one statement; later pages and searches read their total apart', async () => {
    await seedHall();
    const counter = statementCounter();
    const counted = t.db.withPlugin(counter);
    const first = await galleryPage(counted, new HallSearches(), GalleryQuery.parse({ type: 'main' }));
    expect(counter.count).toBe(1);
    expect(first).toMatchObject({ total: 45, totalPages: 2 });
    expect(first.recipes).toHaveLength(GALLERY_PAGE_SIZE);
    counter.count = 0;
    const second = await galleryPage(counted, new HallSearches(), GalleryQuery.parse({ type: 'main', page: 2 }));
    expect(counter.count).toBe(2);
    expect(second.recipes).toHaveLength(5);
  });

  it.each<[Record<string, string>, number]>([
    [{}, 48],
    [{ type: 'main' }, 45],
    [{ rarity: 'epic' }, 26],
    [{ type: 'main', rarity: 'epic' }, 23],
    [{ type: 'dessert', rarity: 'common' }, 0],
    [{ type: 'elixir' }, 0],
  ])('counts only listed recipes matching %o, as a later page does', async (filters, total) => {
    await seedHall();
    const first = await page(filters);
    expect(first.total).toBe(total);
    expect(first.recipes).toHaveLength(Math.min(total, GALLERY_PAGE_SIZE));
    expect(first.recipes.map((r) => r.title).filter((title) => /Draft|Deleted/.test(title))).toEqual([]);
    // The total of the one-statement page agrees with the separate count the other pages use.
    expect(await galleryTotal(t.db, filters)).toBe(total);
  });

  it('answers an empty first page with a total of 0 and one page', async () => {
    expect(await firstPageWithTotal(t.db, { sort: 'newest' })).toEqual({ total: 0, rows: [] });
    expect(await page()).toEqual({ recipes: [], page: 1, pageSize: GALLERY_PAGE_SIZE, total: 0, totalPages: 1 });
  });

  it.each<GallerySort>(['newest', 'oldest', 'title-asc', 'title-desc', 'rarity-desc', 'rarity-asc'])(
    'orders its rows sorted %s as the id-first read of the same page does',
    async (sort) => {
      await seedHall();
      for (const filters of [{}, { type: 'main' as RecipeType }, { rarity: 'epic' as Rarity }]) {
        const query = { ...filters, sort };
        const { rows, total } = await firstPageWithTotal(t.db, query);
        const viaIds = await galleryRows(t.db, { ...query, page: 1 }, total);
        expect(rows.map((row) => row.id)).toEqual(viaIds.map((row) => row.id));
      }
    },
  );

  it('pages on to the last page and past it with the same total', async () => {
    await seedHall();
    const [first, last, past] = [
      await page({ type: 'main' }),
      await page({ type: 'main', page: 2 }),
      await page({ type: 'main', page: 3 }),
    ];
    expect([first.total, last.total, past.total]).toEqual([45, 45, 45]);
    expect(last.recipes).toHaveLength(5);
    expect(past).toMatchObject({ recipes: [], page: 3, totalPages: 2 });
    const titles = [...first.recipes, ...last.recipes].map((r) => r.title);
    // Newest first: Main 44 (made last) down to Main 00, each once.
    expect(titles).toEqual(Array.from({ length: 45 }, (_, i) => `Main ${String(44 - i).padStart(2, '0')}`));
  });
});
