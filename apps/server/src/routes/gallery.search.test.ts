import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE, GalleryQuery, type GallerySort, type RecipeData } from '@feastforge/domain';
import { HallSearches } from '../services/gallery/hall-searches.ts';
import { listingVersion, SEARCH_LOOKUP_MAX } from '../services/gallery/listing.ts';
import { galleryPage } from '../services/gallery/read.ts';
import { insertSavedRecipe, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp();

async function signUp() {
  const { session } = await registerUser(t);
  return { token: session.accessToken, userId: session.me.user.id };
}

function listed(userId: string, recipeData: Partial<RecipeData>) {
  return insertSavedRecipe(t.db, userId, { isPublished: true, recipeData });
}

/** How many recipes the Feast Hall lists without a search, with and without a type filter. */
async function listedTotals(): Promise<[number, number]> {
  const all = await t.client().api.gallery.$get({ query: {} });
  const mains = await t.client().api.gallery.$get({ query: { type: 'main' } });
  expectStatus(all, 200);
  expectStatus(mains, 200);
  return [all.body.total, mains.body.total];
}

/** The titles the Feast Hall finds for `search`, in title order. */
async function found(search: string): Promise<string[]> {
  const res = await t.client().api.gallery.$get({ query: { search, sort: 'title-asc' } });
  expectStatus(res, 200);
  expect(res.body.total).toBe(res.body.recipes.length);
  return res.body.recipes.map((r) => r.title);
}

/**
 * Checks how many entries of SQLite's search index itself match `text` (a stale entry would not
 * show through the gallery, which also checks the row). PostgreSQL keeps its indexes itself.
 */
async function expectIndexed(text: string, count: number) {
  if (process.env['TEST_DATABASE_URL']) return;
  const { rows } = await sql<{ n: number }>`select count(*) as n from saved_recipes_search
    where saved_recipes_search match ${`"${text}"`}`.execute(t.db);
  expect(rows[0]?.n).toBe(count);
}

const PLAIN = 'Plain Porridge';
const PLAIN_TEXT = 'Oats and water, nothing more.';

describe('GET /api/gallery?search', () => {
  it('finds a substring of the title or of the description, whatever the case', async () => {
    const { userId } = await signUp();
    await listed(userId, { title: 'Dragon Stew', description: 'Smoky and slow.' });
    await listed(userId, { title: 'Elven Bread', description: 'A STEWARD’s favourite loaf.' });
    await listed(userId, { title: PLAIN, description: PLAIN_TEXT });

    expect(await found('stew')).toEqual(['Dragon Stew', 'Elven Bread']);
    expect(await found('STEW')).toEqual(['Dragon Stew', 'Elven Bread']);
    expect(await found('ragon st')).toEqual(['Dragon Stew']);
    expect(await found('favourite loaf')).toEqual(['Elven Bread']);
    expect(await found('nothing')).toEqual([PLAIN]);
    expect(await found('wyvern')).toEqual([]);
  });

  it('finds one and two characters too', async () => {
    const { userId } = await signUp();
    await listed(userId, { title: 'Yeti Yoghurt', description: 'Cold.' });
    await listed(userId, { title: PLAIN, description: PLAIN_TEXT });
    expect(await found('G')).toEqual([PLAIN, 'Yeti Yoghurt']);
    expect(await found('y')).toEqual(['Yeti Yoghurt']);
    expect(await found('yo')).toEqual(['Yeti Yoghurt']);
    expect(await found('ld')).toEqual(['Yeti Yoghurt']);
    expect(await found('q')).toEqual([]);
  });

  it.each([
    ['%', '100% Pure Mead', '100 Pure Mead'],
    ['0%', '100% Pure Mead', '100 Pure Mead'],
    ['_', 'Snake_Case Soup', 'Snake Case Soup'],
    ['e_c', 'Snake_Case Soup', 'Snake Case Soup'],
    ["'", "Ogre's Oatcake", 'Ogres Oatcake'],
    ["Ogre's", "Ogre's Oatcake", 'Ogres Oatcake'],
    ['"', 'The "Best" Broth', 'The Best Broth'],
    ['"Best"', 'The "Best" Broth', 'The Best Broth'],
    ['\\', 'Back\\slash Bisque', 'Backslash Bisque'],
    ['k\\s', 'Back\\slash Bisque', 'Backslash Bisque'],
    ['🍲', 'Hot 🍲 Pot', 'Hot Pot'],
    ['🔥🍲🔥', 'Fire 🔥🍲🔥 Feast', 'Fire 🍲 Feast'],
    ['*', 'Star* Anise', 'Star Anise'],
    ['r* A', 'Star* Anise', 'Star Anise'],
    ['00%', '100% Pure Mead', '100 Pure Mead'],
    ['AND OR NOT', 'AND OR NOT Nachos', 'And Or Nachos'],
  ])('takes %s literally', async (search, match, near) => {
    const { userId } = await signUp();
    await listed(userId, { title: match, description: PLAIN_TEXT });
    await listed(userId, { title: near, description: PLAIN_TEXT });
    await listed(userId, { title: PLAIN, description: PLAIN_TEXT });
    expect(await found(search)).toEqual([match]);
  });

  it('searches within the filters and ignores surrounding spaces', async () => {
    const { userId } = await signUp();
    await listed(userId, { title: 'Stew of Kings', rarity: 'legendary' });
    await listed(userId, { title: 'Stew of Peasants', rarity: 'common' });
    const res = await t.client().api.gallery.$get({ query: { search: '  stew ', rarity: 'legendary' } });
    expectStatus(res, 200);
    expect(res.body.recipes.map((r) => r.title)).toEqual(['Stew of Kings']);
    expect(res.body.total).toBe(1);
  });

  it('never finds unpublished or deleted recipes', async () => {
    const owner = await signUp();
    await listed(owner.userId, { title: 'Listed Stew' });
    await insertSavedRecipe(t.db, owner.userId, { recipeData: { title: 'Private Stew' } });
    const deleted = await listed(owner.userId, { title: 'Deleted Stew' });
    expectStatus(await t.client({ token: owner.token }).api.recipes[':id'].$delete({ param: { id: deleted } }), 204);

    for (const search of ['stew', 'st']) expect(await found(search)).toEqual(['Listed Stew']);
    const all = await t.client().api.gallery.$get({ query: {} });
    expectStatus(all, 200);
    expect(all.body.recipes.map((r) => r.title)).toEqual(['Listed Stew']);
    expect(all.body.total).toBe(1);
  });

  it('keeps the search index in step: unpublished drops out, republished comes back, deleted goes', async () => {
    const owner = await signUp();
    const recipes = t.client({ token: owner.token }).api.recipes[':id'];
    const id = await insertSavedRecipe(t.db, owner.userId, { recipeData: { title: 'Wandering Wyvern Wings' } });
    expect(await found('wyvern')).toEqual([]);
    await expectIndexed('wyvern', 0);

    const setPublished = async (isPublished: boolean) =>
      expectStatus(await recipes.$patch({ param: { id }, json: { isPublished } }), 200);
    await setPublished(true);
    expect(await found('wyvern')).toEqual(['Wandering Wyvern Wings']);
    await setPublished(true);
    expect(await found('wyvern')).toEqual(['Wandering Wyvern Wings']);
    await expectIndexed('wyvern', 1);
    expect(await listedTotals()).toEqual([1, 1]);
    await setPublished(false);
    expect(await listedTotals()).toEqual([0, 0]);
    expect(await found('wyvern')).toEqual([]);
    await expectIndexed('wyvern', 0);
    await setPublished(true);
    expect(await found('wyvern')).toEqual(['Wandering Wyvern Wings']);

    expect(await listedTotals()).toEqual([1, 1]);
    expectStatus(await recipes.$delete({ param: { id } }), 204);
    expect(await listedTotals()).toEqual([0, 0]);
    expect(await found('wyvern')).toEqual([]);
    await expectIndexed('wyvern', 0);
    // The tombstone purge and an account's removal delete rows outright.
    await t.db.deleteFrom('saved_recipes').where('id', '=', id).execute();
    await listed(owner.userId, { title: 'Wyvern Wraps' });
    await expectIndexed('wyvern', 1);
    expect(await listedTotals()).toEqual([1, 1]);
    await t.db.deleteFrom('saved_recipes').where('user_id', '=', owner.userId).execute();
    expect(await listedTotals()).toEqual([0, 0]);
    expect(await found('wyvern')).toEqual([]);
    await expectIndexed('wyvern', 0);
  });

  it('moves the listing version with every change to what is listed, and only then', async () => {
    const owner = await signUp();
    const recipes = t.client({ token: owner.token }).api.recipes[':id'];
    let last = await listingVersion(t.db);
    const expectMoved = async (moved: boolean) => {
      const now = await listingVersion(t.db);
      expect(now > last).toBe(moved);
      last = now;
    };
    const hidden = await insertSavedRecipe(t.db, owner.userId, { recipeData: { title: 'Hidden Hash' } });
    await expectMoved(false);
    const shown = await listed(owner.userId, { title: 'Shown Stew' });
    await expectMoved(true);
    expectStatus(await recipes.$patch({ param: { id: hidden }, json: { isPublished: true } }), 200);
    await expectMoved(true);
    expectStatus(await recipes.$patch({ param: { id: hidden }, json: { isPublished: false } }), 200);
    await expectMoved(true);
    expectStatus(await recipes.$delete({ param: { id: hidden } }), 204);
    await expectMoved(false);
    expectStatus(await recipes.$delete({ param: { id: shown } }), 204);
    await expectMoved(true);
    await t.db.deleteFrom('saved_recipes').where('id', '=', shown).execute();
    await expectMoved(false);
    await listed(owner.userId, { title: 'Purged Pie' });
    await expectMoved(true);
    await t.db.deleteFrom('saved_recipes').where('user_id', '=', owner.userId).execute();
    await expectMoved(true);
  });

  it('rejects a search longer than 100 characters', async () => {
    const res = await t.app.request(`/api/gallery?search=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
  });
});

describe('GET /api/gallery?search over many matches', () => {
  it('pages a search of more than SEARCH_LOOKUP_MAX matches in order, each match once, the last page too', async () => {
    const { userId } = await signUp();
    const matches = SEARCH_LOOKUP_MAX + 25;
    const created: string[] = [];
    for (let i = 0; i < matches; i += 1) {
      const minute = String(i).padStart(4, '0');
      created.push(
        await insertSavedRecipe(t.db, userId, {
          isPublished: true,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          recipeData: { title: `Stew ${minute}`, description: 'A pot of something.' },
        }),
      );
      if (i % 10 === 0) await listed(userId, { title: `Porridge ${minute}`, description: 'Oats.' });
    }
    const viaApi = async (sort: GallerySort, page: number) => {
      const res = await t.client().api.gallery.$get({ query: { search: 'stew', sort, page: String(page) } });
      expectStatus(res, 200);
      return res.body;
    };
    // A search this broad is not kept: its pages are found by walking the sort's index.
    const unkept = new HallSearches({ maxKept: matches - 1 });
    const viaIndex = (sort: GallerySort, page: number) =>
      galleryPage(t.db, unkept, GalleryQuery.parse({ search: 'stew', sort, page }));
    for (const read of [viaApi, viaIndex]) {
      for (const sort of ['newest', 'title-desc'] as const) {
        const seen: string[] = [];
        const pages = Math.ceil(matches / GALLERY_PAGE_SIZE);
        for (let page = 1; page <= pages; page += 1) {
          const body = await read(sort, page);
          expect(body.total).toBe(matches);
          seen.push(...body.recipes.map((r) => r.id));
        }
        // Newest first and Z to A both put the last-made stew first here.
        expect(seen).toEqual([...created].reverse());
      }
    }
  });
});
