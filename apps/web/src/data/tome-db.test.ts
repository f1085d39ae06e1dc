import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { buildRecipeData } from '@feastforge/domain/testing';
import { describe, expect, it } from 'vitest';
import { TOME_SCHEMA_VERSION, TomeDb } from './tome-db.ts';
import { writeLocally } from './tome-writes.ts';

const recipeData = buildRecipeData({
  title: 'Moonlit Mushroom Risotto',
  description: 'Creamy rice with wild mushrooms, stirred by the light of the moon.',
  image: '/media/risotto.png',
  rarity: 'rare',
});
describe('TomeDb', () => {
  it('upgrades a version 1 tome without losing a recipe, and fills in the search fields', async () => {
    const indexedDB = new IDBFactory();
    const old = new TomeDb('cook-1', { indexedDB, IDBKeyRange }, 1);
    // Version 1 stored the server's row as it came.
    await old.table('recipes').put({
      id: 'r1',
      userId: 'cook-1',
      isPublished: true,
      createdAt: '2026-11-01T10:00:00.000Z',
      recipeData,
    });
    await old.table('outbox').put({ id: 1, name: 'recipe.unpublish', args: { id: 'r1' }, createdAt: 'x' });
    old.close();

    const current = new TomeDb('cook-1', { indexedDB, IDBKeyRange });
    await current.open();
    expect(current.verno).toBe(TOME_SCHEMA_VERSION);
    const recipe = await current.recipes.get('r1');
    expect(recipe).toMatchObject({ isPublished: true, recipeData, rarity: 'rare', recipeType: 'main' });
    expect(recipe?.search).toContain('moonlit mushroom risotto');
    expect(await current.recipes.where('rarity').equals('rare').count()).toBe(1);
    expect(await current.outbox.count()).toBe(1);
    await current.hallCache.put({ key: 'gallery:1', body: [], savedAt: 'now' });
  });

  it('keeps each user in a database of their own', async () => {
    const indexedDB = new IDBFactory();
    const first = new TomeDb('cook-a', { indexedDB, IDBKeyRange });
    await first.recipes.put({
      id: 'r1',
      userId: 'cook-a',
      isPublished: false,
      createdAt: 'now',
      recipeData,
      search: 'x',
      recipeType: 'main',
      rarity: 'rare',
    });
    const second = new TomeDb('cook-b', { indexedDB, IDBKeyRange });
    expect(await second.recipes.count()).toBe(0);
    expect(first.name).not.toBe(second.name);
  });
});

describe('writeLocally', () => {
  it('changes the local copy and queues numbered mutations together', async () => {
    const db = new TomeDb('cook-1', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.recipes.put({
      id: 'r1',
      userId: 'cook-1',
      isPublished: false,
      createdAt: 'now',
      recipeData,
      search: 'x',
      recipeType: 'main',
      rarity: 'rare',
    });

    await writeLocally(db, { name: 'recipe.publish', args: { id: 'r1' } });
    await writeLocally(db, { name: 'recipe.delete', args: { id: 'r1' } });

    expect(await db.recipes.get('r1')).toBeUndefined();
    const outbox = await db.outbox.orderBy('id').toArray();
    expect(outbox.map(({ id, name }) => [id, name])).toEqual([
      [1, 'recipe.publish'],
      [2, 'recipe.delete'],
    ]);
  });

  it('queues nothing when the local change fails', async () => {
    const db = new TomeDb('cook-1', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.profile.put({
      id: 'cook-1',
      displayName: 'Brom',
      race: null,
      characterClass: null,
      gender: null,
      heroPortraitUrl: null,
      level: 1,
      currentXp: 0,
      totalXp: 0,
      manaBalance: 25,
      referralCode: 'ABC',
      createdAt: 'now',
    });
    await writeLocally(db, { name: 'profile.update', args: { displayName: 'Brom the Bold', gender: 'Male' } });
    expect(await db.profile.get('cook-1')).toMatchObject({ displayName: 'Brom the Bold', gender: 'male' });

    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(writeLocally(db, { name: 'notification.readAll', args: {} })).rejects.toThrow('disk full');
    expect(await db.outbox.count()).toBe(1);
    expect(await db.getMeta('nextMutationId')).toBe(2);
  });

  it('keeps the standing larder on the device profile and queues it once, offline', async () => {
    const db = new TomeDb('cook-1', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.profile.put({
      id: 'cook-1',
      displayName: 'Brom',
      race: null,
      characterClass: null,
      gender: null,
      heroPortraitUrl: null,
      level: 1,
      currentXp: 0,
      totalXp: 0,
      manaBalance: 25,
      referralCode: 'ABC',
      createdAt: 'now',
    });
    await writeLocally(db, { name: 'profile.update', args: { larder: ['salt', 'olive oil', 'flour'] } });
    expect((await db.profile.get('cook-1'))?.larder).toEqual(['salt', 'olive-oil', 'all-purpose-flour']);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ id: 1, name: 'profile.update', args: { larder: ['salt', 'olive oil', 'flour'] } }),
    ]);
  });
});
