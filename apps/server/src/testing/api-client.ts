import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '../app.ts';

/** Who a request comes from: an access token, a refresh cookie, any other headers. */
export interface Credentials {
  token?: string;
  refresh?: string;
  headers?: Record<string, string>;
}

/**
 * One answer as a test reads it: the status, the body already parsed (JSON, or the text of an
 * HTML page), the headers and the refresh cookie it set. It is a union over the statuses the
 * route declares, so `expectStatus` narrows the body to that status's schema.
 */
export type Answer<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? {
        status: Status;
        body: Format extends 'json' ? (Body extends Response ? string : Body) : Body extends string ? string : null;
        headers: Headers;
        /** Value of the refresh cookie set by this answer, if any ('' when it was cleared). */
        refreshCookie: string | undefined;
      }
    : never;

/** The `hc<AppType>` client with every route call answering an {@link Answer}. */
export type TestApiClient = Reading<ReturnType<typeof hc<AppType>>>;

type Reading<C> = {
  [K in keyof C]: C[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => Promise<Answer<R>>
    : C[K] extends (...args: never[]) => unknown
      ? C[K]
      : Reading<C[K]>;
};

type Fetch = (input: string | URL | Request, init?: RequestInit) => Response | Promise<Response>;

/**
 * A typed client over an in-process app: paths, parameters and bodies come from the server's
 * route schemas, so a renamed route or a changed body breaks the tests that use it at compile
 * time. Route calls (`$get`, `$post`, ...) answer an {@link Answer}.
 *
 * @example
 * const res = await testApiClient(app.request, { token }).api.me.$get()
 * expectStatus(res, 200)
 * res.body.profile.manaBalance
 */
export function testApiClient(request: Fetch, credentials: Credentials = {}): TestApiClient {
  const headers: Record<string, string> = { ...credentials.headers };
  if (credentials.token) headers['authorization'] = `Bearer ${credentials.token}`;
  if (credentials.refresh) headers['cookie'] = `ff_refresh=${credentials.refresh}`;
  const client = hc<AppType>('http://localhost', {
    fetch: (input: string | URL | Request, init?: RequestInit) => Promise.resolve(request(input, init)),
    headers,
  });
  // hc builds its routes from property names at run time; this wrapper does the same, so its
  // shape is the one the Reading type describes.
  return reading(client, '') as TestApiClient;
}

const ROUTE_CALL = /^\$(get|post|put|patch|delete)$/;

function reading(node: unknown, name: string): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) =>
      typeof key === 'string' && key !== 'then' ? reading((node as Record<string, unknown>)[key], key) : undefined,
    apply: (_target, _this, args: unknown[]) => {
      const out = (node as (...args: unknown[]) => unknown)(...args);
      return ROUTE_CALL.test(name) ? (out as Promise<Response>).then(readAnswer) : out;
    },
  });
}

async function readAnswer(res: Response) {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a printable page, for example): keep the text.
  }
  const refreshCookie = res.headers
    .getSetCookie()
    .map((c) => /^ff_refresh=([^;]*)/.exec(c)?.[1])
    .find((v) => v !== undefined);
  return { status: res.status, body, headers: res.headers, refreshCookie };
}

/**
 * A body the route's schema refuses, sent on purpose (validation tests): it type-checks as the
 * route's input while the path, the parameters and the answer stay typed.
 *
 * @example
 * await t.client({ token }).api.me.profile.$patch({ json: unchecked({ race: 'Robot' }) })
 */
export function unchecked<T>(body: unknown): T {
  return body as T;
}
