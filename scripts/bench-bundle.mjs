#!/usr/bin/env node
// Prints what the first visit to `/` downloads: the scripts and styles index.html loads or
// preloads, raw and gzipped. Usage: npm run build && npm run bench:bundle [-- dist/web]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? 'dist/web');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let raw = 0;
let gzip = 0;
for (const asset of assets) {
  const bytes = readFileSync(join(dist, asset));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(`${asset.padEnd(40)} ${kb(bytes.length).padStart(10)} ${kb(zipped).padStart(10)} gzip`);
}
console.log(`${'total for /'.padEnd(40)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip`);
