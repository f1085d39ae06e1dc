import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '@feastforge/domain';

/**
 * The limits on guessable endpoints. In-memory is right for the single-process deployment this
 * app ships as; a multi-instance deployment would swap in rate-limiter-flexible's Postgres store.
 */
export function createRateLimits() {
  return {
    /** 10 failed logins per IP and email in 10 minutes. */
    loginFailuresByIpEmail: new RateLimiterMemory({ points: 10, duration: 600 }),
    /** 50 failed logins per IP in 10 minutes, across emails (password spraying). */
    loginFailuresByIp: new RateLimiterMemory({ points: 50, duration: 600 }),
    /** One reset email per address per minute. */
    resetByEmail: new RateLimiterMemory({ points: 1, duration: 60 }),
    /** 10 reset requests per IP in 10 minutes. */
    resetByIp: new RateLimiterMemory({ points: 10, duration: 600 }),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

function limited(res: RateLimiterRes, message: string): DomainError {
  return new DomainError('rate_limited', message, { retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) });
}

/** Throws `rate_limited` when the key has already used up its points, without spending one. */
export async function assertNotBlocked(limiter: RateLimiterMemory, key: string, message = TOO_MANY_ATTEMPTS) {
  const res = await limiter.get(key);
  if (res && res.consumedPoints >= limiter.points) throw limited(res, message);
}

/** Spends one point; throws `rate_limited` when none are left. */
export async function spend(limiter: RateLimiterMemory, key: string, message = TOO_MANY_ATTEMPTS) {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    throw limited(rejection as RateLimiterRes, message);
  }
}
