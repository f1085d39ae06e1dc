import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import type { Config } from './config.ts';
import type { ImageMaker } from './providers/image-maker.ts';
import type { Mailer } from './providers/mailer.ts';
import type { PaymentProvider } from './providers/payments.ts';
import type { RecipeWriter } from './providers/recipe-writer.ts';
import type { JwtKeyring } from './services/auth/jwt-keyring.ts';
import type { BackgroundTasks } from './services/background.ts';
import type { JobWorker } from './services/jobs/job-worker.ts';
import type { HallSearches } from './services/gallery/hall-searches.ts';
import type { LiveEvents } from './services/live/live-events.ts';
import type { MediaStore } from './services/media/store.ts';
import type { PushService } from './services/push/push-service.ts';
import type { RateLimits } from './services/rate-limits.ts';

/** What the routes and services need; tests build it with a fresh database and local providers. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  /** Access-token keys: the current one signs, previous ones still verify (by `kid`). */
  jwtKey: JwtKeyring;
  limits: RateLimits;
  background: BackgroundTasks;
  /** Work that must happen, kept in the database until done (ADR 023). */
  jobs: JobWorker;
  /** Writes recipes: the embedded engine, or a model with the engine as fallback. */
  recipeWriter: RecipeWriter;
  /** Makes recipe images and portraits into `media`. */
  imageMaker: ImageMaker;
  /** Where /media files and social cards live: $DATA_DIR/media, or the database or a bucket every instance reads. */
  media: MediaStore;
  /** The Feast Hall's searches, kept until the listing changes. */
  hallSearches: HallSearches;
  /** Tells a user's open tabs that their profile or notifications changed (after the commit). */
  live: LiveEvents;
  /** Sends web-push messages, signed with the server's VAPID keys. */
  push: PushService;
  /** Stripe, the demo checkout, or null when payments are off (production without a key). */
  payments: PaymentProvider | null;
}
