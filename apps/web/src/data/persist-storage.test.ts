import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { buildRecipeData } from '@feastforge/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { requestPersistence } from './persist-storage.ts';
import { TomeDb, toLocalRecipe } from './tome-db.ts';

const recipe = toLocalRecipe({
  id: 'r1',
  userId: 'cook-1',
  isPublished: false,
  createdAt: 'now',
  recipeData: buildRecipeData({ title: 'Stew', description: 'Warm.' }),
});

describe('requestPersistence', () => {
  it('asks once, and only when the tome holds recipes', async () => {
    const db = new TomeDb('cook-1', { indexedDB: new IDBFactory(), IDBKeyRange });
    const storage = { persist: vi.fn(() => Promise.resolve(true)) };

    expect(await requestPersistence(db, storage)).toBe(false);
    expect(storage.persist).not.toHaveBeenCalled();

    await db.recipes.put(recipe);
    expect(await requestPersistence(db, storage)).toBe(true);
    expect(await requestPersistence(db, storage)).toBe(false);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });
});
