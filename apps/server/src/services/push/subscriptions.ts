import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import type { PushSubscriptionBody } from '@feastforge/domain';

/** Browsers (devices) kept per user; subscribing another drops the oldest, so one send stays bounded. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Stores the browser's subscription for `userId`, upserted on its endpoint (spec: upsert on
 * endpoint): the same browser subscribing again, or after another account signed in on it, keeps
 * one row that now belongs to this user with the new keys.
 *
 * @example
 * await saveSubscription(db, userId, subscription.toJSON())
 */
export async function saveSubscription(
  db: Kysely<Database>,
  userId: string,
  subscription: PushSubscriptionBody,
): Promise<void> {
  const now = new Date().toISOString();
  const { p256dh, auth } = subscription.keys;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({ id: randomUUID(), user_id: userId, endpoint: subscription.endpoint, p256dh, auth, created_at: now })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh, auth, created_at: now }))
      .execute();
    const stale = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(MAX_PUSH_SUBSCRIPTIONS_PER_USER)
      .limit(1000)
      .execute();
    if (stale.length > 0)
      await trx
        .deleteFrom('push_subscriptions')
        .where(
          'id',
          'in',
          stale.map((row) => row.id),
        )
        .execute();
  });
}

/**
 * Forgets the user's subscription at `endpoint` (the browser unsubscribed); nothing happens when
 * it is unknown or someone else's.
 *
 * @example
 * await removeSubscription(db, userId, subscription.endpoint)
 */
export async function removeSubscription(db: Kysely<Database>, userId: string, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).execute();
}
