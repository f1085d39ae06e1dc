import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '@feastforge/domain';

/**
 * The limits on guessable endpoints. In-memory is right for the single-process deployment this
 * app ships as; a multi-instance deployment would swap in rate-limiter-flexible's Postgres store.
 */
export function createRateLimits(
  options: { registrationsPerIpPer10Min?: number; portraitsPerUserPerHour?: number } = {},
) {
  return {
    /** 10 login attempts per IP and email in 10 minutes (a success clears them). */
    loginByIpEmail: new RateLimiterMemory({ points: 10, duration: 600 }),
    /** 50 login attempts per IP in 10 minutes, across emails (password spraying). */
    loginByIp: new RateLimiterMemory({ points: 50, duration: 600 }),
    /** One reset email per address per minute. */
    resetByEmail: new RateLimiterMemory({ points: 1, duration: 60 }),
    /** 10 reset requests per IP in 10 minutes. */
    resetByIp: new RateLimiterMemory({ points: 10, duration: 600 }),
    /** 20 reset confirmations per IP in 10 minutes: each one hashes a password. */
    resetConfirmByIp: new RateLimiterMemory({ points: 20, duration: 600 }),
    /** One confirmation email per address per minute. */
    verifyResendByEmail: new RateLimiterMemory({ points: 1, duration: 60 }),
    /** 10 confirmation resends per IP in 10 minutes. */
    verifyResendByIp: new RateLimiterMemory({ points: 10, duration: 600 }),
    /** 30 confirmation-link attempts per IP in 10 minutes (guessing tokens is hopeless; this keeps it cheap). */
    verifyByIp: new RateLimiterMemory({ points: 30, duration: 600 }),
    /** Sign-ups per IP in 10 minutes: each one hashes a password and grants mana. */
    registerByIp: new RateLimiterMemory({ points: options.registrationsPerIpPer10Min ?? 20, duration: 600 }),
    /** 10 password-change attempts per user in 10 minutes. */
    passwordChangeByUser: new RateLimiterMemory({ points: 10, duration: 600 }),
    /** Hero portraits per user per hour: with OpenAI configured each one is a paid image. */
    portraitByUser: new RateLimiterMemory({ points: options.portraitsPerUserPerHour ?? 5, duration: 3600 }),
    /** 10 checkouts per cook in 10 minutes: each one is a payment row and a call to the provider. */
    checkoutByUser: new RateLimiterMemory({ points: 10, duration: 600 }),
    /** 60 payment confirmations per cook per minute: the return page asks every 2 seconds while pending. */
    verifyByUser: new RateLimiterMemory({ points: 60, duration: 60 }),
    /** 300 analytics events per IP per minute. */
    eventsByIp: new RateLimiterMemory({ points: 300, duration: 60 }),
    /** 120 trial counts per IP per minute: each wizard visit asks once (again every 5 s while it fails). */
    trialsByIp: new RateLimiterMemory({ points: 120, duration: 60 }),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

function limited(res: RateLimiterRes, message: string): DomainError {
  return new DomainError('rate_limited', message, { retryAfterSeconds: Math.ceil(res.msBeforeNext / 1000) });
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
