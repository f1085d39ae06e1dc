import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { engineWarmUp } from '@feastforge/generator';
import { startChestReminders } from './services/push/chest-reminders.ts';
import { runInSlices } from './services/run-in-slices.ts';
import { JOB_KINDS } from './services/jobs/kinds.ts';
import { scheduleEvery } from './services/jobs/schedule.ts';
import { shutDown, withinTime } from './shutdown.ts';
import { logger } from './logger.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Claimed jobs get this long at a stop; what is left goes back to the queue for another instance. */
const JOB_SHUTDOWN_GRACE_MS = 5_000;

// Variables from ./.env (see .env.example) fill in what the environment does not set.
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const deps = await bootstrap(config);
const app = createApp(deps, { webDist: config.WEB_DIST });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const where = config.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${config.DATA_DIR}`;
  logger.info({ port: info.port, database: where }, `Feastforge is listening on http://localhost:${info.port}`);
});

// An idle keep-alive connection stays open longer than a reverse proxy's idle limit (commonly
// 60 s), so the proxy, not the server, closes it: a server closing one just as a request is sent
// on it gives the proxy a 502 (and a client without retries a reset). Node's default is 5 s. The
// headers timeout must exceed it, or Node would cut a reused connection's next request short.
const KEEP_ALIVE_MS = 65_000;
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

// Jobs that must happen (emails, pushes, timers' ticks) are taken from the database: this
// instance's own right after the response, others' (a crash's, a retry's) every few seconds.
deps.jobs.start();

// Sync tombstones past their retention period (and finished jobs) go once a UTC day, on one
// instance: each looks every hour and the first to ask for the day's job runs it.
const stopPurge = scheduleEvery(deps, deps.background, JOB_KINDS.purge, DAY_MS, HOUR_MS);

// Cooks whose daily chest is still closed get a push reminder, once per UTC day.
const stopReminders = startChestReminders(deps, deps.background);

// The recipe engine works out, a few milliseconds at a time between requests, which dishes each
// choice of type, dietary needs and party can have, and writes each way a dish is made once (and
// checks it, where model-written recipes are checked): the first cooks wait no longer than the rest.
const stopWarmUp = runInSlices(engineWarmUp({ check: deps.recipeWriter.kind === 'model' }), {
  onDone: (ms) => logger.info({ ms: Math.round(ms) }, 'the recipe engine is warmed up'),
  onError: (error) =>
    logger.warn({ err: error }, 'the recipe engine warm-up stopped; requests work it out as they come'),
});

/**
 * How long requests in flight may take to finish once a stop is asked for. With the claimed jobs'
 * grace after it the stop takes up to about 13 s: compose.yaml gives 30 s (`stop_grace_period`);
 * a bare `docker stop` kills at 10 s, and the jobs still claimed then go to another instance once
 * their lease passes.
 */
const DRAIN_MS = 8_000;

/**
 * SIGTERM (an orchestrator, `docker stop`) or SIGINT: stop taking connections, let the requests in
 * flight finish, end the live streams (browsers reconnect elsewhere), wait for background work,
 * then close the database. Each step is one entry, in the order it must happen.
 */
async function stop(signal: string) {
  logger.info({ signal }, 'stopping');
  const clean = await shutDown([
    {
      name: 'stop timers',
      run: () => {
        stopPurge();
        stopReminders();
        stopWarmUp();
      },
    },
    {
      name: 'finish requests in flight',
      run: () => {
        const drained = withinTime(
          (done) => server.close(done),
          DRAIN_MS,
          () => closeAllConnections(),
        );
        // Streams never finish by themselves: they end once no new request can open another.
        deps.live.endStreams();
        return drained;
      },
    },
    // Claimed jobs finish within their grace period or go back to the queue for another instance.
    { name: 'finish or release claimed jobs', run: () => deps.jobs.stop(JOB_SHUTDOWN_GRACE_MS) },
    { name: 'finish background work', run: () => deps.background.idle() },
    { name: 'stop the live relay', run: () => deps.live.close() },
    { name: 'close the database', run: () => deps.db.destroy() },
  ]);
  logger.info({ clean }, 'stopped');
  process.exit(clean ? 0 : 1);
}

function closeAllConnections() {
  if ('closeAllConnections' in server) server.closeAllConnections();
}

// One stop whatever signals come (Ctrl-C then an orchestrator's SIGTERM): the first one runs it.
let stopping = false;
const onSignal = (signal: string) => {
  if (stopping) return;
  stopping = true;
  void stop(signal);
};
process.once('SIGINT', () => onSignal('SIGINT'));
process.once('SIGTERM', () => onSignal('SIGTERM'));
