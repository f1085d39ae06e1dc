import { join, resolve } from 'node:path';
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import type { Config } from '../../config.ts';
import { s3MediaStore } from './s3-store.ts';
import { databaseMediaStore, fileMediaStore, type MediaStore } from './store.ts';

type MediaConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The media store for this deployment (ADR 027): a bucket when `S3_BUCKET` is set; otherwise the
 * database when it is PostgreSQL (several instances may serve it, and each must read what another
 * wrote), and files under `$DATA_DIR/media` for SQLite's one process.
 *
 * @example
 * const media = createMediaStore(config, db) // 'files' over SQLite, 'database' over PostgreSQL
 */
export function createMediaStore(config: MediaConfig, db: Kysely<Database>): MediaStore {
  if (config.S3_BUCKET) {
    return s3MediaStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === '1',
    });
  }
  if (config.S3_ENDPOINT || config.S3_ACCESS_KEY_ID || config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET must be set with the other S3_* variables: it names the bucket media is stored in.');
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) return databaseMediaStore(db);
  return fileMediaStore(resolve(join(config.DATA_DIR, 'media')));
}
