import Stripe from 'stripe';
import { DomainError, SHOP_MESSAGES } from '@feastforge/domain';
import type { CheckoutSession, PaymentProvider } from './payments.ts';
import { logger } from '../logger.ts';

export interface StripeOptions {
  secretKey: string;
  /** Another API base (stripe-mock, a local stub): `http://127.0.0.1:12111`. */
  apiUrl?: string | undefined;
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/**
 * The official SDK for `secretKey`, pointed at `apiUrl` when given (the SDK takes host, port and
 * protocol apart rather than a base URL).
 *
 * @example
 * const stripe = createStripeClient({ secretKey: 'sk_test_…', apiUrl: 'http://127.0.0.1:12111' })
 */
export function createStripeClient(options: StripeOptions): Stripe {
  const base = options.apiUrl ? new URL(options.apiUrl) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    ...(base ? { host: base.hostname, port: base.port || (protocol === 'http' ? '80' : '443'), protocol } : {}),
  });
}

/**
 * Stripe Checkout: a payment-mode session with the package as a USD `price_data` line, the cook
 * as `client_reference_id` and in the metadata, and our payment id as the idempotency key, so a
 * retried create never opens a second session.
 *
 * @example
 * const payments = createStripePayments(createStripeClient({ secretKey }))
 */
export function createStripePayments(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    async createCheckout({ paymentId, userId, pkg, successUrl, cancelUrl }) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: pkg.priceCents,
                  product_data: { name: `${pkg.name} package: ${pkg.mana} Mana` },
                },
              },
            ],
            client_reference_id: userId,
            metadata: { userId, packageId: pkg.id, paymentId },
            success_url: successUrl,
            cancel_url: cancelUrl,
          },
          { idempotencyKey: `checkout:${paymentId}` },
        );
        if (!session.url) throw new Error('Stripe answered a session without a url');
        return { id: session.id, url: session.url };
      } catch (error) {
        logger.error({ err: error }, 'Stripe checkout failed');
        throw new DomainError('payment_provider_failed', SHOP_MESSAGES.checkoutFailed);
      }
    },
    async retrieveSession(id) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(id, { expand: ['line_items'] });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        logger.error({ err: error }, 'Stripe session read failed');
        throw new DomainError('payment_provider_failed', SHOP_MESSAGES.verifyError);
      }
      return fromStripe(session);
    },
  };
}

const SESSION_STATES = ['open', 'complete', 'expired'] as const;

function fromStripe(session: Stripe.Checkout.Session): CheckoutSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    status: SESSION_STATES.find((state) => state === session.status) ?? null,
    // Anything Stripe may add later is not a payment we can count on.
    paymentStatus: session.payment_status === 'paid' ? 'paid' : 'unpaid',
    clientReferenceId: session.client_reference_id,
    metadata: session.metadata ?? {},
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    lineItems: (session.line_items?.data ?? []).map((line) => ({
      description: line.description ?? null,
      quantity: line.quantity ?? 1,
      amountTotal: line.amount_total,
      currency: line.currency,
    })),
  };
}
