import { z } from 'zod';
import { BADGE_CATEGORIES, RECIPE_TYPES, type RecipeType } from './enums.ts';
import { ProfileSchema } from './auth.ts';
import { XpResultSchema } from './generation.ts';
import type { Rarity } from './rarity.ts';

/**
 * How a badge is earned. The catalogue's display side (name, description, icon, category, order)
 * lives in the `badges` table, seeded by migration; the rule lives here, keyed by the same id, so
 * the server decides from a user's {@link BadgeStats} and nothing else.
 */
export type BadgeRule =
  | { kind: 'recipes'; atLeast: number }
  | { kind: 'rarity'; rarity: Rarity }
  | { kind: 'recipeType'; recipeType: RecipeType }
  | { kind: 'everyRecipeType' }
  | { kind: 'published'; atLeast: number }
  | { kind: 'referrals'; atLeast: number }
  | { kind: 'chestClaims'; atLeast: number }
  | { kind: 'chestStreak'; days: number }
  | { kind: 'heroPortrait' }
  | { kind: 'heroProfile' }
  | { kind: 'promoRedeemed' }
  | { kind: 'level'; atLeast: number };

/**
 * Every badge's unlock rule, by badge id. The ids are the `badges` table's primary keys; a test
 * keeps this list and the seeded catalogue the same.
 */
export const BADGE_RULES = {
  // milestone
  'first-recipe': { kind: 'recipes', atLeast: 1 },
  'ten-recipes': { kind: 'recipes', atLeast: 10 },
  'fifty-recipes': { kind: 'recipes', atLeast: 50 },
  'hundred-recipes': { kind: 'recipes', atLeast: 100 },
  'level-5': { kind: 'level', atLeast: 5 },
  'level-10': { kind: 'level', atLeast: 10 },
  'level-20': { kind: 'level', atLeast: 20 },
  // rarity
  'first-common': { kind: 'rarity', rarity: 'common' },
  'first-uncommon': { kind: 'rarity', rarity: 'uncommon' },
  'first-rare': { kind: 'rarity', rarity: 'rare' },
  'first-epic': { kind: 'rarity', rarity: 'epic' },
  'first-legendary': { kind: 'rarity', rarity: 'legendary' },
  // type
  'first-breakfast': { kind: 'recipeType', recipeType: 'breakfast' },
  'first-starter': { kind: 'recipeType', recipeType: 'starter' },
  'first-main': { kind: 'recipeType', recipeType: 'main' },
  'first-dessert': { kind: 'recipeType', recipeType: 'dessert' },
  'first-snacks': { kind: 'recipeType', recipeType: 'snacks' },
  'first-elixir': { kind: 'recipeType', recipeType: 'elixir' },
  'every-type': { kind: 'everyRecipeType' },
  // social
  'first-publish': { kind: 'published', atLeast: 1 },
  'ten-published': { kind: 'published', atLeast: 10 },
  'first-referral': { kind: 'referrals', atLeast: 1 },
  'five-referrals': { kind: 'referrals', atLeast: 5 },
  // special
  'hero-portrait': { kind: 'heroPortrait' },
  'hero-profile': { kind: 'heroProfile' },
  'first-chest': { kind: 'chestClaims', atLeast: 1 },
  'chest-streak-3': { kind: 'chestStreak', days: 3 },
  'chest-streak-7': { kind: 'chestStreak', days: 7 },
  'promo-redeemed': { kind: 'promoRedeemed' },
} as const satisfies Record<string, BadgeRule>;

export type BadgeId = keyof typeof BADGE_RULES;
/** Every badge id, in the catalogue's order. */
export const BADGE_IDS: readonly BadgeId[] = Object.keys(BADGE_RULES).filter(isBadgeId);

/**
 * Whether a string is a badge id of the catalogue (a row read back from the database, say).
 *
 * @example
 * isBadgeId('first-dessert') // true
 * isBadgeId('first-flight') // false
 */
export function isBadgeId(value: string): value is BadgeId {
  return Object.hasOwn(BADGE_RULES, value);
}

/**
 * What the rules look at, read from the user's rows. Counts are of live (not deleted) recipes;
 * `published` counts recipes whose first publish happened (publish XP awarded), so unpublishing
 * later takes nothing back; `referrals` counts referred users who confirmed their address.
 */
export interface BadgeStats {
  recipes: number;
  rarities: ReadonlySet<string>;
  recipeTypes: ReadonlySet<string>;
  published: number;
  referrals: number;
  /** UTC days (YYYY-MM-DD) on which the user opened the daily chest. */
  chestDays: readonly string[];
  hasPortrait: boolean;
  /** Race, class and gender all chosen. */
  heroProfileComplete: boolean;
  promoRedemptions: number;
  level: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The longest run of consecutive UTC days in `days` (any order, duplicates and malformed entries
 * ignored).
 *
 * @example
 * longestDayStreak(['2026-01-01', '2026-01-02', '2026-01-04']) // 2
 */
export function longestDayStreak(days: readonly string[]): number {
  const stamps = [...new Set(days)]
    .map((day) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN))
    .filter((stamp) => !Number.isNaN(stamp))
    .sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const stamp of stamps) {
    run = stamp - previous === DAY_MS ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = stamp;
  }
  return longest;
}

