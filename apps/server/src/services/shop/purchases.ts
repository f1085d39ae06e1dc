import type { Kysely } from 'kysely';
import { manaPackage, PAYMENT_STATUSES, type Purchase, type PaymentStatus } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { UNOPENED_PATTERN } from './checkout.ts';

/** Most purchases the history lists. */
const HISTORY_LIMIT = 100;

const asStatus = (status: string): PaymentStatus => PAYMENT_STATUSES.find((s) => s === status) ?? 'pending';

/**
 * The cook's purchases, newest first: every checkout that opened, whatever became of it.
 *
 * @example
 * const purchases = await listPurchases(db, userId) // [{ packageName: 'Mage', mana: 150, status: 'paid', ... }]
 */
export async function listPurchases(db: Kysely<Database>, userId: string): Promise<Purchase[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('provider_session_id', 'not like', UNOPENED_PATTERN)
    .orderBy('created_at', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    packageId: row.package_id,
    packageName: manaPackage(row.package_id)?.name ?? row.package_id,
    mana: row.mana,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: asStatus(row.status),
    manaTakenBack: row.mana_taken_back,
  }));
}
