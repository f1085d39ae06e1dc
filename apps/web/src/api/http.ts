import { isErrorBody, TOASTS, type ClientErrorCode, type Failure } from '@feastforge/domain';
import type { ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';

/**
 * A failed API call: the server's `{error: {code, message}}`, or a network or shape failure
 * (status 0 and code 'network' when the request never got an answer).
 */
export class ApiError extends Error implements Failure {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly details: unknown;

  constructor(status: number, code: ClientErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** No answer at all: offline, or the server could not be reached. */
  get isNetwork(): boolean {
    return this.code === 'network';
  }
}

/** A call's outcome as a value, for flows that branch on failures instead of catching them. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** The body type of the success answers of a typed client response. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;

type AnyResponse = ClientResponse<unknown, number, string>;

/**
 * Awaits a typed `hc` call and returns its success body, or throws {@link ApiError} with the
 * server's error code and message (or 'network' when there was no answer at all).
 *
 * @example
 * const session = await unwrap(client.api.auth.login.$post({ json: { email, password } }));
 */
export async function unwrap<R extends AnyResponse>(pending: Promise<R>): Promise<SuccessBody<R>> {
  const response = await answered(pending);
  const body = parseJson(await response.text().catch(() => ''));
  if (!response.ok) throw errorFrom(response.status, body);
  // The client's types come from the server's own route schemas (hc<AppType>), so the parsed
  // success body is that route's declared answer.
  return body as SuccessBody<R>;
}

/**
 * Runs a call and returns its outcome as a value; `parse` checks the body where an answer this
 * version of the app cannot read (a newer server, a captive portal's page) must not be trusted.
 *
 * @example
 * const pulled = await settle(unwrap(client.api.sync.pull.$get({ query })), SyncPullAnswerSchema.parse);
 */
export function settle<T>(pending: Promise<T>): Promise<ApiResult<T>>;
export function settle<T, P>(pending: Promise<T>, parse: (body: T) => P): Promise<ApiResult<P>>;
export async function settle<T, P>(pending: Promise<T>, parse?: (body: T) => P): Promise<ApiResult<T | P>> {
  try {
    const body = await pending;
    return { ok: true, data: parse ? parse(body) : body };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    console.warn('Answer not understood:', error);
    return { ok: false, error: new ApiError(0, 'unexpected', TOASTS.unexpected.message) };
  }
}

async function answered<R extends AnyResponse>(pending: Promise<R>): Promise<R> {
  try {
    return await pending;
  } catch {
    throw new ApiError(0, 'network', TOASTS.unexpected.message);
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.error.code, body.error.message, body.error.details);
  return new ApiError(status, 'unexpected', TOASTS.unexpected.message);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
