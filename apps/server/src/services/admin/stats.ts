import { sql, type Kysely } from 'kysely';
import { ADMIN_STATS_DAYS, type AdminStats } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { LISTED } from '../gallery/listing.ts';
import { countOf } from './pages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC dates ('YYYY-MM-DD') of the last `days` days, oldest first, today last. */
export function lastDays(now: Date, days = ADMIN_STATS_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

// Timestamps are ISO-8601 UTC text, so the first ten characters are the UTC day on both databases.
const dayOf = (column: 'analytics_events.created_at' | 'users.created_at') =>
  sql<string>`substr(${sql.ref(column)}, 1, 10)`;

async function manaOf(db: Kysely<Database>, types: string[]): Promise<number> {
  const row = await db
    .selectFrom('mana_transactions')
    .select(sql<number | string | null>`sum(amount)`.as('total'))
    .where('transaction_type', 'in', types)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/**
 * The dashboard's figures (spec section 2 'Admin'). Generations are the server's own
 * `recipe_generated` analytics events (users' and visitors' trials alike); sign-ups are the
 * accounts created each day, read from `users` rather than the browser's `sign_up` event, which
 * anyone could send. Mana sold is what purchases credited less what refunds and disputes took back.
 *
 * @example
 * const { days } = await adminStats(db) // 30 days, oldest first, zeros included
 */
export async function adminStats(db: Kysely<Database>, now = new Date()): Promise<AdminStats> {
  const dates = lastDays(now);
  const since = `${dates[0]}T00:00:00.000Z`;
  const todayStart = `${dates.at(-1)}T00:00:00.000Z`;
  const generated = await db
    .selectFrom('analytics_events')
    .select([dayOf('analytics_events.created_at').as('day'), sql<number | string>`count(*)`.as('count')])
    .where('name', '=', 'recipe_generated')
    .where('created_at', '>=', since)
    .groupBy(dayOf('analytics_events.created_at'))
    .execute();
  const joined = await db
    .selectFrom('users')
    .select([dayOf('users.created_at').as('day'), sql<number | string>`count(*)`.as('count')])
    .where('created_at', '>=', since)
    .groupBy(dayOf('users.created_at'))
    .execute();
  const generations = new Map(generated.map((row) => [row.day, Number(row.count)]));
  const signups = new Map(joined.map((row) => [row.day, Number(row.count)]));
  return {
    totalUsers: await countOf(db.selectFrom('users')),
    totalRecipes: await countOf(db.selectFrom('saved_recipes').where('deleted_at', 'is', null)),
    publishedRecipes: await countOf(db.selectFrom('saved_recipes').where(LISTED)),
    generationsToday: await countOf(
      db.selectFrom('analytics_events').where('name', '=', 'recipe_generated').where('created_at', '>=', todayStart),
    ),
    manaSold: await manaOf(db, ['purchase', 'purchase_reversal']),
    manaGranted: await manaOf(db, ['admin_added']),
    days: dates.map((date) => ({ date, generations: generations.get(date) ?? 0, signups: signups.get(date) ?? 0 })),
  };
}
