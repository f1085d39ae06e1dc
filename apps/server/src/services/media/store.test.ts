import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { withTestApp } from '../../testing/fixture.ts';
import { startS3Server } from '../../testing/s3-server.ts';
import { s3MediaStore } from './s3-store.ts';
import { databaseMediaStore, fileMediaStore, type MediaStore } from './store.ts';

const t = withTestApp();
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

/** Each kind of store, made fresh and empty for one test. */
const kinds: { kind: MediaStore['kind']; make: () => MediaStore; dated: boolean; skip?: boolean }[] = [
  {
    kind: 'files',
    dated: true,
    make: () => {
      const dir = mkdtempSync(join(tmpdir(), 'ff-store-'));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      return fileMediaStore(join(dir, 'media'));
    },
  },
  // The media_objects table exists on PostgreSQL only: SQLite stores files.
  { kind: 'database', dated: true, skip: !onPostgres, make: () => databaseMediaStore(t.db) },
  {
    kind: 's3',
    // A bucket dates an object itself (LastModified).
    dated: false,
    make: () => {
      const bucket = s3MediaStore({
        bucket: s3.env.S3_BUCKET,
        region: s3.env.S3_REGION,
        endpoint: s3.env.S3_ENDPOINT,
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: true,
      });
      onTestFinished(async () => {
        for (const folder of ['recipes', 'portraits', 'cards']) {
          await bucket.delete((await bucket.list(folder)).map((entry) => `${folder}/${entry.name}`));
        }
      });
      return bucket;
    },
  },
];

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe.each(kinds)('$kind media store', ({ make, dated, skip }) => {
  it.skipIf(skip)('answers what was put, with its content type and size, and an overwrite replaces it', async () => {
    const media = make();
    await media.put('recipes/abc.png', png);
    expect(await media.get('recipes/abc.png')).toEqual({ body: png, contentType: 'image/png', size: png.length });
    expect(await media.has('recipes/abc.png')).toBe(true);
    const webp = Buffer.from('RIFF....WEBP');
    await media.put('recipes/abc-480.webp', webp);
    expect((await media.get('recipes/abc-480.webp'))?.contentType).toBe('image/webp');
    await media.put('recipes/abc.png', Buffer.from('second'));
    expect((await media.get('recipes/abc.png'))?.body.toString()).toBe('second');
  });

  it.skipIf(skip)('answers null, false and no error for what is not there', async () => {
    const media = make();
    expect(await media.get('recipes/nobody.png')).toBeNull();
    expect(await media.has('recipes/nobody.png')).toBe(false);
    await media.delete(['recipes/nobody.png']);
    expect(await media.list('recipes')).toEqual([]);
  });

  it.skipIf(skip)('lists one folder, by name prefix taken literally, and deletes several at once', async () => {
    const media = make();
    for (const path of ['recipes/a_1.png', 'recipes/ab1.png', 'recipes/b.png', 'portraits/a_1.png', 'cards/x.y.png']) {
      await media.put(path, png);
    }
    const names = async (folder: string, prefix?: string) =>
      (await media.list(folder, prefix)).map((entry) => entry.name).sort();
    expect(await names('recipes')).toEqual(['a_1.png', 'ab1.png', 'b.png']);
    // '_' is no wildcard: 'ab1.png' does not start with 'a_'.
    expect(await names('recipes', 'a_')).toEqual(['a_1.png']);
    expect(await names('cards', 'x.')).toEqual(['x.y.png']);
    await media.delete(['recipes/a_1.png', 'recipes/b.png']);
    expect(await names('recipes')).toEqual(['ab1.png']);
    expect(await names('portraits')).toEqual(['a_1.png']);
  });

  it.skipIf(skip)('dates each file, with the date it is given where the store keeps one', async () => {
    const media = make();
    const before = Date.now() - 1000;
    await media.put('recipes/now.png', png);
    const old = new Date('2026-01-02T03:04:05Z');
    await media.put('recipes/old.png', png, old);
    const dates = Object.fromEntries((await media.list('recipes')).map((entry) => [entry.name, entry.createdAt]));
    expect(dates['now.png']?.getTime()).toBeGreaterThanOrEqual(before);
    if (dated) expect(dates['old.png']?.toISOString()).toBe(old.toISOString());
  });

  it.skipIf(skip)('refuses a path that could leave its folder', async () => {
    const media = make();
    for (const path of [
      '../secret.png',
      'recipes/../../x.png',
      'recipes/a/b.png',
      '/recipes/a.png',
      'recipes/.hidden',
    ]) {
      await expect(media.put(path, png), path).rejects.toThrow('Not a media path');
      expect(await media.get(path), path).toBeNull();
    }
  });
});
