import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { fillShell, loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import { scriptsAfterFirstPaint } from './script-priority.ts';
import { logger } from '../logger.ts';

/** sha256 sources for the inline scripts of index.html, so CSP can allow exactly those. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

function contentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // Radix positions popovers with inline styles and sonner injects its stylesheet.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What public pages are rendered with: the API their reads go to, and the public origin. */
export interface PublicPages {
  /**
   * The app's own API, in process: a page's reads (ADR 018) are made through it as a visitor's,
   * with the connection of the request being rendered.
   */
  api(request: Request, env: unknown): Promise<Response>;
  publicUrl: string;
  /** The page renderer; by default the one the web build wrote beside `webDist`. */
  renderer?: Promise<PageRenderer | null>;
}

/**
 * Serves the built web app: public pages rendered on the server from the same React components
 * (ADR 008), the app shell (index.html) for every other route, hashed assets with long caching
 * and the service worker never cached. HTML carries a CSP that allows only its inline script.
 */
export function webRoutes(webDist: string, pages: PublicPages) {
  const root = resolve(webDist);
  const indexPath = join(root, 'index.html');
  const web = new Hono();
  if (!existsSync(indexPath)) {
    web.get('*', (c) =>
      c.text('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).', 503),
    );
    return web;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  const csp = contentSecurityPolicy(indexHtml);
  // A rendered page paints without its scripts, so they are asked for once it has painted.
  const pageShell = scriptsAfterFirstPaint(indexHtml);
  const pageCsp = contentSecurityPolicy(pageShell);
  const renderer =
    pages.renderer ??
    loadPageRenderer(root).catch((error: unknown) => {
      // A broken renderer costs server rendering only: every page is then the shell.
      logger.error({ err: error }, 'the page renderer could not be loaded; pages are served as the app shell');
      return null;
    });

  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  web.use('/sw.js', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-cache');
    c.header('Service-Worker-Allowed', '/');
  });
  const html = (c: Context, body: string, status: 200 | 404 = 200, policy = csp) => {
    c.header('Content-Security-Policy', policy);
    c.header('Cache-Control', 'no-cache');
    return c.html(body, status);
  };
  // The service worker precaches this shell and answers every navigation with it.
  const shell = (c: Context) => html(c, indexHtml);
  /** A public page rendered on the server, or the shell for screens the browser renders. */
  const page = async (c: Context) => {
    try {
      const render = await renderer;
      const api = (request: Request) => pages.api(request, c.env);
      const rendered = render ? await render(c.req.raw, { origin: pages.publicUrl, api }) : null;
      if (!rendered) return shell(c);
      return html(c, fillShell(pageShell, rendered), rendered.status === 404 ? 404 : 200, pageCsp);
    } catch (error) {
      // The browser can still render the page from the shell; a visitor never sees a 500.
      logger.error({ err: error, path: c.req.path }, 'rendering a page failed; answering the app shell');
      return shell(c);
    }
  };
  web.get('/', page);
  web.get('/index.html', shell);
  // The build writes .br and .gz beside each text file; the one Accept-Encoding allows is sent.
  web.use('*', serveStatic({ root, precompressed: true }));
  // A missing hashed asset must be a 404, never index.html that a cache would keep as the script.
  web.get('/assets/*', (c) => c.text('Not found', 404));
  web.get('*', (c) => page(c));
  return web;
}
