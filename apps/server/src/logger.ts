import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, stdSerializers, type Level, type LevelWithSilent } from 'pino';

/** What every line logged while a request is handled carries: its id (also sent as `X-Request-Id`). */
export interface RequestScope {
  requestId: string;
}

/** The request being handled, for the lines logged on its behalf (work it started in the background too). */
export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Fields that may hold a secret wherever they appear in a logged object (one level deep): they are
 * written as `[redacted]`. Messages themselves never carry a token, password or email link.
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'ticket',
  'authorization',
  'cookie',
  'set-cookie',
  'secrets',
  'text',
  'html',
];
export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.headers.${field}`),
];

/** The levels LOG_LEVEL takes, quietest last. */
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

function levelFromEnv(value: string | undefined): LevelWithSilent {
  const wanted = (value ?? '').trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(wanted) ? (wanted as LevelWithSilent) : 'info';
}

type LineSink = (line: string) => void;
const toStdout: LineSink = (line) => void process.stdout.write(line);
let sink: LineSink = toStdout;

/**
 * The server's one logger: JSON lines on stdout at `LOG_LEVEL` (info by default), each line logged
 * while a request is handled stamped with its `requestId`. Under the test runner every line goes to
 * the test setup instead, which keeps the suite quiet (see `testing/log-capture.ts`).
 *
 * @example
 * logger.warn({ err: error, host }, 'push service unreachable')
 */
export const logger = pino(
  {
    level: process.env.VITEST ? 'trace' : levelFromEnv(process.env.LOG_LEVEL),
    base: { pid: process.pid },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: stdSerializers.err },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { requestId: scope.requestId } : {};
    },
  },
  { write: (line: string) => sink(line) },
);

/**
 * Sends every line to `next` instead of stdout until the returned function is called (tests).
 *
 * @example
 * const restore = routeLogLines((line) => lines.push(line)); … restore()
 */
export function routeLogLines(next: LineSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** pino's numeric value of a level name, e.g. 50 for 'error'. */
export const levelValue = (level: Level): number => logger.levels.values[level] ?? 0;
