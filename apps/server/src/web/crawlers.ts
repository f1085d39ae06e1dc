import { Hono } from 'hono';

/** Screens that are a visitor's own or a form, never a page worth indexing. */
const PRIVATE_PATHS = ['/api/', '/admin', '/my-recipes', '/shop', '/auth', '/reset-password', '/verify-email'];

const PLAIN_TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };

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

/**
 * What crawlers ask for before any page: /robots.txt, and /sitemap.xml, which is a plain 404 until
 * the sitemap is served (never the app's HTML, which a crawler would take for a broken sitemap).
 * Answered with or without a web build.
 *
 * @example
 * app.route('/', crawlerRoutes('https://feastforge.app'))
 */
export function crawlerRoutes(publicUrl: string) {
  const robots = robotsTxt(publicUrl);
  return new Hono()
    .get('/robots.txt', (c) => c.body(robots, 200, PLAIN_TEXT))
    .get('/sitemap.xml', (c) => c.body('Not found', 404, PLAIN_TEXT));
}
