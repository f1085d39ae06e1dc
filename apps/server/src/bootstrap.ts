import type { Kysely } from 'kysely';
import { createDb, migrateToLatest, type Database } from '@feastforge/db';
import type { Config } from './config.ts';
import type { AppDeps } from './deps.ts';
import { createModelImageMaker, createProceduralImageMaker } from './providers/image-maker.ts';
import { purgeExpiredMailSecrets } from './providers/mail-secrets.ts';
import { choosePayments } from './providers/choose-payments.ts';
import { createOutboxMailer, createSmtpMailer } from './providers/mailer.ts';
import { createEngineWriter, createModelWriter, createOpenAiClient } from './providers/recipe-writer.ts';
import { grantAdminByEmail } from './services/accounts/me.ts';
import { loadJwtKeyring } from './services/auth/jwt-key-store.ts';
import { BackgroundTasks } from './services/background.ts';
import { createJobWorker } from './services/jobs/handlers.ts';
import { HallSearches } from './services/gallery/hall-searches.ts';
import { LiveEvents } from './services/live/live-events.ts';
import { PostgresLiveRelay } from './services/live/pg-relay.ts';
import { sweepOrphanMedia } from './services/media/orphan-sweep.ts';
import { createMediaStore } from './services/media/choose-store.ts';
import { createWebPush } from './services/push/push-service.ts';
import { loadVapidKeys } from './services/push/vapid-keys.ts';
import { createRateLimits } from './services/rate-limits.ts';
import { logger } from './logger.ts';

/**
 * Everything a start needs, in order: database (migrated), admin role, keys and providers; then the
 * orphan media sweep and the outbox's expired links, in the background.
 *
 * @example
 * const deps = await bootstrap(loadConfig())
 */
export async function bootstrap(config: Config, db?: Kysely<Database>): Promise<AppDeps> {
  const database = db ?? createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).db;
  await migrateToLatest(database);
  await grantAdminByEmail(database, config.ADMIN_EMAIL);
  const media = createMediaStore(config, database);
  const engine = createEngineWriter();
  const openai = config.OPENAI_API_KEY
    ? createOpenAiClient({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        timeoutMs: config.OPENAI_TIMEOUT_MS,
      })
    : null;
  const background = new BackgroundTasks();
  // Images whose recipe was never saved (the process died between the two) go at start; the hour
  // they must be old keeps an image that another instance is still saving.
  background.run(async () => {
    const removed = await sweepOrphanMedia(database, media, new Date());
    if (removed.length > 0) logger.info({ removed: removed.length }, 'removed orphan media files');
  });
  // Links that expired while the server was down leave the outbox now, not at the next email.
  background.run(async () => void (await purgeExpiredMailSecrets(database, new Date())));
  const live = new LiveEvents();
  // Several instances may share a PostgreSQL database: each tab's stream is open on one of them.
  if (config.DATABASE_URL) await PostgresLiveRelay.start(config.DATABASE_URL, database, live);
  const deps: AppDeps = {
    media,
    recipeWriter: openai ? createModelWriter({ client: openai, model: config.OPENAI_MODEL, fallback: engine }) : engine,
    imageMaker: openai
      ? createModelImageMaker({ client: openai, model: config.OPENAI_IMAGE_MODEL, media })
      : createProceduralImageMaker(media),
    db: database,
    config,
    jwtKey: await loadJwtKeyring(database, config),
    mailer: config.SMTP_URL
      ? createSmtpMailer(database, config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(database),
    limits: createRateLimits(
      {
        registrationsPerIpPer10Min: config.REGISTER_LIMIT_PER_IP,
        portraitsPerUserPerHour: config.PORTRAITS_PER_HOUR,
      },
      database,
    ),
    background,
    hallSearches: new HallSearches(),
    live,
    push: createWebPush(await loadVapidKeys(config)),
    payments: choosePayments(config, database),
    jobs: createJobWorker(database, background, () => deps, { leaseMs: config.JOB_LEASE_SECONDS * 1000 }),
  };
  return deps;
}
