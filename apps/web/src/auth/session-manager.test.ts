import type { Me, Session } from '@feastforge/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from '../api/auth-api.ts';
import { ApiError } from '../api/http.ts';
import { SessionManager } from './session-manager.ts';
import { SESSION_SNAPSHOT_KEY } from './session-snapshot.ts';

function buildMe(overrides: Partial<Me['profile']> = {}): Me {
  return {
    user: { id: 'user-1', email: 'hero@example.com' },
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

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return {
    login: vi.fn(async () => buildSession('login-token')),
    register: vi.fn(async () => buildSession('register-token')),
    refresh: vi.fn(async () => buildSession('refreshed-token')),
    logout: vi.fn(async () => undefined),
    requestPasswordReset: vi.fn(async () => undefined),
    confirmPasswordReset: vi.fn(async () => buildSession('reset-token')),
    me: vi.fn(async () => buildMe()),
    ...overrides,
  };
}

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
    const session = new SessionManager(api);
    session.start();
    await session.ready();
    expect(session.getState()).toEqual({ status: 'signed-out', me: null });
    expect(api.refresh).not.toHaveBeenCalled();
  });

  it('shows the snapshot at once, then restores the token from the refresh cookie', async () => {
    seedSnapshot();
    const api = fakeApi();
    const session = new SessionManager(api);
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
    const session = new SessionManager(api);
    session.start();
    await session.ready();
    expect(session.getState()).toEqual({ status: 'signed-out', me: null });
    expect(storage.has(SESSION_SNAPSHOT_KEY)).toBe(false);
  });

  it('keeps the snapshot shell when the server cannot be reached (offline)', async () => {
    vi.useFakeTimers();
    seedSnapshot();
    const api = fakeApi({
      refresh: vi.fn(async () => {
        throw new ApiError(0, 'network', 'offline');
      }),
    });
    const session = new SessionManager(api);
    session.start();
    await vi.runAllTimersAsync();
    await session.ready();
    expect(api.refresh).toHaveBeenCalledTimes(4); // first try plus the 200/400/800 ms back-off
    expect(session.getState().status).toBe('signed-in');
    expect(session.accessToken()).toBeUndefined();
  });
});

describe('SessionManager tokens', () => {
  it('refreshes 30 seconds before the access token expires', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    const session = new SessionManager(api);
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
    const session = new SessionManager(api);
    await Promise.all([session.refresh(), session.refresh(), session.refresh()]);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('retries a request once with a fresh token after a 401', async () => {
    const seen: Array<string | null> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const auth = new Headers(init?.headers).get('Authorization');
        seen.push(auth);
        return new Response('{}', { status: auth === 'Bearer refreshed-token' ? 200 : 401 });
      }),
    );
    const api = fakeApi();
    const session = new SessionManager(api);
    session.adopt(buildSession('stale'));
    const response = await session.authFetch('/api/me');
    expect(response.status).toBe(200);
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
    const session = new SessionManager(api);
    session.adopt(buildSession('token'));
    await session.signOut('local');
    expect(session.getState()).toEqual({ status: 'signed-out', me: null });
    expect(storage.has(SESSION_SNAPSHOT_KEY)).toBe(false);
  });

  it('keeps the session and reports any other failure', async () => {
    const api = fakeApi({
      logout: vi.fn(async () => {
        throw new ApiError(500, 'internal', 'Something broke');
      }),
    });
    const session = new SessionManager(api);
    session.adopt(buildSession('token'));
    await expect(session.signOut('local')).rejects.toThrow('Something broke');
    expect(session.getState().status).toBe('signed-in');
  });

  it('re-reads the profile when a mana-refresh event arrives', async () => {
    const api = fakeApi({ me: vi.fn(async () => buildMe({ manaBalance: 24 })) });
    const session = new SessionManager(api);
    session.start();
    session.adopt(buildSession('token'));
    window.dispatchEvent(new Event('mana-refresh'));
    await vi.waitFor(() => expect(session.getState().me?.profile.manaBalance).toBe(24));
  });
});
