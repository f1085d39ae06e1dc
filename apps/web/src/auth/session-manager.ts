import { TOASTS, type LoginBody, type LogoutBody, type Me, type RegisterBody, type Session } from '@feastforge/domain';
import { authApi, type AuthApi } from '../api/auth-api.ts';
import { ApiError } from '../api/http.ts';
import {
  clearSnapshot,
  loadSnapshot,
  parseSnapshot,
  saveSnapshot,
  SESSION_SNAPSHOT_KEY,
  snapshotReadable,
} from './session-snapshot.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';
export type LogoutScope = NonNullable<LogoutBody['scope']>;

export interface SessionState {
  status: SessionStatus;
  me: Me | null;
}

/** What a refresh attempt found out: a new token, no session, or no answer (offline, server down). */
export type RefreshOutcome = 'ok' | 'signed-out' | 'unreachable';

/** Spec section 9: session expiry margin of 30 seconds. */
const REFRESH_MARGIN_MS = 30_000;
/** Spec section 9: refresh retries back off exponentially from 200 ms. */
const RETRY_DELAYS_MS = [200, 400, 800];
/** Later screens dispatch this after anything that changes the balance (spec section 4). */
export const MANA_REFRESH_EVENT = 'mana-refresh';
/** setTimeout fires at once for delays above 2^31-1 ms, so long waits are capped. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Logout answers the spec says to treat as success: the session is already gone. */
const LOGOUT_GONE_STATUSES = new Set([401, 403, 404]);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Owns the signed-in session outside React: the access token (memory only), the `me` snapshot,
 * the refresh schedule and the authenticated fetch. React reads it through `useSession()`.
 *
 * @example
 * const session = new SessionManager();
 * const stop = session.start(); // restores the session from the refresh cookie
 * const response = await session.authFetch('/api/me');
 */
export class SessionManager {
  #state: SessionState;
  #token: { value: string; expiresAt: number } | null = null;
  #listeners = new Set<() => void>();
  #inflight: Promise<RefreshOutcome> | null = null;
  #restored: Promise<RefreshOutcome> | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #api: AuthApi;

  constructor(api: AuthApi = authApi) {
    this.#api = api;
    const snapshot = loadSnapshot();
    // Every sign-in path (login, register, reset, refresh) writes the snapshot, so with readable
    // storage and no snapshot there is no session to restore. Only unreadable storage leaves it open.
    if (snapshot) this.#state = { status: 'signed-in', me: snapshot };
    else this.#state = { status: snapshotReadable() ? 'signed-out' : 'loading', me: null };
  }

