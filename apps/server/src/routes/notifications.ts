import { createRoute } from '@hono/zod-openapi';
import { NotificationListSchema, NotificationReadBody } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts';
import { errorAnswers, JSON_BODY_ERRORS, SIGNED_IN } from '../http/openapi.ts';
import { createRouter, jsonAnswer, jsonBody } from '../http/router.ts';
import { listNotifications } from '../services/notifications/list.ts';
import { markAllNotificationsRead, markNotificationRead } from '../services/notifications/read-marks.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'The bell: the newest 10 notifications and the count of all unread ones',
  security: SIGNED_IN,
  responses: { 200: jsonAnswer(NotificationListSchema, 'The list, newest first'), ...errorAnswers(['unauthorized']) },
});

const readRoute = createRoute({
  method: 'post',
  path: '/read',
  summary: 'Mark one notification read (`{id}`) or all of them (`{all: true}`)',
  description: "The same rules as the sync mutations 'notification.read' and 'notification.readAll'.",
  security: SIGNED_IN,
  request: { body: jsonBody(NotificationReadBody) },
  responses: {
    200: jsonAnswer(NotificationListSchema, 'The list as it is now'),
    ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized', 'not_found'], { not_found: 'no such notification of yours' }),
  },
});

/** `/api/notifications`: the bell's list and its read marks. */
export function notificationRoutes(deps: AppDeps) {
  const router = createRouter<AuthEnv>();
  router.use('*', requireUser(deps));
  return router
    .openapi(listRoute, async (c) => c.json(await listNotifications(deps.db, c.get('auth').userId), 200))
    .openapi(readRoute, async (c) => {
      const { userId } = c.get('auth');
      const body = c.req.valid('json');
      await deps.db
        .transaction()
        .execute((trx) =>
          'all' in body ? markAllNotificationsRead(trx, userId) : markNotificationRead(trx, userId, body.id),
        );
      // After the commit: the user's other tabs read the list again and see the marks.
      deps.live.publish(userId, { type: 'notification' });
      return c.json(await listNotifications(deps.db, userId), 200);
    });
}
