import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DomainError } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { hashToken, randomToken, signAccessToken } from './tokens.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long after a rotation the old token may be presented again when its successor was never
 * used: the answer carrying the successor was most likely lost (a dropped connection), not stolen.
 */
export const ROTATION_GRACE_MS = 30 * 1000;

export interface IssuedSession {
  userId: string;
  familyId: string;
  refreshToken: string;
  accessToken: string;
  expiresAt: number;
}

/**
 * Starts a session: a new refresh-token family (one per signed-in device) and an access token.
 */
export async function startSession(
  db: Kysely<Database>,
  jwtKey: Uint8Array,
  userId: string,
  userAgent: string | null,
): Promise<IssuedSession> {
  const familyId = randomUUID();
  const { token: refreshToken } = await insertRefreshToken(db, userId, familyId, userAgent);
  const access = await signAccessToken(jwtKey, { sub: userId, sid: familyId });
  return { userId, familyId, refreshToken, accessToken: access.token, expiresAt: access.expiresAt };
}

async function insertRefreshToken(
  db: Kysely<Database>,
  userId: string,
  familyId: string,
  userAgent: string | null,
): Promise<{ id: string; token: string }> {
  const token = randomToken();
  const id = randomUUID();
  const now = Date.now();
  await db
    .insertInto('refresh_tokens')
    .values({
      id,
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(token),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + REFRESH_TOKEN_TTL_MS).toISOString(),
      rotated_at: null,
      replaced_by: null,
      revoked_at: null,
      user_agent: userAgent?.slice(0, 255) ?? null,
    })
    .execute();
  return { id, token };
}

/**
 * Exchanges a refresh token for a new one in the same family (rotation). Presenting a token that
 * was already rotated is treated as theft: the whole family is revoked, so even the newest token
 * stops working (OAuth 2.0 Security BCP, refresh token reuse detection).
 */
export async function rotateSession(
  db: Kysely<Database>,
  jwtKey: Uint8Array,
  presented: string,
  userAgent: string | null,
): Promise<IssuedSession> {
  const invalid = new DomainError('invalid_refresh_token', 'Your session has ended. Please sign in again.');
  const now = new Date();
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(presented))
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.expires_at <= now.toISOString()) return null;

    // Only one request can flip rotated_at; a second one (a replay or a race) finds it taken.
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('rotated_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1 && !(await lostAnswer(trx, row.id, now))) {
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now.toISOString() })
        .where('family_id', '=', row.family_id)
        .where('revoked_at', 'is', null)
        .execute();
      return { reuse: true as const };
    }
    const next = await insertRefreshToken(trx, row.user_id, row.family_id, userAgent);
    await trx.updateTable('refresh_tokens').set({ replaced_by: next.id }).where('id', '=', row.id).execute();
    return { reuse: false as const, userId: row.user_id, familyId: row.family_id, token: next.token };
  });
  if (!result || result.reuse) throw invalid;
  const access = await signAccessToken(jwtKey, { sub: result.userId, sid: result.familyId });
  return {
    userId: result.userId,
    familyId: result.familyId,
    refreshToken: result.token,
    accessToken: access.token,
    expiresAt: access.expiresAt,
  };
}

/**
 * A rotated token presented again counts as a lost answer (not theft) only within the grace
 * period and only while its successor has never been used or revoked.
 */
async function lostAnswer(trx: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  // Read again: under PostgreSQL a concurrent rotation may have committed after our first read.
  const row = await trx
    .selectFrom('refresh_tokens')
    .select(['rotated_at', 'replaced_by'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return false;
  if (!row.rotated_at || !row.replaced_by) return false;
  if (now.getTime() - Date.parse(row.rotated_at) > ROTATION_GRACE_MS) return false;
  const successor = await trx
    .selectFrom('refresh_tokens')
    .select(['rotated_at', 'revoked_at'])
    .where('id', '=', row.replaced_by)
    .executeTakeFirst();
  return successor !== undefined && successor.rotated_at === null && successor.revoked_at === null;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions: this device (local), every device (global) or every other device (others). */
export async function endSessions(
  db: Kysely<Database>,
  userId: string,
  currentFamilyId: string,
  scope: LogoutScope,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (scope === 'local') query = query.where('family_id', '=', currentFamilyId);
  if (scope === 'others') query = query.where('family_id', '!=', currentFamilyId);
  await query.execute();
}

/** True while the device's session has not been signed out or revoked. */
export async function isSessionActive(db: Kysely<Database>, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The device session a refresh cookie belongs to, whatever its state, so logout can end it even
 * when the access token has expired.
 */
export async function sessionOfRefreshToken(
  db: Kysely<Database>,
  presented: string | undefined,
): Promise<{ userId: string; sessionId: string } | null> {
  if (!presented) return null;
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['user_id', 'family_id'])
    .where('token_hash', '=', hashToken(presented))
    .executeTakeFirst();
  return row ? { userId: row.user_id, sessionId: row.family_id } : null;
}
