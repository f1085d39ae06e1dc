// The SQLite database's online backup and its restore, shared by `npm run backup` and
// `npm run restore`. PostgreSQL has its own tools (pg_dump, pg_restore; see the README).
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';

const ALL_PAGES = 0x7fffffff;

/** The settings the server reads, from the environment and ./.env as main.ts does. */
export function storageSettings() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const dataDir = process.env.DATA_DIR?.trim() || './data';
  return { databaseUrl: databaseUrl || undefined, database: resolve(databaseIn(dataDir)) };
}

/** Answers 'ok' or the problems `PRAGMA integrity_check` lists for the database in `file`. */
export function integrityOf(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .pragma('integrity_check')
      .map((row) => row.integrity_check)
      .join('\n');
  } finally {
    db.close();
  }
}

/**
 * Copies the live database `source` into the new file `target` with SQLite's online backup (the
 * server may keep writing: the copy is one consistent moment), then checks the copy.
 */
export async function backupSqlite(source, target) {
  if (!existsSync(source)) throw new Error(`There is no database at ${source} (check DATA_DIR).`);
  if (existsSync(target)) throw new Error(`${target} already exists: choose a new file name.`);
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All remaining pages in each step: in WAL mode that step reads one snapshot while writers go
    // on. Small steps would start over each time the server commits, never finishing under load.
    await db.backup(target, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  const integrity = integrityOf(target);
  if (integrity !== 'ok') throw new Error(`The copy in ${target} failed its integrity check:\n${integrity}`);
}

/**
 * Puts the backup `file` in place of the database `target` (the server must be stopped). The
 * database it replaces, with its WAL, is kept beside it as `<target>.before-restore-<time>`.
 * Answers that name, or undefined when there was no database.
 */
export async function restoreSqlite(file, target) {
  if (!existsSync(file)) throw new Error(`There is no backup at ${file}.`);
  const integrity = integrityOf(file);
  if (integrity !== 'ok') throw new Error(`The backup ${file} failed its integrity check:\n${integrity}`);
  const incoming = `${target}.restoring`;
  rmSync(incoming, { force: true });
  const backup = new Database(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(incoming, { progress: () => ALL_PAGES });
  } finally {
    backup.close();
  }
  let keptAs;
  if (existsSync(target)) {
    keptAs = `${target}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (existsSync(target + suffix)) renameSync(target + suffix, keptAs + suffix);
    }
  }
  renameSync(incoming, target);
  return keptAs;
}

/** Where the database of the server in `dataDir` lives. */
export const databaseIn = (dataDir) => join(dataDir, 'feastforge.db');
