import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap.ts';
import { loadConfig } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { openSharedDatabase } from '../../testing/shared-db.ts';
import { startPushEndpoint } from '../../testing/push-endpoint.ts';
import { startChestReminders } from '../push/chest-reminders.ts';
import { createWebPush } from '../push/push-service.ts';
import { loadVapidKeys } from '../push/vapid-keys.ts';
import { createJobWorker } from './handlers.ts';
import { enqueueJob, jobCounts } from './job-store.ts';
import { JOB_KINDS } from './kinds.ts';
import { scheduleEvery } from './schedule.ts';

let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
let service: Awaited<ReturnType<typeof startPushEndpoint>>;
const dirs: string[] = [];
beforeEach(async () => {
  shared = await openSharedDatabase();
  service = await startPushEndpoint();
});
afterEach(async () => {
  await service.close();
  await shared.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A server instance over the shared database: its own connections and DATA_DIR, shared secrets. */
async function startInstance(): Promise<AppDeps> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ff-instance-'));
  dirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://feastforge.test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'a-secret-both-instances-share-0123456789',
  });
  const deps = await bootstrap(config, shared.connect());
  await deps.background.idle();
  deps.push = createWebPush(await loadVapidKeys(config), { allowPrivateEndpoints: true });
  return deps;
}

async function addUser(deps: AppDeps, email: string) {
  const userId = randomUUID();
  const now = new Date().toISOString();
  await deps.db
    .insertInto('users')
    .values({ id: userId, email, password_hash: 'x', created_at: now, password_changed_at: now })
    .execute();
  await deps.db.insertInto('sync_versions').values({ user_id: userId, version: 0 }).execute();
  return userId;
}

describe('jobs on several instances', () => {
  it('mail each reset asked on one instance once while both instances work the queue', async () => {
    const [a, b] = [await startInstance(), await startInstance()];
    const emails = Array.from({ length: 12 }, (_, i) => `cook-${i}@feastforge.test`);
    for (const email of emails) await addUser(a, email);
    for (const email of emails) await enqueueJob(a.db, { kind: JOB_KINDS.passwordReset, payload: { email } });

    await Promise.all([a.jobs.drain(), b.jobs.drain(), a.jobs.drain(), b.jobs.drain()]);

    const mails = await b.db.selectFrom('email_outbox').select('to_address').execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual([...emails].sort());
    expect(await jobCounts(a.db)).toEqual({ done: emails.length });
  });

  it('take a job another instance enqueued on their own, by polling', async () => {
    const [a, b] = [await startInstance(), await startInstance()];
    await addUser(a, 'polled@feastforge.test');
    const poller = createJobWorker(b.db, b.background, () => b, { pollMs: 50 });
    poller.start();
    try {
      await enqueueJob(a.db, { kind: JOB_KINDS.passwordReset, payload: { email: 'polled@feastforge.test' } });
      await expect.poll(() => jobCounts(a.db), { timeout: 5_000 }).toEqual({ done: 1 });
      const mails = await a.db.selectFrom('email_outbox').select('to_address').execute();
      expect(mails).toEqual([{ to_address: 'polled@feastforge.test' }]);
    } finally {
      await poller.stop(1_000);
      await b.background.idle();
    }
  });
});

describe('timers on several instances', () => {
  it('send the chest reminders of a tick from one instance only', async () => {
    const [a, b] = [await startInstance(), await startInstance()];
    const userId = randomUUID();
    const now = new Date().toISOString();
    await a.db
      .insertInto('users')
      .values({
        id: userId,
        email: 'cook@feastforge.test',
        password_hash: 'x',
        created_at: now,
        password_changed_at: now,
      })
      .execute();
    await a.db.insertInto('sync_versions').values({ user_id: userId, version: 0 }).execute();
    const browser = service.subscriber('phone');
    await a.db
      .insertInto('push_subscriptions')
      .values({
        id: randomUUID(),
        user_id: userId,
        endpoint: browser.endpoint,
        p256dh: browser.p256dh,
        auth: browser.auth,
        created_at: now,
      })
      .execute();

    const stops = [startChestReminders(a, a.background), startChestReminders(b, b.background)];
    await Promise.all([a.background.idle(), b.background.idle()]);
    stops.forEach((stop) => stop());

    expect(service.received.map((r) => r.path)).toEqual(['/phone']);
    const ticks = await a.db
      .selectFrom('jobs')
      .select(['kind', 'status'])
      .where('kind', '=', JOB_KINDS.chestReminders)
      .execute();
    expect(ticks).toEqual([{ kind: JOB_KINDS.chestReminders, status: 'done' }]);
    const pushes = await a.db.selectFrom('jobs').select(['status']).where('kind', '=', JOB_KINDS.push).execute();
    expect(pushes).toEqual([{ status: 'done' }]);
  });

  it('purge once per day however many instances look, and again the next day', async () => {
    const [a, b] = [await startInstance(), await startInstance()];
    let now = new Date('2026-11-30T08:00:00Z');
    const clock = () => now;
    const DAY = 24 * 60 * 60_000;
    const look = async () => {
      const stops = [
        scheduleEvery(a, a.background, JOB_KINDS.purge, DAY, DAY, clock),
        scheduleEvery(b, b.background, JOB_KINDS.purge, DAY, DAY, clock),
        scheduleEvery(b, b.background, JOB_KINDS.purge, DAY, DAY, clock),
      ];
      await Promise.all([a.background.idle(), b.background.idle()]);
      stops.forEach((stop) => stop());
    };
    await look();
    now = new Date('2026-11-30T20:00:00Z');
    await look();
    const purges = () => a.db.selectFrom('jobs').select(['status']).where('kind', '=', JOB_KINDS.purge).execute();
    expect(await purges()).toEqual([{ status: 'done' }]);
    now = new Date('2026-12-01T00:30:00Z');
    await look();
    expect(await purges()).toEqual([{ status: 'done' }, { status: 'done' }]);
  });
});
