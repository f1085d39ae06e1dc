import type { Session } from '@feastforge/domain';
import { ApiError } from './http.ts';
import type { Transport } from './transport.ts';

/** What a refresh attempt found out: a new token, no session, or no answer (offline, server down). */
export type RefreshOutcome = 'ok' | 'signed-out' | 'unreachable';

/** A session began or was renewed (`session`), or it is over (`ended`). */
export type SessionChange = { type: 'session'; session: Session } | { type: 'ended' };

/** Spec section 9: refresh retries back off exponentially from 200 ms. */
const RETRY_DELAYS_MS = [200, 400, 800];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The access token (memory only, never persisted) and its renewal from the httpOnly refresh
 * cookie: single-flight across callers and, through Web Locks, across tabs, with the spec's
 * back-off. Requests made through {@link SessionTokens.authorize} carry the token and are
 * retried once with a renewed one after a 401.
 *
 * @example
 * const tokens = new SessionTokens(() => unwrap(client.api.auth.refresh.$post()));
 * tokens.onChange((change) => change.type === 'ended' && showSignedOut());
 * const outcome = await tokens.refresh(); // 'ok' | 'signed-out' | 'unreachable'
 */
export class SessionTokens {
  #token: { value: string; expiresAt: number } | null = null;
  /** A session may exist (signed in, or restored from the snapshot): a 401 is worth a refresh. */
  #expected = false;
  #inflight: Promise<RefreshOutcome> | null = null;
  #restored: Promise<RefreshOutcome> | null = null;
  #listeners = new Set<(change: SessionChange) => void>();
  readonly #renew: () => Promise<Session>;

  constructor(renew: () => Promise<Session>) {
    this.#renew = renew;
  }

  /** Calls `listener` whenever a session begins, is renewed or ends; answers the unsubscribe. */
  onChange(listener: (change: SessionChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The in-memory access token, if any. */
  current(): string | undefined {
    return this.#token?.value;
  }

  /** When the access token expires (ms since the epoch), if there is one. */
  expiresAt(): number | undefined {
    return this.#token?.expiresAt;
  }

  /** Takes over a session the server issued (sign-in, sign-up, reset, refresh). */
  adopt(session: Session): void {
    this.#token = { value: session.accessToken, expiresAt: session.expiresAt };
    this.#expected = true;
    this.#emit({ type: 'session', session });
  }

  /** Forgets the token: the session ended here or elsewhere. */
  end(): void {
    this.#token = null;
    this.#expected = false;
    this.#emit({ type: 'ended' });
  }

  /**
   * The start-up restore, once per page: a refresh when a session may exist (`expected`), none
   * for a visitor known to be signed out. Memoised so React's development double-mount does not
   * spend the refresh cookie twice.
   */
  restore(expected: boolean): Promise<RefreshOutcome> {
    this.#expected ||= expected;
    this.#restored ??= expected ? this.refresh() : Promise.resolve('signed-out');
    return this.#restored;
  }

  /** Resolves once the start-up restore has answered, so the first calls carry a token. */
  async ready(): Promise<void> {
    await this.#restored;
  }

  /** Single-flight refresh: concurrent callers share one request. */
  refresh(): Promise<RefreshOutcome> {
    this.#inflight ??= withCrossTabLock(() => this.#refreshWithRetry()).finally(() => {
      this.#inflight = null;
    });
    return this.#inflight;
  }

  /**
   * A transport that attaches the token, and on a 401 renews it once and retries, so callers
   * never see an expired-token failure while the refresh cookie is still good.
   */
  authorize(transport: Transport): Transport {
    return async (input, init = {}) => {
      await this.ready();
      const sentWith = this.current();
      // A Request body can be read once; keep a copy for the retry.
      const retryInput = input instanceof Request ? input.clone() : input;
      const response = await transport(input, withBearer(init, sentWith));
      if (response.status !== 401 || !this.#expected) return response;
      // Another call may already have refreshed while this one was in flight.
      const outcome = this.current() !== sentWith ? 'ok' : await this.refresh();
      if (outcome !== 'ok') return response;
      return transport(retryInput, withBearer(init, this.current()));
    };
  }

  async #refreshWithRetry(): Promise<RefreshOutcome> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        this.adopt(await this.#renew());
        return 'ok';
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          this.end();
          return 'signed-out';
        }
        const delay = RETRY_DELAYS_MS[attempt];
        const retryable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (delay === undefined || !retryable) return 'unreachable';
        await sleep(delay);
      }
    }
  }

  #emit(change: SessionChange): void {
    for (const listener of this.#listeners) listener(change);
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
