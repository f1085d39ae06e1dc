import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import type { CheckoutSession, PaymentProvider } from './payments.ts';

/** Where the demo checkout page of session `id` lives, under the app's public address. */
export const demoCheckoutPath = (id: string) => `/shop/demo-checkout/${id}`;

/**
 * The embedded payment provider: a checkout page served by Feastforge that takes no money. Its
 * sessions live in `demo_checkouts` and read back shaped like Stripe's, so fulfilment cannot tell
 * the two apart. Off in production unless `DEMO_PAYMENTS=1` (see `choosePayments`).
 *
 * @example
 * const payments = createDemoPayments(db, 'http://localhost:3000')
 */
export function createDemoPayments(db: Kysely<Database>, publicUrl: string): PaymentProvider {
  return {
    kind: 'demo',
    async createCheckout({ paymentId, userId, pkg, successUrl, cancelUrl }) {
      const id = `demo_cs_${randomUUID().replaceAll('-', '')}`;
      await db
        .insertInto('demo_checkouts')
        .values({
          id,
          user_id: userId,
          payment_id: paymentId,
          package_id: pkg.id,
          amount_cents: pkg.priceCents,
          currency: 'usd',
          status: 'open',
          payment_status: 'unpaid',
          success_url: successUrl,
          cancel_url: cancelUrl,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { id, url: `${publicUrl}${demoCheckoutPath(id)}` };
    },
    async retrieveSession(id): Promise<CheckoutSession | null> {
      const row = await db.selectFrom('demo_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        status: row.status === 'complete' ? 'complete' : row.status === 'expired' ? 'expired' : 'open',
        paymentStatus: row.payment_status === 'paid' ? 'paid' : 'unpaid',
        clientReferenceId: row.user_id,
        metadata: { userId: row.user_id, packageId: row.package_id, paymentId: row.payment_id },
        paymentIntentId: null,
        lineItems: [
          { description: row.package_id, quantity: 1, amountTotal: row.amount_cents, currency: row.currency },
        ],
      };
    },
  };
}

/**
 * The cook's answer on the demo page: `pay` completes the session as paid, `cancel` expires it.
 * Only an open session changes; answers the session as it now is, or null when there is none.
 *
 * @example
 * const session = await settleDemoCheckout(db, id, 'pay') // then fulfil it, as a webhook would
 */
export async function settleDemoCheckout(db: Kysely<Database>, id: string, choice: 'pay' | 'cancel') {
  await db
    .updateTable('demo_checkouts')
    .set(choice === 'pay' ? { status: 'complete', payment_status: 'paid' } : { status: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
  return db.selectFrom('demo_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The demo session `id`, or undefined. */
export async function findDemoCheckout(db: Kysely<Database>, id: string) {
  return db.selectFrom('demo_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
}
