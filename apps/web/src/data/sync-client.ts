import { SYNC_PUSH_MAX_MUTATIONS, type SyncChange, type SyncMutationResult } from '@feastforge/domain';
import type { ApiClient } from '../api/api-client.ts';
import type { ApiResult } from '../api/http.ts';
import { toLocalRecipe, type OutboxEntry, type TomeDb } from './tome-db.ts';
import { applyLocally, syncedTables } from './tome-writes.ts';

/** How a sync ended: all done, no network (try again later), or the session is gone. */
export type SyncOutcome = 'synced' | 'offline' | 'signed-out';

export interface SyncClientOptions {
  /** The API client; its calls carry the session's token and renew it once on a 401. */
  api: Pick<ApiClient, 'sync'>;
  /** Told about each write the server refused (the local copy is then corrected from the server). */
  onRejected?: (entry: OutboxEntry, error: NonNullable<SyncMutationResult['error']>) => void;
  /** Told about the writes the server has taken (applied now or before), so reads of them are refreshed. */
  onTaken?: (entries: OutboxEntry[]) => void;
  /** Serialises syncs across tabs; defaults to the Web Locks API where the browser has it. */
  withLock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
}

class SyncStop extends Error {
  constructor(readonly outcome: Exclude<SyncOutcome, 'synced'>) {
    super(outcome);
  }
}

/**
 * Drains the outbox to `POST /api/sync/push`, then pulls from the cursor with `GET
 * /api/sync/pull` until the server has nothing more. Writes are only removed from the outbox once
 * the server has answered for them, so nothing is lost to a dropped connection; the server applies
 * each mutation id once, so nothing is applied twice when an answer is lost and the push repeats.
 *
 * @example
 * const sync = new SyncClient(db, { api: session.api });
 * const outcome = await sync.sync(); // 'synced' | 'offline' | 'signed-out'
 */
export class SyncClient {
  readonly #db: TomeDb;
  readonly #options: SyncClientOptions;
  #running: Promise<SyncOutcome> | null = null;
  #again = false;

  constructor(db: TomeDb, options: SyncClientOptions) {
    this.#db = db;
    this.#options = options;
  }

