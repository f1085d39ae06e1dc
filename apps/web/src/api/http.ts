import { isErrorBody, TOASTS, type ErrorCode } from '@feastforge/domain';
import type { ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';

/** Codes the API sends, plus the two failures that never reach it. */
export type ApiErrorCode = ErrorCode | 'network' | 'unexpected';

/**
 * A failed API call: the server's `{error: {code, message}}`, or a network or shape failure
 * (status 0 and code 'network' when the request never got an answer).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;

  constructor(status: number, code: ApiErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** The body type of the success answers of a typed client response. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;

/**
 * Awaits a typed `hc` call and returns its success body, or throws {@link ApiError} with the
 * server's error code and message (or 'network' when there was no answer at all).
 *
 * @example
 * const session = await unwrap(client.api.auth.login.$post({ json: { email, password } }));
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  pending: Promise<R>,
): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await pending;
  } catch {
    throw new ApiError(0, 'network', TOASTS.unexpected.message);
  }
  const body = parseJson(await response.text().catch(() => ''));
  if (!response.ok) {
    if (isErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message, body.error.details);
    throw new ApiError(response.status, 'unexpected', TOASTS.unexpected.message);
  }
  // The client's types come from the server's own route schemas (hc<AppType>), so the parsed
  // success body is that route's declared answer.
  return body as SuccessBody<R>;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
