import { DomainError, mana, manaPackage } from '@feastforge/domain';
import * as ledger from '../ledger/ledger.ts';
import { notify } from '../notifications/notify.ts';
import { nextVersion } from '../sync/versions.ts';
import type { Claim, ShopDeps } from './shop-deps.ts';
import { logger } from '../../logger.ts';

/** The ledger key of taking a purchase back: once per payment, whether refunded, disputed or both. */
export const reversalKey = (paymentId: string) => `purchase-reversal:${paymentId}`;

/**
 * Closes a checkout that will never be paid (`failed`: the delayed payment was declined;
 * `expired`: the session timed out or the demo was canceled). Only a pending payment changes;
 * a paid one stays paid. `claim` runs first in the same transaction.
 *
 * @example
 * await closeUnpaid(deps, sessionId, 'expired')
 */
export async function closeUnpaid(
  deps: Pick<ShopDeps, 'db'>,
  sessionId: string,
  status: 'failed' | 'expired',
  claim?: Claim,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (claim && !(await claim(trx))) return;
    await trx
      .updateTable('payments')
      .set({ status, completed_at: new Date().toISOString() })
      .where('provider_session_id', '=', sessionId)
      .where('status', '=', 'pending')
      .execute();
  });
}

/**
 * Takes back the mana of the purchase paid by `paymentIntentId` after its money was refunded or
 * disputed: as much as the cook's balance holds (never below zero), once per payment, booked in
 * their transactions and the purchase marked `refunded` or `disputed`, and the cook told. A
 * payment not fulfilled yet (unknown, or still pending) throws a 500 so the event is delivered
 * again later; a failed or expired one changes nothing. Answers the mana taken.
 *
 * @example
 * const taken = await takeBackPurchase(deps, 'pi_123', 'refunded')
 */
export async function takeBackPurchase(
  deps: ShopDeps,
  paymentIntentId: string,
  status: 'refunded' | 'disputed',
  claim?: Claim,
): Promise<number> {
  const payment = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('provider_payment_id', '=', paymentIntentId)
    .executeTakeFirst();
  if (!payment || payment.status === 'pending') {
    // The payment intent reaches our row only at fulfilment, so this may be a purchase whose
    // fulfilment has not run yet: acknowledging it would let that fulfilment credit refunded money.
    // Failing instead leaves the event unrecorded, and Stripe's retry finds the purchase paid.
    logger.warn({ status, paymentIntentId }, 'reversed payment is not fulfilled yet; Stripe will retry');
    throw new DomainError('internal', `The ${status} payment is not fulfilled yet; try again later.`);
  }
  if (payment.status !== 'paid' && payment.status !== 'refunded' && payment.status !== 'disputed') {
    // Failed or expired: never credited, so there is nothing to take back.
    if (claim) await deps.db.transaction().execute((trx) => claim(trx));
    return 0;
  }
  const name = manaPackage(payment.package_id)?.name ?? payment.package_id;
  const taken = await deps.db.transaction().execute(async (trx) => {
    const version = await nextVersion(trx, payment.user_id);
    if (claim && !(await claim(trx))) return null;
    const reversal = await ledger.takeBack(trx, {
      userId: payment.user_id,
      amount: mana(payment.mana),
      type: 'purchase_reversal',
      description: `The ${name} package was ${status}: its ${payment.mana} mana taken back as far as the balance allowed`,
      idempotencyKey: reversalKey(payment.id),
    });
    await trx
      .updateTable('payments')
      .set((eb) => ({ status, mana_taken_back: eb('mana_taken_back', '+', reversal.taken) }))
      .where('id', '=', payment.id)
      .execute();
    if (!reversal.applied) return null;
    await notify(trx, payment.user_id, version, {
      title: status === 'refunded' ? 'Purchase refunded' : 'Purchase disputed',
      message: `Your ${name} package was ${status}, so ${reversal.taken} of its ${payment.mana} Mana was taken back.`,
      actionUrl: '/shop',
    });
    return reversal.taken;
  });
  if (taken === null) return 0;
  deps.live.publish(payment.user_id, { type: 'profile' });
  deps.live.publish(payment.user_id, { type: 'notification' });
  return taken;
}
