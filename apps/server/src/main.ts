import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { startChestReminders } from './services/push/chest-reminders.ts';
import { JOB_KINDS } from './services/jobs/kinds.ts';
import { scheduleEvery } from './services/jobs/schedule.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const JOB_SHUTDOWN_GRACE_MS = 10_000;

// Variables from ./.env (see .env.example) fill in what the environment does not set.
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const deps = await bootstrap(config);
const app = createApp(deps, { webDist: config.WEB_DIST });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const where = config.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${config.DATA_DIR}`;
  console.info(`Feastforge is listening on http://localhost:${info.port} (${where})`);
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

async function shutdown() {
  stopPurge();
  stopReminders();
  server.close();
  // Claimed jobs finish within the grace period or go back to the queue for another instance.
  await deps.jobs.stop(JOB_SHUTDOWN_GRACE_MS);
  await deps.background.idle();
  await deps.live.close();
  await deps.db.destroy();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
