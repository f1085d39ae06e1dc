import { describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE, type GallerySort, type RecipeData } from '@feastforge/domain';
import { insertSavedRecipe, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

/** A moment `minutes` after a fixed start, so recipes sort by age as the test says. */
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();

async function author() {
  const { session } = await registerUser(t);
  return session.me.user.id;
}

/** A published recipe of `userId`, made `minutes` after the start. */
function listed(userId: string, minutes: number, recipeData: Partial<RecipeData> = {}) {
  return insertSavedRecipe(t.db, userId, { isPublished: true, createdAt: at(minutes), recipeData });
}

async function gallery(query: Record<string, string> = {}) {
  const res = await t.client().api.gallery.$get({ query });
  expectStatus(res, 200);
  return res.body;
}

const titlesOf = (page: { recipes: { title: string }[] }) => page.recipes.map((r) => r.title);

describe('GET /api/gallery filters', () => {
  it('filters by type, by rarity and by both, counting only what matches', async () => {
    const userId = await author();
    await listed(userId, 1, { title: 'Epic Main', recipeType: 'main', rarity: 'epic' });
    await listed(userId, 2, { title: 'Common Main', recipeType: 'main', rarity: 'common' });
    await listed(userId, 3, { title: 'Epic Dessert', recipeType: 'dessert', rarity: 'epic' });
    await insertSavedRecipe(t.db, userId, { recipeData: { title: 'Hidden Epic Main', recipeType: 'main' } });

    const mains = await gallery({ type: 'main' });
    expect(titlesOf(mains)).toEqual(['Common Main', 'Epic Main']);
    expect(mains.total).toBe(2);
    expect(titlesOf(await gallery({ rarity: 'epic' }))).toEqual(['Epic Dessert', 'Epic Main']);
    const both = await gallery({ type: 'main', rarity: 'epic' });
    expect(titlesOf(both)).toEqual(['Epic Main']);
    expect(both).toMatchObject({ total: 1, totalPages: 1, page: 1, pageSize: GALLERY_PAGE_SIZE });
    expect(await gallery({ type: 'elixir' })).toEqual({
      recipes: [],
      page: 1,
      pageSize: GALLERY_PAGE_SIZE,
      total: 0,
      totalPages: 1,
    });
  });

  it('answers cards with image, badges, title, description and author, without the recipe body', async () => {
    const userId = await author();
    await t.db.updateTable('profiles').set({ display_name: 'Grimbold' }).where('id', '=', userId).execute();
    const id = await listed(userId, 1, {
      title: 'Troll Toast',
      description: 'Crisp bread for bridge-keepers.',
      image: '/media/recipes/troll.png',
      rarity: 'rare',
      recipeType: 'breakfast',
    });
    const [card] = (await gallery()).recipes;
    expect(card).toEqual({
      id,
      title: 'Troll Toast',
      description: 'Crisp bread for bridge-keepers.',
      rarity: 'rare',
      recipeType: 'breakfast',
      image: '/media/recipes/troll.png',
      createdAt: at(1),
      author: { id: userId, displayName: 'Grimbold' },
    });
  });

  it.each([
    ['type', 'pudding', 'Unknown recipe type'],
    ['rarity', 'mythic', 'Unknown rarity'],
    ['sort', 'cheapest', 'Unknown sort'],
  ])('rejects an unknown %s with a validation error', async (name, value, message) => {
    const res = await t.app.request(`/api/gallery?${name}=${value}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(message);
  });
});

describe('GET /api/gallery sorts', () => {
  /** Five recipes, one per rarity, in an order that differs from every sort's. */
  async function seedFive() {
    const userId = await author();
    await listed(userId, 3, { title: 'banshee Bread', rarity: 'epic' });
    await listed(userId, 1, { title: 'Cockatrice Curry', rarity: 'common' });
    await listed(userId, 5, { title: 'apple of Avalon', rarity: 'legendary' });
    await listed(userId, 2, { title: 'Ettin Eggs', rarity: 'rare' });
    await listed(userId, 4, { title: 'dwarf Dumplings', rarity: 'uncommon' });
  }

  it.each<[GallerySort, string[]]>([
    ['newest', ['apple of Avalon', 'dwarf Dumplings', 'banshee Bread', 'Ettin Eggs', 'Cockatrice Curry']],
    ['oldest', ['Cockatrice Curry', 'Ettin Eggs', 'banshee Bread', 'dwarf Dumplings', 'apple of Avalon']],
    ['title-asc', ['apple of Avalon', 'banshee Bread', 'Cockatrice Curry', 'dwarf Dumplings', 'Ettin Eggs']],
    ['title-desc', ['Ettin Eggs', 'dwarf Dumplings', 'Cockatrice Curry', 'banshee Bread', 'apple of Avalon']],
    ['rarity-desc', ['apple of Avalon', 'banshee Bread', 'Ettin Eggs', 'dwarf Dumplings', 'Cockatrice Curry']],
    ['rarity-asc', ['Cockatrice Curry', 'dwarf Dumplings', 'Ettin Eggs', 'banshee Bread', 'apple of Avalon']],
  ])('sorts %s (titles whatever their case)', async (sort, titles) => {
    await seedFive();
    expect(titlesOf(await gallery({ sort }))).toEqual(titles);
  });

  it('breaks rarity ties newest first, both ways', async () => {
    const userId = await author();
    await listed(userId, 1, { title: 'Old Epic', rarity: 'epic' });
    await listed(userId, 2, { title: 'Common', rarity: 'common' });
    await listed(userId, 3, { title: 'New Epic', rarity: 'epic' });
    expect(titlesOf(await gallery({ sort: 'rarity-desc' }))).toEqual(['New Epic', 'Old Epic', 'Common']);
    expect(titlesOf(await gallery({ sort: 'rarity-asc' }))).toEqual(['Common', 'New Epic', 'Old Epic']);
  });
});

describe('GET /api/gallery pages', () => {
  /** `count` published recipes; many share a moment and a title, so only the tiebreak orders them. */
  async function seed(count: number) {
    const userId = await author();
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      ids.push(await listed(userId, i % 3, { title: i % 2 ? 'Twin Stew' : 'twin stew', rarity: 'rare' }));
    }
    return ids;
  }

  it('has one page of nothing when nothing is published', async () => {
    expect(await gallery({ page: '1' })).toMatchObject({ recipes: [], total: 0, totalPages: 1 });
  });

  it('fills exactly one page with 40 recipes, and the page after it is empty with the real total', async () => {
    await seed(GALLERY_PAGE_SIZE);
    const first = await gallery();
    expect(first.recipes).toHaveLength(40);
    expect(first).toMatchObject({ page: 1, total: 40, totalPages: 1 });
    expect(await gallery({ page: '2' })).toMatchObject({ recipes: [], page: 2, total: 40, totalPages: 1 });
  });

  it.each<GallerySort>(['newest', 'oldest', 'title-asc', 'title-desc', 'rarity-desc', 'rarity-asc'])(
    'walks 81 tied recipes sorted %s in three pages, each exactly once',
    async (sort) => {
      const ids = await seed(81);
      const pages = [await gallery({ sort }), await gallery({ sort, page: '2' }), await gallery({ sort, page: '3' })];
      expect(pages.map((p) => p.recipes.length)).toEqual([40, 40, 1]);
      expect(pages.every((p) => p.total === 81 && p.totalPages === 3)).toBe(true);
      expect(pages.flatMap((p) => p.recipes.map((r) => r.id)).sort()).toEqual([...ids].sort());
      expect(await gallery({ sort, page: '4' })).toMatchObject({ recipes: [], page: 4, total: 81, totalPages: 3 });
    },
  );

  it.each(['0', '-1', 'abc', '1.5'])('rejects page=%s with a validation error', async (page) => {
    const res = await t.app.request(`/api/gallery?page=${page}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('validation_failed');
  });
});
