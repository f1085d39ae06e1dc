import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './dialect.ts';

const url = process.env['TEST_DATABASE_URL'];

// PostgreSQL only: SQLite statements are prepared by better-sqlite3 for each call.
describe.skipIf(!url)('PostgreSQL reads prepared once per connection', () => {
  let db: Kysely<unknown>;
  let admin: Kysely<unknown>;
  const schema = `d_${randomUUID().replaceAll('-', '')}`;
  beforeEach(async () => {
    admin = createDb({ databaseUrl: url, dataDir: ':memory:' }).db as Kysely<unknown>;
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    db = createDb({ databaseUrl: url, dataDir: ':memory:', pgSchema: schema }).db as Kysely<unknown>;
    await sql`create table dishes (id integer primary key, name text not null)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  });

  it('prepares a repeated read and gives its answers as before', async () => {
    await sql`insert into dishes (id, name) values (1, 'Stew'), (2, 'Pie')`.execute(db);
    for (let i = 0; i < 3; i += 1) {
      const { rows } = await sql<{ name: string }>`select name from dishes where id = ${2}`.execute(db);
      expect(rows).toEqual([{ name: 'Pie' }]);
    }
    // One connection at a time here, so the read above ran on the one this asks through.
    await db.connection().execute(async (connection) => {
      await sql`select name from dishes where id = ${1}`.execute(connection);
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(connection);
      expect(rows.some((row) => row.name.startsWith('ff_'))).toBe(true);
    });
  });

  it('answers with the new columns after a schema change under a prepared read', async () => {
    await sql`insert into dishes (id, name) values (1, 'Stew')`.execute(db);
    await db.connection().execute(async (connection) => {
      const read = () => sql<Record<string, unknown>>`select * from dishes where id = ${1}`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1, name: 'Stew' }]);
      await sql`alter table dishes add column rarity text not null default 'rare'`.execute(connection);
      expect((await read()).rows).toEqual([{ id: 1, name: 'Stew', rarity: 'rare' }]);
      expect((await read()).rows).toEqual([{ id: 1, name: 'Stew', rarity: 'rare' }]);
    });
  });

  it('leaves reads inside a transaction unprepared, and prepares again after it', async () => {
    const prepared = async (executor: Kysely<unknown>) =>
      (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(executor)).rows.map(
        (row) => row.statement,
      );
    await db.transaction().execute(async (trx) => {
      await sql`select name from dishes where id = ${7}`.execute(trx);
      expect((await prepared(trx)).filter((text) => text.includes('from dishes'))).toEqual([]);
    });
    await db.connection().execute(async (connection) => {
      await sql`select name from dishes where id = ${7}`.execute(connection);
      expect((await prepared(connection)).filter((text) => text.includes('from dishes'))).toHaveLength(1);
    });
  });

  it('leaves writes unprepared', async () => {
    await db.connection().execute(async (connection) => {
      await sql`insert into dishes (id, name) values (${3}, ${'Tart'})`.execute(connection);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      );
      expect(rows.filter((row) => row.statement.startsWith('insert'))).toEqual([]);
    });
  });
});