/** Whether `stats` meet `rule`. */
export function meetsBadgeRule(rule: BadgeRule, stats: BadgeStats): boolean {
  switch (rule.kind) {
    case 'recipes':
      return stats.recipes >= rule.atLeast;
    case 'rarity':
      return stats.rarities.has(rule.rarity);
    case 'recipeType':
      return stats.recipeTypes.has(rule.recipeType);
    case 'everyRecipeType':
      return RECIPE_TYPES.every((type) => stats.recipeTypes.has(type));
    case 'published':
      return stats.published >= rule.atLeast;
    case 'referrals':
      return stats.referrals >= rule.atLeast;
    case 'chestClaims':
      return new Set(stats.chestDays).size >= rule.atLeast;
    case 'chestStreak':
      return longestDayStreak(stats.chestDays) >= rule.days;
    case 'heroPortrait':
      return stats.hasPortrait;
    case 'heroProfile':
      return stats.heroProfileComplete;
    case 'promoRedeemed':
      return stats.promoRedemptions > 0;
    case 'level':
      return stats.level >= rule.atLeast;
  }
}

/**
 * The ids of every badge `stats` qualify for (unlocked already or not), in catalogue order.
 *
 * @example
 * qualifiedBadges({ ...stats, recipes: 10 }) // ['first-recipe', 'ten-recipes', ...]
 */
export function qualifiedBadges(stats: BadgeStats): BadgeId[] {
  return BADGE_IDS.filter((id) => meetsBadgeRule(BADGE_RULES[id], stats));
}

/** The notification a newly unlocked badge writes (and the toast title of spec section 8). */
export const BADGE_UNLOCKED_TITLE = '🎉 New Badge Unlocked!';

/** The toast title of a first publish that unlocked a badge (spec section 8). */
export const PUBLISHED_BADGE_TITLE = '🎉 Published & Badge Unlocked!';

/** The message of a badge notification: it names the badge. */
export function badgeUnlockedMessage(badge: { name: string; icon: string }): string {
  return `${badge.icon} You unlocked the ${badge.name} badge. See all your badges.`;
}

/**
 * The title naming how many badges one action unlocked, shared by the bell and the toast:
 * '🎉 New Badge Unlocked!' for one, '🎉 3 Badges Unlocked!' for several.
 *
 * @example
 * badgesUnlockedTitle(2) // '🎉 2 Badges Unlocked!'
 */
export function badgesUnlockedTitle(count: number): string {
  return count === 1 ? BADGE_UNLOCKED_TITLE : `🎉 ${count} Badges Unlocked!`;
}

/**
 * The one notification the badges unlocked by one action write: a single badge is named with its
 * icon; several are counted and listed ('🎉 3 Badges Unlocked!'), so the bell shows one line, not ten.
 *
 * @example
 * badgesUnlockedNotice([{ name: 'First Feast', icon: '🍽️' }, { name: 'Rare Find', icon: '💎' }])
 * // { title: '🎉 2 Badges Unlocked!', message: 'You unlocked First Feast and Rare Find. See all your badges.' }
 */
export function badgesUnlockedNotice(badges: ReadonlyArray<{ name: string; icon: string }>): {
  title: string;
  message: string;
} {
  const [only] = badges;
  if (badges.length === 1 && only) return { title: badgesUnlockedTitle(1), message: badgeUnlockedMessage(only) };
  const names = badges.map((badge) => badge.name);
  const listed = `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  return { title: badgesUnlockedTitle(badges.length), message: `You unlocked ${listed}. See all your badges.` };
}

/** The notification a level-up writes. */
export const LEVEL_UP_TITLE = '⬆️ Level Up!';

/** The message of a level-up notification. */
export function levelUpMessage(level: number): string {
  return `You reached level ${level}. Keep cooking, hero!`;
}

/** Spec section 5 and 8 texts of the badge check. */
export const BADGE_TEXTS = {
  signInToCheck: 'Please sign in to check for badges',
  noNewBadges: 'No new badges unlocked. Keep creating recipes!',
} as const;

/**
 * One badge of the catalogue as `GET /api/badges` answers it. `icon` is an emoji (shown as text,
 * in notifications and push messages too). `unlockedAt` is null while locked, and always for visitors.
 */
export const BadgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().describe('an emoji'),
  category: z.enum(BADGE_CATEGORIES),
  sortOrder: z.number().int(),
  unlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
});
export type Badge = z.infer<typeof BadgeSchema>;

/** A badge a hero has unlocked, as their public profile card shows it. */
export const UnlockedBadgeSchema = BadgeSchema.pick({
  id: true,
  name: true,
  description: true,
  icon: true,
  category: true,
}).extend({ unlockedAt: z.string() });
export type UnlockedBadge = z.infer<typeof UnlockedBadgeSchema>;

/**
 * Answer of `GET /api/badges`: the whole catalogue ordered by category, then sort order.
 *
 * @example
 * const { badges } = BadgesAnswerSchema.parse(await res.json())
 */
export const BadgesAnswerSchema = z.object({ badges: z.array(BadgeSchema) });
export type BadgesAnswer = z.infer<typeof BadgesAnswerSchema>;

/** Answer of `POST /api/badges/check` (spec section 3 'Badge check result'): names newly unlocked now. */
export const BadgeCheckAnswerSchema = z.object({ newBadges: z.array(z.string()) });
export type BadgeCheckAnswer = z.infer<typeof BadgeCheckAnswerSchema>;

/**
 * Answer of `POST /api/me/portrait`: the profile with its new portrait, the XP it earned (null
 * after the first portrait, which alone awards XP) and any badges it unlocked.
 */
export const PortraitAnswerSchema = z.object({
  profile: ProfileSchema,
  xp: XpResultSchema.nullable(),
  newBadges: z.array(z.string()),
});
export type PortraitAnswer = z.infer<typeof PortraitAnswerSchema>;
