import { logger } from '../../logger.ts';
/**
 * What changed for a user, as the live stream (`GET /api/events`) tells their open tabs: their
 * profile (mana, XP, level) or their notifications. The tab then reads the new state; the event
 * carries no data, so it can never show a tab something its user may not see.
 */
export type LiveEvent = { type: 'profile' } | { type: 'notification' } | SessionsEnded;

/**
 * Some of the user's sessions ended (a password reset or change, signing out elsewhere): each
 * stream checks its own session at once and closes when that one is over. Never sent to a tab.
 */
export type SessionsEnded = { type: 'sessions' };

type Listener = (event: LiveEvent) => void;

/**
 * Carries published events to every server instance (PostgreSQL LISTEN/NOTIFY, see pg-relay.ts),
 * each of which then delivers them to its own streams.
 */
export interface LiveRelay {
  send(userId: string, event: LiveEvent): void;
  close(): Promise<void>;
}

/**
 * The in-process hub between the services that change a user's state and the user's open
 * streams. Publish after the transaction commits, so a tab that reads on the event sees the
 * change.
 *
 * @example
 * const stop = live.subscribe(userId, (event) => stream.write(event))
 * live.publish(userId, { type: 'profile' })
 */
export class LiveEvents {
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #streams = new Set<() => void>();
  #relay: LiveRelay | undefined;

  /**
   * Registers an open stream's way to end itself, for {@link endStreams}; the returned function
   * forgets it (when the stream ends on its own).
   */
  track(end: () => void): () => void {
    this.#streams.add(end);
    return () => this.#streams.delete(end);
  }

  /** Ends every stream open on this instance (at shutdown: the browsers reconnect to another). */
  endStreams(): void {
    for (const end of [...this.#streams]) end();
    this.#streams.clear();
  }

  /** From now on, events go through `relay` so the streams open on other instances hear them too. */
  relayThrough(relay: LiveRelay | undefined): void {
    this.#relay = relay;
  }

  /** Calls `listener` with each event for `userId` until the returned function is called. */
  subscribe(userId: string, listener: Listener): () => void {
    let listeners = this.#listeners.get(userId);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(userId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.#listeners.get(userId) === listeners) this.#listeners.delete(userId);
    };
  }

  /**
   * Tells every open stream of `userId` about `event`, on every server instance when a relay is
   * set; a listener that throws stops no other.
   */
  publish(userId: string, event: LiveEvent): void {
    if (this.#relay) this.#relay.send(userId, event);
    else this.deliver(userId, event);
  }

  /** Tells the streams open on this instance (the relay calls it for each event it carries). */
  deliver(userId: string, event: LiveEvent): void {
    for (const listener of this.#listeners.get(userId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error }, 'a live listener failed');
      }
    }
  }

  /** Stops the relay, if any (at shutdown). */
  async close(): Promise<void> {
    await this.#relay?.close();
  }

  /** The users with a stream open on this instance. */
  users(): string[] {
    return [...this.#listeners.keys()];
  }

  /** How many streams `userId` has open. */
  listeners(userId: string): number {
    return this.#listeners.get(userId)?.size ?? 0;
  }
}
