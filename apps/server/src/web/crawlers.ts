import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import {
  generateSitemap,
  SITEMAP_PAGES_FILE,
  sitemapPart,
  type SitemapOptions,
  type SitemapPart,
} from '../services/seo/sitemap.ts';

/**
 * Screens that are a visitor's own or a form, never a page worth indexing. The shop itself is in
 * the spec's sitemap, so only its payment-return addresses (`/shop?session_id=…`) are closed.
 */
const PRIVATE_PATHS = ['/api/', '/admin', '/my-recipes', '/shop?', '/auth', '/reset-password', '/verify-email'];

const PLAIN_TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };
// Read from the database on every request, so a cache must ask again before reusing it.
const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' };
const RECIPES_FILE = /^sitemap-recipes-(\d{1,9})\.xml$/;

/**
 * robots.txt for `publicUrl`: public pages open to crawlers, private screens and the API closed,
 * and where the sitemap is.
 *
 * @example
 * robotsTxt('https://feastforge.app') // 'User-agent: *\nAllow: /\nDisallow: /api/\n…Sitemap: https://feastforge.app/sitemap.xml\n'
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The part a file name under / names: sitemap-pages.xml or sitemap-recipes-{n}.xml. */
function partOf(fileName: string): SitemapPart | null {
  if (fileName === SITEMAP_PAGES_FILE) return { kind: 'pages' };
  const recipes = RECIPES_FILE.exec(fileName);
  return recipes ? { kind: 'recipes', page: Number(recipes[1]) } : null;
}

/**
 * What crawlers ask for before any page: /robots.txt, and /sitemap.xml built from the database on
 * each request (with the files it names once it is an index). A missing sitemap file is a plain
 * 404, never the app's HTML, which a crawler would take for a broken sitemap. Answered with or
 * without a web build.
 *
 * @example
 * app.route('/', crawlerRoutes('https://feastforge.app', db))
 */
export function crawlerRoutes(publicUrl: string, db: Kysely<Database>, options: SitemapOptions = {}) {
  const robots = robotsTxt(publicUrl);
  const notFound = (c: Context) => c.body('Not found', 404, PLAIN_TEXT);
  return new Hono()
    .get('/robots.txt', (c) => c.body(robots, 200, PLAIN_TEXT))
    .get('/sitemap.xml', async (c) => c.body((await generateSitemap(db, publicUrl, options)).xml, 200, XML))
    .get('/:file{sitemap-[a-z0-9-]+\\.xml}', async (c) => {
      const part = partOf(c.req.param('file'));
      const xml = part ? await sitemapPart(db, publicUrl, part, options) : null;
      return xml === null ? notFound(c) : c.body(xml, 200, XML);
    });
}
