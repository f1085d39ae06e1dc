import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb } from '@feastforge/db';
import { LiveEvents, type LiveEvent } from './live-events.ts';
import { parseRelayed, PostgresLiveRelay } from './pg-relay.ts';

const url = process.env['TEST_DATABASE_URL'];

describe('parseRelayed', () => {
  it('reads the events instances relay and drops anything else on the channel', () => {
    expect(parseRelayed('{"userId":"u1","event":{"type":"notification"}}')).toEqual({
      userId: 'u1',
      event: { type: 'notification' },
    });
    expect(parseRelayed('{"userId":"u1","event":{"type":"profile","extra":1}}')).toEqual({
      userId: 'u1',
      event: { type: 'profile' },
    });
    for (const stray of [
      'not json',
      '{}',
      '{"userId":7,"event":{"type":"profile"}}',
      '{"userId":"u1","event":{"type":"gossip"}}',
      'null',
    ]) {
      expect(parseRelayed(stray)).toBeNull();
    }
  });
});

// Two server instances on one database; runs only where the suite runs against PostgreSQL.
describe.skipIf(!url)('PostgresLiveRelay', () => {
  it("delivers an event published on one instance to the user's streams on every instance, and no one else's", async () => {
    const { db } = createDb({ databaseUrl: url, dataDir: ':memory:' });
    const [east, west] = [new LiveEvents(), new LiveEvents()];
    const relays = await Promise.all([east, west].map((live) => PostgresLiveRelay.start(url ?? '', db, live)));
    try {
      const userId = `user-${crypto.randomUUID()}`;
      const seen: Record<string, LiveEvent[]> = { east: [], west: [], other: [] };
      east.subscribe(userId, (event) => seen['east']?.push(event));
      west.subscribe(userId, (event) => seen['west']?.push(event));
      west.subscribe(`user-${crypto.randomUUID()}`, (event) => seen['other']?.push(event));

      east.publish(userId, { type: 'notification' });
      west.publish(userId, { type: 'profile' });

      await expect.poll(() => [seen['east']?.length, seen['west']?.length]).toEqual([2, 2]);
      expect(seen['east']).toEqual(expect.arrayContaining([{ type: 'notification' }, { type: 'profile' }]));
      expect(seen['west']).toEqual(expect.arrayContaining([{ type: 'notification' }, { type: 'profile' }]));
      expect(seen['other']).toEqual([]);
    } finally {
      await Promise.all(relays.map((relay) => relay.close()));
      await db.destroy();
    }
  });

  it('listens again after its connection is terminated, catches its streams up, and relays again', async () => {
    const { db } = createDb({ databaseUrl: url, dataDir: ':memory:' });
    const [east, west] = [new LiveEvents(), new LiveEvents()];
    const options = { reconnectDelaysMs: [100, 200] };
    const eastRelay = await PostgresLiveRelay.start(url ?? '', db, east, options);
    const westRelay = await PostgresLiveRelay.start(url ?? '', db, west, options);
    try {
      const userId = `user-${crypto.randomUUID()}`;
      const seen: LiveEvent[] = [];
      east.subscribe(userId, (event) => seen.push(event));
      const pid = eastRelay.listenerPid;
      expect(pid).toBeTypeOf('number');

      await sql`select pg_terminate_backend(${pid})`.execute(db);
      // Whatever other instances publish while east is not listening, east does not hear …
      await expect.poll(() => eastRelay.listenerPid).not.toBe(pid);
      await expect.poll(() => eastRelay.reconnects, { timeout: 5_000 }).toBe(1);
      // … but east's streams are told to read their state again, and to check their session (a
      // reset elsewhere may have ended it), once it listens.
      expect(seen).toEqual(
        expect.arrayContaining([{ type: 'profile' }, { type: 'notification' }, { type: 'sessions' }]),
      );
      seen.length = 0;

      west.publish(userId, { type: 'notification' });
      await expect.poll(() => seen).toEqual([{ type: 'notification' }]);
      expect(eastRelay.listenerPid).not.toBe(pid);
    } finally {
      await Promise.all([eastRelay.close(), westRelay.close()]);
      await db.destroy();
    }
  });

  it('delivers on its own instance again once closed', async () => {
    const { db } = createDb({ databaseUrl: url, dataDir: ':memory:' });
    const live = new LiveEvents();
    const relay = await PostgresLiveRelay.start(url ?? '', db, live);
    await relay.close();
    await db.destroy();
    const seen: LiveEvent[] = [];
    live.subscribe('hero', (event) => seen.push(event));
    live.publish('hero', { type: 'profile' });
    expect(seen).toEqual([{ type: 'profile' }]);
  });
});
