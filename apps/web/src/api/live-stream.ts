import type { LiveEventName } from '@feastforge/domain';
import { ApiError } from './http.ts';

/** What the stream tells its owner: it is (re)connected, or the user's profile or notifications changed. */
export type LiveSignal = 'ready' | LiveEventName;

/** The part of an `EventSource` the stream uses, so tests can hand in a scripted one. */
export interface LiveSource {
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

/** How the stream reaches the server: a single-use pass, then a source opened with it (ADR 016). */
export interface LiveStreamTransport {
  ticket(): Promise<string>;
  open(ticket: string): LiveSource;
}

/** Timers, replaceable in tests. */
export interface LiveTimers {
  set(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  clear(handle: ReturnType<typeof setTimeout>): void;
}

export interface LiveStreamOptions {
  onSignal(signal: LiveSignal): void;
  /** The pass was refused even after a token refresh: the session is over, so the stream stops. */
  onSignedOut?(): void;
  /** Waits between failed attempts; the last one repeats. */
  delaysMs?: readonly number[];
  timers?: LiveTimers;
}

/** Quick at first (a server restart, a dropped Wi-Fi), then gentle on a server that stays down. */
export const LIVE_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

const LIVE_EVENTS: readonly LiveSignal[] = ['ready', 'profile', 'notification'];

const browserTimers: LiveTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle),
};

/**
 * Keeps one live stream open while started. The browser's own reconnect would reuse the spent
 * pass and be refused (ADR 016), so every drop closes the source and the stream asks for a new
 * pass, backing off while attempts fail; a `ready` from the server resets the back-off.
 *
 * @example
 * const live = new LiveStream(api.events, { onSignal: (signal) => void tome.sync.sync() });
 * live.start();
 * // on sign-out:
 * live.stop();
 */
export class LiveStream {
  readonly #transport: LiveStreamTransport;
  readonly #options: LiveStreamOptions;
  readonly #timers: LiveTimers;
  readonly #delays: readonly number[];
  #running = false;
  /** Bumped by every stop and reconnect, so a late pass or event of an old attempt is ignored. */
  #attemptId = 0;
  #failures = 0;
  #source: LiveSource | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(transport: LiveStreamTransport, options: LiveStreamOptions) {
    this.#transport = transport;
    this.#options = options;
    this.#timers = options.timers ?? browserTimers;
    this.#delays = options.delaysMs ?? LIVE_RETRY_DELAYS_MS;
  }

  /** Whether the stream is meant to be open (it may be between attempts). */
  get running(): boolean {
    return this.#running;
  }

  /** Opens the stream; a no-op while it runs. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#failures = 0;
    void this.#connect();
  }

  /** Closes the stream and cancels any planned reconnect. */
  stop(): void {
    this.#running = false;
    this.#attemptId += 1;
    this.#closeSource();
    if (this.#timer !== null) this.#timers.clear(this.#timer);
    this.#timer = null;
  }

  async #connect(): Promise<void> {
    const attempt = ++this.#attemptId;
    let ticket: string;
    try {
      ticket = await this.#transport.ticket();
    } catch (error) {
      if (attempt !== this.#attemptId) return;
      if (error instanceof ApiError && error.status === 401) {
        this.stop();
        this.#options.onSignedOut?.();
        return;
      }
      this.#retry();
      return;
    }
    if (attempt !== this.#attemptId) return;
    const source = this.#transport.open(ticket);
    this.#source = source;
    for (const name of LIVE_EVENTS) {
      source.addEventListener(name, () => {
        if (attempt !== this.#attemptId) return;
        if (name === 'ready') this.#failures = 0;
        this.#options.onSignal(name);
      });
    }
    source.addEventListener('error', () => {
      if (attempt !== this.#attemptId) return;
      this.#retry();
    });
  }

  #retry(): void {
    this.#attemptId += 1;
    this.#closeSource();
    const delay = this.#delays[Math.min(this.#failures, this.#delays.length - 1)] ?? 0;
    this.#failures += 1;
    this.#timer = this.#timers.set(() => {
      this.#timer = null;
      if (this.#running) void this.#connect();
    }, delay);
  }

  #closeSource(): void {
    this.#source?.close();
    this.#source = null;
  }
}
