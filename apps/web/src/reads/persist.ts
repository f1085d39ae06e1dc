import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { isServedWithPage, KEPT_FOR_MS } from './query-client.ts';
import { readKeys } from './queries.ts';

/** The IndexedDB database and the one entry the kept answers live in. */
const STORE = { database: 'feastforge-reads', table: 'reads', key: 'public-reads' } as const;
/** How many Feast Hall views are kept for offline use; the ones seen longest ago go first. */
export const HALL_VIEWS_KEPT = 10;
/** Raised when the shape of a kept answer changes, so an older copy is dropped rather than shown wrong. */
const BUSTER = 'reads-v1';

/**
 * Only answers that are the same for everyone are kept on the device.
 *
 * @example
 * isKeptOnDevice(client.getQueryCache().find({ queryKey: readKeys.home })) // true once answered
 */
export function isKeptOnDevice(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.queryKey[0] === readKeys.public[0] && query.state.status === 'success';
}

/**
 * The newest `HALL_VIEWS_KEPT` hall views and every other kept answer, so the device's copy stays
 * small however many searches a reader tries.
 *
 * @example
 * persister.persistClient({ ...client, clientState: withinLimits(client.clientState) });
 */
export function withinLimits(state: DehydratedState): DehydratedState {
  const isHall = (key: readonly unknown[]) => key[0] === readKeys.hall[0] && key[1] === readKeys.hall[1];
  const halls = state.queries
    .filter((query) => isHall(query.queryKey))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, HALL_VIEWS_KEPT);
  return { ...state, queries: state.queries.filter((query) => !isHall(query.queryKey) || halls.includes(query)) };
}

let store: ReturnType<typeof createStore> | undefined;
const readsStore = () => (store ??= createStore(STORE.database, STORE.table));

/**
 * Keeps the public answers in IndexedDB, so the Feast Hall views and home lists this device saw
 * open offline. Saving is throttled (at most once a second); a blocked or full store only costs
 * the offline copy.
 */
function devicePersister(): Persister {
  const inner = createAsyncStoragePersister({
    key: STORE.key,
    storage: {
      getItem: async (key) => (await get<string>(key, readsStore())) ?? null,
      setItem: (key, value) => set(key, value, readsStore()),
      removeItem: (key) => del(key, readsStore()),
    },
  });
  return {
    persistClient: (client) => inner.persistClient({ ...client, clientState: withinLimits(client.clientState) }),
    restoreClient: inner.restoreClient,
    removeClient: inner.removeClient,
  };
}

let persister: Persister | undefined;

/**
 * The options `PersistQueryClientProvider` restores and saves with.
 *
 * @example
 * <PersistQueryClientProvider client={client} persistOptions={persistOptions()}>…
 */
export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  persister ??= devicePersister();
  return {
    persister,
    maxAge: KEPT_FOR_MS,
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: isKeptOnDevice },
  };
}

/**
 * The device's copy is for reading offline: once restored, what it holds counts as stale, so a
 * page shown online asks for it again (a reload shows what the server has now, as it always did).
 * The reads a server-rendered page came with are newer than any copy: they stay as they are and
 * are saved at once (saving otherwise follows changes, and they arrived before it started).
 *
 * @example
 * <PersistQueryClientProvider … onSuccess={() => afterRestore(client)}>
 */
export async function afterRestore(client: QueryClient): Promise<void> {
  await client.invalidateQueries({
    predicate: (query) => isKeptOnDevice(query) && !isServedWithPage(query),
    refetchType: 'none',
  });
  await persistQueryClientSave({ queryClient: client, ...persistOptions() });
}

/** The database earlier versions kept Feast Hall pages in; deleted with the kept reads. */
const EARLIER_HALL_DATABASE = 'feastforge-hall';

/**
 * Deletes the device's copy (sign-out); the next change saves what is still on screen.
 *
 * @example
 * await forgetKeptReads();
 */
export async function forgetKeptReads(): Promise<void> {
  persister ??= devicePersister();
  await persister.removeClient();
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(EARLIER_HALL_DATABASE);
}
