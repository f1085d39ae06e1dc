import { GUEST_DB_NAME } from '../../data/guest-db-name.ts';
import type { WizardDraft } from '../../data/tome-db.ts';
import type { DraftTable } from './draft-store.ts';

/** '1' while the guest database may hold a wizard draft, '0' once it was cleared. */
export const GUEST_DRAFT_KEY = 'feastforge_guest_draft';

interface LazyDraftOptions {
  /** The page's localStorage unless given. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /**
   * For a device without the flag: whether the database exists at all (a draft saved before the
   * flag was). The browser's `indexedDB.databases()` unless given.
   */
  databaseExists?: () => Promise<boolean>;
}

/**
 * A draft table that opens the real one (and loads its code, Dexie's) only when it is needed: to
 * write a draft, or to read or delete one this device may hold. A flag in localStorage says so; a
 * visitor who has never changed anything in the wizard opens it without loading Dexie at all.
 * Storage that cannot be read, or a browser that cannot list its databases, counts as 'may'.
 *
 * @example
 * const drafts = lazyDraftTable(async () => (await import('../../data/guest-db.ts')).guestDb().drafts);
 * await drafts.get('wizard'); // undefined, and nothing loaded, on a device that never saved one
 */
export function lazyDraftTable(open: () => Promise<DraftTable>, options: LazyDraftOptions = {}): DraftTable {
  const storage = () => options.storage ?? localStorage;
  const databaseExists = options.databaseExists ?? guestDatabaseExists;
  let table: Promise<DraftTable> | null = null;
  const opened = () => (table ??= open());

  const mayHaveDraft = async (): Promise<boolean> => {
    if (table) return true;
    let flag: string | null;
    try {
      flag = storage().getItem(GUEST_DRAFT_KEY);
    } catch {
      return true;
    }
    if (flag !== null) return flag === '1';
    return databaseExists().catch(() => true);
  };
  const flag = (value: '0' | '1') => {
    try {
      storage().setItem(GUEST_DRAFT_KEY, value);
    } catch {
      // Blocked storage: the draft is still read whenever asked, as if the flag said '1'.
    }
  };

  return {
    async get(id: string): Promise<WizardDraft | undefined> {
      if (!(await mayHaveDraft())) return undefined;
      return (await opened()).get(id);
    },
    async put(draft: WizardDraft): Promise<unknown> {
      flag('1');
      return (await opened()).put(draft);
    },
    async delete(id: string): Promise<void> {
      if (!(await mayHaveDraft())) return;
      await (await opened()).delete(id);
      flag('0');
    },
  };
}

async function guestDatabaseExists(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((database) => database.name === GUEST_DB_NAME);
}

/** The visitor's wizard draft, in the guest database once there is one. */
export const guestDrafts = lazyDraftTable(async () => (await import('../../data/guest-db.ts')).guestDb().drafts);
