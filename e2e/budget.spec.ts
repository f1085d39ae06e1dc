import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures.ts';

/** Issue budget: what a first visit to / may download in JavaScript, and the largest chunk. */
const HOME_JS_LIMIT = 150 * 1024;
const CHUNK_GZIP_LIMIT = 80 * 1024;
const ASSETS = resolve(import.meta.dirname, '..', process.env['WEB_DIST'] ?? 'dist/web', 'assets');

test('a first visit to / downloads at most 150 KB of JavaScript, compressed on the wire', async ({ page }) => {
  // Sizes are read as each script finishes, and all of them are awaited before they are added up.
  const measured: Array<Promise<{ url: string; bytes: number; encoding: string | undefined }>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    measured.push(
      Promise.all([request.response(), request.sizes()]).then(([response, sizes]) => ({
        url: request.url(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'],
      })),
    );
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(measured);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.info(`JavaScript for /: ${(total / 1024).toFixed(1)} KB in ${scripts.length} files`);
  expect(scripts.length).toBeGreaterThan(0);
  // Files under 1 KB are sent as they are: compressing them saves nothing.
  expect(scripts.filter((script) => script.bytes >= 1024 && script.encoding !== 'br')).toEqual([]);
  expect(total).toBeLessThanOrEqual(HOME_JS_LIMIT);
});

test('no JavaScript chunk is above 80 KB gzipped', () => {
  const chunks = readdirSync(ASSETS)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length }));
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((chunk) => chunk.gzip > CHUNK_GZIP_LIMIT)).toEqual([]);
});
