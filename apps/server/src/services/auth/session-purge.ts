import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';

/** How often at most a running server sweeps dead refresh tokens away. */
export const REFRESH_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes refresh tokens that can never be used again: expired ones and revoked ones (signed out,
 * stolen family, password changed). Rotated tokens that have not expired stay, because presenting
 * one again is how reuse (theft) is detected. Answers how many rows went.
 *
 * @example
 * await purgeDeadRefreshTokens(db, new Date())
 */
export async function purgeDeadRefreshTokens(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('refresh_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const lastPurge = new WeakMap<Kysely<Database>, number>();

/**
 * True when this database was not swept in the last interval (and marks it swept), so the auth
 * routes can purge on the first sign-in or refresh after a start and then about once an hour,
 * without a timer of their own.
 */
export function refreshPurgeDue(db: Kysely<Database>, now: Date): boolean {
  const last = lastPurge.get(db);
  if (last !== undefined && now.getTime() - last < REFRESH_PURGE_INTERVAL_MS) return false;
  lastPurge.set(db, now.getTime());
  return true;
}
