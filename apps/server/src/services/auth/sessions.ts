import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DomainError } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { acceptedKeys, type JwtKeyring } from './jwt-keyring.ts';
import { hashToken, randomToken, signAccessToken, successorSecret } from './tokens.ts';

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
  jwtKey: JwtKeyring,
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
  token = randomToken(),
  id: string = randomUUID(),
): Promise<{ id: string; token: string }> {
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
 * Exchanges a refresh token for its successor in the same family (rotation). A token has exactly
 * one successor, ever: a retry within the grace period (a lost answer, a second tab) gets that same
 * successor back, and presenting a rotated token later is treated as theft, which revokes the whole
 * family so even the newest token stops working (OAuth 2.0 Security BCP, refresh token reuse
 * detection). See docs/decisions/010-refresh-rotation.md.
 *
 * @example
 * const session = await rotateSession(db, jwtKey, cookie, userAgent) // throws invalid_refresh_token
 */
export async function rotateSession(
  db: Kysely<Database>,
  jwtKey: JwtKeyring,
  presented: string,
  userAgent: string | null,
): Promise<IssuedSession> {
  const invalid = new DomainError('invalid_refresh_token', 'Your session has ended. Please sign in again.');
  const now = new Date();
  // Only the hash is stored, so the successor's secret is derived from the presented token: a
  // retry can be handed the very same successor without the database ever holding a secret.
  const successorToken = successorSecret(jwtKey.current.secret, presented);
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(presented))
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.expires_at <= now.toISOString()) return null;
    const session = { userId: row.user_id, familyId: row.family_id, token: successorToken };

    // A conditional update, not check-then-write: of any number of concurrent rotations exactly one
    // flips rotated_at and names the successor; PostgreSQL makes the others wait for its commit and
    // then finds the row taken, so they can never mint a second successor.
    const successorId = randomUUID();
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: now.toISOString(), replaced_by: successorId })
      .where('id', '=', row.id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      await insertRefreshToken(trx, row.user_id, row.family_id, userAgent, successorToken, successorId);
      return session;
    }

    const retry = await graceSuccessor(trx, row.id, now, successorCandidates(jwtKey, presented));
    if (retry.verdict === 'successor') return { ...session, token: retry.token };
    // The successor was minted under a key no longer accepted (replaced without being kept as a
    // previous key): refuse this copy without treating it as theft.
    if (retry.verdict === 'other_key') return null;
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now.toISOString() })
      .where('family_id', '=', row.family_id)
      .where('revoked_at', 'is', null)
      .execute();
    return null;
  });
  if (!result) throw invalid;
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
 * The successor `presented` would have under each accepted key, by hash: a rotation made just
 * before a key change was derived under the key that is now a previous one.
 */
function successorCandidates(jwtKey: JwtKeyring, presented: string): Map<string, string> {
  const tokens = acceptedKeys(jwtKey).map((key) => successorSecret(key.secret, presented));
  return new Map(tokens.map((token) => [hashToken(token), token]));
}

type GraceVerdict = { verdict: 'successor'; token: string } | { verdict: 'other_key' } | { verdict: 'reuse' };

/**
 * Whether a rotated token presented again may have its successor back: only within the grace
 * period and only while that successor is live and has never been used itself.
 */
async function graceSuccessor(
  trx: Kysely<Database>,
  id: string,
  now: Date,
  candidates: ReadonlyMap<string, string>,
): Promise<GraceVerdict> {
  const reuse = { verdict: 'reuse' } as const;
  // Read again: under PostgreSQL the winning rotation may have committed after our first read.
  const rotated = await trx
    .selectFrom('refresh_tokens')
    .select(['rotated_at', 'replaced_by'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!rotated?.rotated_at || !rotated.replaced_by) return reuse;
  if (now.getTime() - Date.parse(rotated.rotated_at) > ROTATION_GRACE_MS) return reuse;
  const successor = await trx
    .selectFrom('refresh_tokens')
    .select(['token_hash', 'rotated_at', 'revoked_at', 'expires_at'])
    .where('id', '=', rotated.replaced_by)
    .executeTakeFirst();
  if (!successor || successor.rotated_at !== null || successor.revoked_at !== null) return reuse;
  if (successor.expires_at <= now.toISOString()) return reuse;
  const token = candidates.get(successor.token_hash);
  return token === undefined ? { verdict: 'other_key' } : { verdict: 'successor', token };
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

/** True while the device's session has not been signed out, revoked or left to expire. */
export async function isSessionActive(db: Kysely<Database>, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The device session a LIVE refresh cookie belongs to (never rotated, revoked or expired), so
 * logout can end it even when the access token has expired. A dead cookie proves nothing: an old
 * copy of a rotated token must not be able to sign everyone out.
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
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row ? { userId: row.user_id, sessionId: row.family_id } : null;
}
