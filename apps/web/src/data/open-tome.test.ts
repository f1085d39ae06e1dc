import Dexie from 'dexie';
import { forceCloseDatabase, IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/api-client.ts';
import { openTome } from './open-tome.ts';
import { TOME_SCHEMA_VERSION, tomeDbName } from './tome-db.ts';

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
});
