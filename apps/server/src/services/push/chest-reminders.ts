import { sql, type Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import { CHEST_READY_NOTICE, chestDay } from '@feastforge/domain';
import type { BackgroundTasks } from '../background.ts';
import { enqueueJob } from '../jobs/job-store.ts';
import type { JobWorker } from '../jobs/job-worker.ts';
import { JOB_KINDS } from '../jobs/kinds.ts';
import { scheduleEvery, type ScheduleDeps } from '../jobs/schedule.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { notify } from '../notifications/notify.ts';
import { nextVersion } from '../sync/versions.ts';
import type { PushService } from './push-service.ts';
import { DEFAULT_RETRY, pushToUser, type RetryPolicy } from './send.ts';
import { logger } from '../../logger.ts';

/** What a reminder run needs. */
export interface ReminderDeps {
  db: Kysely<Database>;
  push: PushService;
  live: LiveEvents;
  jobs: JobWorker;
}

/** How often the server looks for cooks to remind: within ten minutes of the UTC day's start. */
export const CHEST_REMINDER_INTERVAL_MS = 10 * 60_000;

/** How a run sends: the retry bounds of each message, and how many users one query looks at. */
export interface ReminderOptions {
  retry?: RetryPolicy;
  batchSize?: number;
}

/**
 * Reminds every cook with a push subscription whose daily chest of `now`'s UTC day is still
 * closed, once per user and day however many server instances run it at once: each reminder is
 * first claimed in `chest_reminders` (primary key user and day, insert … on conflict do nothing),
 * together with its bell notification and its push job, and only the run whose insert took sends
 * it, at once. A push service that answers with an error is not asked again that day (a missed
 * reminder beats a repeated one); a process that dies before sending leaves the job to another
 * instance (ADR 023).
 *
 * @example
 * const { reminded } = await sendChestReminders(deps, new Date())
 */
export async function sendChestReminders(
  deps: ReminderDeps,
  now: Date,
  { retry = DEFAULT_RETRY, batchSize = 200 }: ReminderOptions = {},
): Promise<{ reminded: number }> {
  // The day the chest's claims are keyed by (`daily_chest_claims.claim_day`).
  const day = chestDay(now);
  let reminded = 0;
  let after = '';
  for (;;) {
    const users = await deps.db
      .selectFrom('push_subscriptions as s')
      .select('s.user_id')
      .distinct()
      .where('s.user_id', '>', after)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('daily_chest_claims as c')
              .select('c.id')
              .whereRef('c.user_id', '=', 's.user_id')
              .where('c.claim_day', '=', day),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('chest_reminders as r')
              .select('r.user_id')
              .whereRef('r.user_id', '=', 's.user_id')
              .where('r.day', '=', day),
          ),
        ),
      )
      .orderBy('s.user_id')
      .limit(batchSize)
      .execute();
    for (const { user_id: userId } of users) {
      if (await remindOnce(deps, userId, day, now, retry)) reminded += 1;
    }
    const last = users.at(-1);
    if (!last || users.length < batchSize) return { reminded };
    after = last.user_id;
  }
}

async function remindOnce(deps: ReminderDeps, userId: string, day: string, now: Date, retry: RetryPolicy) {
  let claimed: string | null;
  try {
    claimed = await deps.db.transaction().execute(async (trx) => {
      const version = await nextVersion(trx, userId);
      // Claimed only while the chest is still closed, read in the same statement.
      const inserted = await trx
        .insertInto('chest_reminders')
        .columns(['user_id', 'day', 'sent_at'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select([
              'users.id',
              sql<string>`cast(${day} as text)`.as('day'),
              sql<string>`cast(${now.toISOString()} as text)`.as('sent_at'),
            ])
            .where('users.id', '=', userId)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('daily_chest_claims')
                    .select('id')
                    .where('user_id', '=', userId)
                    .where('claim_day', '=', day),
                ),
              ),
            ),
        )
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .executeTakeFirst();
      if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return null;
      await notify(trx, userId, version, {
        title: CHEST_READY_NOTICE.title,
        message: CHEST_READY_NOTICE.body,
        actionUrl: CHEST_READY_NOTICE.url,
      });
      return enqueueJob(trx, { kind: JOB_KINDS.push, payload: { userId, notice: CHEST_READY_NOTICE } });
    });
  } catch (error) {
    // A user deleted meanwhile, say: the others are still reminded.
    logger.warn({ err: error }, 'chest reminder not claimed');
    return false;
  }
  if (!claimed) return false;
  deps.live.publish(userId, { type: 'notification' });
  await deps.jobs.runNow(
    claimed,
    async () => void (await pushToUser(deps.db, deps.push, userId, CHEST_READY_NOTICE, retry)),
  );
  return true;
}

/**
 * Runs the reminders now and then every `intervalMs` as background work, one instance per tick
 * however many run (a job per interval, see scheduleEvery); answers the function that stops it.
 *
 * @example
 * const stop = startChestReminders(deps, deps.background); process.once('SIGTERM', stop)
 */
export function startChestReminders(
  deps: ScheduleDeps,
  background: BackgroundTasks,
  intervalMs: number = CHEST_REMINDER_INTERVAL_MS,
): () => void {
  return scheduleEvery(deps, background, JOB_KINDS.chestReminders, intervalMs);
}
