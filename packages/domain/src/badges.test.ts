import { describe, expect, it } from 'vitest';
import {
  BADGE_IDS,
  BADGE_RULES,
  badgeUnlockedMessage,
  badgesUnlockedNotice,
  badgesUnlockedTitle,
  isBadgeId,
  longestDayStreak,
  meetsBadgeRule,
  qualifiedBadges,
  type BadgeStats,
} from './badges.ts';
import { RECIPE_TYPES } from './enums.ts';
import { RARITIES } from './rarity.ts';

const NOBODY: BadgeStats = {
  recipes: 0,
  rarities: new Set(),
  recipeTypes: new Set(),
  published: 0,
  referrals: 0,
  chestDays: [],
  hasPortrait: false,
  heroProfileComplete: false,
  promoRedemptions: 0,
  level: 1,
};

const stats = (overrides: Partial<BadgeStats>): BadgeStats => ({ ...NOBODY, ...overrides });

describe('the badge rules', () => {
  it('give a new hero nothing', () => {
    expect(qualifiedBadges(NOBODY)).toEqual([]);
  });

  it('count recipes at exactly 1, 10, 50 and 100', () => {
    const recipeBadges = (recipes: number) =>
      qualifiedBadges(stats({ recipes })).filter((id) => BADGE_RULES[id].kind === 'recipes');
    expect(recipeBadges(1)).toEqual(['first-recipe']);
    expect(recipeBadges(9)).toEqual(['first-recipe']);
    expect(recipeBadges(10)).toEqual(['first-recipe', 'ten-recipes']);
    expect(recipeBadges(49)).toEqual(['first-recipe', 'ten-recipes']);
    expect(recipeBadges(50)).toEqual(['first-recipe', 'ten-recipes', 'fifty-recipes']);
    expect(recipeBadges(100)).toEqual(['first-recipe', 'ten-recipes', 'fifty-recipes', 'hundred-recipes']);
  });

  it('have a first-of badge for every rarity and every recipe type, and one for all types', () => {
    for (const rarity of RARITIES) {
      expect(qualifiedBadges(stats({ rarities: new Set([rarity]) }))).toEqual([`first-${rarity}`]);
    }
    for (const type of RECIPE_TYPES) {
      expect(qualifiedBadges(stats({ recipeTypes: new Set([type]) }))).toEqual([`first-${type}`]);
    }
    const allButOne = new Set(RECIPE_TYPES.slice(1));
    expect(qualifiedBadges(stats({ recipeTypes: allButOne }))).not.toContain('every-type');
    expect(qualifiedBadges(stats({ recipeTypes: new Set(RECIPE_TYPES) }))).toContain('every-type');
  });

  it('count publishes and confirmed referrals', () => {
    expect(qualifiedBadges(stats({ published: 1 }))).toEqual(['first-publish']);
    expect(qualifiedBadges(stats({ published: 10 }))).toEqual(['first-publish', 'ten-published']);
    expect(qualifiedBadges(stats({ referrals: 4 }))).toEqual(['first-referral']);
    expect(qualifiedBadges(stats({ referrals: 5 }))).toEqual(['first-referral', 'five-referrals']);
  });

  it('reward chest openings and streaks of consecutive UTC days', () => {
    expect(qualifiedBadges(stats({ chestDays: ['2026-03-01'] }))).toEqual(['first-chest']);
    const broken = ['2026-03-01', '2026-03-02', '2026-03-04', '2026-03-05'];
    expect(qualifiedBadges(stats({ chestDays: broken }))).toEqual(['first-chest']);
    const three = ['2026-02-27', '2026-02-28', '2026-03-01'];
    expect(qualifiedBadges(stats({ chestDays: three }))).toEqual(['first-chest', 'chest-streak-3']);
    const week = ['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'];
    expect(qualifiedBadges(stats({ chestDays: week }))).toEqual(['first-chest', 'chest-streak-3', 'chest-streak-7']);
  });

  it('reward the portrait, a complete hero, a redeemed code and levels 5, 10 and 20', () => {
    expect(qualifiedBadges(stats({ hasPortrait: true }))).toEqual(['hero-portrait']);
    expect(qualifiedBadges(stats({ heroProfileComplete: true }))).toEqual(['hero-profile']);
    expect(qualifiedBadges(stats({ promoRedemptions: 1 }))).toEqual(['promo-redeemed']);
    expect(qualifiedBadges(stats({ level: 4 }))).toEqual([]);
    expect(qualifiedBadges(stats({ level: 5 }))).toEqual(['level-5']);
    expect(qualifiedBadges(stats({ level: 10 }))).toEqual(['level-5', 'level-10']);
    expect(qualifiedBadges(stats({ level: 20 }))).toEqual(['level-5', 'level-10', 'level-20']);
  });

  it('tell the catalogue’s ids from other strings, listing every rule once', () => {
    expect(isBadgeId('first-dessert')).toBe(true);
    expect(isBadgeId('first-flight')).toBe(false);
    expect(isBadgeId('toString')).toBe(false);
    expect(BADGE_IDS).toEqual(Object.keys(BADGE_RULES));
  });

  it('number at least 24 badges, each with a rule that some hero can meet', () => {
    expect(BADGE_IDS.length).toBeGreaterThanOrEqual(24);
    const everything = stats({
      recipes: 100,
      rarities: new Set(RARITIES),
      recipeTypes: new Set(RECIPE_TYPES),
      published: 10,
      referrals: 5,
      chestDays: ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07'],
      hasPortrait: true,
      heroProfileComplete: true,
      promoRedemptions: 1,
      level: 20,
    });
    expect(qualifiedBadges(everything)).toEqual(BADGE_IDS);
    expect(BADGE_IDS.every((id) => meetsBadgeRule(BADGE_RULES[id], everything))).toBe(true);
  });
});

describe('longestDayStreak', () => {
  it.each([
    [[], 0],
    [['2026-05-05'], 1],
    [['2026-05-05', '2026-05-05'], 1],
    [['2026-05-07', '2026-05-05', '2026-05-06'], 3],
    [['2026-05-05', '2026-05-07'], 1],
    [['2024-02-28', '2024-02-29', '2024-03-01'], 3],
    [['2026-05-05', 'not a day', '2026-05-06'], 2],
  ])('of %j is %i', (days, longest) => {
    expect(longestDayStreak(days)).toBe(longest);
  });
});

describe('badgeUnlockedMessage', () => {
  it('names the badge', () => {
    expect(badgeUnlockedMessage({ name: 'Rare Find', icon: '💎' })).toContain('Rare Find');
  });
});

describe('badgesUnlockedTitle', () => {
  it('is the spec text for one badge and counts several, as the bell notification does', () => {
    expect(badgesUnlockedTitle(1)).toBe('🎉 New Badge Unlocked!');
    expect(badgesUnlockedTitle(3)).toBe('🎉 3 Badges Unlocked!');
    const two = [
      { name: 'First Feast', icon: '🍽️' },
      { name: 'Rare Find', icon: '💎' },
    ];
    expect(badgesUnlockedNotice(two).title).toBe(badgesUnlockedTitle(2));
    expect(badgesUnlockedNotice(two.slice(0, 1)).title).toBe(badgesUnlockedTitle(1));
  });
});
