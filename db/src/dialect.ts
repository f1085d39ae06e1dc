import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
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
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingReads(pool) }) }),
      kind: 'postgres',
    };
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

/** The most reads one PostgreSQL connection keeps prepared; past it, new shapes run unprepared. */
const PREPARED_PER_CONNECTION = 256;
/** Reads with more parameters than this (long `in` lists) vary too much to be worth keeping. */
const PREPARED_MAX_PARAMETERS = 64;
/**
 * Reads of the system catalogs stay unprepared: prepared, kysely's migrator's look for its tables
 * across every schema failed with "schema … does not exist" while other sessions dropped schemas
 * (parallel PostgreSQL test runs); unprepared it does not. kysely's introspector quotes the names
 * (`"pg_catalog"."pg_attribute"`), so both forms count.
 */
const CATALOG = /(?:\b|")(?:pg_catalog|information_schema)"?\./i;
/** PostgreSQL's "cached plan must not change result type", after a schema change under a kept read. */
const STALE_PLAN = '0A000';
const TRANSACTION_START = /^\s*(?:begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(?:commit|rollback)\s*;?\s*$/i;

/**
 * The pool with the app's reads prepared once per connection (named by their SQL's hash) instead of
 * parsed and planned on every call: the Feast Hall's page reads spend as long in the planner as in
 * the executor. Writes, DDL, catalog reads, reads inside transactions and reads with long parameter lists run unprepared as before. A kept read
 * that a schema change has made stale runs unprepared from then on.
 */
function preparingReads(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let preparing = clients.get(client);
      if (!preparing) {
        preparing = preparingClient(client);
        clients.set(client, preparing);
      }
      return preparing;
    },
  };
}

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  const prepared = new Set<string>();
  const stale = new Set<string>();
  // Inside a transaction a stale plan's error aborts it, so no unprepared retry could answer:
  // reads there run unprepared (kysely sends begin, commit and rollback as plain statements).
  let inTransaction = false;
  const run = async (sql: string, parameters: readonly unknown[]) => {
    const values = [...parameters];
    if (TRANSACTION_START.test(sql)) inTransaction = true;
    else if (TRANSACTION_END.test(sql)) inTransaction = false;
    const name = inTransaction ? null : preparedName(sql, values, prepared, stale);
    if (!name) return client.query(sql, values);
    prepared.add(name);
    try {
      return await client.query({ name, text: sql, values });
    } catch (error) {
      if ((error as { code?: unknown }).code !== STALE_PLAN) throw error;
      stale.add(name);
      return client.query(sql, values);
    }
  };
  function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The cursor form is for streamed reads, which go to pg as they are.
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
    return run(sqlOrCursor, parameters) as Promise<PostgresQueryResult<R>>;
  }
  return { release: () => client.release(), query };
}

function preparedName(sql: string, values: unknown[], prepared: Set<string>, stale: Set<string>): string | null {
  if (values.length > PREPARED_MAX_PARAMETERS || !/^\s*select\b/i.test(sql) || CATALOG.test(sql)) return null;
  const name = `ff_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  if (stale.has(name)) return null;
  return prepared.has(name) || prepared.size < PREPARED_PER_CONNECTION ? name : null;
}
