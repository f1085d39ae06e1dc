import Dexie from 'dexie';
import { forceCloseDatabase, IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApiClient } from '../api/api-client.ts';
import { openTome } from './open-tome.ts';
import { buildRecipeData } from '@feastforge/domain/testing';
import { toLocalRecipe, TOME_SCHEMA_VERSION, tomeDbName, type LocalRecipe } from './tome-db.ts';

function setup() {
  const indexedDB = new IDBFactory();
  const onVersionChange = vi.fn();
  const tome = openTome('cook-1', {
    api: createApiClient({ transport: () => Promise.reject(new TypeError('offline')) }),
    sync: (t) => t.sync.sync(),
    onVersionChange,
    dexieOptions: { indexedDB, IDBKeyRange },
  });
  return { tome, indexedDB, onVersionChange };
}

describe('openTome', () => {
  it('closes and asks for a reload when a newer version opens the database in another tab', async () => {
    const { tome, indexedDB, onVersionChange } = setup();
    await tome.db.open();

    const newerTab = new Dexie(tomeDbName('cook-1'), { indexedDB, IDBKeyRange });
    newerTab.version(TOME_SCHEMA_VERSION + 1).stores({ recipes: 'id, createdAt, recipeType, rarity, isPublished' });
    await newerTab.open();

    expect(onVersionChange).toHaveBeenCalledTimes(1);
    expect(tome.db.isOpen()).toBe(false);
    newerTab.close();
  });

  it('closes quietly when another tab deletes the database at sign-out', async () => {
    const { tome, indexedDB, onVersionChange } = setup();
    await tome.db.open();
    await new Dexie(tomeDbName('cook-1'), { indexedDB, IDBKeyRange }).delete();
    expect(onVersionChange).not.toHaveBeenCalled();
    expect(tome.db.isOpen()).toBe(false);
  });

  it('reopens a connection the browser dropped, keeping the data', async () => {
    const { tome } = setup();
    await tome.write({ name: 'notification.readAll', args: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The library types its parameter as the IDBDatabase constructor; it takes a connection.
    forceCloseDatabase(tome.db.backendDB() as unknown as Parameters<typeof forceCloseDatabase>[0]);
    await vi.waitFor(() => expect(tome.db.isOpen()).toBe(true));
    expect(await tome.db.outbox.count()).toBe(1);
    expect(warn.mock.calls.filter(([message]) => String(message).startsWith('Could not reopen'))).toEqual([]);
    warn.mockRestore();
  });

  it('writes locally and reports the sync outcome of the write', async () => {
    const { tome } = setup();
    expect(await tome.write({ name: 'notification.readAll', args: {} })).toBe('offline');
    expect(await tome.sync.pending()).toBe(1);
  });

  it('watches one recipe: absent, then as each write leaves it, until stopped', async () => {
    const { tome, indexedDB } = setup();
    // liveQuery runs only where Dexie found an indexedDB when it loaded; Node has none of its own.
    const dependencies = { ...Dexie.dependencies };
    Object.assign(Dexie.dependencies, { indexedDB, IDBKeyRange });
    onTestFinished(() => void Object.assign(Dexie.dependencies, dependencies));
    const seen: (LocalRecipe | null)[] = [];
    const stop = tome.watchRecipe('r1', (recipe) => seen.push(recipe));
    await vi.waitFor(() => expect(seen).toEqual([null]));

    const recipe = toLocalRecipe({
      id: 'r1',
      userId: 'cook-1',
      isPublished: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      recipeData: buildRecipeData({ title: 'Ember Stew' }),
    });
    await tome.db.recipes.put(recipe);
    await vi.waitFor(() => expect(seen.at(-1)?.recipeData.title).toBe('Ember Stew'));
    await tome.write({ name: 'recipe.publish', args: { id: 'r1' } });
    await vi.waitFor(() => expect(seen.at(-1)?.isPublished).toBe(true));
    await tome.db.recipes.put({ ...recipe, id: 'r2' }); // another recipe: not this watch's business
    await tome.write({ name: 'recipe.delete', args: { id: 'r1' } });
    await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
    expect(seen.map((r) => r && { title: r.recipeData.title, published: r.isPublished })).toEqual([
      null,
      { title: 'Ember Stew', published: false },
      { title: 'Ember Stew', published: true },
      null,
    ]);

    stop();
    const count = seen.length;
    await tome.db.recipes.put(recipe);
    await tome.db.recipes.count();
    expect(seen).toHaveLength(count);
  });
});
