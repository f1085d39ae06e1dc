import { createRoute } from '@hono/zod-openapi';
import {
  SyncPullAnswerSchema,
  SyncPullQuery,
  SyncPushAnswerSchema,
  SyncPushBody,
  syncVersion,
} from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import { pullChanges } from '../services/sync/pull.ts';
import { pushMutations } from '../services/sync/push.ts';

const pushRoute = createRoute({
  method: 'post',
  path: '/push',
  summary: "Apply a device's outbox: each mutation exactly once, in id order",
  description:
    'A mutation the server refuses is answered `rejected` with its error and still counts as processed; ' +
    'a gap in the ids stops the batch. On 401, refresh the session and retry: never drop the outbox.',
  security: SIGNED_IN,
  request: { body: jsonBody(SyncPushBody) },
  responses: {
    200: jsonAnswer(SyncPushAnswerSchema, 'One result per mutation handled'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized']),
  },
});

const pullRoute = createRoute({
  method: 'get',
  path: '/pull',
  summary: "The signed-in user's tome, profile and notification changes after a cursor",
  security: SIGNED_IN,
  request: { query: SyncPullQuery },
  responses: {
    200: jsonAnswer(SyncPullAnswerSchema, 'Changes in version order; pull again while `hasMore`'),
    ...errorAnswers(['validation_failed', 'unauthorized'], { validation_failed: 'the cursor is not a version' }),
  },
});

/** `/api/sync`: the offline outbox goes up (push) and the user's changes come down (pull). */
export function syncRoutes(deps: AppDeps) {
  const router = createRouter<AuthEnv>();
  router.use('*', requireUser(deps));
  return router
    .openapi(pushRoute, async (c) => {
      const { userId } = c.get('auth');
      const answer = await pushMutations(deps.db, userId, c.req.valid('json'));
      // A publish may have earned XP and badges, a read mark changes the bell: the user's other
      // tabs re-read whenever anything was applied.
      if (answer.results.some((result) => result.status === 'applied')) {
        deps.live.publish(userId, { type: 'profile' });
        deps.live.publish(userId, { type: 'notification' });
      }
      return c.json(answer, 200);
    })
    .openapi(pullRoute, async (c) =>
      c.json(await pullChanges(deps.db, c.get('auth').userId, syncVersion(c.req.valid('query').cursor)), 200),
    );
}
