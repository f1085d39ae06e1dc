import { createRoute, z } from '@hono/zod-openapi';
import { pendingMigrations } from '@feastforge/db';
import { DomainError } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { errorAnswers } from '../http/openapi.ts';
import { createRouter, jsonAnswer } from '../http/router.ts';
import { logger } from '../logger.ts';

/** A readiness check slower than this counts as a database that cannot be reached. */
const READY_TIMEOUT_MS = 3_000;

const HealthSchema = z.object({ status: z.literal('ok') }).openapi('Health');
const ReadySchema = z.object({ status: z.literal('ready') }).openapi('Ready');

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Liveness: the process answers (it does not look at the database)',
  responses: { 200: jsonAnswer(HealthSchema, 'The process is up'), ...errorAnswers([]) },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  summary: 'Readiness: the database answers and every migration this version knows has run',
  description: 'A load balancer sends traffic only to an instance that answers 200 here.',
  responses: { 200: jsonAnswer(ReadySchema, 'Ready to serve'), ...errorAnswers(['not_ready']) },
});

/**
 * Throws `not_ready` unless the database answers within {@link READY_TIMEOUT_MS} and has run every
 * migration; the reason is kept out of the answer (it is for operators, not callers).
 */
async function checkReady(deps: AppDeps): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  let pending: string[];
  try {
    pending = await Promise.race([pendingMigrations(deps.db), timeout]);
  } catch (error) {
    logger.warn({ err: error }, 'not ready: the database cannot be reached');
    throw new DomainError('not_ready', 'The database cannot be reached.');
  } finally {
    clearTimeout(timer);
  }
  if (pending.length > 0) {
    logger.warn({ pending }, 'not ready: migrations have not run');
    throw new DomainError('not_ready', 'The database schema is not up to date.');
  }
}

/** `/api/health` and `/api/ready`, for load balancers, orchestrators and the browser tests' web server. */
export function operationRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readyRoute, async (c) => {
      await checkReady(deps);
      return c.json({ status: 'ready' as const }, 200);
    });
}
