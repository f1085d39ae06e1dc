import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import type { Database } from '@feastforge/db';
import type { LiveEvent, LiveEvents, LiveRelay } from './live-events.ts';
import { logger } from '../../logger.ts';

/** The PostgreSQL channel the instances share. */
export const LIVE_CHANNEL = 'feastforge_live';

/** Waits between attempts to listen again; the last one repeats until the database answers. */
export const RELAY_RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** What the relay may be told at start (tests shorten the waits). */
export interface RelayOptions {
  reconnectDelaysMs?: readonly number[];
}

/**
 * Live events across server instances on one PostgreSQL database (ADR 016): `publish` sends
 * `NOTIFY feastforge_live` through the pool, and each instance keeps one connection that LISTENs
 * and delivers what arrives to its own streams, its own events included. NOTIFY reaches only the
 * sessions listening at that moment, so that connection must be a direct one (a transaction-pooling
 * proxy such as PgBouncer in transaction mode hands the LISTEN's session to others).
 *
 * When the connection drops (a database restart, a failover, a terminated backend) the instance
 * delivers its own events directly and listens again, waiting longer after each failed attempt.
 * Once listening, it catches up: every stream open here is told its profile and notifications
 * may have changed, so each tab reads them again and shows what other instances published
 * meanwhile (events carry no data, so a spare one costs a read and nothing else).
 *
 * @example
 * const relay = await PostgresLiveRelay.start(config.DATABASE_URL, db, live)
 * // … on shutdown: await relay.close()
 */
export class PostgresLiveRelay implements LiveRelay {
  #client: pg.Client | undefined;
  #closed = false;
  #timer: NodeJS.Timeout | undefined;
  #failures = 0;
  #reconnects = 0;

  private constructor(
    private readonly databaseUrl: string,
    private readonly db: Kysely<Database>,
    private readonly live: LiveEvents,
    private readonly delaysMs: readonly number[],
  ) {}

  /** Listens, then routes `live`'s events through the database. */
  static async start(
    databaseUrl: string,
    db: Kysely<Database>,
    live: LiveEvents,
    { reconnectDelaysMs = RELAY_RECONNECT_DELAYS_MS }: RelayOptions = {},
  ): Promise<PostgresLiveRelay> {
    const relay = new PostgresLiveRelay(databaseUrl, db, live, reconnectDelaysMs);
    await relay.#connect();
    live.relayThrough(relay);
    return relay;
  }

  send(userId: string, event: LiveEvent): void {
    // Our own events come back through LISTEN; while it is down they are delivered here instead.
    if (!this.#client) this.live.deliver(userId, event);
    const payload = JSON.stringify({ userId, event });
    sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(this.db).catch((error: unknown) => {
      logger.warn({ err: error }, 'could not relay a live event');
      if (this.#client) this.live.deliver(userId, event);
    });
  }

  /** The server process of the LISTEN connection (undefined while it is down). */
  get listenerPid(): number | undefined {
    return (this.#client as { processID?: number } | undefined)?.processID;
  }

  /** How many times the connection was lost and listened again. */
  get reconnects(): number {
    return this.#reconnects;
  }

  /** Stops listening; events are delivered on this instance only from then on. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.live.relayThrough(undefined);
    const client = this.#client;
    this.#client = undefined;
    await client?.end();
  }

  async #connect(): Promise<void> {
    // Keep-alive probes find a connection a network failure left half-open.
    const client = new pg.Client({ connectionString: this.databaseUrl, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const relayed = parseRelayed(message.payload);
      if (relayed) this.live.deliver(relayed.userId, relayed.event);
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    if (this.#closed) {
      await client.end();
      return;
    }
    this.#client = client;
  }

  /**
   * Tells every stream open here to read its state again, and to check its session: events may
   * have passed unheard, a password reset on another instance among them (its stream must close).
   */
  #catchUp(): void {
    for (const userId of this.live.users()) {
      this.live.deliver(userId, { type: 'profile' });
      this.live.deliver(userId, { type: 'notification' });
      this.live.deliver(userId, { type: 'sessions' });
    }
  }

  #lost(client: pg.Client, error?: Error): void {
    if (this.#client !== client || this.#closed) return;
    this.#client = undefined;
    logger.warn({ err: error }, 'lost the LISTEN connection; reconnecting');
    void client.end().catch(() => {});
    this.#reconnectLater();
  }

  #reconnectLater(): void {
    const wait = this.delaysMs[Math.min(this.#failures, this.delaysMs.length - 1)] ?? 1_000;
    this.#timer = setTimeout(() => {
      this.#connect().then(
        () => {
          if (this.#closed || !this.#client) return;
          this.#failures = 0;
          this.#reconnects += 1;
          logger.info('listening again after a lost connection; streams read their state again');
          this.#catchUp();
        },
        (error: unknown) => {
          this.#failures += 1;
          logger.warn({ err: error }, 'could not listen again; retrying');
          this.#reconnectLater();
        },
      );
    }, wait);
    this.#timer.unref();
  }
}

/** What one instance NOTIFYs: whose streams, and the event (only the kinds LiveEvent knows). */
const RelayedSchema = z.object({
  userId: z.string(),
  event: z.discriminatedUnion('type', [
    z.object({ type: z.literal('profile') }),
    z.object({ type: z.literal('notification') }),
    z.object({ type: z.literal('sessions') }),
  ]),
}) satisfies z.ZodType<{ userId: string; event: LiveEvent }>;

/**
 * Reads a relayed payload; anything else on the channel (another version's events, a stray
 * NOTIFY) answers null and is dropped rather than delivered half-understood.
 *
 * @example
 * parseRelayed('{"userId":"u1","event":{"type":"profile"}}') // { userId: 'u1', event: { type: 'profile' } }
 * parseRelayed('{"userId":"u1","event":{"type":"gossip"}}') // null
 */
export function parseRelayed(payload: string): { userId: string; event: LiveEvent } | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const relayed = RelayedSchema.safeParse(value);
  return relayed.success ? relayed.data : null;
}
