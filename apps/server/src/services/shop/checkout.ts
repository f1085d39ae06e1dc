import { randomUUID } from 'node:crypto';
import { DomainError, manaPackage, SHOP_MESSAGES, type CheckoutAnswer } from '@feastforge/domain';
import type { ShopDeps } from './shop-deps.ts';
import { logger } from '../../logger.ts';

const UNOPENED_PREFIX = 'unopened:';

/** Placeholder session id of a payment whose checkout was not opened (yet). */
export const unopened = (paymentId: string) => `${UNOPENED_PREFIX}${paymentId}`;

/** A `like` pattern matching every placeholder session id (checkouts that never opened). */
export const UNOPENED_PATTERN = `${UNOPENED_PREFIX}%`;

/**
 * Opens a checkout of package `packageId` for `userId`: first a pending payment row (so a session
 * that exists at the provider always has our record, its id in the session's metadata), then the
 * provider's checkout, whose id the row then takes. The cook returns to `${origin}/shop` with
 * `success=true&session_id=…` or `canceled=true`. A provider failure marks the row failed and
 * answers 502 `payment_provider_failed` ('Failed to create checkout session. Please try again.').
 *
 * @example
 * const { url } = await startCheckout(deps, { userId, packageId: 'mage', origin: 'https://feastforge.app' })
 */
export async function startCheckout(
  deps: Pick<ShopDeps, 'db' | 'payments'>,
  request: { userId: string; packageId: string; origin: string },
): Promise<CheckoutAnswer> {
  const pkg = manaPackage(request.packageId);
  if (!pkg) throw new DomainError('validation_failed', 'Choose one of the packages');
  const paymentId = randomUUID();
  await deps.db
    .insertInto('payments')
    .values({
      id: paymentId,
      user_id: request.userId,
      provider: deps.payments.kind,
      provider_session_id: unopened(paymentId),
      package_id: pkg.id,
      mana: pkg.mana,
      amount_cents: pkg.priceCents,
      currency: 'usd',
      status: 'pending',
      created_at: new Date().toISOString(),
      completed_at: null,
    })
    .execute();
  let session: { id: string; url: string };
  try {
    session = await deps.payments.createCheckout({
      paymentId,
      userId: request.userId,
      pkg,
      // Stripe fills in {CHECKOUT_SESSION_ID}; the demo's page fills it in the same way.
      successUrl: `${request.origin}/shop?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${request.origin}/shop?canceled=true`,
    });
  } catch (error) {
    await deps.db.updateTable('payments').set({ status: 'failed' }).where('id', '=', paymentId).execute();
    if (error instanceof DomainError) throw error;
    logger.error({ err: error }, 'checkout failed');
    throw new DomainError('payment_provider_failed', SHOP_MESSAGES.checkoutFailed);
  }
  await deps.db.updateTable('payments').set({ provider_session_id: session.id }).where('id', '=', paymentId).execute();
  return { url: session.url, sessionId: session.id, provider: deps.payments.kind };
}
