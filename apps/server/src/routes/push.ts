import { createRoute } from '@hono/zod-openapi';
import { PushPublicKeySchema, PushSubscriptionBody, PushUnsubscribeBody } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import { removeSubscription, saveSubscription } from '../services/push/subscriptions.ts';

const publicKeyRoute = createRoute({
  method: 'get',
  path: '/public-key',
  summary: "The server's VAPID public key, the `applicationServerKey` of `pushManager.subscribe`",
  responses: { 200: jsonAnswer(PushPublicKeySchema, 'The key (base64url)'), ...errorAnswers([]) },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: '/subscriptions',
  summary: "Store this browser's push subscription (`PushSubscription.toJSON()`), upserted on its endpoint",
  description: 'A user keeps at most 10 browsers; subscribing another forgets the oldest.',
  security: SIGNED_IN,
  request: { body: jsonBody(PushSubscriptionBody) },
  responses: { 204: { description: 'Stored' }, ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized']) },
});

const unsubscribeRoute = createRoute({
  method: 'delete',
  path: '/subscriptions',
  summary: "Forget this browser's push subscription (`{endpoint}`); an unknown one succeeds too",
  security: SIGNED_IN,
  request: { body: jsonBody(PushUnsubscribeBody) },
  responses: { 204: { description: 'Forgotten' }, ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized']) },
});

/** `/api/push`: the VAPID key and the signed-in user's browser subscriptions. */
export function pushRoutes(deps: AppDeps) {
  const router = createRouter<AuthEnv>();
  router.use('/subscriptions', requireUser(deps));
  return router
    .openapi(publicKeyRoute, (c) => c.json({ publicKey: deps.push.publicKey }, 200))
    .openapi(subscribeRoute, async (c) => {
      await saveSubscription(deps.db, c.get('auth').userId, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(unsubscribeRoute, async (c) => {
      await removeSubscription(deps.db, c.get('auth').userId, c.req.valid('json').endpoint);
      return c.body(null, 204);
    });
}
