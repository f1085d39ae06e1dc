import type { Generated } from 'kysely';

/**
 * The tables that let several instances share one PostgreSQL database: work that must happen
 * (ADR 023), rate limits and stored images (ADR 027). Same portable column choices as schema.ts.
 */
type Timestamp = string;

/** Work that must happen, claimed by one worker at a time for a lease (ADR 023). */
export interface JobsTable {
  id: string;
  /** One of the server's job kinds ('email.verification', 'push.send', …). */
  kind: string;
  /** JSON of what the job's handler needs. */
  payload: string;
  /** A timer's tick: one job however many instances schedule it. */
  unique_key: string | null;
  /** 'pending', 'running' (claimed until `locked_until`), 'done' or 'failed'. */
  status: string;
  attempts: Generated<number>;
  max_attempts: number;
  /** Not claimed before this time (a retry's backoff). */
  run_at: Timestamp;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** rate-limiter-flexible's PostgreSQL store (PostgreSQL only; SQLite limits in memory). */
export interface RateLimitsTable {
  key: string;
  points: number;
  /** Epoch milliseconds; null never expires. */
  expire: number | null;
}

/** Stored images by their path under /media (PostgreSQL only; SQLite keeps them as files). */
export interface MediaObjectsTable {
  /** `{folder}/{name}`, e.g. `recipes/abc.png` or `recipes/abc-800.webp`. */
  path: string;
  content_type: string;
  size: number;
  body: Buffer;
  created_at: Timestamp;
}
