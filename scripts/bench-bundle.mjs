#!/usr/bin/env node
// Prints what the first visit to `/` downloads: the scripts and styles index.html loads or
// preloads, raw, gzipped and brotli-compressed (the server sends the .br the build writes to
// browsers that accept it). Usage: npm run build && npm run bench:bundle [-- dist/web]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? process.env.WEB_DIST ?? 'dist/web');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);
const totals = { raw: 0, gzip: 0, brotli: 0 };
for (const asset of assets) {
  const bytes = readFileSync(join(dist, asset));
  const sizes = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  for (const key of Object.keys(totals)) totals[key] += sizes[key];
  console.log(`${asset.padEnd(44)} ${kb(sizes.raw)} ${kb(sizes.gzip)} gzip ${kb(sizes.brotli)} br`);
}
console.log(`${'total for /'.padEnd(44)} ${kb(totals.raw)} ${kb(totals.gzip)} gzip ${kb(totals.brotli)} br`);
