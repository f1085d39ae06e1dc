import type { Env, Hono, MiddlewareHandler } from 'hono';
import { inspectRoutes } from 'hono/dev';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { DomainError } from '@feastforge/domain';

/** A method and a path that an app answers with a handler of its own, not only middleware. */
export interface Endpoint {
  method: string;
  path: string;
}

/**
 * Every endpoint `app` mounts, each once (Hono lists a route once per handler and middleware).
 *
 * @example
 * endpointsOf(createApiRoutes(deps)) // [{ method: 'POST', path: '/api/auth/login' }, ...]
 */
export function endpointsOf<E extends Env>(app: Hono<E>): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const { method, path, isMiddleware } of inspectRoutes(app)) {
    if (!isMiddleware) seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/**
 * Answers 405 with `Allow` when a path some endpoint has is asked with a method none of them has;
 * paths no endpoint has go on (to the 404). Runs before the endpoints' own middleware, so the
 * answer does not depend on who is asking.
 *
 * @example
 * app.use('/api/*', methodNotAllowed(endpointsOf(api)))
 */
export function methodNotAllowed(endpoints: Endpoint[]): MiddlewareHandler {
  // Hono's own path matching, so ':id' and wildcards mean here what they mean to the app.
  const paths = new TrieRouter<string>();
  for (const { method, path } of endpoints) paths.add(METHOD_NAME_ALL, path, method);
  return async (c, next) => {
    const allowed = allowedMethods(paths, c.req.path);
    // Hono answers HEAD with the GET route.
    const asked = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (allowed.length === 0 || allowed.includes(asked) || allowed.includes(METHOD_NAME_ALL)) return next();
    c.header('Allow', allowed.join(', '));
    throw new DomainError(
      'method_not_allowed',
      `This address does not accept ${c.req.method}; it accepts ${allowed.join(', ')}.`,
    );
  };
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function allowedMethods(paths: TrieRouter<string>, path: string): string[] {
  const methods = new Set(paths.match(METHOD_NAME_ALL, path)[0].map(([method]) => method));
  if (methods.has('GET')) methods.add('HEAD');
  const rank = (method: string) => {
    const known = METHOD_ORDER.indexOf(method);
    return known === -1 ? METHOD_ORDER.length : known;
  };
  return [...methods].sort((a, b) => rank(a) - rank(b));
}
