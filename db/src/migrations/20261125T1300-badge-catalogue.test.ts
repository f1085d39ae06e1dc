import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../dialect.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../schema.ts';
import { BADGE_CATALOGUE, up } from './20261125T1300-badge-catalogue.ts';

// SQLite by default; a throwaway schema on PostgreSQL when TEST_DATABASE_URL is set.
let db: Kysely<Database>;
let dropSchema: () => Promise<void>;
beforeEach(async () => {
  const url = process.env['TEST_DATABASE_URL'];
  const schema = `m_${randomUUID().replaceAll('-', '')}`;
  dropSchema = () => Promise.resolve();
  if (url) {
    const admin = createDb({ databaseUrl: url, dataDir: ':memory:' }).db;
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    dropSchema = async () => {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    };
  }
  db = createDb({ databaseUrl: url, dataDir: ':memory:', pgSchema: url ? schema : undefined }).db;
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  await dropSchema();
});

const catalogue = () => db.selectFrom('badges').selectAll().orderBy('sort_order').execute();

describe('the badge catalogue migration', () => {
  it('seeds every badge once, in order', async () => {
    const rows = await catalogue();
    expect(rows.map((row) => row.id)).toEqual(BADGE_CATALOGUE.map(([id]) => id));
    expect(rows[0]).toEqual({
      id: 'first-recipe',
      name: 'First Feast',
      description: 'Conjure your first recipe.',
      icon: '🍳',
      category: 'milestone',
      sort_order: 10,
    });
  });

  it('upserts by id: running it again restores an edited badge and adds no row', async () => {
    await db.updateTable('badges').set({ name: 'Renamed', icon: '?' }).where('id', '=', 'first-rare').execute();
    const before = await catalogue();
    await up(db as unknown as Kysely<unknown>);
    const after = await catalogue();
    expect(after).toHaveLength(before.length);
    expect(after.find((row) => row.id === 'first-rare')).toMatchObject({ name: 'Rare Find', icon: '💎' });
  });
});
