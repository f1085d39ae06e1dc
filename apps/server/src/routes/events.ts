import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema, OkSchema, TrackEventBody } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { optionalUser, type OptionalAuthEnv } from '../http/auth-middleware.ts';
import { clientIp } from '../http/client-ip.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import { spend } from '../services/rate-limits.ts';
import { trackEvent } from '../services/analytics/track.ts';

const trackRoute = createRoute({
  method: 'post',
  path: '/track',
  summary: 'Record a first-party analytics event (page views and product events)',
  request: { body: jsonBody(TrackEventBody) },
  responses: { 202: jsonAnswer(OkSchema, 'Recorded'), 400: jsonAnswer(ErrorBodySchema, 'Invalid event') },
});

/** `/api/events`: first-party analytics. */
export function eventRoutes(deps: AppDeps) {
  const router = createRouter<OptionalAuthEnv>();
  router.use('/track', optionalUser(deps));
  return router.openapi(trackRoute, async (c) => {
    await spend(deps.limits.eventsByIp, clientIp(c, deps.config.TRUST_PROXY));
    await trackEvent(deps.db, c.get('auth')?.userId ?? null, c.req.valid('json'));
    return c.json({ ok: true as const }, 202);
  });
}
