import 'fake-indexeddb/auto';
import type { GalleryPage } from '@feastforge/domain';
import { onlineManager, type QueryClient, QueryObserver } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http.ts';
import type { SessionState } from '../auth/session-manager.ts';
import { readHallQuery } from '../routes/gallery/gallery-address.ts';
import { hallView } from '../routes/gallery/use-hall.ts';
import { afterWrite, writeOfMutation, writesOfBatch } from './after-writes.ts';
import { hydratePageReads, pageReads } from './page-reads.ts';
import { forgetKeptReads, HALL_VIEWS_KEPT, persistOptions, afterRestore } from './persist.ts';
import { createQueryClient, leaveFirstScreen, READ_RETRIES } from './query-client.ts';
import { chestRead, hallRead, heroTomeRead, homeFeedRead, readKeys, referralsRead, VISITOR } from './queries.ts';
import { forgetOnUserChange } from './reads-provider.tsx';

const page = (title: string): GalleryPage => ({
  recipes: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      title,
      description: 'A stew.',
      rarity: 'rare',
      recipeType: 'main',
      image: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      author: { id: 'u1', displayName: 'Bard' },
    },
  ],
  page: 1,
  pageSize: 40,
  total: 1,
  totalPages: 1,
});
const feed = (title: string) => ({ carousel: page(title).recipes, latest: [], featured: null });
const stew = readHallQuery(new URLSearchParams('search=stew'));
const down = () => new ApiError(503, 'internal', 'Down for a moment');
const clients: QueryClient[] = [];

/** A read cache as the page makes it (mounted, as its provider does); cleared after each test. */
function cache(): QueryClient {
  const client = createQueryClient();
  client.mount();
  clients.push(client);
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) {
    client.clear();
    client.unmount();
  }
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('the read cache', () => {
  it('tries a failing read again with back-off, and gives up after the last try', async () => {
    vi.useFakeTimers();
    const gallery = vi.fn().mockRejectedValueOnce(down()).mockRejectedValueOnce(down()).mockResolvedValue(page('Stew'));
    const read = cache().fetchQuery(hallRead({ gallery }, stew));
    await vi.advanceTimersByTimeAsync(499);
    expect(gallery).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(gallery).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gallery).toHaveBeenCalledTimes(3);
    await expect(read).resolves.toEqual(page('Stew'));

    const failing = vi.fn().mockRejectedValue(down());
    const failed = cache().fetchQuery(hallRead({ gallery: failing }, stew));
    failed.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(failed).rejects.toThrow('Down for a moment');
    expect(failing).toHaveBeenCalledTimes(1 + READ_RETRIES);
  });

  it("takes a 4xx answer as the server's last word", async () => {
    const heroTome = vi.fn().mockRejectedValue(new ApiError(404, 'not_found', 'No such hero'));
    await expect(cache().fetchQuery(heroTomeRead({ heroTome }, VISITOR, 'nobody'))).rejects.toThrow('No such hero');
    expect(heroTome).toHaveBeenCalledTimes(1);
  });

  it('shares one request between identical reads in flight', async () => {
    let answer: (value: GalleryPage) => void = () => undefined;
    const gallery = vi.fn(() => new Promise<GalleryPage>((resolve) => (answer = resolve)));
    const client = cache();
    const reads = [client.fetchQuery(hallRead({ gallery }, stew)), client.fetchQuery(hallRead({ gallery }, stew))];
    answer(page('Stew'));
    expect(await Promise.all(reads)).toEqual([page('Stew'), page('Stew')]);
    expect(gallery).toHaveBeenCalledTimes(1);
  });

  it('keeps what a cook sees apart from what another cook or a visitor sees', () => {
    expect(chestRead({ chest: { status: vi.fn() } } as never, 'cook-a').queryKey).not.toEqual(
      chestRead({ chest: { status: vi.fn() } } as never, 'cook-b').queryKey,
    );
    expect(heroTomeRead({ heroTome: vi.fn() }, 'cook-a', 'h').queryKey[0]).toBe('viewer');
    expect(homeFeedRead({ home: vi.fn() }).queryKey[0]).toBe('public');
  });
});

