import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@feastforge/db';
import { openSharedDatabase } from '../../testing/shared-db.ts';
import { BackgroundTasks } from '../background.ts';
import { claimJobs, enqueueJob, failJob, jobCounts, retryDelayMs, type JobRow } from './job-store.ts';
import { JobWorker, type JobHandler } from './job-worker.ts';

let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
beforeEach(async () => {
  shared = await openSharedDatabase();
});
afterEach(async () => {
  await shared.close();
});

/** One server instance's worker: its own connections to the shared database. */
function instance(
  handlers: Record<string, JobHandler>,
  clock?: () => Date,
  db: Kysely<Database> = shared.connect(),
  leaseMs = 60_000,
) {
  const background = new BackgroundTasks();
  const failed: JobRow[] = [];
  const worker = new JobWorker(db, background, handlers, {
    leaseMs,
    batch: 3,
    ...(clock ? { clock } : {}),
    onFailed: (job) => failed.push(job),
  });
  return { db, worker, background, failed };
}

const rows = (db: Kysely<Database>) => db.selectFrom('jobs').selectAll().orderBy('created_at').execute();

describe('JobWorker', () => {
  it('does a job enqueued by one instance exactly once while two instances drain', async () => {
    const runs: string[] = [];
    const handlers: Record<string, JobHandler> = {
      note: async (payload) => {
        runs.push(`${String((payload as { n: number }).n)}`);
        // Long enough for the other instance to look at the same rows meanwhile.
        await sleep(5);
      },
    };
    const a = instance(handlers);
    const b = instance(handlers);
    for (let n = 0; n < 30; n += 1) await enqueueJob(a.db, { kind: 'note', payload: { n } });

    const [ranA, ranB] = await Promise.all([a.worker.drain(), b.worker.drain()]);

    expect(ranA + ranB).toBe(30);
    expect(runs.sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 30 }, (_, n) => `${n}`));
    expect(await jobCounts(a.db)).toEqual({ done: 30 });
    const done = await rows(b.db);
    expect(done.every((job) => job.attempts === 1 && job.locked_by === null && job.finished_at !== null)).toBe(true);
  });

  it('runs a job enqueued with enqueue() after the call returns, as background work', async () => {
    const seen: unknown[] = [];
    const a = instance({ note: async (payload) => void seen.push(payload) });
    await a.worker.enqueue({ kind: 'note', payload: { hello: 'cook' } });
    await a.background.idle();
    expect(seen).toEqual([{ hello: 'cook' }]);
    await expect(a.worker.enqueue({ kind: 'unknown', payload: {} })).rejects.toThrow(/No handler/);
  });

  it('takes back a job whose worker died once its lease has passed, and the late worker cannot mark it', async () => {
    let now = new Date('2026-11-30T10:00:00Z');
    const clock = () => now;
    const runs: string[] = [];
    const a = instance({ note: async () => void runs.push('a') }, clock);
    const b = instance({ note: async () => void runs.push('b') }, clock);
    await enqueueJob(a.db, { kind: 'note', payload: {} }, now);
    // Instance a claims it and dies before running it.
    const [claimed] = await claimJobs(a.db, a.worker.workerId, { now, leaseMs: 60_000, limit: 1 });
    expect(claimed?.status).toBe('running');

    expect(await b.worker.drain()).toBe(0);
    now = new Date(now.getTime() + 61_000);
    expect(await b.worker.drain()).toBe(1);

    expect(runs).toEqual(['b']);
    let [job] = await rows(b.db);
    expect(job).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    // Instance a comes back to life and reports a failure: the job is no longer its to mark.
    if (!claimed) throw new Error('no claim');
    await failJob(a.db, claimed, a.worker.workerId, new Error('late'), now);
    [job] = await rows(b.db);
    expect(job).toMatchObject({ status: 'done', last_error: null });
  });

  it('keeps the lease of a job that runs longer than it, so no other instance takes it meanwhile', async () => {
    const runs: string[] = [];
    const slow: JobHandler = async () => {
      runs.push('a');
      await sleep(1_500);
    };
    const a = instance({ note: slow }, undefined, shared.connect(), 600);
    const b = instance({ note: async () => void runs.push('b') }, undefined, shared.connect(), 600);
    await enqueueJob(a.db, { kind: 'note', payload: {} });
    const running = a.worker.drain();
    // Well past the 600 ms lease the job was claimed with, the other instance looks for work.
    await sleep(1_000);
    expect(await b.worker.drain()).toBe(0);
    await running;
    expect(runs).toEqual(['a']);
    expect(await jobCounts(a.db)).toEqual({ done: 1 });
  });

  it('retries a failing job with growing waits, then records it failed and reports it once', async () => {
    let now = new Date('2026-11-30T10:00:00Z');
    let calls = 0;
    const a = instance(
      {
        flaky: async () => {
          calls += 1;
          throw new Error(`mail server down (${calls})`);
        },
      },
      () => now,
    );
    await enqueueJob(a.db, { kind: 'flaky', payload: {}, maxAttempts: 3 }, now);

    expect(await a.worker.drain()).toBe(1);
    let [job] = await rows(a.db);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, last_error: 'mail server down (1)' });
    expect(Date.parse(job?.run_at ?? '') - now.getTime()).toBe(retryDelayMs(1));
    // Not before its wait.
    expect(await a.worker.drain()).toBe(0);

    now = new Date(now.getTime() + retryDelayMs(1));
    expect(await a.worker.drain()).toBe(1);
    [job] = await rows(a.db);
    expect(Date.parse(job?.run_at ?? '') - now.getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    now = new Date(now.getTime() + retryDelayMs(2));
    expect(await a.worker.drain()).toBe(1);
    [job] = await rows(a.db);
    expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: 'mail server down (3)' });
    expect(a.failed.map((failed) => failed.id)).toEqual([job?.id]);

    now = new Date(now.getTime() + 24 * 60 * 60_000);
    expect(await a.worker.drain()).toBe(0);
    expect(calls).toBe(3);
  });

  it('runs a tick once however many instances ask for it', async () => {
    let runs = 0;
    const handlers = { tick: async () => void (runs += 1) };
    const a = instance(handlers);
    const b = instance(handlers);
    const ran = await Promise.all([
      a.worker.runOnce('tick', 'tick:42'),
      b.worker.runOnce('tick', 'tick:42'),
      a.worker.runOnce('tick', 'tick:42'),
      b.worker.runOnce('tick', 'tick:42'),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await b.worker.runOnce('tick', 'tick:43')).toBe(true);
    expect(runs).toBe(2);
  });

  it('at shutdown lets a quick job finish and gives back a slow one, which another instance then does', async () => {
    let release: () => void = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done: string[] = [];
    const a = instance({
      quick: async () => {
        await sleep(80);
        done.push('quick on a');
      },
      slow: async () => {
        await stuck;
        done.push('slow on a');
      },
    });
    const b = instance({ quick: async () => {}, slow: async () => void done.push('slow on b') });
    await enqueueJob(a.db, { kind: 'slow', payload: {} });
    await enqueueJob(a.db, { kind: 'quick', payload: {} });
    const draining = a.worker.drain();
    await sleep(20);

    expect(await a.worker.stop(400)).toEqual({ finished: 1, released: 1 });
    expect(done).toEqual(['quick on a']);
    const slow = (await rows(b.db)).find((job) => job.kind === 'slow');
    expect(slow).toMatchObject({ status: 'pending', attempts: 0, locked_by: null });

    expect(await b.worker.drain()).toBe(1);
    expect(done).toEqual(['quick on a', 'slow on b']);
    // The stopped worker's late finish does not overwrite the other's.
    release();
    await draining;
    expect((await rows(b.db)).map((job) => job.status)).toEqual(['done', 'done']);
  });

  it('gives back, unrun, the jobs a claim in flight took when the stop came, and runs none inline after it', async () => {
    const ran: string[] = [];
    let stopping: Promise<unknown> | undefined;
    // The stop comes between the drain's decision to claim and the claim itself.
    const clock = () => {
      stopping ??= a.worker.stop(0);
      return new Date();
    };
    const a = instance({ note: async () => void ran.push('note') }, clock);
    await enqueueJob(a.db, { kind: 'note', payload: {} });
    await enqueueJob(a.db, { kind: 'note', payload: {} });

    expect(await a.worker.drain()).toBe(0);
    await stopping;

    // Nor does the stopped worker run one inline (a chest reminder's push, a timer's tick).
    const later = await enqueueJob(a.db, { kind: 'note', payload: {} });
    expect(await a.worker.runNow(later ?? '')).toBe(false);

    expect(ran).toEqual([]);
    const left = await rows(a.db);
    expect(left.map((job) => [job.status, job.attempts, job.locked_by])).toEqual([
      ['pending', 0, null],
      ['pending', 0, null],
      ['pending', 0, null],
    ]);
  });
});
