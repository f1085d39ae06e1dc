import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import type { PushPayload } from '@feastforge/domain';
import type { PushService, PushTarget } from './push-service.ts';
import { logger } from '../../logger.ts';

/** Bounds on waiting for a push service that answered 429. */
export interface RetryPolicy {
  /** Attempts per subscription, the first included. */
  attempts: number;
  /** The longest wait between two attempts, whatever `Retry-After` asks. */
  maxWaitMs: number;
  /** Waits `ms` (tests pass one that does not really wait). */
  wait: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 3,
  maxWaitMs: 60_000,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** When no usable `Retry-After` comes with a 429. */
const DEFAULT_WAIT_MS = 5_000;

export interface PushReport {
  delivered: number;
  /** Subscriptions the push service no longer knows (404, 410), deleted. */
  removed: number;
  failed: number;
}

/**
 * Sends `payload` to every push subscription of `userId`. A 404 or 410 means the browser dropped
 * the subscription: it is deleted. A 429 is retried after `Retry-After` (seconds or a date), within
 * `retry`'s bounds. Other failures are logged and left for the next message.
 *
 * @example
 * await pushToUser(deps.db, deps.push, userId, { title: 'Level up!', body: 'You reached level 3.', url: '/my-recipes' })
 */
export async function pushToUser(
  db: Kysely<Database>,
  push: PushService,
  userId: string,
  payload: PushPayload,
  retry: RetryPolicy = DEFAULT_RETRY,
): Promise<PushReport> {
  const targets = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute();
  const report: PushReport = { delivered: 0, removed: 0, failed: 0 };
  const body = JSON.stringify(payload);
  await Promise.all(
    targets.map(async (target) => {
      const outcome = await deliverWithRetry(push, target, body, retry);
      if (outcome === 'gone') {
        // Only this user's row: the same endpoint may since have been subscribed again by someone else.
        await db
          .deleteFrom('push_subscriptions')
          .where('endpoint', '=', target.endpoint)
          .where('user_id', '=', userId)
          .execute();
      }
      report[outcome === 'gone' ? 'removed' : outcome] += 1;
    }),
  );
  return report;
}

async function deliverWithRetry(
  push: PushService,
  target: PushTarget,
  body: string,
  retry: RetryPolicy,
): Promise<'delivered' | 'gone' | 'failed'> {
  for (let attempt = 1; ; attempt += 1) {
    let delivery;
    try {
      delivery = await push.deliver(target, body);
    } catch (error) {
      logger.warn({ err: error, host: new URL(target.endpoint).host }, 'could not reach a push service');
      return 'failed';
    }
    if (delivery.status >= 200 && delivery.status < 300) return 'delivered';
    if (delivery.status === 404 || delivery.status === 410) return 'gone';
    if (delivery.status !== 429 || attempt >= retry.attempts) {
      logger.warn({ host: new URL(target.endpoint).host, status: delivery.status }, 'push service refused a message');
      return 'failed';
    }
    await retry.wait(Math.min(retry.maxWaitMs, retryAfterMs(delivery.retryAfter)));
  }
}

/** `Retry-After` as milliseconds: delay-seconds or an HTTP date (RFC 9110). */
export function retryAfterMs(header: string | null, now: Date = new Date()): number {
  if (header === null || header.trim() === '') return DEFAULT_WAIT_MS;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_WAIT_MS : Math.max(0, at - now.getTime());
}
