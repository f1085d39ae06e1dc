import { createHash, randomBytes } from 'node:crypto';
import { STREAM_TICKET_TTL_SECONDS, type StreamTicket } from '@feastforge/domain';
import type { AuthState } from '../../http/auth-middleware.ts';
import type { Executor } from '../db-executor.ts';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Issues a single-use pass to the live stream for a signed-in device (ADR 016): an EventSource
 * cannot send the Authorization header, and an access token in the address would land in logs.
 * Only its hash is stored; expired passes of anyone are cleared on the way.
 *
 * @example
 * const { ticket } = await issueStreamTicket(db, auth, new Date()) // then GET /api/events?ticket=…
 */
export async function issueStreamTicket(db: Executor, auth: AuthState, now: Date): Promise<StreamTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_SECONDS * 1000);
  await db.deleteFrom('live_stream_tickets').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('live_stream_tickets')
    .values({
      ticket_hash: hashOf(ticket),
      user_id: auth.userId,
      session_id: auth.sessionId,
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { ticket, expiresInSeconds: STREAM_TICKET_TTL_SECONDS };
}

/**
 * Spends a pass: answers whose device it was when it is unused and unexpired, or null. One delete
 * both reads and spends it, so two requests with the same pass never both get a stream.
 *
 * @example
 * const auth = await redeemStreamTicket(db, c.req.query('ticket'), new Date())
 */
export async function redeemStreamTicket(
  db: Executor,
  ticket: string | undefined,
  now: Date,
): Promise<AuthState | null> {
  if (!ticket) return null;
  const row = await db
    .deleteFrom('live_stream_tickets')
    .where('ticket_hash', '=', hashOf(ticket))
    .returning(['user_id', 'session_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { userId: row.user_id, sessionId: row.session_id };
}
