import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import { publicUrl, type Config } from '../config.ts';
import { createDemoPayments } from './demo-payments.ts';
import type { PaymentProvider } from './payments.ts';
import { createStripePayments, createStripeClient } from './stripe-payments.ts';
import { logger } from '../logger.ts';

/**
 * Stripe when `STRIPE_SECRET_KEY` is set; otherwise the demo checkout, except in production where
 * a demo would sell mana for nothing unless `DEMO_PAYMENTS=1` says that is intended (null: the
 * shop then answers 503 `payments_unavailable`). A Stripe key without a webhook secret is warned about.
 *
 * @example
 * const payments = choosePayments(config, db) // null in production without a key
 */
export function choosePayments(
  config: Config,
  db: Kysely<Database>,
  warn: (line: string) => void = (line) => logger.warn(line),
): PaymentProvider | null {
  if (config.STRIPE_SECRET_KEY) {
    // Checkout works without it, but only the webhook brings delayed payments, refunds and disputes.
    if (!config.STRIPE_WEBHOOK_SECRET) {
      warn(
        '[shop] STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: the webhook is off, so delayed ' +
          'payments, refunds and disputes will never arrive. Set it to the endpoint secret of /api/stripe/webhook.',
      );
    }
    return createStripePayments(
      createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL }),
    );
  }
  if (config.NODE_ENV === 'production' && config.DEMO_PAYMENTS !== '1') return null;
  return createDemoPayments(db, publicUrl(config));
}
