import { BADGE_CATEGORIES, type BadgeCategory } from '@feastforge/domain';

/** A badge as the page shows it: catalogue entry plus when this user unlocked it (null: locked). */
export interface BadgeView {
  id: string;
  name: string;
  description: string;
  icon: string;
  category: string;
  sortOrder: number;
  unlockedAt: string | null;
}

export interface BadgeGroup {
  category: BadgeCategory;
  title: string;
  badges: BadgeView[];
}

/** Section headings of the five categories (spec 'Badge categories'). */
export const CATEGORY_TITLES: Record<BadgeCategory, string> = {
  milestone: 'Milestones',
  rarity: 'Rarity',
  type: 'Recipe Types',
  social: 'Social',
  special: 'Special',
};

/**
 * The catalogue grouped by category in the spec's order (milestone, rarity, type, social,
 * special), each group in catalogue order; empty groups and unknown categories are left out.
 *
 * @example
 * groupBadges(views).map((group) => group.title) // ['Milestones', 'Rarity', ...]
 */
export function groupBadges(badges: readonly BadgeView[]): BadgeGroup[] {
  return BADGE_CATEGORIES.map((category) => ({
    category,
    title: CATEGORY_TITLES[category],
    badges: badges
      .filter((badge) => badge.category === category)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)),
  })).filter((group) => group.badges.length > 0);
}

/**
 * Joins the catalogue with the user's unlocks (by id). An unlocked badge the catalogue does not
 * list yet is still shown, at the end of its category.
 */
export function withUnlocks(
  catalogue: readonly Omit<BadgeView, 'unlockedAt'>[],
  unlocked: readonly {
    id: string;
    unlockedAt: string;
    name: string;
    description: string;
    icon: string;
    category: string;
  }[],
): BadgeView[] {
  const at = new Map(unlocked.map((badge) => [badge.id, badge.unlockedAt]));
  const known = new Set(catalogue.map((badge) => badge.id));
  return [
    ...catalogue.map((badge) => ({ ...badge, unlockedAt: at.get(badge.id) ?? null })),
    ...unlocked
      .filter((badge) => !known.has(badge.id))
      .map((badge) => ({ ...badge, sortOrder: Number.MAX_SAFE_INTEGER })),
  ];
}

/** Badges shown on the hero card before '+N more' (spec 'Tome'). */
export const CARD_BADGES_SHOWN = 6;

/**
 * The newest unlocked badges for the hero card and how many more there are.
 *
 * @example
 * badgeSummary(eightBadges) // { shown: [6 newest], more: 2 }
 */
export function badgeSummary<T extends { unlockedAt: string }>(
  badges: readonly T[],
  limit = CARD_BADGES_SHOWN,
): { shown: T[]; more: number } {
  const newest = [...badges].sort((a, b) => b.unlockedAt.localeCompare(a.unlockedAt));
  return { shown: newest.slice(0, limit), more: Math.max(0, newest.length - limit) };
}
