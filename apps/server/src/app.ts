import { createRoute, z } from '@hono/zod-openapi';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { DomainError } from '@feastforge/domain';
import type { AppDeps } from './deps.ts';
import { endpointsOf, methodNotAllowed } from './http/allowed-methods.ts';
import { apiNoStore, publicCache } from './http/cache-control.ts';
import { compression } from './http/compression.ts';
import { handleError } from './http/errors.ts';
import { requestLogging } from './http/request-log.ts';
import { describeBearerScheme, errorAnswers } from './http/openapi.ts';
import { createRouter, jsonAnswer } from './http/router.ts';
import { authRoutes } from './routes/auth.ts';
import { badgeRoutes } from './routes/badges.ts';
import { eventRoutes } from './routes/events.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { liveRoutes } from './routes/live.ts';
import { meRoutes } from './routes/me.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { operationRoutes } from './routes/operations.ts';
import { pushRoutes } from './routes/push.ts';
import { recipeRoutes } from './routes/recipes.ts';
import { syncRoutes } from './routes/sync.ts';
import { chestRoutes } from './routes/chest.ts';
import { promoRoutes } from './routes/promo.ts';
import { referralRoutes } from './routes/referrals.ts';
import { adminRoutes } from './routes/admin.ts';
import { shopRoutes } from './routes/shop.ts';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './routes/stripe-webhook.ts';
import { demoCheckoutRoutes } from './web/demo-checkout.ts';
import { crawlerRoutes } from './web/crawlers.ts';
import { mediaRoutes } from './web/media.ts';
import { socialImageRoutes } from './web/social-images.ts';
import { webRoutes } from './web/spa.ts';
import { publicUrl } from './config.ts';

/** Largest JSON body any endpoint accepts; anything bigger is refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;
/** How long a browser or proxy may reuse the API description. */
const OPENAPI_MAX_AGE_SECONDS = 300;

const DOCUMENT_CONFIG = {
  openapi: '3.1.0',
  info: {
    title: 'Feastforge API',
    version: '1.0.0',
    description:
      'Errors always answer `{error: {code, message, details?}}` with a 4xx/5xx status. JSON bodies must be sent ' +
      `as \`application/json\` and stay under ${MAX_BODY_BYTES / 1024} KB. A known path asked with another method ` +
      'answers 405 with `Allow`; an unknown path answers 404.',
  },
};

const documentRoute = createRoute({
  method: 'get',
  path: '/api/openapi.json',
  summary: 'This description of the API (OpenAPI 3.1)',
  responses: {
    200: jsonAnswer(z.looseObject({ openapi: z.string() }), 'The OpenAPI document'),
    ...errorAnswers([]),
  },
});

/** The API routes; their type is what the web client's `hc<AppType>` is built from. */
export function createApiRoutes(deps: AppDeps) {
  const api = createRouter()
    .route('/api/auth', authRoutes(deps))
    .route('/api/me', meRoutes(deps))
    .route('/api/events', eventRoutes(deps))
    .route('/api/events', liveRoutes(deps))
    .route('/api/notifications', notificationRoutes(deps))
    .route('/api/push', pushRoutes(deps))
    .route('/api/sync', syncRoutes(deps))
    .route('/api/recipes', recipeRoutes(deps))
    .route('/api', galleryRoutes(deps))
    .route('/api/badges', badgeRoutes(deps))
    .route('/api/chest', chestRoutes(deps))
    .route('/api/promo', promoRoutes(deps))
    .route('/api/referrals', referralRoutes(deps))
    .route('/api/admin', adminRoutes(deps))
    .route('/api/shop', shopRoutes(deps))
    .route('/api/stripe', stripeWebhookRoutes(deps))
    .route('/api', operationRoutes(deps));
  describeBearerScheme(api.openAPIRegistry);
  // The description is the same for everyone and changes only with a deploy.
  api.use('/api/openapi.json', publicCache(OPENAPI_MAX_AGE_SECONDS));
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  api.openapi(documentRoute, (c) => c.json((document ??= api.getOpenAPI31Document(DOCUMENT_CONFIG)), 200));
  return api;
}

export type AppType = ReturnType<typeof createApiRoutes>;

/**
 * The whole app: compression and security headers, the API under /api, robots.txt and the built
 * web app for every other path.
 *
 * @example
 * const app = createApp(deps); const res = await app.request('/api/me')
 */
export function createApp(deps: AppDeps, options: { webDist?: string } = {}) {
  const app = new Hono();
  app.onError(handleError);
  // First, so it wraps everything: the request id is on every line, and the access line has the final status.
  app.use('*', requestLogging());
  // Registered next (only the request log, which changes no answer, wraps it) so it runs last: it
  // compresses each answer as the routes and the other middleware left it, and sees
  // Content-Encoding on static files the build precompressed.
  app.use('*', compression());
  // Registered before secureHeaders so it runs after it: reset and confirmation links carry their
  // token, and no page reached from there may learn the address.
  const noReferrer = createMiddleware(async (c, next) => {
    await next();
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  });
  app.use('/reset-password', noReferrer);
  app.use('/verify-email', noReferrer);
  app.use(
    '*',
    secureHeaders({
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      // Browsers keep HSTS for its max-age: a local http run must not teach them to insist on https.
      strictTransportSecurity: deps.config.NODE_ENV === 'production' ? 'max-age=31536000; includeSubDomains' : false,
    }),
  );
  app.use('/api/*', apiNoStore());
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new DomainError('payload_too_large', 'The request is too large.');
    },
  });
  // GET and HEAD carry no body; asking bodyLimit would make the node server build a whole
  // Request for every read just to find that out. The Stripe webhook keeps a limit of its own.
  const unlimited = (c: Context) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path === STRIPE_WEBHOOK_PATH;
  app.use('/api/*', (c, next) => (unlimited(c) ? next() : limitBody(c, next)));
  const api = createApiRoutes(deps);
  // Before the routes' own middleware, so a wrong method is a 405 whoever asks.
  app.use('/api/*', methodNotAllowed(endpointsOf(api)));
  app.route('/', api);
  app.all('/api/*', () => {
    throw new DomainError('not_found', 'No such API endpoint.');
  });
  app.route('/', demoCheckoutRoutes(deps));
  app.route('/', mediaRoutes(deps.media));
  // Cards are stored in the media store's own folder, which the /media route does not serve.
  app.route('/', socialImageRoutes({ db: deps.db, media: deps.media }));
  const origin = publicUrl(deps.config);
  app.route('/', crawlerRoutes(origin, deps.db));
  if (options.webDist) {
    // Public pages read through this same app, so a page shows exactly what its API answers.
    const api = async (request: Request, env: unknown) => app.fetch(request, env);
    app.route('/', webRoutes(options.webDist, { api, publicUrl: origin }));
  }
  return app;
}
