import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { storedRecipeImage } from '../testing/builders.ts';
import { withTestApp } from '../testing/fixture.ts';

const INLINE = "document.documentElement.dataset.ready = '1';";
const t = withTestApp({}, { per: 'file' });
let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ff-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  // The same deps behind an app that also serves a built web app.
  app = createApp(t.deps, { webDist: dist });
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/auth', '/my-recipes/abc', '/no-such-page'])('answers index.html for %s', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('sends a CSP that allows exactly the inline script of index.html', async () => {
    const res = await app.request('/');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('asks browsers for https for a year in production only', async () => {
    expect((await app.request('/')).headers.get('strict-transport-security')).toBeNull();
    const production = createApp(
      { ...t.deps, config: { ...t.deps.config, NODE_ENV: 'production' } },
      { webDist: dist },
    );
    for (const path of ['/', '/api/openapi.json', '/assets/app-1234.js']) {
      const res = await production.request(path);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('serves the reset page with Referrer-Policy: no-referrer', async () => {
    const reset = await app.request('/reset-password');
    expect(reset.headers.get('referrer-policy')).toBe('no-referrer');
    const other = await app.request('/auth');
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves /sw.js uncached and hashed assets for a year', async () => {
    const sw = await app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    const asset = await app.request('/assets/app-1234.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await app.request('/assets/app-old.js');
    expect(missing.status).toBe(404);
  });

  it('serves media files for a year and answers a missing one with 404, not the SPA', async () => {
    expect(await storedRecipeImage(t, 'served-1')).toBe('/media/recipes/served-1.png');
    const res = await app.request('/media/recipes/served-1.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/media/recipes/nope.png')).status).toBe(404);
    // Dot segments (plain or encoded) are resolved before routing: the SPA answers, never the file.
    for (const path of ['/media/../../etc/passwd', '/media/%2e%2e/%2e%2e/etc/passwd']) {
      expect(await (await app.request(path)).text()).toContain('<div id="root">');
    }
  });

  it('keeps /api answers as JSON errors, never the SPA', async () => {
    const res = await app.request('/api/unknown');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
