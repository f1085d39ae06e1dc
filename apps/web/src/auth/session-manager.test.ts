import type { LogoutBody, Me, Session } from '@feastforge/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/api-client.ts';
import { ApiError } from '../api/http.ts';
import type { Transport } from '../api/transport.ts';
import { SessionManager } from './session-manager.ts';
import { SESSION_SNAPSHOT_KEY } from './session-snapshot.ts';

function buildMe(overrides: Partial<Me['profile']> = {}): Me {
  return {
    user: { id: 'user-1', email: 'hero@example.com', emailVerified: true },
    profile: {
      id: 'user-1',
      displayName: 'Hero',
      race: null,
      characterClass: null,
      gender: null,
      heroPortraitUrl: null,
      level: 1,
      currentXp: 0,
      totalXp: 0,
      manaBalance: 25,
      referralCode: 'HERO1234',
      createdAt: '2026-01-01T00:00:00.000Z',
      ...overrides,
    },
    isAdmin: false,
  };
}

function buildSession(token: string, expiresInMs = 15 * 60_000, me = buildMe()): Session {
  return { accessToken: token, expiresAt: Date.now() + expiresInMs, me };
}

/** The server's side of each auth call; a thrown ApiError becomes its error answer (status 0: no answer). */
interface FakeServer {
  login(): Promise<Session>;
  register(): Promise<Session>;
  refresh(): Promise<Session>;
  logout(token: string | null, scope: LogoutBody['scope']): Promise<void>;
  me(): Promise<Me>;
}

function fakeApi(overrides: Partial<FakeServer> = {}): FakeServer {
  return {
    login: vi.fn(async () => buildSession('login-token')),
    register: vi.fn(async () => buildSession('register-token')),
    refresh: vi.fn(async () => buildSession('refreshed-token')),
    logout: vi.fn(async () => undefined),
    me: vi.fn(async () => buildMe()),
    ...overrides,
  };
}

/** The real API client over a transport that answers from `server`, so the session runs its real calls. */
function clientFor(server: FakeServer, transport?: Transport) {
  return createApiClient({ transport: transport ?? scriptedTransport(server) });
}

/** A transport that answers the auth calls from `server`. */
function scriptedTransport(server: FakeServer): Transport {
  const answer = async (run: () => Promise<unknown>): Promise<Response> => {
    try {
      return Response.json((await run()) ?? {});
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 0) throw new TypeError('Failed to fetch', { cause: error });
      return Response.json({ error: { code: error.code, message: error.message } }, { status: error.status });
    }
  };
  const scripted: Transport = async (input, init = {}) => {
    const path = new URL(String(input), 'http://feastforge.test').pathname;
    const token = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '') ?? null;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { scope?: LogoutBody['scope'] }) : {};
    if (path === '/api/auth/login') return answer(() => server.login());
    if (path === '/api/auth/register') return answer(() => server.register());
    if (path === '/api/auth/refresh') return answer(() => server.refresh());
    if (path === '/api/auth/logout') return answer(() => server.logout(token, body.scope));
    if (path === '/api/me') return answer(() => server.me());
    throw new Error(`No fake answer for ${path}`);
  };
  return scripted;
}

const managerFor = (server: FakeServer) => new SessionManager(clientFor(server));

