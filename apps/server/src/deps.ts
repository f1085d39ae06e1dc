import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import type { Config } from './config.ts';
import type { Mailer } from './providers/mailer.ts';
import type { BackgroundTasks } from './services/background.ts';
import type { RateLimits } from './services/rate-limits.ts';

/** What the routes and services need; tests build it with a fresh database and local providers. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  jwtKey: Uint8Array;
  limits: RateLimits;
  background: BackgroundTasks;
}
