import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { createDb, migrateToLatest, type Database } from '@feastforge/db';

/**
 * One migrated database that several 'instances' open with connections of their own, as server
 * processes on one host would: a throwaway schema on PostgreSQL when `TEST_DATABASE_URL` is set,
 * else a SQLite file in a temporary directory.
 *
 * @example
 * const shared = await openSharedDatabase()
 * const [a, b] = [shared.connect(), shared.connect()]
 * // … await shared.close()
 */
export async function openSharedDatabase() {
  const pgUrl = process.env['TEST_DATABASE_URL'];
  const dataDir = mkdtempSync(join(tmpdir(), 'ff-shared-'));
  const schema = `t_${randomUUID().replaceAll('-', '')}`;
  if (pgUrl) {
    const admin = createDb({ databaseUrl: pgUrl, dataDir: ':memory:' });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.db.destroy();
  }
  const handles: Kysely<Database>[] = [];
  const connect = () => {
    const { db } = pgUrl
      ? createDb({ databaseUrl: pgUrl, dataDir: ':memory:', pgSchema: schema })
      : createDb({ dataDir });
    handles.push(db);
    return db;
  };
  await migrateToLatest(connect());

  async function close() {
    await Promise.all(handles.map((db) => db.destroy()));
    rmSync(dataDir, { recursive: true, force: true });
    if (pgUrl) {
      const admin = createDb({ databaseUrl: pgUrl, dataDir: ':memory:' });
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.db.destroy();
    }
  }

  return { connect, close, postgres: pgUrl !== undefined, dataDir };
}