const storage = new Map<string, string>();

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  vi.stubGlobal('window', new EventTarget());
  const documentEvents = new EventTarget();
  vi.stubGlobal('document', {
    cookie: '',
    visibilityState: 'visible',
    addEventListener: documentEvents.addEventListener.bind(documentEvents),
    removeEventListener: documentEvents.removeEventListener.bind(documentEvents),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const seedSnapshot = () => storage.set(SESSION_SNAPSHOT_KEY, JSON.stringify({ me: buildMe() }));

describe('SessionManager start-up', () => {
  it('treats a visitor without a snapshot as signed out without calling refresh', async () => {
    const api = fakeApi();
    const session = managerFor(api);
    session.start();
    await session.ready();
    expect(session.getState()).toEqual({ status: 'signed-out', me: null });
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('restores the session of a sign-in whose snapshot has not reached this page, from the hint cookie', async () => {
    document.cookie = 'feastforge_theme=dark; ff_session=1';
    const api = fakeApi();
    const session = managerFor(api);
    expect(session.getState()).toEqual({ status: 'loading', me: null });
    session.start();
    await session.ready();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(session.getState()).toEqual({ status: 'signed-in', me: buildMe() });
  });

  it('shows the snapshot at once, then restores the token from the refresh cookie', async () => {
    seedSnapshot();
    const api = fakeApi();
    const session = managerFor(api);
    expect(session.getState().status).toBe('signed-in');
    session.start();
    session.start(); // React's development double-mount must not spend the cookie twice
    await session.ready();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(session.accessToken()).toBe('refreshed-token');
  });

  it('signs out and clears the snapshot when the refresh cookie is rejected', async () => {
    seedSnapshot();
    const api = fakeApi({
      refresh: vi.fn(async () => {
        throw new ApiError(401, 'invalid_refresh_token', 'Your session has ended.');
      }),
    });
    const session = managerFor(api);
    session.start();
    await session.ready();
    expect(session.getState()).toEqual({ status: 'signed-out', me: null });
    expect(storage.has(SESSION_SNAPSHOT_KEY)).toBe(false);
  });

  it('drops a snapshot an older version wrote once the schema has looked at it, then asks the server', async () => {
    storage.set(SESSION_SNAPSHOT_KEY, JSON.stringify({ me: { user: { id: 'u-old' }, profile: {} } }));
    const api = fakeApi({
      refresh: vi.fn(async () => {
        throw new ApiError(401, 'invalid_refresh_token', 'Your session has ended.');
      }),
    });
    const session = managerFor(api);
    // A user and a profile are enough for the first paint; the full check follows.
    expect(session.getState().status).toBe('signed-in');
    session.start();
    await session.ready();
    expect(storage.has(SESSION_SNAPSHOT_KEY)).toBe(false);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(session.getState()).toEqual({ status: 'signed-out', me: null });
  });

  it('keeps an outdated snapshot stored until the server answers, so a page opened meanwhile still asks', async () => {
    const outdated = JSON.stringify({ me: { user: { id: 'user-1' }, profile: {} } });
    storage.set(SESSION_SNAPSHOT_KEY, outdated);
    let answer: (session: Session) => void = () => undefined;
    const api = fakeApi({ refresh: vi.fn(() => new Promise<Session>((resolve) => (answer = resolve))) });
    const session = managerFor(api);
    session.start();
    await vi.waitFor(() => expect(session.getState().status).toBe('loading'));
    expect(storage.get(SESSION_SNAPSHOT_KEY)).toBe(outdated);
    expect(managerFor(fakeApi()).getState().status).toBe('signed-in');

    answer(buildSession('renewed'));
    await session.ready();
    expect(session.getState()).toEqual({ status: 'signed-in', me: buildMe() });
    expect(JSON.parse(storage.get(SESSION_SNAPSHOT_KEY) ?? '{}')).toEqual({ me: buildMe() });
  });

  it('ignores a stored snapshot without a user or a profile', () => {
    for (const me of [null, { user: { id: 'u1' } }, { profile: {} }, { user: {}, profile: {} }, 'text']) {
      storage.set(SESSION_SNAPSHOT_KEY, JSON.stringify({ me }));
      expect(managerFor(fakeApi()).getState().status).toBe('signed-out');
    }
  });

  it('keeps the snapshot shell when the server cannot be reached (offline)', async () => {
    vi.useFakeTimers();
    seedSnapshot();
    const api = fakeApi({
      refresh: vi.fn(async () => {
        throw new ApiError(0, 'network', 'offline');
      }),
    });
    const session = managerFor(api);
    session.start();
    await vi.runAllTimersAsync();
    await session.ready();
    expect(api.refresh).toHaveBeenCalledTimes(4); // first try plus the 200/400/800 ms back-off
    expect(session.getState().status).toBe('signed-in');
    expect(session.accessToken()).toBeUndefined();
  });
});

describe('SessionManager across tabs', () => {
  const snapshotGone = () =>
    window.dispatchEvent(Object.assign(new Event('storage'), { key: SESSION_SNAPSHOT_KEY, newValue: null }));

  it('signs this tab out when another tab signed out: the server refuses the refresh', async () => {
    seedSnapshot();
    const api = fakeApi();
    const session = managerFor(api);
    session.start();
    await session.ready();
    vi.mocked(api.refresh).mockRejectedValue(new ApiError(401, 'invalid_refresh_token', 'Your session has ended.'));
    storage.delete(SESSION_SNAPSHOT_KEY);
    snapshotGone();
    await vi.waitFor(() => expect(session.getState()).toEqual({ status: 'signed-out', me: null }));
    expect(api.refresh).toHaveBeenCalledTimes(2);
  });

  it('stays signed in when the snapshot went but the session did not', async () => {
    seedSnapshot();
    const api = fakeApi();
    const session = managerFor(api);
    session.start();
    await session.ready();
    storage.delete(SESSION_SNAPSHOT_KEY);
    snapshotGone();
    await vi.waitFor(() => expect(api.refresh).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(storage.has(SESSION_SNAPSHOT_KEY)).toBe(true));
    expect(session.getState().status).toBe('signed-in');
  });
});

describe('SessionManager tokens', () => {
  it('refreshes 30 seconds before the access token expires', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    const session = managerFor(api);
    session.start();
    session.adopt(buildSession('first', 60_000));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(session.accessToken()).toBe('refreshed-token');
  });

  it('shares one refresh between concurrent callers', async () => {
    const api = fakeApi();
    const session = managerFor(api);
    await Promise.all([session.refresh(), session.refresh(), session.refresh()]);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('retries a request once with a fresh token after a 401', async () => {
    const seen: Array<string | null> = [];
    const api = fakeApi();
    const transport: Transport = async (input, init) => {
      if (String(input).endsWith('/api/auth/refresh')) return Response.json(await api.refresh());
      const auth = new Headers(init?.headers).get('Authorization');
      seen.push(auth);
      if (auth !== 'Bearer refreshed-token') return Response.json({}, { status: 401 });
      return Response.json(buildMe());
    };
    const session = new SessionManager(clientFor(api, transport));
    session.adopt(buildSession('stale'));
    await expect(session.api.me()).resolves.toEqual(buildMe());
    expect(seen).toEqual(['Bearer stale', 'Bearer refreshed-token']);
  });
});

describe('SessionManager sign-out', () => {
  it('treats 401/403/404 answers as already signed out', async () => {
    const api = fakeApi({
      logout: vi.fn(async () => {
        throw new ApiError(404, 'not_found', 'gone');
      }),
    });
    const session = managerFor(api);
    session.adopt(buildSession('token'));
    await session.signOut('local');
    expect(session.getState()).toEqual({ status: 'signed-out', me: null });
    expect(storage.has(SESSION_SNAPSHOT_KEY)).toBe(false);
  });

  it("releases this browser's push subscription with the cook's token before the session ends", async () => {
    const seen: string[] = [];
    const api = fakeApi({
      logout: vi.fn(async (token) => void seen.push(`logout ${token}`)),
    });
    const auth = scriptedTransport(api);
    const transport: Transport = async (input, init = {}) => {
      const path = new URL(String(input), 'http://feastforge.test').pathname;
      if (path !== '/api/push/subscriptions') return auth(input, init);
      const token = new Headers(init.headers).get('Authorization');
      seen.push(`${init.method ?? 'GET'} ${path} ${token} ${String(init.body)}`);
      return new Response(null, { status: 204 });
    };
    const released: string[] = [];
    const session = new SessionManager(clientFor(api, transport), {
      releaseDevice: async (client) => {
        released.push(client.tokens.current() ?? 'no token');
        await client.push.unsubscribe('https://push.example.com/send/1');
      },
    });
    session.adopt(buildSession('token'));
    await session.signOut('local');
    expect(released).toEqual(['token']);
    expect(seen).toEqual([
      'DELETE /api/push/subscriptions Bearer token {"endpoint":"https://push.example.com/send/1"}',
      'logout token',
    ]);
    expect(session.getState().status).toBe('signed-out');
  });

  it('keeps the push subscription when only the other devices sign out', async () => {
    const releaseDevice = vi.fn(async () => undefined);
    const session = new SessionManager(clientFor(fakeApi()), { releaseDevice });
    session.adopt(buildSession('token'));
    await session.signOut('others');
    expect(releaseDevice).not.toHaveBeenCalled();
    expect(session.getState().status).toBe('signed-in');
  });

  it('keeps the session and reports any other failure', async () => {
    const api = fakeApi({
      logout: vi.fn(async () => {
        throw new ApiError(500, 'internal', 'Something broke');
      }),
    });
    const session = managerFor(api);
    session.adopt(buildSession('token'));
    await expect(session.signOut('local')).rejects.toThrow('Something broke');
    expect(session.getState().status).toBe('signed-in');
  });

  it('re-reads the profile when the balance changed on the server', async () => {
    const api = fakeApi({ me: vi.fn(async () => buildMe({ manaBalance: 24 })) });
    const session = managerFor(api);
    session.start();
    session.adopt(buildSession('token'));
    await session.refreshMe();
    await vi.waitFor(() => expect(session.getState().me?.profile.manaBalance).toBe(24));
  });
});
