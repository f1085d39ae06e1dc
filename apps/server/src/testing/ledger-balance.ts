import { sql } from 'kysely';
import type { TestApp } from './harness.ts';

/**
 * Every user whose balance differs from the sum of their ledger rows (should always be none).
 *
 * @example
 * expect(await ledgerMismatches(t)).toEqual([])
 */
export async function ledgerMismatches(t: Pick<TestApp, 'db'>): Promise<string[]> {
  const rows = await t.db
    .selectFrom('profiles')
    .leftJoin('mana_transactions', 'mana_transactions.user_id', 'profiles.id')
    .select([
      'profiles.id',
      'profiles.mana_balance',
      sql<number>`coalesce(sum(mana_transactions.amount), 0)`.as('total'),
    ])
    .groupBy(['profiles.id', 'profiles.mana_balance'])
    .execute();
  return rows.filter((r) => Number(r.total) !== r.mana_balance).map((r) => `${r.id}: ${r.mana_balance} vs ${r.total}`);
}
