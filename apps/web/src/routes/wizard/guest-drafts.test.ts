import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { GuestDb } from '../../data/guest-db.ts';
import { clearDraft, restoreDraft, saveDraft, WIZARD_DRAFT_ID } from './draft-store.ts';
import { GUEST_DRAFT_KEY, lazyDraftTable } from './guest-drafts.ts';
import { initialChoices, wizardSteps } from './wizard-rules.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A lazy table over a fresh guest database, counting how often it was opened. */
function setup(
  storage: Pick<Storage, 'getItem' | 'setItem'> = memoryStorage(),
  indexedDB = new IDBFactory(),
  databaseExists = async () => false,
) {
  const open = vi.fn(async () => new GuestDb({ indexedDB, IDBKeyRange }).drafts);
  return { table: lazyDraftTable(open, { storage, databaseExists }), open, indexedDB };
}

describe('lazyDraftTable', () => {
  it('opens nothing for a device that never saved a draft', async () => {
    const { table, open } = setup();
    expect(await restoreDraft(table, wizardSteps(false))).toEqual({ choices: initialChoices(), step: 0 });
    await clearDraft(table);
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps a draft across page loads, and forgets it, flag and all, once cleared', async () => {
    const storage = memoryStorage();
    const first = setup(storage);
    const choices = { ...initialChoices(), theme: 'coastal-cove' } as const;
    await saveDraft(first.table, choices, 1);
    expect(storage.items.get(GUEST_DRAFT_KEY)).toBe('1');

    // The next page load: a new table over the same storage and database.
    const next = setup(storage, first.indexedDB);
    expect(await restoreDraft(next.table, wizardSteps(false))).toEqual({ choices, step: 1 });
    await clearDraft(next.table);
    expect(storage.items.get(GUEST_DRAFT_KEY)).toBe('0');
    expect(await next.table.get(WIZARD_DRAFT_ID)).toBeUndefined();
    expect(next.open).toHaveBeenCalledTimes(1);
  });

  it('reads the database when the flag cannot be read', async () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    const { table, open } = setup(storage);
    expect(await table.get(WIZARD_DRAFT_ID)).toBeUndefined();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('finds a draft saved before the flag existed, by the database being there', async () => {
    const indexedDB = new IDBFactory();
    const choices = { ...initialChoices(), theme: 'dragons-lair' } as const;
    await saveDraft(new GuestDb({ indexedDB, IDBKeyRange }).drafts, choices, 1);
    const { table, open } = setup(memoryStorage(), indexedDB, async () => true);
    expect(await restoreDraft(table, wizardSteps(false))).toEqual({ choices, step: 1 });
    expect(open).toHaveBeenCalledTimes(1);
  });
});
