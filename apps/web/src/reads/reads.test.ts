import type { GalleryPage } from '@feastforge/domain';
import { onlineManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http.ts';
import { hallPage, serverDown, stewView, testCaches } from '../testing/reads.ts';
import { afterWrite, writeOfMutation, writesOfBatch } from './after-writes.ts';
import { hydratePageReads, pageReads } from './page-reads.ts';
import { leaveFirstScreen, READ_RETRIES } from './query-client.ts';
import { chestRead, hallRead, heroTomeRead, homeFeedRead, readKeys, referralsRead, VISITOR } from './queries.ts';

const caches = testCaches();

afterEach(() => {
  caches.clear();
  onlineManager.setOnline(true);
  vi.useRealTimers();
});

describe('the read cache', () => {
  it('tries a failing read again with back-off, and gives up after the last try', async () => {
    vi.useFakeTimers();
    const gallery = vi
      .fn()
      .mockRejectedValueOnce(serverDown())
      .mockRejectedValueOnce(serverDown())
      .mockResolvedValue(hallPage('Stew'));
    const read = caches.make().fetchQuery(hallRead({ gallery }, stewView));
    await vi.advanceTimersByTimeAsync(499);
    expect(gallery).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(gallery).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gallery).toHaveBeenCalledTimes(3);
    await expect(read).resolves.toEqual(hallPage('Stew'));

    const failing = vi.fn().mockRejectedValue(serverDown());
    const failed = caches.make().fetchQuery(hallRead({ gallery: failing }, stewView));
    failed.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(failed).rejects.toThrow('Down for a moment');
    expect(failing).toHaveBeenCalledTimes(1 + READ_RETRIES);
  });

  it("takes a 4xx answer as the server's last word", async () => {
    const heroTome = vi.fn().mockRejectedValue(new ApiError(404, 'not_found', 'No such hero'));
    await expect(caches.make().fetchQuery(heroTomeRead({ heroTome }, VISITOR, 'nobody'))).rejects.toThrow(
      'No such hero',
    );
    expect(heroTome).toHaveBeenCalledTimes(1);
  });

  it('shares one request between identical reads in flight', async () => {
    let answer: (value: GalleryPage) => void = () => undefined;
    const gallery = vi.fn(() => new Promise<GalleryPage>((resolve) => (answer = resolve)));
    const client = caches.make();
    const reads = [
      client.fetchQuery(hallRead({ gallery }, stewView)),
      client.fetchQuery(hallRead({ gallery }, stewView)),
    ];
    answer(hallPage('Stew'));
    expect(await Promise.all(reads)).toEqual([hallPage('Stew'), hallPage('Stew')]);
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
    const server = caches.make();
    await server.prefetchQuery(hallRead({ gallery: async () => hallPage('From the server') }, stewView));
    const reads = JSON.parse(JSON.stringify(pageReads(server))) as ReturnType<typeof pageReads>;

    const browser = caches.make();
    hydratePageReads(browser, reads);
    const gallery = vi.fn(async () => hallPage('Asked again'));
    const observer = new QueryObserver(browser, hallRead({ gallery }, stewView));
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toEqual(hallPage('From the server'));
    expect(gallery).not.toHaveBeenCalled();
    stop();

    // Once the reader has moved on, coming back to the view asks again (a hall view is never fresh).
    leaveFirstScreen();
    const again = new QueryObserver(browser, hallRead({ gallery }, stewView));
    const stopAgain = again.subscribe(() => undefined);
    await vi.waitFor(() => expect(again.getCurrentResult().data).toEqual(hallPage('Asked again')));
    stopAgain();
  });

  it('leaves out a read that failed, so the browser asks for it itself', async () => {
    const server = caches.make();
    server.setDefaultOptions({ queries: { ...server.getDefaultOptions().queries, retry: false } });
    await server.prefetchQuery(hallRead({ gallery: () => Promise.reject(serverDown()) }, stewView));
    expect(pageReads(server).queries).toEqual([]);
  });
});

