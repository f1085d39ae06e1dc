import { createMiddleware } from 'hono/factory';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { logger, requestScope } from '../logger.ts';

/** The longest incoming `X-Request-Id` kept; a longer one, or one with other than `[\w=-]`, is replaced. */
const MAX_REQUEST_ID_LENGTH = 128;

const assignRequestId = requestId({ limitLength: MAX_REQUEST_ID_LENGTH });

/**
 * Gives each request an id (a proxy's sane `X-Request-Id`, or a new UUID), sends it back as
 * `X-Request-Id`, stamps it on every line logged while the request is handled, and writes one access
 * line when it is answered: method, path (never the query, where a pass or token may travel),
 * status and milliseconds.
 *
 * @example
 * app.use('*', requestLogging())
 */
export const requestLogging = () =>
  createMiddleware<{ Variables: RequestIdVariables }>((c, next) =>
    assignRequestId(c, () =>
      requestScope.run({ requestId: c.get('requestId') }, async () => {
        const started = performance.now();
        await next();
        const ms = Math.round((performance.now() - started) * 10) / 10;
        logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
      }),
    ),
  );
