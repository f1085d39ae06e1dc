import type { MiddlewareHandler } from 'hono';

/**
 * `Cache-Control: no-store` on every API answer unless its route declared it public: answers
 * carry access tokens (login, register, refresh, reset confirm) or personal data (`/api/me`,
 * `/api/sync/pull`), and a shared or disk cache must keep none of them. Error answers are always
 * no-store, even from a route that declared its success answer public.
 *
 * @example
 * app.use('/api/*', apiNoStore())
 */
export function apiNoStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.ok || !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/**
 * Declares a route's successful answers public, cacheable for `maxAgeSeconds`; only for answers
 * that are the same for everyone and carry nothing personal.
 *
 * @example
 * api.use('/api/openapi.json', publicCache(300))
 */
export function publicCache(maxAgeSeconds: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  };
}
