import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { DomainError } from '@feastforge/domain';
import type { Database } from '@feastforge/db';

/** The table the limiters share on PostgreSQL (migration 20261130T1000-shared-state). */
const TABLE = 'rate_limits';

/**
 * What rate-limiter-flexible's PostgreSQL store asks of a client (`query({ text, values })`
 * answering `rows` and `rowCount`), answered over the app's own kysely pool: the limiters use the
 * same connections, schema and settings as every other query, and no second pool is opened.
 */
function storeClientOver(db: Kysely<Database>) {
  return {
    async query(query: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(query.text, query.values ?? []));
      return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? result.rows.length) };
    },
  };
}

/**
 * Makes limiters in memory (one process: SQLite) or in the `rate_limits` table (PostgreSQL), where
 * every instance over the database counts against the same points. Should the database fail to
 * answer, a limiter counts in memory meanwhile rather than failing the request.
 */
function limiterFactory(db: Kysely<Database> | undefined) {
  if (!db || !(db.getExecutor().adapter instanceof PostgresAdapter)) {
    return (_name: string, options: IRateLimiterOptions): RateLimiterAbstract => new RateLimiterMemory(options);
  }
  const storeClient = storeClientOver(db);
  let first = true;
  return (name: string, options: IRateLimiterOptions): RateLimiterAbstract => {
    const limiter = new RateLimiterPostgres({
      ...options,
      // One table for every limiter: the prefix keeps their keys apart.
      keyPrefix: name,
      storeClient,
      storeType: 'client',
      tableName: TABLE,
      tableCreated: true,
      // The library's sweep of expired rows (every 5 minutes) covers the whole table: one limiter runs it.
      clearExpiredByTimeout: first,
      insuranceLimiter: new RateLimiterMemory(options),
    });
    first = false;
    return limiter;
  };
}

/**
 * The limits on guessable endpoints, shared by every instance when the database is PostgreSQL
 * (ADR 027). Each limiter answers `consume(key)`, `reward(key)` and `delete(key)` (all async).
 *
 * @example
 * const limits = createRateLimits({}, db);
 * await spend(limits.loginByIp, '203.0.113.7');
 */
export function createRateLimits(
  options: { registrationsPerIpPer10Min?: number; portraitsPerUserPerHour?: number } = {},
  db?: Kysely<Database>,
) {
  const limiter = limiterFactory(db);
  return {
    /** 10 login attempts per IP and email in 10 minutes (a success clears them). */
    loginByIpEmail: limiter('loginByIpEmail', { points: 10, duration: 600 }),
    /** 50 login attempts per IP in 10 minutes, across emails (password spraying). */
    loginByIp: limiter('loginByIp', { points: 50, duration: 600 }),
    /** One reset email per address per minute. */
    resetByEmail: limiter('resetByEmail', { points: 1, duration: 60 }),
    /** 10 reset requests per IP in 10 minutes. */
    resetByIp: limiter('resetByIp', { points: 10, duration: 600 }),
    /** 20 reset confirmations per IP in 10 minutes: each one hashes a password. */
    resetConfirmByIp: limiter('resetConfirmByIp', { points: 20, duration: 600 }),
    /** One confirmation email per address per minute. */
    verifyResendByEmail: limiter('verifyResendByEmail', { points: 1, duration: 60 }),
    /** 10 confirmation resends per IP in 10 minutes. */
    verifyResendByIp: limiter('verifyResendByIp', { points: 10, duration: 600 }),
    /** 30 confirmation-link attempts per IP in 10 minutes (guessing tokens is hopeless; this keeps it cheap). */
    verifyByIp: limiter('verifyByIp', { points: 30, duration: 600 }),
    /** Sign-ups per IP in 10 minutes: each one hashes a password and grants mana. */
    registerByIp: limiter('registerByIp', { points: options.registrationsPerIpPer10Min ?? 20, duration: 600 }),
    /** 10 password-change attempts per user in 10 minutes. */
    passwordChangeByUser: limiter('passwordChangeByUser', { points: 10, duration: 600 }),
    /** Hero portraits per user per hour: with OpenAI configured each one is a paid image. */
    portraitByUser: limiter('portraitByUser', { points: options.portraitsPerUserPerHour ?? 5, duration: 3600 }),
    /** 10 checkouts per cook in 10 minutes: each one is a payment row and a call to the provider. */
    checkoutByUser: limiter('checkoutByUser', { points: 10, duration: 600 }),
    /** 60 payment confirmations per cook per minute: the return page asks every 2 seconds while pending. */
    verifyByUser: limiter('verifyByUser', { points: 60, duration: 60 }),
    /** 300 analytics events per IP per minute. */
    eventsByIp: limiter('eventsByIp', { points: 300, duration: 60 }),
    /** 120 trial counts per IP per minute: each wizard visit asks once (again every 5 s while it fails). */
    trialsByIp: limiter('trialsByIp', { points: 120, duration: 60 }),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

function limited(res: RateLimiterRes, message: string): DomainError {
  return new DomainError('rate_limited', message, { retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) });
}

/** Spends one point; throws `rate_limited` when none are left. */
export async function spend(limiter: RateLimiterAbstract, key: string, message = TOO_MANY_ATTEMPTS) {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    throw limited(rejection as RateLimiterRes, message);
  }
}
