import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import type { Database } from '@feastforge/db';
import type { LiveEvent, LiveEvents, LiveRelay } from './live-events.ts';
import { logger } from '../../logger.ts';

/** The PostgreSQL channel the instances share. */
export const LIVE_CHANNEL = 'feastforge_live';

const RECONNECT_MS = 2_000;

/**
 * Live events across server instances on one PostgreSQL database (ADR 016): `publish` sends
 * `NOTIFY feastforge_live` through the pool, and each instance keeps one connection that LISTENs
 * and delivers what arrives to its own streams, its own events included. While that connection
 * is down (it reconnects every 2 s) this instance delivers its own events directly, so its tabs
 * miss only what other instances publish meanwhile.
 *
 * @example
 * const relay = await PostgresLiveRelay.start(config.DATABASE_URL, db, live)
 * // … on shutdown: await relay.close()
 */
export class PostgresLiveRelay implements LiveRelay {
  #client: pg.Client | undefined;
  #closed = false;
  #timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly databaseUrl: string,
    private readonly db: Kysely<Database>,
    private readonly live: LiveEvents,
  ) {}

  /** Listens, then routes `live`'s events through the database. */
  static async start(databaseUrl: string, db: Kysely<Database>, live: LiveEvents): Promise<PostgresLiveRelay> {
    const relay = new PostgresLiveRelay(databaseUrl, db, live);
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
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const relayed = parseRelayed(message.payload);
      if (relayed) this.live.deliver(relayed.userId, relayed.event);
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    if (this.#closed) await client.end();
    else this.#client = client;
  }

  #lost(client: pg.Client, error?: Error): void {
    if (this.#client !== client || this.#closed) return;
    this.#client = undefined;
    logger.warn({ err: error }, 'lost the LISTEN connection; reconnecting');
    void client.end().catch(() => {});
    this.#reconnectLater();
  }

  #reconnectLater(): void {
    this.#timer = setTimeout(() => {
      this.#connect().catch(() => this.#reconnectLater());
    }, RECONNECT_MS);
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
