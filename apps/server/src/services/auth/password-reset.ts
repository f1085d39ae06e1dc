import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@feastforge/db';
import type { Executor } from '../db-executor.ts';
import { DomainError, TOASTS } from '@feastforge/domain';
import { publicUrl } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { markVerified } from '../accounts/email-verification.ts';
import { announceReferralReward } from '../referrals/referrals.ts';
import { grantAdminByEmail } from '../accounts/me.ts';
import { redactUsedMailSecret } from '../../providers/mail-secrets.ts';
import { spend } from '../rate-limits.ts';
import { commonPasswordProblem, hashPassword } from './passwords.ts';
import { startSession, type IssuedSession } from './sessions.ts';
import { hashToken, randomToken } from './tokens.ts';
import { JOB_KINDS } from '../jobs/kinds.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_TOO_SOON = 'A reset link was requested moments ago. Please wait a minute before asking again.';

/**
 * Asks for a reset link. The answer never depends on whether the address has an account: the
 * lookup, token and email happen after the response, as a job (written whatever the address).
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  await spend(deps.limits.resetByIp, ip, RESET_TOO_SOON);
  await spend(deps.limits.resetByEmail, email, RESET_TOO_SOON);
  await deps.jobs.enqueue({ kind: JOB_KINDS.passwordReset, payload: { email } });
}

/** Mails a reset link to `email`'s account, if there is one (the reset job). */
export async function sendResetEmail(deps: AppDeps, email: string): Promise<void> {
  const user = await deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) return;
  await mailResetLink(deps, email, await issueResetToken(deps.db, user.id));
}

/** Mails a reset link to `userId`'s current address (the admin's reset job); nothing if the account is gone. */
export async function sendResetEmailToUser(deps: AppDeps, userId: string): Promise<void> {
  const user = await deps.db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  await mailResetLink(deps, user.email, await issueResetToken(deps.db, user.id));
}

/** A reset token just stored for a user (only its hash is kept), and when it expires. */
export interface IssuedResetToken {
  token: string;
  expiresAt: Date;
}

/**
 * Stores a new reset token for `userId` (as its hash) with the caller's executor, so an admin's
 * reset commits with its audit row.
 */
export async function issueResetToken(db: Executor, userId: string): Promise<IssuedResetToken> {
  const token = randomToken();
  const now = Date.now();
  const expiresAt = new Date(now + RESET_TOKEN_TTL_MS);
  await db
    .insertInto('password_reset_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      token_hash: hashToken(token),
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** Emails the reset link of `issued` to `email` (the one reset email, whoever asked for it). */
export async function mailResetLink(deps: AppDeps, email: string, { token, expiresAt }: IssuedResetToken) {
  // The token travels in the fragment, which browsers never send to a server or in a Referer.
  const link = `${publicUrl(deps.config)}/reset-password#token=${token}`;
  await deps.mailer.send({
    to: email,
    subject: 'Reset your Feastforge password',
    text: [
      'Someone (hopefully you) asked to reset the password of your Feastforge account.',
      '',
      `Choose a new password here (the link works once, for one hour):`,
      link,
      '',
      'If you did not ask for this, ignore this email; your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone (hopefully you) asked to reset the password of your Feastforge account.</p>
<p><a href="${link}">Choose a new password</a> (the link works once, for one hour).</p>
<p>If you did not ask for this, ignore this email; your password stays as it is.</p>`,
    secrets: [link],
    secretsExpireAt: expiresAt,
  });
}

/** The used link leaves the outbox at once rather than when it would have expired. */
async function redactUsedLink(deps: AppDeps, userId: string, token: string): Promise<void> {
  const user = await deps.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (user) await redactUsedMailSecret(deps.db, user.email, token);
}

/**
 * Sets a new password with a reset token. The token is claimed with a conditional update, so of two
 * concurrent confirmations exactly one wins. Every existing session of the user ends, and the
 * caller is signed in with a fresh one; the account's push subscriptions go and its open live
 * streams close.
 */
export async function confirmPasswordReset(
  deps: AppDeps,
  token: string,
  password: string,
  userAgent: string | null,
): Promise<IssuedSession> {
  const weak = commonPasswordProblem(password);
  if (weak) throw new DomainError('validation_failed', weak, { field: 'password' });
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();

  const reset = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('password_reset_tokens')
      .select(['id', 'user_id'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return null;
    const claimed = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where('id', '=', row.user_id)
      .execute();
    // Other outstanding links die with the old password, and so does every signed-in device.
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', row.user_id)
      .where('revoked_at', 'is', null)
      .execute();
    // Whoever held the account (a squatter who set it up with the owner's address) must stop
    // receiving its reminders: every browser subscribes again once its user signs in.
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', row.user_id).execute();
    // The link reached the account's inbox, which is what a confirmation link proves too.
    const rewardedReferrerId = await markVerified(trx, row.user_id, now);
    return { userId: row.user_id, rewardedReferrerId };
  });
  if (!reset) throw new DomainError('invalid_reset_token', TOASTS.invalidLink.message);
  const { userId } = reset;
  // Streams open on the ended sessions close now, not at their next heartbeat.
  deps.live.publish(userId, { type: 'sessions' });
  await announceReferralReward(deps, reset.rewardedReferrerId);
  // When the account is ADMIN_EMAIL's, the confirmation that came with the reset completes its role.
  await grantAdminByEmail(deps.db, deps.config.ADMIN_EMAIL);
  deps.background.run(() => redactUsedLink(deps, userId, token));
  return startSession(deps.db, deps.jwtKey, userId, userAgent);
}

/**
 * Deletes reset tokens that can never work again (used or expired). Answers how many went.
 *
 * @example
 * await purgeDeadResetTokens(db, new Date())
 */
export async function purgeDeadResetTokens(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
