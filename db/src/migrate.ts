import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import * as initial from './migrations/20261121T2200-initial.ts';
import * as refreshSuccessor from './migrations/20261121T2330-refresh-successor.ts';
import * as syncHorizon from './migrations/20261122T0900-sync-horizon.ts';
import * as generationKeys from './migrations/20261122T1000-generation-keys.ts';
import * as trialUses from './migrations/20261122T1010-trial-uses.ts';
import * as emailVerification from './migrations/20261124T2140-email-verification.ts';
import * as outboxSecrets from './migrations/20261125T0900-outbox-secrets.ts';
import * as gallerySearch from './migrations/20261125T1000-gallery-search.ts';
import * as listingVersion from './migrations/20261125T1200-listing-version.ts';
import * as badgeCatalogue from './migrations/20261125T1300-badge-catalogue.ts';
import * as referralRewards from './migrations/20261125T1310-referral-rewards.ts';
import * as pushReminders from './migrations/20261125T1320-push-reminders.ts';
import * as galleryTitleCovering from './migrations/20261127T0300-gallery-title-covering.ts';
import * as shopPayments from './migrations/20261128T0900-shop-payments.ts';
import * as adminAudit from './migrations/20261129T0900-admin-audit.ts';
import * as sharedState from './migrations/20261130T1000-shared-state.ts';
import * as jobs from './migrations/20261130T1100-jobs.ts';
import * as standingLarder from './migrations/20261201T0900-standing-larder.ts';
import * as shoppingList from './migrations/20261201T1000-shopping-list.ts';
import type { Database } from './schema.ts';

/**
 * Migrations in timestamp order. Listed statically (not read from disk) so they work the same from
 * source, a bundle or a test.
 */
const MIGRATIONS: Record<string, Migration> = {
  '20261121T2200-initial': initial,
  '20261121T2330-refresh-successor': refreshSuccessor,
  '20261122T0900-sync-horizon': syncHorizon,
  '20261122T1000-generation-keys': generationKeys,
  '20261122T1010-trial-uses': trialUses,
  '20261124T2140-email-verification': emailVerification,
  '20261125T0900-outbox-secrets': outboxSecrets,
  '20261125T1000-gallery-search': gallerySearch,
  '20261125T1200-listing-version': listingVersion,
  '20261125T1300-badge-catalogue': badgeCatalogue,
  '20261125T1310-referral-rewards': referralRewards,
  '20261125T1320-push-reminders': pushReminders,
  '20261127T0300-gallery-title-covering': galleryTitleCovering,
  '20261128T0900-shop-payments': shopPayments,
  '20261129T0900-admin-audit': adminAudit,
  '20261130T1000-shared-state': sharedState,
  '20261130T1100-jobs': jobs,
  '20261201T0900-standing-larder': standingLarder,
  '20261201T1000-shopping-list': shoppingList,
};

/**
 * Brings the database to the newest schema; throws if any migration fails.
 *
 * @example
 * await migrateToLatest(db)
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    ...(await migrationTableSchema(db)),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return result;
}

/**
 * The migrations this code knows that the database has not run yet (all of them when it has none).
 * Throws when the database cannot be reached.
 *
 * @example
 * if ((await pendingMigrations(db)).length > 0) answerNotReady()
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    ...(await migrationTableSchema(db)),
  });
  const known = await migrator.getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/**
 * On PostgreSQL, the schema the connection writes to. Without it kysely decides whether its
 * migration tables exist by looking in every schema, so a second schema in the same database (a
 * parallel test run's, another app's) makes it skip creating them here and the migration fails.
 */
async function migrationTableSchema(db: Kysely<Database>): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {};
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return schema ? { migrationTableSchema: schema } : {};
}
