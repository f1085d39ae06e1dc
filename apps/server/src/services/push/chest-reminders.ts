import { sql, type Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import { CHEST_READY_NOTICE, chestDay } from '@feastforge/domain';
import type { BackgroundTasks } from '../background.ts';
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
 * together with its bell notification, and only the run whose insert took sends it. A claim whose
 * message then fails is not retried that day (a missed reminder beats a repeated one).
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
  let claimed: boolean;
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
      if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return false;
      await notify(trx, userId, version, {
        title: CHEST_READY_NOTICE.title,
        message: CHEST_READY_NOTICE.body,
        actionUrl: CHEST_READY_NOTICE.url,
      });
      return true;
    });
  } catch (error) {
    // A user deleted meanwhile, say: the others are still reminded.
    logger.warn({ err: error }, 'chest reminder not claimed');
    return false;
  }
  if (!claimed) return false;
  deps.live.publish(userId, { type: 'notification' });
  await pushToUser(deps.db, deps.push, userId, CHEST_READY_NOTICE, retry);
  return true;
}

/**
 * Runs {@link sendChestReminders} now and then every `intervalMs` as background work (never two
 * at once in this process); answers the function that stops it.
 *
 * @example
 * const stop = startChestReminders(deps, deps.background); process.once('SIGTERM', stop)
 */
export function startChestReminders(
  deps: ReminderDeps,
  background: BackgroundTasks,
  intervalMs: number = CHEST_REMINDER_INTERVAL_MS,
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    background.run(async () => {
      try {
        const { reminded } = await sendChestReminders(deps, new Date());
        if (reminded > 0) logger.info({ reminded }, 'reminded cooks of their daily chest');
      } finally {
        running = false;
      }
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
