import type { AppType } from '@feastforge/server';
import { hc } from 'hono/client';

/**
 * The typed API client; request and answer types come from the server's routes. The default
 * fetcher wraps `fetch` because a bare `fetch` called as a method of another object throws
 * 'Illegal invocation' in some browsers.
 *
 * @example
 * const answer = await apiClient().api.auth.refresh.$post();
 * const me = await apiClient(session.authFetch).api.me.$get();
 */
export function apiClient(fetcher: typeof fetch = (input, init) => fetch(input, init)) {
  return hc<AppType>('/', {
    fetch: fetcher,
    // The refresh cookie is httpOnly and scoped to /api/auth; it must travel with auth calls.
    init: { credentials: 'include' },
  });
}

export type ApiClient = ReturnType<typeof apiClient>;
