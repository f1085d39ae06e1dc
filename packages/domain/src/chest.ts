import { z } from 'zod';
import { mana, xp, type Mana, type Xp } from './brands.ts';
import { XpResultSchema } from './generation.ts';

/** Daily chest rewards (spec section 9): 5-15 mana or 10-30 XP, inclusive. */
export const CHEST_MANA_REWARD = { min: 5, max: 15 } as const;
/** The XP a chest may give instead of mana, inclusive (spec section 9). */
export const CHEST_XP_REWARD = { min: 10, max: 30 } as const;

/** What the client shows under 'Already Claimed' (spec section 8) for a second claim the same UTC day. */
export const CHEST_ALREADY_CLAIMED_MESSAGE =
  "You've already opened today's treasure chest. A new one appears at midnight UTC!";

/** What a chest can give: mana or XP, one of them per opening. */
export const CHEST_REWARD_TYPES = ['mana', 'xp'] as const;
export type ChestRewardType = (typeof CHEST_REWARD_TYPES)[number];

export type ChestReward = { type: 'mana'; amount: Mana } | { type: 'xp'; amount: Xp };

/**
 * The UTC day a moment falls on ('YYYY-MM-DD'): one chest per user per such day.
 *
 * @example
 * chestDay(new Date('2026-11-25T23:59:59Z')) // '2026-11-25'
 */
export function chestDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The next UTC midnight after `now`, when the next chest can be opened (the card's countdown).
 *
 * @example
 * nextChestAt(new Date('2026-11-25T10:00:00Z')).toISOString() // '2026-11-26T00:00:00.000Z'
 */
export function nextChestAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Rolls a chest: mana or XP with even odds (the spec names no odds), then an amount in the range.
 * `randomInt(n)` answers a whole number in [0, n); the server passes a cryptographic one.
 *
 * @example
 * rollChestReward((n) => 0) // { type: 'mana', amount: 5 }
 */
export function rollChestReward(randomInt: (n: number) => number): ChestReward {
  const pick = (range: { min: number; max: number }) => range.min + randomInt(range.max - range.min + 1);
  return randomInt(2) === 0
    ? { type: 'mana', amount: mana(pick(CHEST_MANA_REWARD)) }
    : { type: 'xp', amount: xp(pick(CHEST_XP_REWARD)) };
}

/**
 * Answer of `POST /api/chest/claim`: the daily chest result of spec section 3. A failure is an
 * error answer (409 `already_claimed`), so `success` is always true here and `error` null; the
 * fields keep the spec's names so the card reads them as it always did.
 */
export const ChestClaimResultSchema = z.object({
  success: z.literal(true),
  error: z.null(),
  reward_type: z.enum(CHEST_REWARD_TYPES),
  reward_amount: z.number().int(),
  /** The XP award for an XP chest; null for a mana chest. */
  xp_data: XpResultSchema.nullable(),
});
export type ChestClaimResult = z.infer<typeof ChestClaimResultSchema>;

/** Answer of `GET /api/chest`: can the chest be opened now, and when the next one appears. */
export const ChestStatusSchema = z.object({
  claimable: z.boolean(),
  /** The next UTC midnight (ISO 8601): the card counts down to it once today's chest is open. */
  nextClaimAt: z.string(),
  /** Today's claim, if the chest was already opened today. */
  todayClaim: z
    .object({ rewardType: z.enum(CHEST_REWARD_TYPES), rewardAmount: z.number().int(), claimedAt: z.string() })
    .nullable(),
});
export type ChestStatus = z.infer<typeof ChestStatusSchema>;
