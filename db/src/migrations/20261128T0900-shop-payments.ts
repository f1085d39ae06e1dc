import type { Kysely } from 'kysely';

/**
 * The shop (ADR 020). `payments` learns the provider's payment id (refunds and disputes name the
 * payment, not the checkout) and how much mana a refund or dispute took back. `payment_events`
 * holds each webhook event id once, written in the same transaction as the event's effects, so a
 * replayed event does nothing and a failed one stays unrecorded for the retry. `demo_checkouts`
 * are the embedded demo provider's sessions, kept apart from `payments` so fulfilment reads them
 * through the provider exactly as it reads Stripe's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('provider_payment_id', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('mana_taken_back', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payments_provider_payment').on('payments').column('provider_payment_id').execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('demo_checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('package_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_checkouts').ifExists().execute();
  await db.schema.dropTable('payment_events').ifExists().execute();
  await db.schema.dropIndex('payments_provider_payment').ifExists().execute();
  await db.schema.dropIndex('payments_user').ifExists().execute();
  await db.schema.alterTable('payments').dropColumn('mana_taken_back').execute();
  await db.schema.alterTable('payments').dropColumn('provider_payment_id').execute();
}
