import { OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { createMiddleware } from 'hono/factory';
import { DomainError } from '@feastforge/domain';
import { SEND_AS_JSON, validationError } from './errors.ts';

/**
 * A route group whose request validation failures become the spec's validation messages
 * (thrown, so the one error handler answers them), and whose JSON bodies must arrive as JSON.
 *
 * @example
 * const router = createRouter<AuthEnv>().openapi(loginRoute, async (c) => c.json(await login(c.req.valid('json')), 200))
 */
export function createRouter<E extends Env = Env>() {
  const router = new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
  const register = router.openapi;
  // zod-openapi answers 415 to a body with another Content-Type, but lets a request with neither
  // a body nor a Content-Type through, and Hono's JSON validator then validates `{}`: an empty
  // PATCH passed as a valid no-op. Every route with a JSON body gets this gate instead, here
  // rather than in each route, so a new route cannot forget it.
  router.openapi = (route, handler, hook) => register(withJsonGate(route), handler, hook);
  return router;
}

/**
 * A validation hook for routes whose path names a thing: a malformed id can never name one, so it
 * answers like an unknown one (`notFound()`); other invalid parts are validation errors.
 *
 * @example
 * router.openapi(readRoute, handler, notFoundForBadParams(() => new DomainError('not_found', 'No such hero.')))
 */
export function notFoundForBadParams(notFound: () => Error) {
  return (result: { target: string } & ({ success: true } | { success: false; error: z.ZodError })): undefined => {
    if (result.success) return undefined;
    if (result.target === 'param') throw notFound();
    throw validationError(result.error);
  };
}

/** OpenAPI description of a JSON body with `schema`. */
export function jsonBody<T>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

/** OpenAPI description of a JSON answer. */
export function jsonAnswer<T>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

// The media types Hono's JSON validator parses; any other body would be validated as `{}`.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** True when the request says its body is JSON. */
export function isJsonRequest(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim() ?? '';
  return JSON_MEDIA_TYPE.test(mediaType);
}

/** Refuses a body that does not say it is JSON (a missing body included) before it is validated. */
const requireJsonContentType = createMiddleware(async (c, next) => {
  if (!isJsonRequest(c.req.header('content-type'))) throw new DomainError('unsupported_media_type', SEND_AS_JSON);
  await next();
});

function withJsonGate<R extends RouteConfig>(route: R): R {
  const content = route.request?.body?.content ?? {};
  if (!Object.keys(content).some((mediaType) => isJsonRequest(mediaType))) return route;
  const own = route.middleware === undefined ? [] : [route.middleware].flat();
  return { ...route, middleware: [requireJsonContentType, ...own] };
}
