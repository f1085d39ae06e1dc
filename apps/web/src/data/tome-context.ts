import { createContext, use } from 'react';
import type { SyncClient } from './sync-client.ts';
import type { TomeDb } from './tome-db.ts';
import type { TomeWrite } from './tome-writes.ts';

export interface Tome {
  db: TomeDb;
  sync: SyncClient;
  /** Applies a write on this device and queues it for the server; the sync starts at once. */
  write(write: TomeWrite): Promise<void>;
  /** Closes the database for good (sign-out, another user). */
  close(): void;
}

/** The signed-in user's tome, or null for visitors (and while the session is being restored). */
export const TomeContext = createContext<Tome | null>(null);

/**
 * The signed-in user's local tome.
 *
 * @example
 * const tome = useTome();
 * const recipes = useLiveQuery(() => tome?.db.recipes.toArray(), [tome]);
 */
export function useTome(): Tome | null {
  return use(TomeContext);
}