describe('after a write', () => {
  /** A cache holding one answer for each of `keys`. */
  function filled(keys: ReadonlyArray<readonly unknown[]>): QueryClient {
    const client = caches.make();
    for (const key of keys) client.setQueryData(key, { answer: key.join('/') });
    return client;
  }
  const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

  it('marks exactly the reads that show the change as stale', async () => {
    const keys = [
      readKeys.home,
      readKeys.hallView(stewView),
      readKeys.recipe('cook', 'r1'),
      readKeys.recipe('cook', 'r2'),
      readKeys.heroTome('cook', 'cook'),
      readKeys.heroTome('cook', 'someone-else'),
      readKeys.chest('cook'),
      readKeys.chest('other-cook'),
      readKeys.referrals('cook'),
      readKeys.badges('cook'),
      readKeys.purchases('cook'),
      readKeys.purchases('other-cook'),
      readKeys.shopPackages,
    ];
    const expectations: Array<[Parameters<typeof afterWrite>[2], Array<readonly unknown[]>]> = [
      [
        { kind: 'recipe', recipeId: 'r1' },
        [readKeys.home, readKeys.hallView(stewView), readKeys.recipe('cook', 'r1'), readKeys.heroTome('cook', 'cook')],
      ],
      [{ kind: 'profile' }, [readKeys.heroTome('cook', 'cook')]],
      [{ kind: 'chest' }, [readKeys.chest('cook')]],
      [
        { kind: 'progress' },
        [readKeys.heroTome('cook', 'cook'), readKeys.referrals('cook'), readKeys.purchases('cook')],
      ],
      [{ kind: 'badges' }, [readKeys.heroTome('cook', 'cook'), readKeys.badges('cook')]],
      [
        { kind: 'purchase' },
        [readKeys.heroTome('cook', 'cook'), readKeys.referrals('cook'), readKeys.purchases('cook')],
      ],
    ];
    for (const [write, expected] of expectations) {
      const client = filled(keys);
      await afterWrite(client, 'cook', write);
      const staleNow = keys.filter((key) => stale(client, key));
      expect(staleNow, write.kind).toEqual(expected);
    }
  });

  it("marks the admin console's reads an admin's write changed as stale, and only the admin's", async () => {
    const keys = [
      readKeys.adminStats('admin'),
      readKeys.adminUserPage('admin', 1, ''),
      readKeys.adminUserPage('admin', 2, 'bri'),
      readKeys.adminUser('admin', 'u1'),
      readKeys.adminUser('admin', 'u2'),
      readKeys.adminRecipePage('admin', 1),
      readKeys.adminCodePage('admin', 1),
      readKeys.adminAuditPage('admin', 3),
      readKeys.adminAuditPage('other-admin', 1),
      readKeys.heroTome('admin', 'u1'),
      readKeys.hallView(stewView),
    ];
    const expectations: Array<[Parameters<typeof afterWrite>[2], Array<readonly unknown[]>]> = [
      [
        { kind: 'admin-mana', userId: 'u1' },
        [
          readKeys.adminStats('admin'),
          readKeys.adminUserPage('admin', 1, ''),
          readKeys.adminUserPage('admin', 2, 'bri'),
          readKeys.adminUser('admin', 'u1'),
          readKeys.adminAuditPage('admin', 3),
        ],
      ],
      [{ kind: 'admin-code' }, [readKeys.adminCodePage('admin', 1), readKeys.adminAuditPage('admin', 3)]],
      [
        { kind: 'admin-unpublish', recipeId: 'r1' },
        [
          readKeys.adminStats('admin'),
          readKeys.adminUser('admin', 'u1'),
          readKeys.adminUser('admin', 'u2'),
          readKeys.adminRecipePage('admin', 1),
          readKeys.adminAuditPage('admin', 3),
          readKeys.heroTome('admin', 'u1'),
          readKeys.hallView(stewView),
        ],
      ],
      [{ kind: 'admin-reset' }, [readKeys.adminAuditPage('admin', 3)]],
    ];
    for (const [write, expected] of expectations) {
      const client = filled(keys);
      await afterWrite(client, 'admin', write);
      expect(
        keys.filter((key) => stale(client, key)),
        write.kind,
      ).toEqual(expected);
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
    const client = caches.make();
    const status = vi.fn().mockResolvedValueOnce({ claimable: true }).mockResolvedValue({ claimable: false });
    const observer = new QueryObserver(client, chestRead({ chest: { status, claim: vi.fn() } }, 'cook'));
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ claimable: true }));
    await afterWrite(client, 'cook', { kind: 'chest' });
    expect(observer.getCurrentResult().data).toEqual({ claimable: false });
    stop();
  });
});

describe('keys', () => {
  it('name every viewer read under the viewer', () => {
    const api = { referrals: { summary: vi.fn(), claim: vi.fn() } };
    expect(referralsRead(api, 'cook').queryKey).toEqual(['viewer', 'cook', 'referrals']);
  });
});