describe('a server-rendered page', () => {
  it("hands its reads to the browser's cache, which does not ask for them again on the first screen", async () => {
    const server = cache();
    await server.prefetchQuery(hallRead({ gallery: async () => page('From the server') }, stew));
    const reads = JSON.parse(JSON.stringify(pageReads(server))) as ReturnType<typeof pageReads>;

    const browser = cache();
    hydratePageReads(browser, reads);
    const gallery = vi.fn(async () => page('Asked again'));
    const observer = new QueryObserver(browser, hallRead({ gallery }, stew));
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toEqual(page('From the server'));
    expect(gallery).not.toHaveBeenCalled();
    stop();

    // Once the reader has moved on, coming back to the view asks again (a hall view is never fresh).
    leaveFirstScreen();
    const again = new QueryObserver(browser, hallRead({ gallery }, stew));
    const stopAgain = again.subscribe(() => undefined);
    await vi.waitFor(() => expect(again.getCurrentResult().data).toEqual(page('Asked again')));
    stopAgain();
  });

  it('leaves out a read that failed, so the browser asks for it itself', async () => {
    const server = cache();
    server.setDefaultOptions({ queries: { ...server.getDefaultOptions().queries, retry: false } });
    await server.prefetchQuery(hallRead({ gallery: () => Promise.reject(down()) }, stew));
    expect(pageReads(server).queries).toEqual([]);
  });
});

describe('after a write', () => {
  /** A cache holding one answer for each of `keys`. */
  function filled(keys: ReadonlyArray<readonly unknown[]>): QueryClient {
    const client = cache();
    for (const key of keys) client.setQueryData(key, { answer: key.join('/') });
    return client;
  }
  const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

  it('marks exactly the reads that show the change as stale', async () => {
    const keys = [
      readKeys.home,
      readKeys.hallView(stew),
      readKeys.recipe('cook', 'r1'),
      readKeys.recipe('cook', 'r2'),
      readKeys.heroTome('cook', 'cook'),
      readKeys.heroTome('cook', 'someone-else'),
      readKeys.chest('cook'),
      readKeys.chest('other-cook'),
      readKeys.referrals('cook'),
      readKeys.badges('cook'),
    ];
    const expectations: Array<[Parameters<typeof afterWrite>[2], Array<readonly unknown[]>]> = [
      [
        { kind: 'recipe', recipeId: 'r1' },
        [readKeys.home, readKeys.hallView(stew), readKeys.recipe('cook', 'r1'), readKeys.heroTome('cook', 'cook')],
      ],
      [{ kind: 'profile' }, [readKeys.heroTome('cook', 'cook')]],
      [{ kind: 'chest' }, [readKeys.chest('cook')]],
      [{ kind: 'progress' }, [readKeys.heroTome('cook', 'cook'), readKeys.referrals('cook')]],
      [{ kind: 'badges' }, [readKeys.heroTome('cook', 'cook'), readKeys.badges('cook')]],
    ];
    for (const [write, expected] of expectations) {
      const client = filled(keys);
      await afterWrite(client, 'cook', write);
      const staleNow = keys.filter((key) => stale(client, key));
      expect(staleNow, write.kind).toEqual(expected);
    }
  });

  it('refreshes once for a batch of outbox writes', () => {
    expect(
      writesOfBatch([
        { id: 1, name: 'recipe.publish', args: { id: 'r1' } },
        { id: 2, name: 'recipe.unpublish', args: { id: 'r1' } },
        { id: 3, name: 'notification.read', args: { id: 'n1' } },
        { id: 4, name: 'recipe.delete', args: { id: 'r2' } },
      ]),
    ).toEqual([
      { kind: 'recipe', recipeId: 'r1' },
      { kind: 'recipe', recipeId: 'r2' },
    ]);
  });

  it('reads the write an outbox entry made', () => {
    expect(writeOfMutation({ id: 1, name: 'recipe.publish', args: { id: 'r1' } })).toEqual({
      kind: 'recipe',
      recipeId: 'r1',
    });
    expect(writeOfMutation({ id: 2, name: 'profile.update', args: { displayName: 'Bard' } })).toEqual({
      kind: 'profile',
    });
    expect(writeOfMutation({ id: 3, name: 'notification.readAll', args: {} })).toBeNull();
  });

  it('asks the server again at once for a read on screen', async () => {
    const client = cache();
    const status = vi.fn().mockResolvedValueOnce({ claimable: true }).mockResolvedValue({ claimable: false });
    const observer = new QueryObserver(client, chestRead({ chest: { status, claim: vi.fn() } }, 'cook'));
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ claimable: true }));
    await afterWrite(client, 'cook', { kind: 'chest' });
    expect(observer.getCurrentResult().data).toEqual({ claimable: false });
    stop();
  });
});

