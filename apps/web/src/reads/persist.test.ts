import 'fake-indexeddb/auto';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../auth/session-manager.ts';
import { readHallQuery } from '../routes/gallery/gallery-address.ts';
import { hallView } from '../routes/gallery/use-hall.ts';
import { hallPage, homeFeed, serverDown, stewView, testCaches } from '../testing/reads.ts';
import { hydratePageReads, pageReads } from './page-reads.ts';
import { afterRestore, forgetKeptReads, HALL_VIEWS_KEPT, persistOptions } from './persist.ts';
import { chestRead, hallRead, homeFeedRead, readKeys } from './queries.ts';
import { forgetOnUserChange } from './reads-provider.tsx';

const caches = testCaches();

afterEach(() => {
  caches.clear();
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('offline', () => {
  beforeEach(async () => {
    await forgetKeptReads();
  });

  it('shows a hall view this device kept, with the offline note, after a reload', async () => {
    const before = caches.make();
    await before.prefetchQuery(hallRead({ gallery: async () => hallPage('Kept Stew') }, stewView));
    const chest = { claimable: true, nextClaimAt: '2026-11-28T00:00:00.000Z', todayClaim: null };
    await before.prefetchQuery(chestRead({ chest: { status: async () => chest, claim: vi.fn() } }, 'c'));
    await persistQueryClientSave({ queryClient: before, ...persistOptions() });

    // A reload without a network: a new cache restored from the device.
    onlineManager.setOnline(false);
    const after = caches.make();
    await persistQueryClientRestore({ queryClient: after, ...persistOptions() });
    expect(after.getQueryData(readKeys.chest('c'))).toBeUndefined();
    const gallery = vi.fn(async () => hallPage('Never asked'));
    const observer = new QueryObserver(after, hallRead({ gallery }, stewView));
    const stop = observer.subscribe(() => undefined);
    const view = hallView(observer.getCurrentResult(), { online: false, restoring: false });
    expect(view.result?.page).toEqual(hallPage('Kept Stew'));
    expect(view.result).toMatchObject({ source: 'cache', offline: true });
    expect(gallery).not.toHaveBeenCalled();

    // A view never seen says so, rather than loading for ever.
    const other = new QueryObserver(after, hallRead({ gallery }, readHallQuery(new URLSearchParams('rarity=epic'))));
    const stopOther = other.subscribe(() => undefined);
    expect(hallView(other.getCurrentResult(), { online: false, restoring: false })).toMatchObject({
      result: null,
      failure: { offline: true },
    });
    // The network returns: the paused read goes out by itself.
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(other.getCurrentResult().data).toEqual(hallPage('Never asked')));
    stop();
    stopOther();
  });

  it('keeps the reads a server-rendered page came with, though nothing changes after them', async () => {
    const server = caches.make();
    await server.prefetchQuery(hallRead({ gallery: async () => hallPage('Rendered') }, stewView));
    const browser = caches.make();
    hydratePageReads(browser, pageReads(server));
    await afterRestore(browser);

    const reload = caches.make();
    await persistQueryClientRestore({ queryClient: reload, ...persistOptions() });
    expect(reload.getQueryData(readKeys.hallView(stewView))).toEqual(hallPage('Rendered'));
  });

  it('online, asks again for what the device kept, and shows the kept copy meanwhile', async () => {
    const before = caches.make();
    await before.prefetchQuery(homeFeedRead({ home: async () => homeFeed('Kept') }));
    await persistQueryClientSave({ queryClient: before, ...persistOptions() });

    const after = caches.make();
    await persistQueryClientRestore({ queryClient: after, ...persistOptions() });
    await afterRestore(after);
    const home = vi.fn(async () => homeFeed('Now'));
    const observer = new QueryObserver(after, homeFeedRead({ home }));
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toEqual(homeFeed('Kept'));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(homeFeed('Now')));
    expect(home).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows a view as last seen, with its own note, when the server fails', async () => {
    vi.useFakeTimers();
    const client = caches.make();
    const gallery = vi.fn().mockResolvedValueOnce(hallPage('Seen')).mockRejectedValue(serverDown());
    await client.prefetchQuery(hallRead({ gallery }, stewView));
    const observer = new QueryObserver(client, hallRead({ gallery }, stewView));
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(hallView(observer.getCurrentResult(), { online: true, restoring: false }).result).toMatchObject({
      page: hallPage('Seen'),
      source: 'cache',
      offline: false,
    });
    stop();
  });

  it(`keeps the ${HALL_VIEWS_KEPT} hall views seen last`, async () => {
    vi.useFakeTimers();
    const client = caches.make();
    for (let n = 0; n < HALL_VIEWS_KEPT + 3; n += 1) {
      vi.setSystemTime(1_000_000 + n);
      const view = readHallQuery(new URLSearchParams(`search=stew${n}`));
      await client.prefetchQuery(hallRead({ gallery: async () => hallPage(`Stew ${n}`) }, view));
    }
    vi.useRealTimers();
    await persistQueryClientSave({ queryClient: client, ...persistOptions() });
    const restored = caches.make();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions() });
    const kept = restored.getQueryCache().findAll({ queryKey: readKeys.hall });
    expect(kept.map((query) => query.queryKey[2]).sort()).toEqual(
      Array.from({ length: HALL_VIEWS_KEPT }, (_, n) => `search=stew${n + 3}`).sort(),
    );
  });
});

