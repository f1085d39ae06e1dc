import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { withTestApp } from '../testing/fixture.ts';

const t = withTestApp({ PUBLIC_URL: 'https://feastforge.test/' }, { per: 'file' });
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'ff-crawlers-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The app with a web build, without one, and with a build folder that has no index.html yet. */
const apps = () => ({
  'a web build': createApp(t.deps, { webDist: dist }),
  'no web build': createApp(t.deps),
  'an unbuilt web app': createApp(t.deps, { webDist: join(dist, 'missing') }),
});

describe('what crawlers ask for', () => {
  it.each(['a web build', 'no web build', 'an unbuilt web app'] as const)(
    'answers robots.txt as plain text with %s',
    async (which) => {
      const res = await apps()[which].request('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const lines = (await res.text()).split('\n');
      expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
      for (const path of ['/api/', '/admin', '/my-recipes', '/shop?', '/auth', '/reset-password']) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      expect(lines).not.toContain('Disallow: /');
      // The shop is in the spec's sitemap; only its payment-return addresses are closed.
      expect(lines).not.toContain('Disallow: /shop');
      // The public origin without its trailing slash.
      expect(lines).toContain('Sitemap: https://feastforge.test/sitemap.xml');
    },
  );

  it.each(['a web build', 'no web build', 'an unbuilt web app'] as const)(
    'answers /sitemap.xml with the sitemap, never the app, with %s',
    async (which) => {
      const res = await apps()[which].request('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(await res.text()).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    },
  );

  it.each(['a web build', 'no web build', 'an unbuilt web app'] as const)(
    'answers a sitemap file the index does not name with a plain 404, never the app, with %s',
    async (which) => {
      const res = await apps()[which].request('/sitemap-recipes-1.xml');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).not.toContain('<');
    },
  );
});
