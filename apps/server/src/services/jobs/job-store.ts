import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, JobsTable } from '@feastforge/db';

/** A job as a worker holds it. */
export type JobRow = Selectable<JobsTable>;

/** What a job is enqueued with. */
export interface NewJob {
  kind: string;
  payload: unknown;
  /** A timer's tick: a second job with the same key is not added. */
  uniqueKey?: string;
  /** Default 5. The attempt after the last failure records the job failed. */
  maxAttempts?: number;
  /** Not run before (default: now). */
  runAt?: Date;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

type Db = Kysely<Database> | Transaction<Database>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Adds a job, in the caller's transaction when given one (the job then exists exactly when the
 * change that asked for it does); answers its id, or null when `uniqueKey` is already taken.
 *
 * @example
 * await enqueueJob(trx, { kind: 'push.send', payload: { userId, notice } })
 */
export async function enqueueJob(db: Db, job: NewJob, now: Date = new Date()): Promise<string | null> {
  const id = randomUUID();
  const inserted = await db
    .insertInto('jobs')
    .values({
      id,
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? null),
      unique_key: job.uniqueKey ?? null,
      status: 'pending',
      max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_at: (job.runAt ?? now).toISOString(),
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) === 0n ? null : id;
}

/** The columns a claim sets: running, one more attempt, held by `workerId` for `leaseMs`. */
function claimedBy(workerId: string, now: Date, leaseMs: number) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) => ({
    status: 'running',
    attempts: eb('attempts', '+', 1),
    locked_by: workerId,
    locked_until: new Date(now.getTime() + leaseMs).toISOString(),
  });
}

/**
 * Claims up to `limit` due jobs for `workerId` until `now + leaseMs`: pending ones whose time has
 * come, and running ones whose lease has passed (their worker died). On PostgreSQL the candidates
 * are locked with `FOR UPDATE SKIP LOCKED`, so two workers never claim the same job; SQLite has one
 * writer at a time, so its single statement is the same guarantee.
 */
export async function claimJobs(
  db: Kysely<Database>,
  workerId: string,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<JobRow[]> {
  const at = now.toISOString();
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('run_at', '<=', at)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', at)]),
      ]),
    )
    .orderBy('run_at')
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set(claimedBy(workerId, now, leaseMs))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** Claims the one pending job `id` (just enqueued by this instance, run inline); null if taken. */
export async function claimJob(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  { now, leaseMs }: { now: Date; leaseMs: number },
): Promise<JobRow | null> {
  const row = await db
    .updateTable('jobs')
    .set(claimedBy(workerId, now, leaseMs))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Marks a job this worker still holds done. */
export async function completeJob(db: Kysely<Database>, job: JobRow, workerId: string, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', finished_at: now.toISOString(), locked_by: null, locked_until: null, last_error: null })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** The wait before attempt `attempts + 1`: 5 s, 10 s, 20 s … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * Records a failed attempt: the job waits for its backoff and runs again, or after its last
 * attempt is recorded failed. Answers which.
 */
export async function failJob(
  db: Kysely<Database>,
  job: JobRow,
  workerId: string,
  error: unknown,
  now: Date,
): Promise<'retry' | 'failed'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
  const last = job.attempts >= job.max_attempts;
  await db
    .updateTable('jobs')
    .set({
      status: last ? 'failed' : 'pending',
      run_at: last ? job.run_at : new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString(),
      finished_at: last ? now.toISOString() : null,
      locked_by: null,
      locked_until: null,
      last_error: message,
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
  return last ? 'failed' : 'retry';
}

/**
 * Extends the lease of a job `workerId` still runs, so a long job (a tick pushing to many cooks) is
 * not taken by another instance while it runs. False once the job is no longer this worker's.
 */
export async function extendLease(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  { now, leaseMs }: { now: Date; leaseMs: number },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives back the jobs `workerId` holds (at shutdown): pending again, the attempt not counted, so
 * another instance takes them at once rather than after the lease.
 */
export async function releaseJobs(db: Kysely<Database>, workerId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'pending', attempts: eb('attempts', '-', 1), locked_by: null, locked_until: null }))
    .where('id', 'in', [...ids])
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes finished jobs older than `before` (the purge tick keeps the table small). */
export async function purgeFinishedJobs(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', 'in', ['done', 'failed'])
    .where('finished_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The current count of jobs by status, for tests and operators. */
export async function jobCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['status', sql<number>`count(*)`.as('n')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