  /** Restores the session and starts listening to the page; returns the matching stop function. */
  start = (): (() => void) => {
    // Memoised so React's development double-mount does not spend the refresh cookie twice.
    this.#restored ??= this.#restore();
    document.addEventListener('visibilitychange', this.#onVisibility);
    window.addEventListener('online', this.#onOnline);
    window.addEventListener('storage', this.#onStorage);
    window.addEventListener(MANA_REFRESH_EVENT, this.#onManaRefresh);
    return () => {
      document.removeEventListener('visibilitychange', this.#onVisibility);
      window.removeEventListener('online', this.#onOnline);
      window.removeEventListener('storage', this.#onStorage);
      window.removeEventListener(MANA_REFRESH_EVENT, this.#onManaRefresh);
      clearTimeout(this.#timer);
    };
  };

  /** Visitors known to be signed out skip the refresh call (and its 401) on every page load. */
  #restore(): Promise<RefreshOutcome> {
    return this.#state.status === 'signed-out' ? Promise.resolve('signed-out') : this.refresh();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getState = (): SessionState => this.#state;

  /** Resolves once the start-up refresh has answered, so the first calls carry a token. */
  ready = async (): Promise<void> => {
    await this.#restored;
  };

  /** The in-memory access token, if any (never persisted). */
  accessToken = (): string | undefined => this.#token?.value;

  signIn = async (body: LoginBody): Promise<Me> => this.adopt(await this.#api.login(body));

  register = async (body: RegisterBody): Promise<Me> => this.adopt(await this.#api.register(body));

  /** Takes over a session the server issued elsewhere (e.g. by a password reset). */
  adopt = (session: Session): Me => {
    this.#token = { value: session.accessToken, expiresAt: session.expiresAt };
    saveSnapshot(session.me);
    this.#setState({ status: 'signed-in', me: session.me });
    this.#schedule();
    return session.me;
  };

  /**
   * Ends the session on the server. 401/403/404 answers mean it is already gone and count as
   * success (spec section 8); any other failure is thrown for the caller to show.
   */
  signOut = async (scope: LogoutScope = 'local'): Promise<void> => {
    await this.ready();
    // A shell restored from the snapshot while offline has no token yet; get one so the server
    // can really end the session instead of leaving the refresh cookie alive.
    if (!this.#token && this.#state.status === 'signed-in') {
      const outcome = await this.refresh();
      if (outcome === 'unreachable') throw new ApiError(0, 'network', TOASTS.unexpected.message);
    }
    try {
      await this.#api.logout(this.#token?.value ?? null, scope);
    } catch (error) {
      if (!(error instanceof ApiError && LOGOUT_GONE_STATUSES.has(error.status))) throw error;
    }
    if (scope !== 'others') this.#clear();
  };

  /** Re-reads /api/me (mana, level, profile) and updates the header and snapshot. */
  refreshMe = async (): Promise<void> => {
    if (this.#state.status !== 'signed-in') return;
    const me = await this.#api.me(this.authFetch);
    if (this.#state.status !== 'signed-in') return;
    saveSnapshot(me);
    this.#setState({ status: 'signed-in', me });
  };

  /**
   * fetch with the Bearer token attached. On a 401 it refreshes once and retries, so callers
   * never see an expired-token failure while the refresh cookie is still good.
   */
  authFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    await this.ready();
    const sentWith = this.#token?.value;
    // A Request body can be read once; keep a copy for the retry.
    const retryInput = input instanceof Request ? input.clone() : input;
    const response = await fetch(input, withBearer(init, sentWith));
    if (response.status !== 401 || this.#state.status !== 'signed-in') return response;
    // Another call may already have refreshed while this one was in flight.
    const outcome = this.#token?.value !== sentWith ? 'ok' : await this.refresh();
    if (outcome !== 'ok') return response;
    return fetch(retryInput, withBearer(init, this.#token?.value));
  };

  /** Single-flight refresh: concurrent callers share one request. */
  refresh = (): Promise<RefreshOutcome> => {
    this.#inflight ??= withCrossTabLock(() => this.#refreshWithRetry()).finally(() => {
      this.#inflight = null;
    });
    return this.#inflight;
  };

  async #refreshWithRetry(): Promise<RefreshOutcome> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        this.adopt(await this.#api.refresh());
        return 'ok';
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          this.#clear();
          return 'signed-out';
        }
        const delay = RETRY_DELAYS_MS[attempt];
        const retryable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (delay === undefined || !retryable) {
          // Unknown: keep a snapshot-restored shell (offline use), otherwise show signed out.
          if (this.#state.status === 'loading') this.#setState({ status: 'signed-out', me: null });
          return 'unreachable';
        }
        await sleep(delay);
      }
    }
  }

  #clear(): void {
    this.#token = null;
    clearTimeout(this.#timer);
    clearSnapshot();
    this.#setState({ status: 'signed-out', me: null });
  }

  /** Plans the next refresh 30 s before expiry; no timer runs while the tab is hidden. */
  #schedule(): void {
    clearTimeout(this.#timer);
    if (!this.#token || document.visibilityState === 'hidden') return;
    const delay = Math.max(0, this.#token.expiresAt - REFRESH_MARGIN_MS - Date.now());
    this.#timer = setTimeout(() => void this.refresh(), Math.min(delay, MAX_TIMER_MS));
  }

  #onVisibility = (): void => {
    if (document.visibilityState === 'hidden') {
      clearTimeout(this.#timer);
      return;
    }
    if (this.#state.status !== 'signed-in') return;
    const nearExpiry = !this.#token || this.#token.expiresAt - Date.now() <= REFRESH_MARGIN_MS;
    if (nearExpiry) void this.refresh();
    else this.#schedule();
  };

  #onOnline = (): void => {
    if (this.#state.status === 'signed-in' && !this.#token) void this.refresh();
  };

  /** Keeps tabs in step: a sign-out elsewhere ends this tab's session, a sign-in restores it. */
  #onStorage = (event: StorageEvent): void => {
    if (event.key !== SESSION_SNAPSHOT_KEY && event.key !== null) return;
    const me = event.newValue ? parseSnapshot(event.newValue) : null;
    if (!me && this.#state.status === 'signed-in') {
      this.#token = null;
      clearTimeout(this.#timer);
      this.#setState({ status: 'signed-out', me: null });
    } else if (me && this.#state.status !== 'signed-in') {
      void this.refresh();
    } else if (me && this.#state.me?.user.id === me.user.id) {
      this.#setState({ status: 'signed-in', me });
    }
  };

  #onManaRefresh = (): void => {
    this.refreshMe().catch((error: unknown) => console.warn('Could not refresh the profile:', error));
  };

  #setState(next: SessionState): void {
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}

function withBearer(init: RequestInit, token: string | undefined): RequestInit {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { credentials: 'include', ...init, headers };
}

/**
 * Refresh tokens rotate, so two tabs spending the same cookie at once could end the session.
 * The Web Locks API makes tabs take turns; browsers without it just run the refresh.
 */
function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  return navigator.locks.request('feastforge-session-refresh', task);
}
