import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { SyncNotificationRow } from '@feastforge/domain';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApiClient } from '../api/api-client.ts';
import { readNotificationFeed, type NotificationFeed } from './notification-feed.ts';
import { openTome } from './open-tome.ts';

function row(n: number, read = false): SyncNotificationRow {
  return {
    id: `n${String(n).padStart(2, '0')}`,
    title: `Notice ${n}`,
    message: `Message ${n}`,
    read,
    actionUrl: n % 2 === 0 ? '/badges' : null,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
  };
}

/** An offline tome: writes stay in the outbox, as they do with no network. */
function offlineTome() {
  const indexedDB = new IDBFactory();
  const tome = openTome('cook-1', {
    api: createApiClient({ transport: () => Promise.reject(new TypeError('offline')) }),
    sync: (t) => t.sync.sync(),
    onVersionChange: () => undefined,
    dexieOptions: { indexedDB, IDBKeyRange },
  });
  return { tome, indexedDB };
}

describe('the notification feed', () => {
  it('lists the newest 10 and counts every unread one', async () => {
    const { tome } = offlineTome();
    await tome.db.notifications.bulkPut(Array.from({ length: 12 }, (_, i) => row(i + 1, i === 11)));
    const feed = await readNotificationFeed(tome.db);
    expect(feed.latest.map((n) => n.id)).toEqual(['n12', 'n11', 'n10', 'n09', 'n08', 'n07', 'n06', 'n05', 'n04', 'n03']);
    expect(feed.unreadCount).toBe(11);
  });

  it('marks one read offline and queues the mark for the server', async () => {
    const { tome } = offlineTome();
    await tome.db.notifications.bulkPut([row(1), row(2), row(3, true)]);
    expect(await tome.write({ name: 'notification.read', args: { id: 'n02' } })).toBe('offline');
    expect((await tome.db.notifications.get('n02'))?.read).toBe(true);
    expect((await tome.db.notifications.get('n01'))?.read).toBe(false);
    expect((await readNotificationFeed(tome.db)).unreadCount).toBe(1);
    expect((await tome.db.outbox.toArray()).map(({ name, args }) => ({ name, args }))).toEqual([
      { name: 'notification.read', args: { id: 'n02' } },
    ]);
  });

  it('marks all read offline and queues the one mark', async () => {
    const { tome } = offlineTome();
    await tome.db.notifications.bulkPut([row(1), row(2)]);
    await tome.write({ name: 'notification.readAll', args: {} });
    expect((await readNotificationFeed(tome.db)).unreadCount).toBe(0);
    expect(await tome.sync.pending()).toBe(1);
  });

  it('watches the feed: the count follows new notifications and read marks, until stopped', async () => {
    const { tome, indexedDB } = offlineTome();
    const dependencies = { ...Dexie.dependencies };
    Object.assign(Dexie.dependencies, { indexedDB, IDBKeyRange });
    onTestFinished(() => void Object.assign(Dexie.dependencies, dependencies));
    const seen: NotificationFeed[] = [];
    const stop = tome.watchNotifications((feed) => seen.push(feed));
    await vi.waitFor(() => expect(seen.at(-1)?.unreadCount).toBe(0));
    await tome.db.notifications.bulkPut([row(1), row(2)]);
    await vi.waitFor(() => expect(seen.at(-1)?.unreadCount).toBe(2));
    await tome.write({ name: 'notification.read', args: { id: 'n01' } });
    await vi.waitFor(() => expect(seen.at(-1)?.unreadCount).toBe(1));
    expect(seen.at(-1)?.latest.map((n) => [n.id, n.read])).toEqual([
      ['n02', false],
      ['n01', true],
    ]);
    stop();
    const count = seen.length;
    await tome.db.notifications.put(row(3));
    await tome.db.notifications.count();
    expect(seen).toHaveLength(count);
  });
});
