// Keeps package-lock.json complete for every platform. The registry mirror this project is built
// against only serves Linux x64/arm64 binaries, so npm leaves other platforms' optional packages
// (esbuild, rollup, lightningcss, tailwind's oxide, ...) out of the lock, and `npm ci` then refuses
// the lock as incomplete. This adds the missing optional entries (name, version, optional) so the
// lock matches package.json; npm skips them on platforms they are not for.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
const present = new Set(Object.keys(packages).map((key) => key.replace(/^.*node_modules\//, '')));
let added = 0;

for (const entry of Object.values(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (present.has(name)) continue;
    const version = String(spec).replace(/^[\^~=]/, '');
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    present.add(name);
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`lock: added ${added} optional platform entries`);
