import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { DomainError, TOASTS } from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { publicUrl } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import { redactUsedMailSecret } from '../../providers/mail-secrets.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import { JOB_KINDS } from '../jobs/kinds.ts';
import { spend } from '../rate-limits.ts';
import { announceReferralReward, rewardReferrer } from '../referrals/referrals.ts';
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
  try {
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
  } catch (error) {
    // The mail goes out after the sign-up's answer: an account deleted in between needs none.
    if (!(await accountExists(deps.db, userId))) return;
    throw error;
  }
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

async function accountExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/**
 * 'Resend confirmation'. The answer never tells whether the address has an account or is already
 * confirmed: the lookup and the email happen after the response, as a job.
 */
export async function resendVerificationEmail(deps: AppDeps, email: string, ip: string): Promise<void> {
  await spend(deps.limits.verifyResendByIp, ip, RESEND_TOO_SOON);
  await spend(deps.limits.verifyResendByEmail, email, RESEND_TOO_SOON);
  // A job row is written whatever the address: the answer's timing tells nothing either.
  await deps.jobs.enqueue({ kind: JOB_KINDS.verificationResend, payload: { email } });
}

/** Sends a new link to `email`'s account if it has one that is not confirmed yet (a resend job). */
export async function sendVerificationToAddress(deps: AppDeps, email: string): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email_verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (user && user.email_verified_at === null) await sendVerificationEmail(deps, user.id, email);
}

/** The answer when a link of one account is followed while signed in to another. */
export const OTHER_ACCOUNT_LINK =
  'This confirmation link belongs to another account. Sign in with that account to confirm it.';

/**
 * Confirms the address a link was sent to, for the signed-in account it belongs to. Reading the
 * inbox alone is not enough: whoever registered an address first holds its password, so a link
 * followed without that account's session would hand them a confirmed account (and, for
 * `ADMIN_EMAIL`, the admin role). The owner of an address they did not register takes it over
 * with a password reset instead, which ends every other session.
 *
 * The token is claimed with one conditional update, so a link works once however many tabs follow
 * it; the account's other links die with it, and `ADMIN_EMAIL` becomes an admin in the same
 * transaction.
 */
export async function verifyEmail(deps: AppDeps, token: string, userId: string): Promise<void> {
  const now = new Date().toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('email_verification_tokens')
      .innerJoin('users', 'users.id', 'email_verification_tokens.user_id')
      .select(['email_verification_tokens.id', 'email_verification_tokens.user_id', 'users.email'])
      .where('email_verification_tokens.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row) return 'invalid';
    // Checked before the claim, so the link still works for its own account afterwards.
    if (row.user_id !== userId) return 'other-account';
    const claimed = await trx
      .updateTable('email_verification_tokens')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'invalid';
    const rewardedReferrerId = await markVerified(trx, row.user_id, now);
    if (row.email === deps.config.ADMIN_EMAIL) await grantAdminByEmail(trx, row.email);
    return { email: row.email, rewardedReferrerId };
  });
  if (outcome === 'other-account') throw new DomainError('forbidden', OTHER_ACCOUNT_LINK);
  if (outcome === 'invalid') {
    throw new DomainError('invalid_verification_token', TOASTS.invalidConfirmationLink.message);
  }
  await announceReferralReward(deps, outcome.rewardedReferrerId);
  deps.background.run(async () => void (await redactUsedMailSecret(deps.db, outcome.email, token)));
}

/**
 * Records that the user proved their address (a confirmation link, or a password reset link, which
 * reached the same inbox) and retires their outstanding confirmation links. The first confirmation
 * also rewards whoever referred the user; answers that referrer's id (tell their tabs after the
 * commit with `announceReferralReward`), or null.
 */
export async function markVerified(db: Transaction<Database>, userId: string, now: string): Promise<string | null> {
  const confirmed = await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('email_verification_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  return Number(confirmed.numUpdatedRows) === 1 ? rewardReferrer(db, userId) : null;
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
