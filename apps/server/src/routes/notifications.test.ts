import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LIST_LIMIT } from '@feastforge/domain';
import type { LiveEvent } from '../services/live/live-events.ts';
import { insertNotification, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import { unchecked } from '../testing/api-client.ts';

const t = withTestApp();

async function cookWithNotifications(count: number) {
  const { session } = await registerUser(t);
  const userId = session.me.user.id;
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = await insertNotification(t.db, userId, { title: `Notice ${i}` });
    // A minute apart, so each is newer than the last whatever the clock's resolution.
    const createdAt = new Date(Date.UTC(2026, 10, 25, 10, i)).toISOString();
    await t.db.updateTable('notifications').set({ created_at: createdAt }).where('id', '=', id).execute();
    ids.push(id);
  }
  return { token: session.accessToken, userId, ids };
}

describe('GET /api/notifications', () => {
  it('lists the newest 10, newest first, with the count of every unread one', async () => {
    const { token, ids } = await cookWithNotifications(12);
    await insertNotification(t.db, (await registerUser(t)).session.me.user.id, { title: 'Not yours' });

    const res = await t.client({ token }).api.notifications.$get();

    expectStatus(res, 200);
    expect(res.body.unreadCount).toBe(12);
    expect(res.body.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(res.body.notifications.map((n) => n.id)).toEqual(ids.slice(2).reverse());
    expect(res.body.notifications[0]).toMatchObject({ title: 'Notice 11', read: false, actionUrl: '/profile' });
  });

  it('needs a signed-in user', async () => {
    expectStatus(await t.client().api.notifications.$get(), 401);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks one read, tells the open tabs, and answers the list as it is now', async () => {
    const { token, userId, ids } = await cookWithNotifications(3);
    const live: LiveEvent[] = [];
    t.deps.live.subscribe(userId, (event) => live.push(event));

    const res = await t.client({ token }).api.notifications.read.$post({ json: { id: ids[1] ?? '' } });

    expectStatus(res, 200);
    expect(res.body.unreadCount).toBe(2);
    expect(res.body.notifications.filter((n) => n.read).map((n) => n.id)).toEqual([ids[1]]);
    expect(live).toEqual([{ type: 'notification' }]);
  });

  it('marks all read', async () => {
    const { token, userId } = await cookWithNotifications(12);
    const res = await t.client({ token }).api.notifications.read.$post({ json: { all: true } });
    expectStatus(res, 200);
    expect(res.body.unreadCount).toBe(0);
    const unread = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .where('read', '=', 0)
      .execute();
    expect(unread).toEqual([]);
  });

  it('reaches the devices through the sync pull, as the sync mutation does', async () => {
    const { token, ids } = await cookWithNotifications(1);
    const before = await t.client({ token }).api.sync.pull.$get({ query: { cursor: '0' } });
    expectStatus(before, 200);
    await t.client({ token }).api.notifications.read.$post({ json: { id: ids[0] ?? '' } });
    const after = await t.client({ token }).api.sync.pull.$get({ query: { cursor: String(before.body.cursor) } });
    expectStatus(after, 200);
    expect(after.body.changes).toEqual([
      expect.objectContaining({
        table: 'notifications',
        id: ids[0],
        op: 'put',
        row: expect.objectContaining({ read: true }),
      }),
    ]);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const mine = await cookWithNotifications(0);
    const theirs = await cookWithNotifications(1);
    const res = await t
      .client({ token: mine.token })
      .api.notifications.read.$post({ json: { id: theirs.ids[0] ?? '' } });
    expectStatus(res, 404);
    const row = await t.db
      .selectFrom('notifications')
      .select('read')
      .where('id', '=', theirs.ids[0] ?? '')
      .executeTakeFirst();
    expect(row?.read).toBe(0);
  });

  it('refuses a body that is neither {id} nor {all: true}', async () => {
    const { token } = await cookWithNotifications(0);
    for (const body of [{}, { all: false }, { id: 'not-a-uuid' }, { id: crypto.randomUUID(), all: true }]) {
      const res = await t.client({ token }).api.notifications.read.$post({ json: unchecked(body) });
      expectStatus(res, 400);
    }
  });
});
