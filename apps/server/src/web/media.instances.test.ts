import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaSrcSet } from '@feastforge/domain';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { variantsSettled } from '../services/media/variants.ts';
import { insertSavedRecipe, registerUser } from '../testing/builders.ts';
import { expectStatus } from '../testing/expectations.ts';
import { withTestApp } from '../testing/fixture.ts';
import type { TestApp } from '../testing/harness.ts';
import { restartTestApp } from '../testing/restart.ts';
import { startS3Server } from '../testing/s3-server.ts';

const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

/** A second instance over the same database, with a `DATA_DIR` of its own (nothing on disk is shared). */
async function secondInstance(t: TestApp) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ff-second-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  return { ...(await restartTestApp(t, { DATA_DIR: dataDir })), dataDir };
}

/** Generates a recipe on `t`; answers its cook and its image's address. */
async function generateOn(t: TestApp) {
  const { session } = await registerUser(t);
  const res = await t.client({ token: session.accessToken }).api.recipes.generate.$post({
    json: { theme: 'coastal-cove', characterClass: 'druid', recipeType: 'main' },
  });
  expectStatus(res, 201);
  if (res.body.isTrial) throw new Error('a signed-in user was answered a trial');
  await variantsSettled();
  return { userId: session.me.user.id, image: res.body.recipe.recipeData.image };
}

/** Checks that `second` serves the image `first` stored, byte for byte, and its variants and social card. */
async function expectServedByBoth(t: TestApp, second: Awaited<ReturnType<typeof secondInstance>>) {
  const { userId, image } = await generateOn(t);
  const fromFirst = await t.app.request(image);
  const fromSecond = await second.app.request(image);
  expect(fromSecond.status).toBe(200);
  expect(fromSecond.headers.get('content-type')).toBe('image/png');
  expect(fromSecond.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await fromSecond.arrayBuffer()).equals(Buffer.from(await fromFirst.arrayBuffer()))).toBe(true);
  // The variants the first made in the background are the second's to serve too.
  const [variant] = (mediaSrcSet(image) ?? '').split(' ');
  const webp = await second.app.request(variant ?? '');
  expect(webp.status).toBe(200);
  expect(webp.headers.get('content-type')).toBe('image/webp');
  // A social card drawn by one instance is the same card, under the same ETag, on the other.
  const published = await insertSavedRecipe(t.db, userId, { isPublished: true, recipeData: { image } });
  const card = await t.app.request(`/og/recipes/${published}.png`);
  expect(card.status).toBe(200);
  const again = await second.app.request(`/og/recipes/${published}.png`, {
    headers: { 'If-None-Match': card.headers.get('etag') ?? '' },
  });
  expect(again.status).toBe(304);
  // Nothing was written under the second's DATA_DIR: it read the shared store.
  expect(existsSync(join(second.dataDir, 'media'))).toBe(false);
}

describe('media across instances', () => {
  describe('over one PostgreSQL database (the media_objects table)', () => {
    const t = withTestApp();

    it.runIf(onPostgres)('serves an image generated on one instance from the other', async () => {
      const second = await secondInstance(t);
      expect([t.deps.media.kind, second.deps.media.kind]).toEqual(['database', 'database']);
      await expectServedByBoth(t, second);
    });

    it.runIf(!onPostgres)('keeps images in DATA_DIR on SQLite, which one process serves', async () => {
      expect(t.deps.media.kind).toBe('files');
      const { image } = await generateOn(t);
      expect(existsSync(join(t.deps.config.DATA_DIR, image))).toBe(true);
    });
  });

  describe('in an S3-compatible bucket', () => {
    let s3: Awaited<ReturnType<typeof startS3Server>>;
    beforeAll(async () => {
      s3 = await startS3Server();
    });
    afterAll(() => s3.close());
    const t = withTestApp(() => s3.env);

    it('serves an image generated on one instance from the other, whatever the database', async () => {
      const second = await secondInstance(t);
      expect([t.deps.media.kind, second.deps.media.kind]).toEqual(['s3', 's3']);
      await expectServedByBoth(t, second);
      expect(existsSync(join(t.deps.config.DATA_DIR, 'media'))).toBe(false);
    });
  });
});