describe('signing out', () => {
  /** A session store that can be moved from one state to the next. */
  function session(first: SessionState) {
    let state = first;
    const listeners = new Set<() => void>();
    return {
      getState: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      become(next: SessionState) {
        state = next;
        for (const listener of listeners) listener();
      },
    };
  }
  const signedIn = (id: string) => ({ status: 'signed-in', me: { user: { id } } }) as SessionState;

  it("drops the cook's reads and the device's copy; another cook finds nothing of theirs", async () => {
    const client = caches.make();
    const forgetKept = vi.fn(async () => undefined);
    const store = session({ status: 'loading', me: null });
    const stop = forgetOnUserChange(store, client, forgetKept);
    store.become(signedIn('cook-a'));
    client.setQueryData(readKeys.chest('cook-a'), { claimable: true });
    client.setQueryData(readKeys.hallView(stewView), hallPage('Browsed'));
    const hallOnScreen = new QueryObserver(client, { ...hallRead({ gallery: vi.fn() }, stewView), enabled: false });
    const stopHall = hallOnScreen.subscribe(() => undefined);
    const onScreen = new QueryObserver(client, {
      queryKey: readKeys.home,
      queryFn: async () => 'feed',
      enabled: false,
    });
    const stopScreen = onScreen.subscribe(() => undefined);
    client.setQueryData(readKeys.home, 'feed');

    // A refresh in between (loading) is not a change of cook.
    store.become({ status: 'loading', me: null });
    store.become(signedIn('cook-a'));
    expect(client.getQueryData(readKeys.chest('cook-a'))).toEqual({ claimable: true });
    expect(forgetKept).not.toHaveBeenCalled();

    store.become({ status: 'signed-out', me: null });
    expect(client.getQueryData(readKeys.chest('cook-a'))).toBeUndefined();
    // A hall view names the cook's search: it goes even while on screen.
    expect(client.getQueryData(readKeys.hallView(stewView))).toBeUndefined();
    stopHall();
    // Other public answers on screen stay (the same for everyone); the device's copy goes.
    expect(client.getQueryData(readKeys.home)).toBe('feed');
    expect(forgetKept).toHaveBeenCalledTimes(1);

    // Another cook on the same device: nothing read for the first one is left.
    store.become(signedIn('cook-b'));
    client.setQueryData(readKeys.referrals('cook-b'), { count: 1 });
    store.become(signedIn('cook-c'));
    expect(client.getQueryCache().findAll({ queryKey: readKeys.viewers })).toEqual([]);
    stopScreen();
    stop();
  });

  it("deletes the device's copy of the reads", async () => {
    const client = caches.make();
    await client.prefetchQuery(homeFeedRead({ home: async () => ({ carousel: [], latest: [], featured: null }) }));
    await persistQueryClientSave({ queryClient: client, ...persistOptions() });
    await forgetKeptReads();
    const restored = caches.make();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions() });
    expect(restored.getQueryData(readKeys.home)).toBeUndefined();
  });
});
