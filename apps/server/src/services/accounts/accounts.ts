import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { DomainError, SIGNUP_BONUS_MANA, TOASTS, type LoginBody, type RegisterBody } from '@feastforge/domain';
import type { AppDeps } from '../../deps.ts';
import { commonPasswordProblem, hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { startSession, type IssuedSession } from '../auth/sessions.ts';
import * as ledger from '../ledger/ledger.ts';
import { spend } from '../rate-limits.ts';
import { limitKeyOfAddress } from '../../http/client-ip.ts';
import { randomCode } from './codes.ts';
import { enqueueJob } from '../jobs/job-store.ts';
import { JOB_KINDS } from '../jobs/kinds.ts';

type RegisterInput = z.output<typeof RegisterBody>;
type LoginInput = z.output<typeof LoginBody>;

function defaultDisplayName(email: string): string {
  return email.split('@')[0] ?? email;
}

async function emailTaken(deps: AppDeps, email: string): Promise<boolean> {
  const row = await deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

async function uniqueReferralCode(deps: AppDeps): Promise<string> {
  for (;;) {
    const code = randomCode();
    const clash = await deps.db
      .selectFrom('profiles')
      .select('id')
      .where('referral_code', '=', code)
      .executeTakeFirst();
    if (!clash) return code;
  }
}

/**
 * Creates the account with its profile, the 25-mana signup bonus (a ledger entry) and a unique
 * referral code, emails a confirmation link, then signs the new user in. Sign-up extras (promotion and referral codes) are
 * stored for the features that act on them.
 */
export async function register(
  deps: AppDeps,
  input: RegisterInput,
  ip: string,
  userAgent: string | null,
): Promise<IssuedSession> {
  // By the /64 on IPv6, as sign-in counts: each account is free mana, and a subscriber holds the whole /64.
  await spend(deps.limits.registerByIp, limitKeyOfAddress(ip));
  const weak = commonPasswordProblem(input.password);
  if (weak) throw new DomainError('validation_failed', weak, { field: 'password' });
  const exists = new DomainError('account_exists', TOASTS.accountExists.message);
  if (await emailTaken(deps, input.email)) throw exists;

  const passwordHash = await hashPassword(input.password);
  const referralCode = await uniqueReferralCode(deps);
  const userId = randomUUID();
  const now = new Date().toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: input.email,
          password_hash: passwordHash,
          created_at: now,
          password_changed_at: now,
          email_verified_at: null,
        })
        .execute();
      await trx
        .insertInto('profiles')
        .values({
          id: userId,
          display_name: input.displayName || defaultDisplayName(input.email),
          race: input.race ?? null,
          character_class: input.characterClass ?? null,
          gender: input.gender ?? null,
          hero_portrait_url: null,
          hero_portrait_xp_awarded: 0,
          referral_code: referralCode,
          signup_promo_code: input.promoCode || null,
          signup_referral_code: input.referralCode || null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx.insertInto('sync_versions').values({ user_id: userId, version: 0 }).execute();
      await ledger.credit(trx, {
        userId,
        amount: SIGNUP_BONUS_MANA,
        type: 'signup_bonus',
        description: 'Welcome gift for a new adventurer',
        idempotencyKey: `signup:${userId}`,
      });
      await enqueueJob(trx, { kind: JOB_KINDS.verificationEmail, payload: { userId, email: input.email } });
    });
  } catch (error) {
    // Two sign-ups with one address can race past the check above; the unique index decides.
    if (await emailTaken(deps, input.email)) throw exists;
    throw error;
  }
  // The confirmation link goes out after the answer, as a job committed with the account; the
  // admin role waits for it (see verifyEmail).
  deps.jobs.kick();
  return startSession(deps.db, deps.jwtKey, userId, userAgent);
}

/**
 * Signs in with email and password. Failures count per client address and email, and per address
 * across emails (password spraying); an unknown address costs the same time as a wrong password.
 * Nothing counts per email alone: that limit would let anyone lock the owner out by failing from
 * a few addresses, and the owner's right password from their own address must always get in.
 */
export async function login(
  deps: AppDeps,
  input: LoginInput,
  ip: string,
  userAgent: string | null,
): Promise<IssuedSession> {
  // Every attempt spends its points before the slow password check, so a burst of parallel
  // guesses can't all slip in before the first failure is counted.
  const address = limitKeyOfAddress(ip);
  const pairKey = `${address}|${input.email}`;
  await spend(deps.limits.loginByIpEmail, pairKey);
  await spend(deps.limits.loginByIp, address);

  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', input.email)
    .executeTakeFirst();
  const ok = user ? await verifyPassword(user.password_hash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new DomainError('invalid_credentials', TOASTS.loginFailed.message);
  // A success forgets this pair's failures and gives back the point it spent on the address.
  await deps.limits.loginByIpEmail.delete(pairKey);
  await deps.limits.loginByIp.reward(address, 1);
  return startSession(deps.db, deps.jwtKey, user.id, userAgent);
}
