/**
 * Typed error codes shared by server and client. The server maps each to an HTTP status in one
 * place (`app.onError`); the client maps each to the spec's toast text in one table.
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  invalid_json: 400,
  invalid_credentials: 401,
  unauthorized: 401,
  invalid_refresh_token: 401,
  invalid_reset_token: 400,
  /** A confirmation link that was used, has expired or never existed. */
  invalid_verification_token: 400,
  insufficient_mana: 402,
  forbidden: 403,
  /** A visitor used every trial generation (per device or per network address). */
  trial_exhausted: 403,
  not_found: 404,
  /** A known API path asked with a method it does not have; the `Allow` header lists the ones it has. */
  method_not_allowed: 405,
  account_exists: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** The recipe could not be written for these choices (no dish satisfies every dietary need). */
  generation_failed: 422,
  rate_limited: 429,
  internal: 500,
  /** The image provider failed: the spec's 'Fizzle'; nothing was charged or saved. */
  image_failed: 502,
  /** Today's daily chest was already opened (one per user per UTC day); shown under 'Already Claimed'. */
  already_claimed: 409,
  /** A promotion code that can't be applied: `details.reason` says why; shown under 'Invalid Code'. */
  promo_code_rejected: 422,
  /** An admin tried to create a promotion code that already exists. */
  promo_code_exists: 409,
  /** A referral that can't be recorded: `details.reason` says why (the client only logs it). */
  referral_rejected: 422,
  /** No payment provider: the demo checkout is off in production unless DEMO_PAYMENTS=1. */
  payments_unavailable: 503,
  /** The payment provider failed or refused; the message says what the cook should do. */
  payment_provider_failed: 502,
  /** The instance cannot serve yet: its database is unreachable or not migrated (`GET /api/ready`). */
  not_ready: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error shape every API answer uses. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

/**
 * A failure the product expects and can explain. Thrown by services, mapped to a status by code.
 *
 * @example
 * throw new DomainError('account_exists', 'This email is already registered. Please login instead.')
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

/** Fails compilation when a union is not handled exhaustively. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

/** Throws with `message` when `condition` is false. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Invariant failed: ${message}`);
}
