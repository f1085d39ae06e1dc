import { z } from 'zod';
import { mana, xp } from './brands.ts';
import { isReferralCode } from './referral-code.ts';

/**
 * The referrer's reward once the friend they invited confirms their address. Spec section 9 gives
 * two readings (the help text's 50 XP, the card's 50 mana); both are granted.
 */
export const REFERRAL_REWARD_MANA = mana(50);
export const REFERRAL_REWARD_XP = xp(50);

/**
 * How long after sign-up an account may record who referred it. The reward is "once per new user"
 * (spec section 9): without a window, any old account that was never referred could claim a
 * friend's code later and grant them a reward for no new adventurer.
 */
export const REFERRAL_CLAIM_WINDOW_HOURS = 24;

export const REFERRAL_MESSAGES = {
  unknown: 'This referral code does not belong to any adventurer.',
  self: "You can't refer yourself.",
  alreadyReferred: 'Your account was already referred by another adventurer.',
  missing: 'No referral code was given.',
  tooLate: `A referral can only be recorded within ${REFERRAL_CLAIM_WINDOW_HOURS} hours of signing up.`,
  rewardTitle: 'Referral Reward!',
  rewardMessage: `A friend you invited has joined the guild: +${REFERRAL_REWARD_MANA} mana and +${REFERRAL_REWARD_XP} XP.`,
} as const;

/** Why a referral claim was refused (`details.reason` of a 422 `referral_rejected`). */
export const REFERRAL_REJECTIONS = ['unknown', 'self', 'already_referred', 'missing', 'too_late'] as const;
export type ReferralRejection = (typeof REFERRAL_REJECTIONS)[number];

/**
 * The link path that carries a referral code (`/?ref=CODE`); the home page stores it in a cookie.
 *
 * @example
 * referralLinkPath('K7M2Q9XD') // '/?ref=K7M2Q9XD'
 */
export function referralLinkPath(code: string): string {
  return `/?ref=${encodeURIComponent(code)}`;
}

/**
 * Whether an account created at `createdAt` may still record a new referral at `now`.
 *
 * @example
 * withinReferralWindow('2026-01-01T00:00:00Z', new Date('2026-01-01T23:00:00Z')) // true
 * withinReferralWindow('2026-01-01T00:00:00Z', new Date('2026-01-02T01:00:00Z')) // false
 */
export function withinReferralWindow(createdAt: string | Date, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() <= REFERRAL_CLAIM_WINDOW_HOURS * 3_600_000;
}

/**
 * Body of `POST /api/referrals/claim`. Without `code`, the referral code given at sign-up is used
 * (the client claims about 2 seconds after registering, spec section 4).
 */
export const ClaimReferralBody = z
  .object({
    code: z
      .string({ error: REFERRAL_MESSAGES.unknown })
      .trim()
      .refine(isReferralCode, REFERRAL_MESSAGES.unknown)
      .transform((code) => code.toUpperCase())
      .optional(),
  })
  .strict();
export type ClaimReferralBody = z.input<typeof ClaimReferralBody>;

/** Answer of `POST /api/referrals/claim`. */
export const ReferralClaimSchema = z.object({
  success: z.literal(true),
  /** True once the referrer has their reward; false while this account's address is unconfirmed. */
  referrerRewarded: z.boolean(),
});
export type ReferralClaim = z.infer<typeof ReferralClaimSchema>;

/** Answer of `GET /api/referrals`: the user's code, the link to share and how many it brought. */
export const ReferralSummarySchema = z.object({
  code: z.string(),
  linkPath: z.string(),
  /** Adventurers who signed up with this code. */
  count: z.number().int(),
  /** Of those, the ones whose reward was granted (they confirmed their address). */
  rewardedCount: z.number().int(),
});
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>;
