import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './vite-precompress.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ff-precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Text that compresses well and is `bytes` long. */
const text = (bytes: number) => 'const feast = "hearty stew";\n'.repeat(Math.ceil(bytes / 29)).slice(0, bytes);

function write(name: string, body: string | Buffer) {
  writeFileSync(join(dir, name), body);
  return join(dir, name);
}

describe('precompressDir', () => {
  it('writes .br and .gz beside every compressible file that decode to the original', async () => {
    const names = [
      'index.html',
      'sw.js',
      'manifest.webmanifest',
      'assets/index-abc.js',
      'assets/index-abc.css',
      'icon.svg',
      'data.json',
      'robots.txt',
      'sitemap.xml',
    ];
    const originals = new Map(names.map((name) => [write(name, text(4096)), readFileSync(join(dir, name))]));
    const written = await precompressDir(dir);
    expect(written).toHaveLength(names.length * 2);
    for (const [path, original] of originals) {
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(original), `${path}.br`).toBe(true);
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(original), `${path}.gz`).toBe(true);
      expect(statSync(`${path}.br`).size).toBeLessThan(original.byteLength);
      // What the server sends as Last-Modified, to the second.
      expect(statSync(`${path}.br`).mtime.toUTCString()).toBe(statSync(path).mtime.toUTCString());
    }
  });

  it('skips small files, source maps, images and what it wrote before', async () => {
    const small = write('assets/tiny.js', text(PRECOMPRESS_MIN_BYTES - 1));
    const map = write('assets/index-abc.js.map', text(8192));
    const png = write('icon.png', Buffer.from(text(8192)));
    const js = write('assets/index-abc.js', text(PRECOMPRESS_MIN_BYTES));
    await precompressDir(dir);
    expect(existsSync(`${js}.br`) && existsSync(`${js}.gz`)).toBe(true);
    for (const skipped of [small, map, png]) {
      expect(existsSync(`${skipped}.br`) || existsSync(`${skipped}.gz`), skipped).toBe(false);
    }
    // A second run (watch mode) compresses the originals again, never their variants.
    expect(await precompressDir(dir)).toEqual([`${js}.br`, `${js}.gz`]);
  });

  it('keeps no variant that would be larger than its original', async () => {
    const noise = write('assets/noise.js', randomBytes(4096));
    expect(await precompressDir(dir)).toEqual([]);
    expect(existsSync(`${noise}.br`)).toBe(false);
  });
});
