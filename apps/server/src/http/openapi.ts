import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { ERROR_STATUS, ErrorBodySchema, type ErrorCode } from '@feastforge/domain';

/** The security scheme of the access token sign-in answers: `Authorization: Bearer <token>`. */
export const BEARER_SCHEME = 'bearer';

/** One way to prove who is asking: the security schemes it needs, all at once (OpenAPI's shape). */
export type SecurityRequirement = Record<string, string[]>;

/** Security of an operation that needs a signed-in user. */
export const SIGNED_IN: SecurityRequirement[] = [{ [BEARER_SCHEME]: [] }];

/**
 * Security of an operation that serves visitors and users alike: with a token the server knows who
 * is asking (`{}` is the visitor's way in).
 */
export const TOKEN_OPTIONAL: SecurityRequirement[] = [{}, { [BEARER_SCHEME]: [] }];

/**
 * Adds the bearer scheme to the document `registry` describes.
 *
 * @example
 * describeBearerScheme(api.openAPIRegistry)
 */
export function describeBearerScheme(registry: OpenAPIHono['openAPIRegistry']): void {
  registry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token from sign-in, registration or a refresh; it lasts minutes, refresh it on 401.',
  });
}

/** What an operation with a JSON body can answer about the body itself, whatever the route. */
export const JSON_BODY_ERRORS = [
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
] as const;

// One named schema, so each error answer is a reference rather than another copy of the code list.
// Rebuilt from the shape: only schemas made after zod-openapi extended zod have `.openapi()`.
const ErrorAnswerSchema = z.object(ErrorBodySchema.shape).openapi('ErrorBody');

/** One documented error status: the error body, and what each code it may carry means. */
interface ErrorAnswer {
  description: string;
  content: { 'application/json': { schema: typeof ErrorAnswerSchema } };
  headers?: Record<string, { description: string; schema: { type: 'integer' } }>;
}

/**
 * One entry per status the codes answer with, plus 500. A mapped type over the statuses keeps
 * them numbers, so spreading it into `responses` keeps every answer in the typed client; an
 * object literal spread there would turn its keys into strings and the client would drop them.
 */
export type ErrorAnswers<C extends ErrorCode> = { [S in (typeof ERROR_STATUS)[C | 'internal']]: ErrorAnswer };

const MEANING: Record<ErrorCode, string> = {
  validation_failed: 'the input breaks a rule; `details.issues` names each field',
  invalid_json: 'the body is not JSON (an empty body included)',
  invalid_credentials: 'wrong email or password',
  unauthorized: 'no valid session: refresh the access token and retry, or sign in',
  invalid_refresh_token: 'the refresh cookie is missing, expired or revoked: sign in again',
  invalid_reset_token: 'the reset link is wrong, used or expired',
  invalid_verification_token: 'the confirmation link is wrong, used or expired',
  insufficient_mana: 'not enough mana; `details.required` says how much is needed',
  forbidden: 'signed in, but not allowed to do this',
  trial_exhausted: 'the visitor used every trial generation',
  not_found: 'no such thing, or not one this viewer may see',
  method_not_allowed: 'the path exists with other methods, listed in `Allow`',
  account_exists: 'the email is already registered',
  payload_too_large: 'the body is larger than the API accepts',
  unsupported_media_type: 'the body was not sent as `application/json` (a missing body included)',
  generation_failed: 'no recipe fits these choices',
  rate_limited: 'too many attempts; `Retry-After` says how many seconds to wait',
  internal: 'an unexpected failure; nothing about it is revealed',
  image_failed: 'the image could not be made (Fizzle); nothing was charged or saved',
  already_claimed: "today's chest was already opened; a new one appears at the next UTC midnight",
  promo_code_rejected:
    'the code is unknown, inactive, used up or already redeemed by this user; `details.reason` says which',
  promo_code_exists: 'a promotion code with this text already exists',
  payments_unavailable: 'no payment provider is set up (the demo checkout is off in production)',
  payment_provider_failed: 'the payment provider failed; nothing was charged by this request',
  not_ready: 'the database is unreachable or not migrated yet; send traffic elsewhere and ask again',
  referral_rejected: 'unknown code, self-referral, or already referred by someone else; `details.reason` says which',
};

const RETRY_AFTER = { description: 'Seconds until a new attempt may succeed', schema: { type: 'integer' } } as const;

/**
 * The error answers an operation documents, derived from the error codes it can throw: each
 * status lists its codes and what they mean (`notes` says it for this route instead). 500 is
 * always included.
 *
 * @example
 * responses: {
 *   200: jsonAnswer(MeSchema, 'The updated user'),
 *   ...errorAnswers([...JSON_BODY_ERRORS, 'unauthorized'], { unauthorized: 'Not signed in' }),
 * }
 */
export function errorAnswers<const C extends ErrorCode>(
  codes: readonly C[],
  notes: Partial<Record<NoInfer<C>, string>> = {},
): ErrorAnswers<C> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set<ErrorCode>([...codes, 'internal'])) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const noteOf: Partial<Record<ErrorCode, string>> = notes;
  const answers: Record<number, ErrorAnswer> = {};
  for (const [status, shared] of byStatus) {
    const meanings = shared.map((code) => `\`${code}\`: ${noteOf[code] ?? MEANING[code]}`);
    answers[status] = {
      description: meanings.join('\n\n'),
      content: { 'application/json': { schema: ErrorAnswerSchema } },
      ...(shared.includes('rate_limited') ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
    };
  }
  // Built at run time from the same codes the type is computed from.
  return answers as ErrorAnswers<C>;
}
