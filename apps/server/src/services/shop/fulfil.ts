import {
  DomainError,
  mana,
  manaAddedMessage,
  manaPackage,
  purchaseAnalyticsValue,
  SHOP_MESSAGES,
  type SyncVersion,
  type VerifyPaymentAnswer,
} from '@feastforge/domain';
import type { Selectable, Transaction } from 'kysely';
import type { Database, PaymentsTable } from '@feastforge/db';
import type { CheckoutSession } from '../../providers/payments.ts';
import { trackEvent } from '../analytics/track.ts';
import type { Executor } from '../db-executor.ts';
import * as ledger from '../ledger/ledger.ts';
import { notify } from '../notifications/notify.ts';
import { nextVersion } from '../sync/versions.ts';
import { unopened } from './checkout.ts';
import type { Claim, ShopDeps } from './shop-deps.ts';
import { logger } from '../../logger.ts';

type Payment = Selectable<PaymentsTable>;

/** The ledger key of a purchase: the checkout session, so it is booked once however it arrives. */
export const purchaseKey = (sessionId: string) => `purchase:${sessionId}`;

const notFound = () => new DomainError('not_found', SHOP_MESSAGES.verifyFailed.message);

/**
 * Fulfils checkout session `sessionId`: reads it from the provider (with line items), and only
 * when it is paid credits the package's mana through the ledger under the session's key, marks the
 * payment paid and tells the cook (a notification, and the live balance after the commit). Safe to
 * run any number of times, at once: the ledger key lets one credit through and the rest find it
 * booked. `ownerId` limits it to that cook's sessions (another's answers 404, as an unknown one
 * does); `claim` runs first inside the transaction (a webhook event id) and can stop it.
 *
 * @example
 * const answer = await fulfilCheckout(deps, sessionId, { ownerId: userId }) // { success: true, status: 'paid', manaAdded: 150, ... }
 */
export async function fulfilCheckout(
  deps: ShopDeps,
  sessionId: string,
  options: { ownerId?: string; claim?: Claim } = {},
): Promise<VerifyPaymentAnswer> {
  const known = await findPayment(deps.db, sessionId);
  if (options.ownerId !== undefined && known?.user_id !== options.ownerId) throw notFound();
  const session = await deps.payments.retrieveSession(sessionId);
  const payment = session ? (known ?? (await adoptPayment(deps, session))) : undefined;
  if (!session || !payment || session.clientReferenceId !== payment.user_id) {
    if (!options.claim) throw notFound();
    // A signed event about a session that is not ours (another app on the same account): done.
    logger.warn({ sessionId }, 'checkout session names no payment of ours; ignored');
    await deps.db.transaction().execute(async (trx) => void (await options.claim?.(trx)));
    return pendingAnswer();
  }

  const paid = session.paymentStatus === 'paid' && matchesPackage(session, payment);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // First, before any other write: this cook's writers queue here (see nextVersion).
    const version = await nextVersion(trx, payment.user_id);
    if (options.claim && !(await options.claim(trx))) return { credited: false };
    if (session.paymentIntentId) {
      await trx
        .updateTable('payments')
        .set({ provider_payment_id: session.paymentIntentId })
        .where('id', '=', payment.id)
        .execute();
    }
    if (!paid) return { credited: false };
    return { credited: await credit(trx, payment, sessionId, version) };
  });

  if (outcome.credited) {
    deps.live.publish(payment.user_id, { type: 'profile' });
    deps.live.publish(payment.user_id, { type: 'notification' });
    const properties = {
      quantity: payment.mana,
      value: purchaseAnalyticsValue(payment.mana),
      currency: 'USD',
      package: payment.package_id,
    };
    deps.background.run(() => trackEvent(deps.db, payment.user_id, { name: 'mana_purchased', properties }));
  }
  return answerFor(await findPayment(deps.db, sessionId), session);
}

async function credit(trx: Transaction<Database>, payment: Payment, sessionId: string, version: SyncVersion) {
  const name = manaPackage(payment.package_id)?.name ?? payment.package_id;
  const booked = await ledger.credit(trx, {
    userId: payment.user_id,
    amount: mana(payment.mana),
    type: 'purchase',
    description: `Purchased the ${name} package (${payment.mana} mana)`,
    idempotencyKey: purchaseKey(sessionId),
  });
  if (!booked.applied) return false;
  await trx
    .updateTable('payments')
    .set({ status: 'paid', completed_at: new Date().toISOString() })
    .where('id', '=', payment.id)
    .execute();
  await notify(trx, payment.user_id, version, {
    title: 'Mana Purchased!',
    message: `${payment.mana} Mana from the ${name} package is in your pouch. Happy conjuring!`,
    actionUrl: '/shop',
  });
  return true;
}

/** The session charged what the package costs, in one line (a session we created ourselves). */
function matchesPackage(session: CheckoutSession, payment: Payment): boolean {
  const total = session.lineItems.reduce((sum, line) => sum + line.amountTotal, 0);
  const currencies = new Set(session.lineItems.map((line) => line.currency.toLowerCase()));
  const matches = total === payment.amount_cents && currencies.size === 1 && currencies.has(payment.currency);
  if (!matches)
    logger.error(
      { sessionId: session.id, paymentId: payment.id },
      "checkout session does not charge the payment's price",
    );
  return matches;
}

/**
 * Paid once the mana is in; pending while the provider still waits for the money (an open or
 * delayed payment); failed otherwise: declined, expired, refunded, or a paid session whose charge
 * does not match the package (logged, never credited).
 */
function answerFor(payment: Payment | undefined, session: CheckoutSession): VerifyPaymentAnswer {
  if (payment?.status === 'paid') {
    return { success: true, status: 'paid', manaAdded: payment.mana, message: manaAddedMessage(payment.mana) };
  }
  const waiting = session.paymentStatus !== 'paid' && session.status !== 'expired';
  return payment?.status === 'pending' && waiting ? pendingAnswer() : failedAnswer();
}

const pendingAnswer = (): VerifyPaymentAnswer => ({
  success: false,
  status: 'pending',
  manaAdded: 0,
  message: SHOP_MESSAGES.confirming,
});

const failedAnswer = (): VerifyPaymentAnswer => ({
  success: false,
  status: 'failed',
  manaAdded: 0,
  message: SHOP_MESSAGES.verifyFailed.message,
});

/** Our payment for checkout session `sessionId`. */
export async function findPayment(db: Executor, sessionId: string): Promise<Payment | undefined> {
  return db.selectFrom('payments').selectAll().where('provider_session_id', '=', sessionId).executeTakeFirst();
}

/**
 * A session whose create call succeeded but whose id never reached our row (the process stopped in
 * between): its metadata names our payment, which takes the id now.
 */
async function adoptPayment(deps: ShopDeps, session: CheckoutSession): Promise<Payment | undefined> {
  const paymentId = session.metadata['paymentId'];
  if (!paymentId) return undefined;
  await deps.db
    .updateTable('payments')
    .set({ provider_session_id: session.id })
    .where('id', '=', paymentId)
    .where('user_id', '=', session.clientReferenceId ?? '')
    .where('provider_session_id', '=', unopened(paymentId))
    .execute();
  return findPayment(deps.db, session.id);
}
