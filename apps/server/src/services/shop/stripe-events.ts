import type Stripe from 'stripe';
import type { Executor } from '../db-executor.ts';
import { fulfilCheckout } from './fulfil.ts';
import { closeUnpaid, takeBackPurchase } from './reversals.ts';
import type { Claim, ShopDeps } from './shop-deps.ts';

/** The events the webhook acts on; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
  'charge.dispute.created',
] as const;

/**
 * Records `event` as handled, inside the transaction of its effects: answers false when it was
 * already recorded (a replay or a duplicate delivery), and then nothing else happens. A racing
 * duplicate waits on the primary key for the first to commit or roll back.
 */
function claimEvent(event: Pick<Stripe.Event, 'id' | 'type'>): Claim {
  return async (trx: Executor) => {
    const recorded = await trx
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, processed_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return recorded !== undefined;
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Handles one verified Stripe event exactly once: its effects and its record commit together, so
 * a duplicate does nothing and a failure (thrown, answered 5xx) leaves it unrecorded for Stripe's
 * retry. Sessions are read back from Stripe, never trusted from the event body.
 *
 * @example
 * await handleStripeEvent(deps, stripe.webhooks.constructEvent(raw, signature, secret))
 */
export async function handleStripeEvent(deps: ShopDeps, event: Stripe.Event): Promise<void> {
  const claim = claimEvent(event);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await fulfilCheckout(deps, event.data.object.id, { claim });
      return;
    case 'checkout.session.async_payment_failed':
      await closeUnpaid(deps, event.data.object.id, 'failed', claim);
      return;
    case 'checkout.session.expired':
      await closeUnpaid(deps, event.data.object.id, 'expired', claim);
      return;
    case 'charge.refunded':
    case 'charge.dispute.created': {
      const intent = idOf(event.data.object.payment_intent);
      const status = event.type === 'charge.refunded' ? 'refunded' : 'disputed';
      if (intent) await takeBackPurchase(deps, intent, status, claim);
      else await deps.db.transaction().execute((trx) => claim(trx));
      return;
    }
    default:
      await deps.db.transaction().execute((trx) => claim(trx));
  }
}
