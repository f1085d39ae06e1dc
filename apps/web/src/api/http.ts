import { isErrorBody, TOASTS, type ErrorCode } from '@feastforge/domain';

/** Anything with a zod-style `parse`; the domain's schemas fit, so the web needs no zod import. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** Accepts any successful body; for answers such as `{ok: true}` whose content carries nothing. */
export const ignoreBody: Parser<void> = { parse: () => undefined };

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

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bearer token to send; authenticated calls usually go through the session's fetcher instead. */
  token?: string;
  parser: Parser<T>;
  /** Defaults to the global fetch; the session passes its token-attaching, refresh-retrying one. */
  fetcher?: Fetcher;
}

/**
 * Sends a JSON request and parses the answer with `parser`, throwing {@link ApiError} otherwise.
 *
 * @example
 * const me = await requestJson('/api/me', { parser: MeSchema, fetcher: session.authFetch });
 */
export async function requestJson<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = 'GET', body, token, parser, fetcher = fetch } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetcher(path, {
      method,
      headers,
      // The refresh cookie is httpOnly and scoped to /api/auth; it must travel with auth calls.
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', TOASTS.unexpected.message);
  }
  return readAnswer(response, parser);
}

async function readAnswer<T>(response: Response, parser: Parser<T>): Promise<T> {
  const text = await response.text().catch(() => '');
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!response.ok) {
    if (isErrorBody(json)) {
      throw new ApiError(response.status, json.error.code, json.error.message, json.error.details);
    }
    throw new ApiError(response.status, 'unexpected', TOASTS.unexpected.message);
  }
  try {
    return parser.parse(json);
  } catch {
    throw new ApiError(response.status, 'unexpected', TOASTS.unexpected.message);
  }
}
