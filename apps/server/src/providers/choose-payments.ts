import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import { publicUrl, type Config } from '../config.ts';
import { createDemoPayments } from './demo-payments.ts';
import type { PaymentProvider } from './payments.ts';
import { createStripePayments, createStripeClient } from './stripe-payments.ts';

/**
 * Stripe when `STRIPE_SECRET_KEY` is set; otherwise the demo checkout, except in production where
 * a demo would sell mana for nothing unless `DEMO_PAYMENTS=1` says that is intended (null: the
 * shop then answers 503 `payments_unavailable`).
 *
 * @example
 * const payments = choosePayments(config, db) // null in production without a key
 */
export function choosePayments(config: Config, db: Kysely<Database>): PaymentProvider | null {
  if (config.STRIPE_SECRET_KEY) {
    return createStripePayments(
      createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL }),
    );
  }
  if (config.NODE_ENV === 'production' && config.DEMO_PAYMENTS !== '1') return null;
  return createDemoPayments(db, publicUrl(config));
}