describe('offline', () => {
  beforeEach(async () => {
    await forgetKeptReads();
  });

  it('shows a hall view this device kept, with the offline note, after a reload', async () => {
    const before = cache();
    await before.prefetchQuery(hallRead({ gallery: async () => page('Kept Stew') }, stew));
    const chest = { claimable: true, nextClaimAt: '2026-11-28T00:00:00.000Z', todayClaim: null };
    await before.prefetchQuery(chestRead({ chest: { status: async () => chest, claim: vi.fn() } }, 'c'));
    await persistQueryClientSave({ queryClient: before, ...persistOptions() });

    // A reload without a network: a new cache restored from the device.
    onlineManager.setOnline(false);
    const after = cache();
    await persistQueryClientRestore({ queryClient: after, ...persistOptions() });
    expect(after.getQueryData(readKeys.chest('c'))).toBeUndefined();
    const gallery = vi.fn(async () => page('Never asked'));
    const observer = new QueryObserver(after, hallRead({ gallery }, stew));
    const stop = observer.subscribe(() => undefined);
    const view = hallView(observer.getCurrentResult(), { online: false, restoring: false });
    expect(view.result?.page).toEqual(page('Kept Stew'));
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
    await vi.waitFor(() => expect(other.getCurrentResult().data).toEqual(page('Never asked')));
    stop();
    stopOther();
  });

  it('keeps the reads a server-rendered page came with, though nothing changes after them', async () => {
    const server = cache();
    await server.prefetchQuery(hallRead({ gallery: async () => page('Rendered') }, stew));
    const browser = cache();
    hydratePageReads(browser, pageReads(server));
    await afterRestore(browser);

    const reload = cache();
    await persistQueryClientRestore({ queryClient: reload, ...persistOptions() });
    expect(reload.getQueryData(readKeys.hallView(stew))).toEqual(page('Rendered'));
  });

  it('online, asks again for what the device kept, and shows the kept copy meanwhile', async () => {
    const before = cache();
    await before.prefetchQuery(homeFeedRead({ home: async () => feed('Kept') }));
    await persistQueryClientSave({ queryClient: before, ...persistOptions() });

    const after = cache();
    await persistQueryClientRestore({ queryClient: after, ...persistOptions() });
    await afterRestore(after);
    const home = vi.fn(async () => feed('Now'));
    const observer = new QueryObserver(after, homeFeedRead({ home }));
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toEqual(feed('Kept'));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(feed('Now')));
    expect(home).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows a view as last seen, with its own note, when the server fails', async () => {
    vi.useFakeTimers();
    const client = cache();
    const gallery = vi.fn().mockResolvedValueOnce(page('Seen')).mockRejectedValue(down());
    await client.prefetchQuery(hallRead({ gallery }, stew));
    const observer = new QueryObserver(client, hallRead({ gallery }, stew));
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(hallView(observer.getCurrentResult(), { online: true, restoring: false }).result).toMatchObject({
      page: page('Seen'),
      source: 'cache',
      offline: false,
    });
    stop();
  });

  it(`keeps the ${HALL_VIEWS_KEPT} hall views seen last`, async () => {
    vi.useFakeTimers();
    const client = cache();
    for (let n = 0; n < HALL_VIEWS_KEPT + 3; n += 1) {
      vi.setSystemTime(1_000_000 + n);
      const view = readHallQuery(new URLSearchParams(`search=stew${n}`));
      await client.prefetchQuery(hallRead({ gallery: async () => page(`Stew ${n}`) }, view));
    }
    vi.useRealTimers();
    await persistQueryClientSave({ queryClient: client, ...persistOptions() });
    const restored = cache();
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
    const client = cache();
    const forgetKept = vi.fn(async () => undefined);
    const store = session({ status: 'loading', me: null });
    const stop = forgetOnUserChange(store, client, forgetKept);
    store.become(signedIn('cook-a'));
    client.setQueryData(readKeys.chest('cook-a'), { claimable: true });
    client.setQueryData(readKeys.hallView(stew), page('Browsed'));
    const hallOnScreen = new QueryObserver(client, { ...hallRead({ gallery: vi.fn() }, stew), enabled: false });
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
    expect(client.getQueryData(readKeys.hallView(stew))).toBeUndefined();
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
    const client = cache();
    await client.prefetchQuery(homeFeedRead({ home: async () => ({ carousel: [], latest: [], featured: null }) }));
    await persistQueryClientSave({ queryClient: client, ...persistOptions() });
    await forgetKeptReads();
    const restored = cache();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions() });
    expect(restored.getQueryData(readKeys.home)).toBeUndefined();
  });
});

describe('keys', () => {
  it('name every viewer read under the viewer', () => {
    const api = { referrals: { summary: vi.fn(), claim: vi.fn() } };
    expect(referralsRead(api, 'cook').queryKey).toEqual(['viewer', 'cook', 'referrals']);
  });
});
