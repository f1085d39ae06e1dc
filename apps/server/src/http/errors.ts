import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { DomainError, ERROR_STATUS, type ErrorBody, type ErrorCode } from '@feastforge/domain';
import { logger } from '../logger.ts';

/** What a body sent without a JSON content type is told (415). */
export const SEND_AS_JSON = 'Send the request body as JSON (Content-Type: application/json).';

/** Turns a zod failure into the spec's message: the first issue is what the user sees. */
export function validationError(error: z.ZodError): DomainError {
  const first = error.issues[0];
  const message = first?.message ?? 'The request is not valid';
  return new DomainError('validation_failed', message, {
    issues: error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  });
}

function fromHttpException(err: HTTPException): DomainError {
  const byStatus: Partial<Record<number, ErrorCode>> = {
    400: 'invalid_json',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    413: 'payload_too_large',
    415: 'unsupported_media_type',
    429: 'rate_limited',
  };
  const code = byStatus[err.status];
  if (!code) {
    logger.error({ status: err.status, message: err.message }, 'unmapped HTTP exception');
    return new DomainError('internal', 'An unexpected error occurred. Please try again.');
  }
  const messages: Partial<Record<ErrorCode, string>> = {
    invalid_json: 'The request body must be valid JSON.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: SEND_AS_JSON,
  };
  return new DomainError(code, messages[code] ?? (err.message || 'The request could not be handled.'));
}

/**
 * The one place errors become HTTP answers: typed domain errors keep their code and message;
 * anything unexpected is logged and answered as a generic 500 without internals.
 */
export function handleError(err: Error, c: Context): Response {
  let domain: DomainError;
  if (err instanceof DomainError) domain = err;
  else if (err instanceof HTTPException) domain = fromHttpException(err);
  else {
    logger.error({ err }, 'unexpected error');
    domain = new DomainError('internal', 'An unexpected error occurred. Please try again.');
  }
  const body: ErrorBody = { error: { code: domain.code, message: domain.message } };
  if (domain.details !== undefined) body.error.details = domain.details;
  const retryAfter = (domain.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if (domain.code === 'rate_limited' && retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
  return c.json(body, ERROR_STATUS[domain.code] as ContentfulStatusCode);
}
