import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHEST_READY_NOTICE, chestDay } from '@feastforge/domain';
import { registerUser } from '../../testing/builders.ts';
import { withTestApp } from '../../testing/fixture.ts';
import { startPushEndpoint, type TestSubscriber } from '../../testing/push-endpoint.ts';
import type { LiveEvent } from '../live/live-events.ts';
import { sendChestReminders, startChestReminders } from './chest-reminders.ts';
import { BackgroundTasks } from '../background.ts';

const t = withTestApp();

let service: Awaited<ReturnType<typeof startPushEndpoint>>;
beforeEach(async () => {
  service = await startPushEndpoint();
});
afterEach(async () => {
  expect(service.failures).toEqual([]);
  await service.close();
});

const noWait = { attempts: 3, maxWaitMs: 0, wait: async () => {} };
const NOON = new Date('2026-11-25T12:00:00Z');
const NEXT_DAY = new Date('2026-11-26T00:05:00Z');

async function subscribedCook(name: string) {
  const { session } = await registerUser(t);
  const browser = service.subscriber(name);
  await subscribe(session.me.user.id, browser);
  return { userId: session.me.user.id, browser };
}

async function subscribe(userId: string, browser: TestSubscriber) {
  await t.db
    .insertInto('push_subscriptions')
    .values({
      id: randomUUID(),
      user_id: userId,
      endpoint: browser.endpoint,
      p256dh: browser.p256dh,
      auth: browser.auth,
      created_at: new Date().toISOString(),
    })
    .execute();
}

async function claimChest(userId: string, day: string) {
  await t.db
    .insertInto('daily_chest_claims')
    .values({
      id: randomUUID(),
      user_id: userId,
      claim_day: day,
      reward_type: 'mana',
      reward_amount: 10,
      created_at: new Date().toISOString(),
    })
    .execute();
}

const remind = (now: Date, batchSize?: number) => sendChestReminders(t.deps, now, { retry: noWait, batchSize });

const bellOf = (userId: string) =>
  t.db.selectFrom('notifications').select(['title', 'message', 'action_url']).where('user_id', '=', userId).execute();

describe('sendChestReminders', () => {
  it('reminds cooks with a push subscription whose chest of the UTC day is closed, with a bell notification', async () => {
    const waiting = await subscribedCook('waiting');
    const opened = await subscribedCook('opened');
    await claimChest(opened.userId, chestDay(NOON));
    const unsubscribed = await registerUser(t);
    const live: LiveEvent[] = [];
    t.deps.live.subscribe(waiting.userId, (event) => live.push(event));

    expect(await remind(NOON)).toEqual({ reminded: 1 });

    expect(service.received.map((r) => r.path)).toEqual(['/waiting']);
    expect(JSON.parse(service.received[0]?.payload ?? '{}')).toEqual(CHEST_READY_NOTICE);
    expect(await bellOf(waiting.userId)).toEqual([
      { title: CHEST_READY_NOTICE.title, message: CHEST_READY_NOTICE.body, action_url: CHEST_READY_NOTICE.url },
    ]);
    expect(await bellOf(opened.userId)).toEqual([]);
    expect(await bellOf(unsubscribed.session.me.user.id)).toEqual([]);
    expect(live).toEqual([{ type: 'notification' }]);
  });

  it('reminds once per user and day, however many runs race, and again the next day', async () => {
    const cooks = await Promise.all(['a', 'b', 'c'].map((name) => subscribedCook(name)));
    // A second browser of the first cook gets the one reminder too.
    const tablet = service.subscriber('a-tablet');
    await subscribe(cooks[0]?.userId ?? '', tablet);

    const runs = await Promise.all([remind(NOON), remind(NOON), remind(NOON), remind(NOON)]);

    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(3);
    expect(service.received.map((r) => r.path).sort()).toEqual(['/a', '/a-tablet', '/b', '/c']);
    for (const { userId } of cooks) expect(await bellOf(userId)).toHaveLength(1);
    expect(await remind(new Date(NOON.getTime() + 60 * 60_000))).toEqual({ reminded: 0 });

    expect(await remind(NEXT_DAY)).toEqual({ reminded: 3 });
    expect(service.received).toHaveLength(8);
    const rows = await t.db.selectFrom('chest_reminders').select(['day']).execute();
    expect(rows.map((r) => r.day).sort()).toEqual([...Array(3).fill('2026-11-25'), ...Array(3).fill('2026-11-26')]);
  });

  it('reminds every subscribed cook when there are more than one query takes', async () => {
    const cooks = await Promise.all(Array.from({ length: 5 }, (_, i) => subscribedCook(`many-${i}`)));
    await claimChest(cooks[2]?.userId ?? '', chestDay(NOON));
    expect(await remind(NOON, 2)).toEqual({ reminded: cooks.length - 1 });
    expect(service.received).toHaveLength(cooks.length - 1);
  });
});

describe('startChestReminders', () => {
  it('runs at start as background work and stops when asked', async () => {
    await subscribedCook('started');
    const background = new BackgroundTasks();
    const stop = startChestReminders(t.deps, background, 60_000);
    await background.idle();
    stop();
    expect(service.received.map((r) => r.path)).toEqual(['/started']);
  });
});
