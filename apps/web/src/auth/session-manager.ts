import { TOASTS, type LoginBody, type LogoutBody, type Me, type RegisterBody, type Session } from '@feastforge/domain';
import { createApiClient, type ApiClient } from '../api/api-client.ts';
import { ApiError } from '../api/http.ts';
import type { RefreshOutcome, SessionChange } from '../api/session-tokens.ts';
import {
  clearSnapshot,
  loadSnapshot,
  parseSnapshot,
  saveSnapshot,
  sessionHinted,
  SESSION_SNAPSHOT_KEY,
  snapshotMatchesSchema,
  snapshotReadable,
} from './session-snapshot.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';
export type LogoutScope = NonNullable<LogoutBody['scope']>;
export type { RefreshOutcome };

/** Who is signed in, as screens see it; `me` is the profile snapshot the header shows. */
export interface SessionState {
  status: SessionStatus;
  me: Me | null;
}

/** What a SessionManager may be given besides its API client (tests pass their own). */
export interface SessionManagerOptions {
  /**
   * Runs at sign-out of this device, before the session ends: forgets what this browser holds for
   * the cook on the server (its push subscription). Must not throw.
   */
  releaseDevice?: (api: ApiClient) => Promise<void>;
}

/** Drops this browser's push subscription; its code loads only when someone signs out. */
async function releaseThisBrowser(api: ApiClient): Promise<void> {
  try {
    const { releasePushSubscription } = await import('../data/push-subscription.ts');
    await releasePushSubscription(api);
  } catch (error) {
    console.warn('The push subscription could not be released:', error);
  }
}

/** Spec section 9: session expiry margin of 30 seconds. */
const REFRESH_MARGIN_MS = 30_000;
/** setTimeout fires at once for delays above 2^31-1 ms, so long waits are capped. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Logout answers the spec says to treat as success: the session is already gone. */
const LOGOUT_GONE_STATUSES = new Set([401, 403, 404]);

/**
 * Owns who is signed in, outside React: the `me` snapshot, the refresh schedule and keeping tabs
 * in step. The token itself and every call to the server belong to the API client (`api`).
 * React reads it through `useSession()`.
 *
 * @example
 * const session = new SessionManager();
 * const stop = session.start(); // restores the session from the refresh cookie
 * const me = await session.api.me();
 */
export class SessionManager {
  #state: SessionState;
  #listeners = new Set<() => void>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #restored: Promise<RefreshOutcome> | null = null;
  /** The web app's one client to the server; its calls carry this session's token. */
  readonly api: ApiClient;

  readonly #releaseDevice: (api: ApiClient) => Promise<void>;

