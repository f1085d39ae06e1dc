import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { RecipeAnswer } from '@feastforge/domain';
import { recipeMetaTags } from './recipe-meta.ts';
import { Hono, type Context } from 'hono';

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

/** Published recipes for link previews: a lookup as anyone would see it, and the public origin. */
export interface RecipePreviews {
  find(id: string): Promise<RecipeAnswer | null>;
  publicUrl: string;
}

/**
 * Serves the built SPA: hashed assets with long caching, the service worker never cached, and
 * index.html for every client route (with a CSP that allows its one inline script).
 */
export function webRoutes(webDist: string, recipes?: RecipePreviews) {
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

  web.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  web.use('/sw.js', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-cache');
    c.header('Service-Worker-Allowed', '/');
  });
  const spa = (c: Context) => {
    c.header('Content-Security-Policy', csp);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  };
  // index.html always goes through the SPA handler so it carries its CSP.
  web.get('/', spa);
  // A published recipe's page carries its link preview; anything else is the plain SPA.
  web.get('/recipe/:id', async (c) => {
    const recipe = recipes ? await recipes.find(c.req.param('id')).catch(() => null) : null;
    if (!recipe || !recipe.isPublished || !recipes) return spa(c);
    c.header('Content-Security-Policy', csp);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml.replace('</head>', `${recipeMetaTags(recipe, recipes.publicUrl)}</head>`));
  });
  web.get('/index.html', spa);
  web.use('*', serveStatic({ root }));
  // A missing hashed asset must be a 404, never index.html that a cache would keep as the script.
  web.get('/assets/*', (c) => c.text('Not found', 404));
  web.get('*', spa);
  return web;
}
