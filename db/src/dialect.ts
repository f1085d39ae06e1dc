import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DbKind = 'sqlite' | 'postgres';

export interface DbOptions {
  /** PostgreSQL connection string; when absent, SQLite is used. */
  databaseUrl?: string | undefined;
  /** Directory of the SQLite file (`feastforge.db`); ':memory:' for a throwaway database. */
  dataDir: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string | undefined;
}

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
}

// PostgreSQL returns bigint (int8) as a string to avoid precision loss; our counters fit in a
// double, so parse them as numbers to keep both dialects returning the same types.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * The one dialect factory: SQLite by default (WAL, foreign keys on), PostgreSQL when a URL is given.
 *
 * @example
 * const { db } = createDb({ dataDir: './data' })
 */
export function createDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  const file = options.dataDir === ':memory:' ? ':memory:' : join(options.dataDir, 'feastforge.db');
  if (options.dataDir !== ':memory:') mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), kind: 'sqlite' };
}
