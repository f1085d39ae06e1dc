import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '@feastforge/db';

/**
 * The exact number of rows `query` matches (the pager's 'of N').
 *
 * @example
 * const total = await countOf(db.selectFrom('admin_audit'))
 */
export async function countOf<TB extends keyof Database>(query: SelectQueryBuilder<Database, TB, object>) {
  const row = await query.select(sql<number | string | bigint>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally (use with
 * `escape '\'`), lower-cased for a case-insensitive match against a lower-cased column.
 *
 * @example
 * containsPattern('50%_off') // '%50\%\_off%'
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
