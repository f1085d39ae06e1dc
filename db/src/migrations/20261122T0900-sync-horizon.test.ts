import { randomUUID } from 'node:crypto';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../dialect.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import * as initial from './20261121T2200-initial.ts';
import * as refreshSuccessor from './20261121T2330-refresh-successor.ts';

const BEFORE: Record<string, Migration> = {
  '20261121T2200-initial': initial,
  '20261121T2330-refresh-successor': refreshSuccessor,
};

// SQLite by default; a throwaway schema on PostgreSQL when TEST_DATABASE_URL is set.
let db: Kysely<Database>;
let dropSchema: () => Promise<void>;
/** Where kysely keeps its migration tables: this test's own schema on PostgreSQL (see migrate.ts). */
let migrationTables: { migrationTableSchema?: string } = {};
beforeEach(async () => {
  const url = process.env['TEST_DATABASE_URL'];
  const schema = `m_${randomUUID().replaceAll('-', '')}`;
  dropSchema = () => Promise.resolve();
  migrationTables = url ? { migrationTableSchema: schema } : {};
  if (url) {
    const admin = createDb({ databaseUrl: url, dataDir: ':memory:' }).db;
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    dropSchema = async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    };
  }
  db = createDb({ databaseUrl: url, dataDir: ':memory:', pgSchema: url ? schema : undefined }).db;
});
afterEach(async () => {
  await db.destroy();
  await dropSchema();
});

async function insertUser(id: string, version: number) {
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({ id, email: `${id}@example.com`, password_hash: 'x', created_at: now, password_changed_at: now })
    .execute();
  await sql`insert into profiles (id, referral_code, created_at, updated_at) values (${id}, ${id}, ${now}, ${now})`.execute(
    db,
  );
  if (version >= 0) await sql`insert into sync_versions (user_id, version) values (${id}, ${version})`.execute(db);
  await sql`insert into saved_recipes (id, user_id, title, description, rarity, recipe_type, recipe_data, created_at, updated_at)
    values (${`r-${id}`}, ${id}, 't', 'd', 'common', 'main', '{}', ${now}, ${now})`.execute(db);
}

describe('migration 20261122T0900-sync-horizon', () => {
  it('stamps existing profiles and unversioned rows so a first pull from cursor 0 sees them', async () => {
    await new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(BEFORE) },
      ...migrationTables,
    }).migrateToLatest();
    await insertUser('a', 4);
    await insertUser('b', -1);

    await migrateToLatest(db);
    const counters = await db.selectFrom('sync_versions').selectAll().orderBy('user_id').execute();
    expect(counters).toEqual([
      { user_id: 'a', version: 5, purged_version: 0 },
      { user_id: 'b', version: 1, purged_version: 0 },
    ]);
    const profiles = await db.selectFrom('profiles').select(['id', 'version']).orderBy('id').execute();
    expect(profiles).toEqual([
      { id: 'a', version: 5 },
      { id: 'b', version: 1 },
    ]);
    const recipes = await db.selectFrom('saved_recipes').select(['id', 'version']).orderBy('id').execute();
    expect(recipes).toEqual([
      { id: 'r-a', version: 5 },
      { id: 'r-b', version: 1 },
    ]);
  });
});