  constructor(api: ApiClient = createApiClient(), options: SessionManagerOptions = {}) {
    this.api = api;
    this.#releaseDevice = options.releaseDevice ?? releaseThisBrowser;
    const snapshot = loadSnapshot();
    // Every sign-in path (login, register, reset, refresh) writes the snapshot, and the server sets
    // the session hint cookie with the refresh cookie: with neither (and readable storage) there is
    // no session to restore. A hint without a snapshot is a sign-in another page made a moment ago,
    // whose snapshot has not reached this one yet.
    if (snapshot) this.#state = { status: 'signed-in', me: snapshot };
    else this.#state = { status: snapshotReadable() && !sessionHinted() ? 'signed-out' : 'loading', me: null };
    api.tokens.onChange(this.#onTokens);
  }

  /** Restores the session and starts listening to the page; returns the matching stop function. */
  start = (): (() => void) => {
    // Visitors known to be signed out skip the refresh call (and its 401) on every page load.
    const expected = this.#state.status !== 'signed-out';
    this.#restored ??= Promise.all([this.#checkSnapshot(), this.api.tokens.restore(expected)]).then(([, outcome]) =>
      this.#settle(outcome),
    );
    document.addEventListener('visibilitychange', this.#onVisibility);
    window.addEventListener('online', this.#onOnline);
    window.addEventListener('storage', this.#onStorage);
    return () => {
      document.removeEventListener('visibilitychange', this.#onVisibility);
      window.removeEventListener('online', this.#onOnline);
      window.removeEventListener('storage', this.#onStorage);
      clearTimeout(this.#timer);
    };
  };

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
  accessToken = (): string | undefined => this.api.tokens.current();

  signIn = async (body: LoginBody): Promise<Me> => this.adopt(await this.api.auth.login(body));

  register = async (body: RegisterBody): Promise<Me> => this.adopt(await this.api.auth.register(body));

  /** Takes over a session the server issued elsewhere (e.g. by a password reset). */
  adopt = (session: Session): Me => {
    this.api.tokens.adopt(session);
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
    if (!this.accessToken() && this.#state.status === 'signed-in') {
      const outcome = await this.refresh();
      if (outcome === 'unreachable') throw new ApiError(0, 'network', TOASTS.unexpected.message);
    }
    // While the token still holds: what this browser receives for the cook must not reach the next one.
    if (scope !== 'others') await this.#releaseDevice(this.api);
    try {
      await this.api.auth.logout(this.accessToken() ?? null, scope);
    } catch (error) {
      if (!(error instanceof ApiError && LOGOUT_GONE_STATUSES.has(error.status))) throw error;
    }
    if (scope !== 'others') this.api.tokens.end();
  };

  /** Re-reads /api/me (mana, level, profile) and updates the header and snapshot. */
  refreshMe = async (): Promise<void> => {
    if (this.#state.status !== 'signed-in') return;
    const me = await this.api.me();
    if (this.#state.status !== 'signed-in') return;
    saveSnapshot(me);
    this.#setState({ status: 'signed-in', me });
  };

  /** Single-flight refresh: concurrent callers share one request. */
  refresh = (): Promise<RefreshOutcome> => this.api.tokens.refresh().then(this.#settle);

  /**
   * A snapshot from an older version of the app is not shown: who is signed in is unknown again
   * until the refresh call answers, which replaces it (or clears it, for a session that is over).
   * It stays stored until then: a page opened meanwhile must still know to ask the server.
   */
  #checkSnapshot = async (): Promise<void> => {
    const { me } = this.#state;
    if (!me) return;
    const matches = await snapshotMatchesSchema(me).catch((error: unknown) => {
      console.warn('The stored profile could not be checked; keeping it:', error);
      return true;
    });
    // A sign-in (here or in another tab) while the schema loaded has written a newer snapshot.
    if (matches || this.#state.me !== me) return;
    this.#setState({ status: 'loading', me: null });
  };

  /** Unknown after a refresh: keep a snapshot-restored shell (offline use), otherwise show signed out. */
  #settle = (outcome: RefreshOutcome): RefreshOutcome => {
    if (outcome === 'unreachable' && this.#state.status === 'loading')
      this.#setState({ status: 'signed-out', me: null });
    return outcome;
  };

  #onTokens = (change: SessionChange): void => {
    if (change.type === 'session') {
      saveSnapshot(change.session.me);
      this.#setState({ status: 'signed-in', me: change.session.me });
      this.#schedule();
      return;
    }
    clearTimeout(this.#timer);
    clearSnapshot();
    this.#setState({ status: 'signed-out', me: null });
  };

  /** Plans the next refresh 30 s before expiry; no timer runs while the tab is hidden. */
  #schedule(): void {
    clearTimeout(this.#timer);
    const expiresAt = this.api.tokens.expiresAt();
    if (expiresAt === undefined || document.visibilityState === 'hidden') return;
    const delay = Math.max(0, expiresAt - REFRESH_MARGIN_MS - Date.now());
    this.#timer = setTimeout(() => void this.refresh(), Math.min(delay, MAX_TIMER_MS));
  }

  #onVisibility = (): void => {
    if (document.visibilityState === 'hidden') {
      clearTimeout(this.#timer);
      return;
    }
    if (this.#state.status !== 'signed-in') return;
    const expiresAt = this.api.tokens.expiresAt();
    const nearExpiry = expiresAt === undefined || expiresAt - Date.now() <= REFRESH_MARGIN_MS;
    if (nearExpiry) void this.refresh();
    else this.#schedule();
  };

  #onOnline = (): void => {
    if (this.#state.status === 'signed-in' && !this.accessToken()) void this.refresh();
  };

  /**
   * Keeps tabs in step: a sign-out elsewhere ends this tab's session, a sign-in restores it. A
   * snapshot gone from storage is checked with the server before this tab lets go: a sign-out
   * ended the session there (the refresh is refused), anything else did not.
   */
  #onStorage = (event: StorageEvent): void => {
    if (event.key !== SESSION_SNAPSHOT_KEY && event.key !== null) return;
    const me = event.newValue ? parseSnapshot(event.newValue) : null;
    if (!me && this.#state.status === 'signed-in') {
      void this.refresh();
    } else if (me && this.#state.status !== 'signed-in') {
      void this.refresh();
    } else if (me && this.#state.me?.user.id === me.user.id) {
      this.#setState({ status: 'signed-in', me });
    }
  };

  #setState(next: SessionState): void {
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}
