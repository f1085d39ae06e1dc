import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AnalyticsEvent, TrackEventBody } from '@feastforge/domain';
import type { Database } from '@feastforge/db';

/**
 * Stores one analytics event in our own table; nothing leaves the server. The server records its
 * own events (`SERVER_EVENTS`) here too; a browser's come through `TrackEventBody`.
 */
export async function trackEvent(
  db: Kysely<Database>,
  userId: string | null,
  event: Omit<z.output<typeof TrackEventBody>, 'name'> & { name: AnalyticsEvent },
): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values({
      id: randomUUID(),
      user_id: userId,
      name: event.name,
      path: event.path ?? null,
      properties: event.properties ? JSON.stringify(event.properties) : null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
