import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { withTestApp } from '../../testing/fixture.ts';
import { createMediaStore } from './choose-store.ts';

const t = withTestApp({}, { per: 'file' });
const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

describe('createMediaStore', () => {
  it('keeps files for SQLite and the database for PostgreSQL when no bucket is set', () => {
    const store = createMediaStore(loadConfig({ DATA_DIR: '/tmp/ff-none' }), t.db);
    expect(store.kind).toBe(onPostgres ? 'database' : 'files');
  });

  it('uses the bucket S3_BUCKET names, whatever the database', () => {
    const config = loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1' });
    expect(createMediaStore(config, t.db).kind).toBe('s3');
  });

  it('refuses S3 settings without a bucket, and an endpoint that is not an address', () => {
    expect(() => createMediaStore(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }), t.db)).toThrow(
      'S3_BUCKET must be set',
    );
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be');
  });
});