  /**
   * One round of push then pull. Calls while a round runs share it, and ask for one more round
   * after it, so a write queued mid-push is never left waiting for the next trigger.
   */
  sync = (): Promise<SyncOutcome> => {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = null;
    });
    return this.#running;
  };

  /** How many writes still wait for the server. */
  pending = (): Promise<number> => this.#db.outbox.count();

  async #loop(): Promise<SyncOutcome> {
    let outcome: SyncOutcome;
    do {
      this.#again = false;
      outcome = await this.#withLock(() => this.#round());
    } while (this.#again && outcome === 'synced');
    return outcome;
  }

  #withLock(task: () => Promise<SyncOutcome>): Promise<SyncOutcome> {
    const name = `feastforge-sync-${this.#db.userId}`;
    if (this.#options.withLock) return this.#options.withLock(name, task);
    if (typeof navigator !== 'undefined' && 'locks' in navigator) return navigator.locks.request(name, task);
    return task();
  }

  async #round(): Promise<SyncOutcome> {
    try {
      const rejected = await this.#push();
      await this.#pull(rejected);
      return 'synced';
    } catch (error) {
      if (error instanceof SyncStop) return error.outcome;
      // Anything else (storage trouble, say) loses nothing either: the next trigger tries again.
      console.warn('Sync failed; will retry:', error);
      return 'offline';
    }
  }

  /** Pushes the outbox in batches; answers whether the server refused any write. */
  async #push(): Promise<boolean> {
    const clientId = await this.#clientId();
    let rejected = false;
    for (;;) {
      const batch = await this.#db.outbox.orderBy('id').limit(SYNC_PUSH_MAX_MUTATIONS).toArray();
      if (batch.length === 0) return rejected;
      const mutations = batch.map(({ id, name, args }) => ({ id, name, args }));
      const answer = answered(await this.#options.api.sync.push({ clientId, mutations }));
      const taken: OutboxEntry[] = [];
      for (const result of answer.results) {
        const entry = batch.find((candidate) => candidate.id === result.id);
        if (result.status === 'rejected' && entry && result.error) {
          rejected = true;
          this.#options.onRejected?.(entry, result.error);
        } else if (entry) taken.push(entry);
      }
      if (taken.length > 0) this.#options.onTaken?.(taken);
      // The server has ids this device never numbered (its storage was restored from a backup): our
      // pending writes were never applied, so they are renumbered after the server's, not dropped.
      if (answer.lastMutationId >= ((await this.#db.getMeta('nextMutationId')) ?? 1)) {
        await this.#renumberAfter(answer.lastMutationId);
        continue;
      }
      await this.#db.outbox.where('id').belowOrEqual(answer.lastMutationId).delete();
      // The server stopped before our first id (a gap: entries it never saw are gone from here):
      // renumber after its last id instead of pushing forever.
      if (answer.lastMutationId < (batch[0]?.id ?? 0) - 1) await this.#renumberAfter(answer.lastMutationId);
      else if (answer.results.length === 0) return rejected;
    }
  }

  /**
   * Pulls every page after the cursor. A reset (or a refused write, whose local effect has to be
   * undone) rebuilds the synced tables from a full snapshot. Writes still in the outbox are
   * applied again on top of what the server sent, in the same transaction.
   */
  async #pull(fullResync: boolean): Promise<void> {
    const clientId = await this.#clientId();
    const db = this.#db;
    let cursor = fullResync ? 0 : ((await db.getMeta('cursor')) ?? 0);
    // A snapshot that replaces a tome already on the device is applied only once it is complete, so
    // a connection lost halfway never leaves the offline tome half empty. An empty device shows
    // each page as it arrives.
    let staged: SyncChange[] | null = null;
    for (let first = true; ; first = false) {
      const answer = answered(await this.#options.api.sync.pull(cursor));
      const replaces = answer.reset === true || (first && cursor === 0);
      if (replaces && (await db.recipes.count()) > 0) staged = [];
      if (staged && answer.hasMore) {
        staged.push(...answer.changes);
      } else {
        const changes = staged ? [...staged, ...answer.changes] : answer.changes;
        await db.transaction('rw', [...syncedTables(db), db.outbox, db.meta], async () => {
          if (replaces || staged) await Promise.all(syncedTables(db).map((table) => table.clear()));
          for (const change of changes) await applyChange(db, change);
          const confirmed = answer.lastMutationIds[clientId] ?? 0;
          await db.outbox.where('id').belowOrEqual(confirmed).delete();
          for (const entry of await db.outbox.orderBy('id').toArray()) await applyLocally(db, entry);
          await db.setMeta('cursor', answer.cursor);
        });
        staged = null;
      }
      cursor = answer.cursor;
      if (!answer.hasMore) return;
    }
  }

  async #renumberAfter(lastMutationId: number): Promise<void> {
    const db = this.#db;
    await db.transaction('rw', [db.outbox, db.meta], async () => {
      const entries = await db.outbox.orderBy('id').toArray();
      await db.outbox.clear();
      let id = lastMutationId;
      for (const entry of entries) {
        id += 1;
        await db.outbox.add({ ...entry, id });
      }
      await db.setMeta('nextMutationId', id + 1);
    });
  }

  async #clientId(): Promise<string> {
    const known = await this.#db.getMeta('clientId');
    if (known) return known;
    const clientId = crypto.randomUUID();
    await this.#db.setMeta('clientId', clientId);
    return clientId;
  }
}

/** The answer of a sync call; no answer means offline and a 401 means the session is gone. */
function answered<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  if (result.error.status === 401) throw new SyncStop('signed-out');
  // No network, anything the server could not answer (5xx, a proxy's error page) or an answer this
  // version of the app can't read (a newer server, a captive portal's page): nothing is lost, the
  // outbox stays, and the next trigger tries again.
  throw new SyncStop('offline');
}

async function applyChange(db: TomeDb, change: SyncChange): Promise<void> {
  if (change.op === 'del') {
    if (change.table === 'saved_recipes') await db.recipes.delete(change.id);
    else if (change.table === 'notifications') await db.notifications.delete(change.id);
    else if (change.table === 'shopping_items') await db.shoppingItems.delete(change.id);
    else await db.profile.delete(change.id);
    return;
  }
  if (change.table === 'saved_recipes') await db.recipes.put(toLocalRecipe(change.row));
  else if (change.table === 'notifications') await db.notifications.put(change.row);
  else if (change.table === 'shopping_items') await db.shoppingItems.put(change.row);
  else await db.profile.put(change.row);
}
