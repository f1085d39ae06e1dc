import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import type { BackgroundTasks } from '../background.ts';
import { logger } from '../../logger.ts';
import {
  claimJob,
  claimJobs,
  completeJob,
  enqueueJob,
  extendLease,
  failJob,
  releaseJobs,
  type JobRow,
  type NewJob,
} from './job-store.ts';

/** Does one job's work; may run again after a crash or failure, so it must be safe to repeat. */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

export interface JobWorkerOptions {
  /** How long a claim lasts before another worker may take the job (default 5 min). */
  leaseMs?: number;
  /** How often `start()` looks for due jobs (default 5 s). */
  pollMs?: number;
  /** Jobs claimed at once (default 10). */
  batch?: number;
  clock?: () => Date;
  workerId?: string;
  onFailed?: (job: JobRow, error: unknown) => void;
}

/**
 * Runs the jobs of the `jobs` table (ADR 023) on this instance: ones this instance enqueues right
 * after the response (`enqueue` starts a drain as background work), and, once `start`ed, any due
 * job every `pollMs` (other instances' jobs, retries, jobs whose worker died). Each job runs once
 * at a time across instances; a failure waits for its backoff, and after `max_attempts` the job is
 * recorded failed and logged.
 *
 * @example
 * const jobs = new JobWorker(db, background, { 'email.verification': sendIt })
 * await jobs.enqueue({ kind: 'email.verification', payload: { userId, email } })
 * jobs.start() // … at shutdown: await jobs.stop()
 */
export class JobWorker {
  readonly workerId: string;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #batch: number;
  readonly #clock: () => Date;
  readonly #onFailed: (job: JobRow, error: unknown) => void;
  /** Jobs being run now, by id. */
  readonly #running = new Map<string, Promise<void>>();
  #draining: Promise<void> | undefined;
  #again = false;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly background: BackgroundTasks,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    options: JobWorkerOptions = {},
  ) {
    this.workerId = options.workerId ?? randomUUID();
    this.#leaseMs = options.leaseMs ?? 5 * 60_000;
    this.#pollMs = options.pollMs ?? 5_000;
    this.#batch = options.batch ?? 10;
    this.#clock = options.clock ?? (() => new Date());
    this.#onFailed =
      options.onFailed ??
      ((job, error) => logger.error({ err: error, job: job.id, kind: job.kind }, 'job failed for good'));
  }

  /** Adds a job and has it run after the response (the caller does not wait for the work). */
  async enqueue(job: NewJob): Promise<string | null> {
    this.#assertKnown(job.kind);
    const id = await enqueueJob(this.db, job, this.#clock());
    if (id) this.kick();
    return id;
  }

  /**
   * A timer's tick, once across instances: adds the job under `uniqueKey` and, when this instance
   * added it, runs it now (a crash mid-run leaves it to another instance after the lease). Answers
   * whether this instance ran it.
   */
  async runOnce(kind: string, uniqueKey: string, payload: unknown = {}): Promise<boolean> {
    this.#assertKnown(kind);
    const id = await enqueueJob(this.db, { kind, payload, uniqueKey }, this.#clock());
    if (!id) return false;
    return this.runNow(id);
  }

  /**
   * Runs the pending job `id` here and now (one enqueued in the caller's transaction), if still
   * pending, with `handler` instead of its kind's when given (a caller's own retry bounds, say).
   */
  async runNow(id: string, handler?: JobHandler): Promise<boolean> {
    // A stopping instance leaves it to the others.
    if (this.#stopped) return false;
    const job = await claimJob(this.db, id, this.workerId, { now: this.#clock(), leaseMs: this.#leaseMs });
    if (!job) return false;
    await this.#track(job, handler);
    return true;
  }

  /** Has the due jobs run soon, as background work (several calls make one drain). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    const draining = (async () => {
      do {
        this.#again = false;
        await this.drain();
      } while (this.#again && !this.#stopped);
    })().finally(() => {
      this.#draining = undefined;
    });
    this.#draining = draining;
    this.background.run(() => draining);
  }

  /** Claims and runs due jobs until none is left (tests call it to finish the queue). */
  async drain(): Promise<number> {
    let ran = 0;
    while (!this.#stopped) {
      const jobs = await claimJobs(this.db, this.workerId, {
        now: this.#clock(),
        leaseMs: this.#leaseMs,
        limit: this.#batch,
      });
      if (jobs.length === 0) return ran;
      if (this.#stopped) {
        // The stop came while this claim was on its way: `stop` could not see these jobs, so they
        // go back unrun rather than run past its grace period (and alongside whoever takes them).
        await releaseJobs(
          this.db,
          this.workerId,
          jobs.map((job) => job.id),
        );
        return ran;
      }
      await Promise.all(jobs.map((job) => this.#track(job)));
      ran += jobs.length;
    }
    return ran;
  }

  /** Looks for due jobs every `pollMs` until `stop`. */
  start(): void {
    if (this.#timer || this.#stopped) return;
    this.kick();
    this.#timer = setInterval(() => this.kick(), this.#pollMs);
    this.#timer.unref();
  }

  /**
   * At shutdown: claims nothing more, lets the jobs running now finish within `graceMs`, and gives
   * back the ones still running then, for another instance to take at once.
   */
  async stop(graceMs = 10_000): Promise<{ finished: number; released: number }> {
    this.#stopped = true;
    clearInterval(this.#timer);
    const running = [...this.#running.keys()];
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.allSettled(this.#running.values()), grace]);
    clearTimeout(timer);
    const left = [...this.#running.keys()];
    const released = await releaseJobs(this.db, this.workerId, left);
    return { finished: running.length - left.length, released };
  }

  #assertKnown(kind: string) {
    if (!this.handlers[kind]) throw new Error(`No handler for job kind '${kind}'`);
  }

  #track(job: JobRow, handler?: JobHandler): Promise<void> {
    // A job that runs longer than a third of its lease keeps renewing it: only a worker that died
    // lets the lease pass, and only then does another instance take the job.
    const heartbeat = setInterval(() => {
      extendLease(this.db, job.id, this.workerId, { now: this.#clock(), leaseMs: this.#leaseMs }).catch(
        (error: unknown) => logger.warn({ err: error, job: job.id }, 'could not renew a job lease'),
      );
    }, this.#leaseMs / 3);
    heartbeat.unref();
    const run = this.#run(job, handler).finally(() => {
      clearInterval(heartbeat);
      this.#running.delete(job.id);
    });
    this.#running.set(job.id, run);
    return run;
  }

  async #run(job: JobRow, override?: JobHandler): Promise<void> {
    const handler = override ?? this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind '${job.kind}'`);
      if (job.attempts > job.max_attempts) throw new Error('its worker stopped before finishing, too often');
      await handler(JSON.parse(job.payload), job);
    } catch (error) {
      const outcome = await failJob(this.db, job, this.workerId, error, this.#clock());
      if (outcome === 'failed') this.#onFailed(job, error);
      else
        logger.warn({ err: error, job: job.id, kind: job.kind, attempt: job.attempts }, 'job attempt failed; retrying');
      return;
    }
    await completeJob(this.db, job, this.workerId, this.#clock());
  }
}
