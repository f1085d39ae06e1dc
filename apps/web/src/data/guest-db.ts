import Dexie, { type EntityTable } from 'dexie';
import { GUEST_DB_NAME } from './guest-db-name.ts';
import type { WizardDraft } from './tome-db.ts';

export { GUEST_DB_NAME };

/**
 * What a visitor keeps on this device: only the wizard draft, so a reload or going offline mid-way
 * loses nothing before they have an account (and a tome) of their own.
 *
 * @example
 * await guestDb().drafts.put({ id: 'wizard', choices: { theme: 'coastal-cove' }, step: 1, updatedAt })
 */
export class GuestDb extends Dexie {
  drafts!: EntityTable<WizardDraft, 'id'>;

  constructor(options?: ConstructorParameters<typeof Dexie>[1]) {
    super(GUEST_DB_NAME, options);
    // Never edit a released version: add the next one.
    this.version(1).stores({ drafts: 'id' });
  }
}

let shared: GuestDb | null = null;

/** The page's one connection to the guest database, opened on first use. */
export function guestDb(): GuestDb {
  shared ??= new GuestDb();
  return shared;
}
