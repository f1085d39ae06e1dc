import { liveQuery, type Dexie } from 'dexie';
import { EMPTY_FEED, readNotificationFeed } from './notification-feed.ts';
import { SyncClient, type SyncClientOptions, type SyncOutcome } from './sync-client.ts';
import type { Tome } from './tome-context.ts';
import { TomeDb } from './tome-db.ts';
import { writeLocally } from './tome-writes.ts';

export interface OpenTomeOptions {
  api: SyncClientOptions['api'];
  /** Runs a sync for a write and says how it ended; the provider adds its own triggers and waits. */
  sync(tome: Tome): Promise<SyncOutcome | 'pending'>;
  /** A newer version of the app opened the database in another tab: this one must reload. */
  onVersionChange(): void;
  onRejected?: SyncClientOptions['onRejected'];
  onTaken?: SyncClientOptions['onTaken'];
  /** fake-indexeddb in tests. */
  dexieOptions?: ConstructorParameters<typeof Dexie>[1];
}

/**
 * Opens a user's tome with the connection care a long-lived tab needs: when another tab upgrades
 * or deletes the database this one closes (a deletion is a sign-out there, which says so itself),
 * and a connection the browser drops on its own (iOS does, for backgrounded pages) is reopened.
 *
 * @example
 * const tome = openTome(userId, { api: session.api, sync: runSync, onVersionChange: askReload });
 */
export function openTome(userId: string, options: OpenTomeOptions): Tome {
  const db = new TomeDb(userId, options.dexieOptions);
  let closing = false;
  db.on('versionchange', (event: IDBVersionChangeEvent) => {
    closing = true;
    db.close();
    if (event.newVersion !== null) options.onVersionChange();
    return false;
  });
  db.on('close', () => {
    if (!closing) void db.open().catch((error: unknown) => console.warn('Could not reopen the tome:', error));
  });

  const sync = new SyncClient(db, { api: options.api, onRejected: options.onRejected, onTaken: options.onTaken });
  const tome: Tome = {
    db,
    sync,
    write: async (write) => {
      await writeLocally(db, write);
      return options.sync(tome);
    },
    watchRecipe: (id, onChange) => {
      const subscription = liveQuery(() => db.recipes.get(id)).subscribe({
        next: (recipe) => onChange(recipe ?? null),
        // As if it were not on this device: the recipe page then asks the server for it.
        error: (error: unknown) => {
          console.warn('Could not read the recipe from the tome:', error);
          onChange(null);
        },
      });
      return () => subscription.unsubscribe();
    },
    watchNotifications: (onChange) => {
      const subscription = liveQuery(() => readNotificationFeed(db)).subscribe({
        next: onChange,
        // The bell then shows no count rather than a stale one.
        error: (error: unknown) => {
          console.warn('Could not read the notifications from the tome:', error);
          onChange(EMPTY_FEED);
        },
      });
      return () => subscription.unsubscribe();
    },
    close: () => {
      closing = true;
      db.close();
    },
  };
  return tome;
}
