import type { WizardDraft } from '../../data/tome-db.ts';
import type { DraftTable } from './draft-store.ts';

/** Set while the guest database may hold a wizard draft. */
export const GUEST_DRAFT_KEY = 'feastforge_guest_draft';

type Flags = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A draft table that opens the real one (and loads its code, Dexie's) only when it is needed: to
 * write a draft, or to read or delete one this device has written. A flag in `storage` says so;
 * a visitor who has never changed anything in the wizard opens it without loading Dexie at all.
 * Unreadable storage counts as 'may have one'. `storage` is the page's localStorage unless given.
 *
 * @example
 * const drafts = lazyDraftTable(async () => (await import('../../data/guest-db.ts')).guestDb().drafts);
 * await drafts.get('wizard'); // undefined, and nothing loaded, until a draft has been put
 */
export function lazyDraftTable(open: () => Promise<DraftTable>, storage?: Flags): DraftTable {
  let table: Promise<DraftTable> | null = null;
  const opened = () => (table ??= open());
  const mayHaveDraft = () => {
    try {
      return (storage ?? localStorage).getItem(GUEST_DRAFT_KEY) !== null;
    } catch {
      return true;
    }
  };
  const flag = (set: boolean) => {
    try {
      if (set) (storage ?? localStorage).setItem(GUEST_DRAFT_KEY, '1');
      else (storage ?? localStorage).removeItem(GUEST_DRAFT_KEY);
    } catch {
      // Blocked storage: the draft is still read whenever asked, as if the flag were there.
    }
  };

  return {
    async get(id: string): Promise<WizardDraft | undefined> {
      if (!table && !mayHaveDraft()) return undefined;
      return (await opened()).get(id);
    },
    async put(draft: WizardDraft): Promise<unknown> {
      flag(true);
      return (await opened()).put(draft);
    },
    async delete(id: string): Promise<void> {
      if (!table && !mayHaveDraft()) return;
      await (await opened()).delete(id);
      flag(false);
    },
  };
}

/** The visitor's wizard draft, in the guest database once there is one. */
export const guestDrafts = lazyDraftTable(async () => (await import('../../data/guest-db.ts')).guestDb().drafts);
