import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { DomainError, StreamQuery, StreamTicketSchema } from '@feastforge/domain';
import type { AppDeps } from '../deps.ts';
import { requireUser, type AuthEnv, type AuthState } from '../http/auth-middleware.ts';
import { errorAnswers, SIGNED_IN, type SecurityRequirement } from '../http/openapi.ts';
import { createRouter, jsonAnswer } from '../http/router.ts';
import { isSessionActive } from '../services/auth/sessions.ts';
import type { LiveEvent } from '../services/live/live-events.ts';
import { issueStreamTicket, redeemStreamTicket } from '../services/live/stream-tickets.ts';
import { logger } from '../logger.ts';

/** Options of the stream; tests shorten them. */
export interface LiveStreamTiming {
  /** A comment line this often keeps proxies and the browser from closing an idle stream. */
  heartbeatMs: number;
  /** The stream ends after this long, so it never outlives what an access token proves (ADR 016). */
  maxAgeMs: number;
  /** How long the browser waits before it reconnects (`retry:`). */
  retryMs: number;
}

/** The production stream's timing; tests pass shorter ones to `liveRoutes`. */
export const LIVE_STREAM_TIMING: LiveStreamTiming = {
  heartbeatMs: 25_000,
  maxAgeMs: 15 * 60_000,
  retryMs: 3_000,
};

// The pass proves the session to the stream alone; it travels in the address (ADR 016).
const STREAM_TICKET_SCHEME = 'streamTicket';
const WITH_STREAM_TICKET: SecurityRequirement[] = [{ [STREAM_TICKET_SCHEME]: [] }];

const ticketRoute = createRoute({
  method: 'post',
  path: '/ticket',
  summary: 'A single-use pass, valid for 30 seconds, that opens the live stream',
  description:
    'An EventSource cannot send the Authorization header: ask for a pass, then open `GET /api/events?ticket=…`.',
  security: SIGNED_IN,
  responses: { 201: jsonAnswer(StreamTicketSchema, 'The pass'), ...errorAnswers(['unauthorized']) },
});

const streamRoute = createRoute({
  method: 'get',
  path: '/',
  summary: "Server-sent events: the user's profile (mana, XP, level) or notifications changed",
  description:
    'Opened with a pass from `POST /api/events/ticket`; each pass opens one stream. Events are `ready` (once, with ' +
    '`retry:`), `profile` and `notification`; each says only what changed, so read it anew. A comment line comes ' +
    'every 25 seconds. The stream ends after 15 minutes or when the session ends: a reconnect with the spent pass ' +
    'answers 401, so ask for a new pass and open a new stream.',
  security: WITH_STREAM_TICKET,
  request: { query: StreamQuery },
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...errorAnswers(['validation_failed', 'unauthorized'], {
      unauthorized: 'no pass, or one that is spent, expired or whose session has ended',
    }),
  },
});

/** `/api/events` (beside the analytics under `/api/events/track`): the live stream and its passes. */
export function liveRoutes(deps: AppDeps, timing: LiveStreamTiming = LIVE_STREAM_TIMING) {
  const router = createRouter<AuthEnv>();
  router.openAPIRegistry.registerComponent('securitySchemes', STREAM_TICKET_SCHEME, {
    type: 'apiKey',
    in: 'query',
    name: 'ticket',
    description: 'A single-use pass from `POST /api/events/ticket`, valid for 30 seconds.',
  });
  router.use('/ticket', requireUser(deps));
  return router
    .openapi(ticketRoute, async (c) => c.json(await issueStreamTicket(deps.db, c.get('auth'), new Date()), 201))
    .openapi(streamRoute, async (c) => {
      const auth = await redeemStreamTicket(deps.db, c.req.valid('query').ticket, new Date());
      if (!auth || !(await isSessionActive(deps.db, auth.sessionId))) {
        throw new DomainError('unauthorized', 'Please sign in again.');
      }
      const res = streamSSE(c, (stream) => follow(stream, deps, auth, timing));
      // Personal and endless: no cache may keep it, and nginx must not buffer it.
      res.headers.set('Cache-Control', 'no-store');
      res.headers.set('X-Accel-Buffering', 'no');
      return res;
    });
}

/**
 * Writes the user's live events to `stream` until the browser leaves, the stream's time is up or
 * the session that opened it ends: each heartbeat asks whether the session is still active, so a
 * device signed out (here or from elsewhere) stops hearing within one heartbeat (ADR 016).
 */
async function follow(stream: SSEStreamingApi, deps: AppDeps, auth: AuthState, timing: LiveStreamTiming) {
  const send = (event: LiveEvent) => stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
  const stop = deps.live.subscribe(auth.userId, (event) => {
    if (event.type === 'sessions') {
      void stillSignedIn(deps, auth.sessionId).then((active) => active || stream.abort());
      return;
    }
    void send(event).catch(() => stream.abort());
  });
  const ended = new Promise<void>((resolve) => stream.onAbort(resolve));
  const untrack = deps.live.track(() => stream.abort());
  try {
    await stream.writeSSE({ event: 'ready', data: '{}', retry: timing.retryMs });
    const endAt = Date.now() + timing.maxAgeMs;
    while (!stream.aborted && Date.now() < endAt) {
      const wait = Math.min(timing.heartbeatMs, endAt - Date.now());
      if (await untilOrEnded(wait, ended)) break;
      if (!(await stillSignedIn(deps, auth.sessionId))) break;
      await stream.write(': heartbeat\n\n');
    }
  } finally {
    untrack();
    stop();
  }
}

/** Whether the session is still active; a check that fails ends the stream too (the tab reconnects). */
async function stillSignedIn(deps: AppDeps, sessionId: string): Promise<boolean> {
  try {
    return await isSessionActive(deps.db, sessionId);
  } catch (error) {
    logger.warn({ err: error }, 'could not check the session of a live stream');
    return false;
  }
}

/** Waits `ms`; answers true when the stream ended first. */
async function untilOrEnded(ms: number, ended: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const elapsed = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([elapsed, ended.then(() => true)]);
  } finally {
    clearTimeout(timer);
  }
}
