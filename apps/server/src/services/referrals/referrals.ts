import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  DomainError,
  REFERRAL_MESSAGES,
  REFERRAL_REWARD_MANA,
  REFERRAL_REWARD_XP,
  referralLinkPath,
  withinReferralWindow,
  type ReferralClaim,
  type ReferralRejection,
  type ReferralSummary,
} from '@feastforge/domain';
import type { Database } from '@feastforge/db';
import { awardXp } from '../generation/award-xp.ts';
import * as ledger from '../ledger/ledger.ts';
import type { LiveEvents } from '../live/live-events.ts';
import { notify } from '../notifications/notify.ts';
import { rejection } from '../rejections.ts';
import { nextVersion } from '../sync/versions.ts';
import { announceProgress } from '../progression/announce.ts';
import { checkBadgesAfterReward } from '../progression/check-badges.ts';

const rejected = rejection<ReferralRejection>('referral_rejected', {
  unknown: REFERRAL_MESSAGES.unknown,
  self: REFERRAL_MESSAGES.self,
  already_referred: REFERRAL_MESSAGES.alreadyReferred,
  missing: REFERRAL_MESSAGES.missing,
  too_late: REFERRAL_MESSAGES.tooLate,
});

/** A claim's answer, and the referrer it rewarded (to tell their tabs after the commit). */
export interface ReferralClaimOutcome {
  answer: ReferralClaim;
  rewardedReferrerId: string | null;
}

/**
 * Records that `userId` signed up through `code` (without one, the code given at sign-up), once per
 * user (the unique `referred_id`), never for the user's own code, and only within
 * REFERRAL_CLAIM_WINDOW_HOURS of sign-up (the reward is for a new user). Claiming the same referral again
 * answers as the first claim did, so the client may retry. The referrer is rewarded here when the
 * address is already confirmed, otherwise when it is confirmed (see {@link rewardReferrer}).
 *
 * @example
 * const { answer } = await claimReferral(db, newUserId, 'K7M2Q9XD') // { success: true, referrerRewarded: false }
 */
export async function claimReferral(
  db: Kysely<Database>,
  userId: string,
  code: string | undefined,
): Promise<ReferralClaimOutcome> {
  const wanted = code ?? (await signupReferralCode(db, userId));
  if (!wanted) throw rejected('missing');
  return db.transaction().execute(async (trx) => {
    // A do-nothing update locks the account row that a confirmation updates too, so a claim and a
    // confirmation running at once take turns: whichever comes second sees the other's work and
    // grants the reward (a plain read could miss an uncommitted confirmation and neither would).
    const account = await trx
      .updateTable('users')
      .set((eb) => ({ email_verified_at: eb.ref('email_verified_at') }))
      .where('id', '=', userId)
      .returning(['email_verified_at', 'created_at'])
      .executeTakeFirst();
    if (!account) throw new DomainError('unauthorized', 'Please sign in again.');
    const referrer = await trx
      .selectFrom('profiles')
      .select('id')
      .where('referral_code', '=', wanted)
      .executeTakeFirst();
    if (!referrer) throw rejected('unknown');
    if (referrer.id === userId) throw rejected('self');

    const recorded = await trx
      .insertInto('referrals')
      .values({ id: randomUUID(), referrer_id: referrer.id, referred_id: userId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('referred_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) {
      const earlier = await trx
        .selectFrom('referrals')
        .select(['referrer_id', 'rewarded_at'])
        .where('referred_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (earlier.referrer_id !== referrer.id) throw rejected('already_referred');
      return { answer: { success: true, referrerRewarded: earlier.rewarded_at !== null }, rewardedReferrerId: null };
    }
    // Checked once the row is new, so a retry of a claim recorded in time still answers as it did;
    // throwing rolls the insert back.
    if (!withinReferralWindow(account.created_at, new Date())) throw rejected('too_late');
    if (account.email_verified_at === null) {
      return { answer: { success: true, referrerRewarded: false }, rewardedReferrerId: null };
    }
    const rewardedReferrerId = await rewardReferrer(trx, userId);
    return { answer: { success: true, referrerRewarded: rewardedReferrerId !== null }, rewardedReferrerId };
  });
}

/**
 * Grants the referrer of `referredId` their reward (50 mana through the ledger and 50 XP, spec
 * section 9) with a notification, if that referral exists and was not rewarded yet; answers the
 * referrer's id when it granted. Call it inside the transaction that confirms the address (or
 * records the referral of a confirmed one): the conditional update on `rewarded_at` lets exactly
 * one grant through, and the ledger key `referral:<referrer>:<referred>` guards the mana again.
 *
 * @example
 * const referrerId = await rewardReferrer(trx, userId) // then announceReferralReward(deps, referrerId) after commit
 */
export async function rewardReferrer(trx: Transaction<Database>, referredId: string): Promise<string | null> {
  const claimed = await trx
    .updateTable('referrals')
    .set({ rewarded_at: new Date().toISOString() })
    .where('referred_id', '=', referredId)
    .where('rewarded_at', 'is', null)
    .returning('referrer_id')
    .executeTakeFirst();
  if (!claimed) return null;
  const referrerId = claimed.referrer_id;
  const version = await nextVersion(trx, referrerId);
  await awardXp(trx, referrerId, REFERRAL_REWARD_XP, version);
  // After the XP: the ledger stamps the profile with a later version, so it is the newest row.
  await ledger.credit(trx, {
    userId: referrerId,
    amount: REFERRAL_REWARD_MANA,
    type: 'referral',
    description: 'Referral reward: an invited friend joined',
    idempotencyKey: `referral:${referrerId}:${referredId}`,
  });
  await notify(trx, referrerId, version, {
    title: REFERRAL_MESSAGES.rewardTitle,
    message: REFERRAL_MESSAGES.rewardMessage,
    actionUrl: '/my-recipes',
  });
  return referrerId;
}

/**
 * After the reward commits: unlocks the referrer's badges the new referral earned (the social
 * ones) and tells their open tabs about their new balance, level and notifications. A failed
 * badge check is only logged: the reward itself has been booked (spec: referral processing
 * errors are logged only).
 */
export async function announceReferralReward(
  deps: { db: Kysely<Database>; live: LiveEvents },
  referrerId: string | null,
): Promise<void> {
  if (!referrerId) return;
  const newBadges = await checkBadgesAfterReward(deps.db, referrerId, 'a referral reward');
  announceProgress(deps.live, referrerId, { profileChanged: true, newBadges });
  // The reward wrote a notification of its own.
  deps.live.publish(referrerId, { type: 'notification' });
}

/**
 * The user's referral card: their code, the link that carries it and how many adventurers
 * signed up with it.
 */
export async function referralSummary(db: Kysely<Database>, userId: string): Promise<ReferralSummary> {
  const profile = await db.selectFrom('profiles').select('referral_code').where('id', '=', userId).executeTakeFirst();
  if (!profile) throw new DomainError('unauthorized', 'Please sign in again.');
  const counts = await db
    .selectFrom('referrals')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.count<number | string>('rewarded_at').as('rewarded'),
    ])
    .where('referrer_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    code: profile.referral_code,
    linkPath: referralLinkPath(profile.referral_code),
    count: Number(counts.count),
    rewardedCount: Number(counts.rewarded),
  };
}

async function signupReferralCode(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .select('signup_referral_code')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.signup_referral_code ?? null;
}
