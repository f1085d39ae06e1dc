import { createRoute } from '@hono/zod-openapi';
import { OkSchema, TrackEventBody } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { optionalUser, type OptionalAuthEnv } from '../http/auth-middleware.ts';
import { clientIp } from '../http/client-ip.ts';
import { errorAnswers, JSON_BODY_ERRORS, TOKEN_OPTIONAL } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import { spend } from '../services/rate-limits.ts';
import { trackEvent } from '../services/analytics/track.ts';

const trackRoute = createRoute({
  method: 'post',
  path: '/track',
  summary: 'Record a first-party analytics event (page views and product events)',
  description: "With a valid token the event is the user's; without one, or with one that has expired, a visitor's.",
  security: TOKEN_OPTIONAL,
  request: { body: jsonBody(TrackEventBody) },
  responses: { 202: jsonAnswer(OkSchema, 'Recorded'), ...errorAnswers([...JSON_BODY_ERRORS, 'rate_limited']) },
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
