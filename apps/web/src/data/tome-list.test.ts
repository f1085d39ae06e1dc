import { buildRecipeData } from '@feastforge/domain/testing';
import { Dexie, RangeSet } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { toLocalRecipe, TomeDb, type LocalRecipe } from './tome-db.ts';
import { writeLocally } from './tome-writes.ts';
import { FIRST_PAGE, patchTomeList, watchTomeList, type TomeList } from './tome-list.ts';

const recipe = (id: string, createdAt: string, title = `Recipe ${id}`): LocalRecipe =>
  toLocalRecipe({ id, userId: 'u', isPublished: false, createdAt, recipeData: buildRecipeData({ title }) });
const ids = (recipes: readonly { id: string }[]) => recipes.map((r) => r.id);
const minute = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();

let users = 0;
/** A tome of `count` recipes, one a minute; each test has a database name of its own. */
async function tomeOf(count: number) {
  users += 1;
  const indexedDB = new IDBFactory();
  const db = new TomeDb(`list-${users}`, { indexedDB, IDBKeyRange });
  await db.recipes.bulkPut(
    Array.from({ length: count }, (_, i) => recipe(`r${String(i).padStart(3, '0')}`, minute(i))),
  );
  const lists: TomeList[] = [];
  const stop = watchTomeList(db, (list) => lists.push(list));
  const latest = () => lists.at(-1);
  await vi.waitFor(() => expect(latest()?.complete).toBe(true));
  return { db, indexedDB, lists, latest, stop };
}

describe('patchTomeList', () => {
  const a = recipe('a', minute(3));
  const b = recipe('b', minute(2));
  const c = recipe('c', minute(1));

  it('puts a changed recipe in its place and keeps the others as they were', () => {
    const published = { ...b, isPublished: true };
    const next = patchTomeList([a, b, c], new Map([[b.id, published]]));
    expect(next).toEqual([a, published, c]);
    expect(next[0]).toBe(a);
    expect(next[2]).toBe(c);
  });

  it('drops deleted recipes and files new ones by date, newest first, a tie by id', () => {
    const newest = recipe('n', minute(9));
    const between = recipe('m', minute(2));
    const oldest = recipe('o', minute(0));
    const next = patchTomeList(
      [a, b, c],
      new Map([
        [a.id, undefined],
        ['never-there', undefined],
        [oldest.id, oldest],
        [between.id, between],
        [newest.id, newest],
      ]),
    );
    expect(ids(next)).toEqual(['n', 'm', 'b', 'c', 'o']);
  });

  it('moves a recipe whose date changed', () => {
    expect(ids(patchTomeList([a, b, c], new Map([[c.id, { ...c, createdAt: minute(5) }]])))).toEqual(['c', 'a', 'b']);
  });
});

describe('watchTomeList', () => {
  it('shows the newest page first, then the whole tome, newest first', async () => {
    const { lists, latest, stop } = await tomeOf(FIRST_PAGE + 6);
    expect(lists[0]).toMatchObject({ total: FIRST_PAGE + 6, complete: false });
    expect(lists[0]?.recipes).toHaveLength(FIRST_PAGE);
    expect(lists[0]?.recipes[0]?.id).toBe('r029');
    expect(latest()?.recipes).toHaveLength(FIRST_PAGE + 6);
    expect(ids(latest()?.recipes ?? []).slice(-2)).toEqual(['r001', 'r000']);
    stop();
  });

  it('reads back only the recipes a write changed', async () => {
    const { db, latest, stop } = await tomeOf(40);
    const before = latest()?.recipes ?? [];
    await writeLocally(db, { name: 'recipe.publish', args: { id: 'r010' } });
    await vi.waitFor(() => expect(latest()?.recipes.find((r) => r.id === 'r010')?.isPublished).toBe(true));
    const after = latest()?.recipes ?? [];
    expect(after.filter((r, i) => r !== before[i]).map((r) => r.id)).toEqual(['r010']);

    await db.recipes.put(recipe('fresh', minute(100)));
    await writeLocally(db, { name: 'recipe.delete', args: { id: 'r039' } });
    await vi.waitFor(() => expect(latest()?.total).toBe(40));
    expect(ids(latest()?.recipes ?? []).slice(0, 2)).toEqual(['fresh', 'r038']);
    stop();
  });

  it('reads the whole tome again after a write that names no recipes (a sync replacing the tome)', async () => {
    const { db, latest, stop } = await tomeOf(30);
    await db.transaction('rw', db.recipes, async () => {
      await db.recipes.clear();
      await db.recipes.put(recipe('kept', minute(1)));
    });
    await vi.waitFor(() => expect(ids(latest()?.recipes ?? [])).toEqual(['kept']));
    expect(latest()).toMatchObject({ total: 1, complete: true });
    stop();
  });

  it('reads the whole tome again after a read failed', async () => {
    const { db, indexedDB, latest, stop } = await tomeOf(3);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const otherTab = new TomeDb(db.userId, { indexedDB, IDBKeyRange });
    db.close();
    await otherTab.recipes.delete('r000');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Could not read the tome:', expect.anything()));

    await db.open();
    await otherTab.recipes.put(recipe('late', minute(50)));
    await vi.waitFor(() => expect(ids(latest()?.recipes ?? [])).toEqual(['late', 'r002', 'r001']));
    warn.mockRestore();
    stop();
  });

  it('reads the whole tome again when the page comes back from the back-forward cache', async () => {
    const { db, indexedDB, latest, stop } = await tomeOf(3);
    // Written while this page was frozen: Dexie only says 'all' once the page is shown again.
    const raw = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(db.name);
      request.onsuccess = () => resolve(request.result);
    });
    await new Promise((resolve) => {
      const tx = raw.transaction('recipes', 'readwrite');
      tx.objectStore('recipes').delete('r001');
      tx.oncomplete = resolve;
    });
    raw.close();
    Dexie.on.storagemutated.fire({ all: new RangeSet(-Infinity, [[]]) });
    await vi.waitFor(() => expect(ids(latest()?.recipes ?? [])).toEqual(['r002', 'r000']));
    stop();
  });

  it('says nothing more once stopped', async () => {
    const { db, lists, stop } = await tomeOf(3);
    stop();
    const seen = lists.length;
    await db.recipes.delete('r001');
    await db.recipes.count(); // a read after the write: any answer to it would have been sent by now
    expect(lists).toHaveLength(seen);
  });

  it('tries a failed first read again, so the screen does not load forever', async () => {
    users += 1;
    const indexedDB = new IDBFactory();
    const db = new TomeDb(`list-${users}`, { indexedDB, IDBKeyRange });
    await db.recipes.put(recipe('only', minute(1)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const count = vi.spyOn(db.recipes, 'count').mockRejectedValueOnce(new Error('storage hiccup'));
    const lists: TomeList[] = [];
    const stop = watchTomeList(db, (list) => lists.push(list));
    await vi.waitFor(() => expect(ids(lists.at(-1)?.recipes ?? [])).toEqual(['only']), { timeout: 3000 });
    expect(count).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Could not read the tome:', expect.anything());
    warn.mockRestore();
    stop();
  });
});
