import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, uniqueEmail } from './testing/builders.ts';
import { buildServerBundle, repoRoot, startServerProcess, type ServerProcess } from './testing/server-process.ts';

// `npm start` in production runs the bundle scripts/build-server.mjs makes, with `node` alone.
describe('the production server build', () => {
  const outdir = `dist/.build-test-${randomUUID().slice(0, 8)}`;
  let entry = '';
  let server: ServerProcess | undefined;

  beforeAll(() => {
    entry = buildServerBundle(outdir);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(join(repoRoot, outdir), { recursive: true, force: true });
  });

  it('is one JavaScript file that loads no TypeScript: the workspace packages are inside it', () => {
    const code = readFileSync(entry, 'utf8');
    const imports = [...code.matchAll(/^import .* from "([^"]+)";?$/gm)].map((m) => m[1]);
    expect(imports).toContain('better-sqlite3');
    expect(imports.filter((i) => i?.startsWith('@feastforge/') || i?.endsWith('.ts') || i === 'tsx')).toEqual([]);
  });

  it('imports only packages a production install (npm ci --omit=dev) keeps', () => {
    const code = readFileSync(entry, 'utf8');
    const specifiers = [
      ...code.matchAll(/^import .* from "([^"]+)";?$/gm),
      ...code.matchAll(/\bimport\("([^"]+)"\)/g),
    ].flatMap((m) => (m[1] ? [m[1]] : []));
    const packages = new Set(
      specifiers
        .filter((s) => !s.startsWith('node:') && !s.startsWith('.'))
        .map((s) =>
          s
            .split('/')
            .slice(0, s.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    );
    const manifests = ['package.json', 'apps/server/package.json', 'apps/web/package.json', 'db/package.json']
      .concat(['packages/domain/package.json', 'packages/generator/package.json'])
      .map((file) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as { dependencies?: object });
    const kept = new Set(manifests.flatMap((m) => Object.keys(m.dependencies ?? {})));
    expect(packages.size).toBeGreaterThan(5);
    expect([...packages].filter((name) => !kept.has(name))).toEqual([]);
  });

  it('starts with node alone, migrates a fresh database and answers sign-up and the account', async () => {
    server = await startServerProcess({ port: 4402, entry, env: { REGISTER_LIMIT_PER_IP: '100' } });
    expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(200);
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: GOOD_PASSWORD }),
    });
    expect(registered.status).toBe(201);
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const me = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ profile: { manaBalance: 25 } });
  });
});
