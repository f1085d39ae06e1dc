import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DomainError, TOASTS } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { publicUrl } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { redactUsedMailSecret } from '../../providers/mail-secrets.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import type { Executor } from '../db-executor.ts';
import { spend } from '../rate-limits.ts';
import { grantAdminByEmail } from './me.ts';

/** How long a confirmation link works. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESEND_TOO_SOON = 'A confirmation link was sent moments ago. Please wait a minute before asking again.';

/**
 * Emails `email` a link that proves its owner reads it: a random token stored only as its hash,
 * single-use, for 24 hours. The token travels in the link's fragment, which never reaches a server
 * log or a Referer.
 */
export async function sendVerificationEmail(deps: AppDeps, userId: string, email: string): Promise<void> {
  const token = randomToken();
  const now = Date.now();
  const expiresAt = new Date(now + VERIFICATION_TOKEN_TTL_MS);
  await deps.db
    .insertInto('email_verification_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      token_hash: hashToken(token),
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  const link = `${publicUrl(deps.config)}/verify-email#token=${token}`;
  await deps.mailer.send({
    to: email,
    subject: 'Confirm your Feastforge email address',
    // The outbox keeps the link only while it can work.
    secrets: [link],
    secretsExpireAt: expiresAt,
    text: [
      'Welcome to Feastforge!',
      '',
      'Confirm that this address is yours (the link works once, for 24 hours):',
      link,
      '',
      'If you did not create a Feastforge account, ignore this email.',
    ].join('\n'),
    html: `<p>Welcome to Feastforge!</p>
<p><a href="${link}">Confirm that this address is yours</a> (the link works once, for 24 hours).</p>
<p>If you did not create a Feastforge account, ignore this email.</p>`,
  });
}

/**
 * 'Resend confirmation'. The answer never tells whether the address has an account or is already
 * confirmed: the lookup and the email happen after the response, in the background.
 */
export async function resendVerificationEmail(deps: AppDeps, email: string, ip: string): Promise<void> {
  await spend(deps.limits.verifyResendByIp, ip, RESEND_TOO_SOON);
  await spend(deps.limits.verifyResendByEmail, email, RESEND_TOO_SOON);
  deps.background.run(async () => {
    const user = await deps.db
      .selectFrom('users')
      .select(['id', 'email_verified_at'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (user && user.email_verified_at === null) await sendVerificationEmail(deps, user.id, email);
  });
}

/**
 * Confirms the address a link was sent to. The token is claimed with one conditional update, so a
 * link works once however many tabs follow it; the account's other links die with it. The
 * configured `ADMIN_EMAIL` becomes an admin here, once its owner has proven it. Answers the user.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<string> {
  const now = new Date().toISOString();
  const user = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('email_verification_tokens')
      .select(['id', 'user_id'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return null;
    const claimed = await trx
      .updateTable('email_verification_tokens')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    await markVerified(trx, row.user_id, now);
    return trx.selectFrom('users').select(['id', 'email']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
  });
  if (!user) {
    const { message } = TOASTS.invalidConfirmationLink;
    throw new DomainError('invalid_verification_token', message);
  }
  if (user.email === deps.config.ADMIN_EMAIL) await grantAdminByEmail(deps.db, user.email);
  deps.background.run(async () => void (await redactUsedMailSecret(deps.db, user.email, token)));
  return user.id;
}

/**
 * Records that the user proved their address (a confirmation link, or a password reset link, which
 * reached the same inbox) and retires their outstanding confirmation links.
 */
export async function markVerified(db: Executor, userId: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
  await db
    .updateTable('email_verification_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Deletes confirmation tokens that can never work again (used or expired). Answers how many went.
 *
 * @example
 * await purgeDeadVerificationTokens(db, new Date())
 */
export async function purgeDeadVerificationTokens(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('email_verification_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
