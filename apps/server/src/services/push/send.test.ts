import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerUser } from '../../testing/builders.ts';
import { withTestApp } from '../../testing/fixture.ts';
import { startPushEndpoint, type TestSubscriber } from '../../testing/push-endpoint.ts';
import { pushToUser, retryAfterMs, type RetryPolicy } from './send.ts';
import { takeLogs } from '../../testing/log-capture.ts';

const t = withTestApp();

type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>;
let service: PushEndpoint;
const waits: number[] = [];
const retry: RetryPolicy = { attempts: 3, maxWaitMs: 60_000, wait: async (ms) => void waits.push(ms) };

beforeEach(async () => {
  waits.length = 0;
  // '/gone…' answers 410, '/lost…' 404, '/busy…' 429 twice (Retry-After: 7) and then takes it.
  service = await startPushEndpoint((path, attempt) => {
    if (path.startsWith('/gone')) return { status: 410 };
    if (path.startsWith('/lost')) return { status: 404 };
    if (path.startsWith('/busy') && attempt <= 2) return { status: 429, headers: { 'Retry-After': '7' } };
    if (path.startsWith('/down')) return { status: 503 };
    return { status: 201 };
  });
});
afterEach(async () => {
  expect(service.failures).toEqual([]);
  await service.close();
});

// A browser on the local push service: stored directly, since the API accepts https endpoints only.
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

const endpointsOf = async (userId: string) =>
  (await t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute())
    .map((row) => row.endpoint)
    .sort();

const payload = { title: 'Level up!', body: 'You reached level 3.', url: '/my-recipes' };

describe('pushToUser', () => {
  it('delivers the payload encrypted for each browser of the user, signed with our VAPID key', async () => {
    const { session } = await registerUser(t);
    const userId = session.me.user.id;
    const [phone, laptop] = [service.subscriber('phone'), service.subscriber('laptop')];
    await subscribe(userId, phone);
    await subscribe(userId, laptop);
    const other = await registerUser(t);
    await subscribe(other.session.me.user.id, service.subscriber('someone-else'));

    const report = await pushToUser(t.db, t.deps.push, userId, payload, retry);

    expect(report).toEqual({ delivered: 2, removed: 0, failed: 0 });
    expect(service.received.map((r) => r.path).sort()).toEqual(['/laptop', '/phone']);
    for (const message of service.received) {
      expect(JSON.parse(message.payload)).toEqual(payload);
      expect(message.vapid.publicKey).toBe(t.deps.push.publicKey);
      expect(message.vapid.aud).toBe(service.origin);
      expect(message.vapid.sub).toMatch(/^mailto:/);
      expect(message.vapid.exp * 1000).toBeGreaterThan(Date.now());
      expect(Number(message.ttl)).toBeGreaterThan(0);
    }
  });

  it('deletes a subscription the push service answers 410 or 404 for, and keeps the others', async () => {
    const { session } = await registerUser(t);
    const userId = session.me.user.id;
    const [gone, lost, kept] = [service.subscriber('gone'), service.subscriber('lost'), service.subscriber('kept')];
    for (const browser of [gone, lost, kept]) await subscribe(userId, browser);

    const report = await pushToUser(t.db, t.deps.push, userId, payload, retry);

    expect(report).toEqual({ delivered: 1, removed: 2, failed: 0 });
    expect(await endpointsOf(userId)).toEqual([kept.endpoint]);
  });

  it('retries after a 429 as Retry-After asks, and delivers', async () => {
    const { session } = await registerUser(t);
    const userId = session.me.user.id;
    const busy = service.subscriber('busy');
    await subscribe(userId, busy);

    const report = await pushToUser(t.db, t.deps.push, userId, payload, retry);

    expect(report).toEqual({ delivered: 1, removed: 0, failed: 0 });
    expect(service.attemptsAt('/busy')).toBe(3);
    expect(waits).toEqual([7000, 7000]);
    expect(JSON.parse(service.received[0]?.payload ?? '{}')).toEqual(payload);
    expect(await endpointsOf(userId)).toEqual([busy.endpoint]);
  });

  it('gives up on a 429 after the bounded attempts, and on other failures, keeping the subscription', async () => {
    const { session } = await registerUser(t);
    const userId = session.me.user.id;
    const busy = service.subscriber('busy');
    const down = service.subscriber('down');
    await subscribe(userId, busy);
    await subscribe(userId, down);
    takeLogs();
    const report = await pushToUser(t.db, t.deps.push, userId, payload, { ...retry, attempts: 2 });
    expect(report).toEqual({ delivered: 0, removed: 0, failed: 2 });
    expect(service.attemptsAt('/busy')).toBe(2);
    expect(service.attemptsAt('/down')).toBe(1);
    const warnings = takeLogs().filter((line) => line.msg === 'push service refused a message');
    expect(warnings.map((line) => line.status).sort()).toEqual([429, 503]);
    expect(await endpointsOf(userId)).toEqual([busy.endpoint, down.endpoint].sort());
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and waits a default when the header is missing or unreadable', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(5_000);
    expect(retryAfterMs('soon', now)).toBe(5_000);
  });
});
