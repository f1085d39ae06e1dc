import { describe, expect, it } from 'vitest';
import { badgeSummary, groupBadges, withUnlocks, type BadgeView } from './badge-views.ts';

const badge = (id: string, category: string, sortOrder: number, unlockedAt: string | null = null): BadgeView => ({
  id,
  name: id,
  description: `${id} description`,
  icon: '🏅',
  category,
  sortOrder,
  unlockedAt,
});

describe('groupBadges', () => {
  it('orders the categories as the spec lists them and the badges by sort order, leaving out empty ones', () => {
    const groups = groupBadges([
      badge('hero-portrait', 'special', 1),
      badge('ten-recipes', 'milestone', 2),
      badge('first-publish', 'social', 1),
      badge('first-recipe', 'milestone', 1),
      badge('odd', 'unknown', 1),
    ]);
    expect(groups.map((group) => group.title)).toEqual(['Milestones', 'Social', 'Special']);
    expect(groups[0]?.badges.map((b) => b.id)).toEqual(['first-recipe', 'ten-recipes']);
  });
});

describe('withUnlocks', () => {
  it('marks unlocked badges with their date and keeps the rest locked', () => {
    const catalogue = [badge('first-recipe', 'milestone', 1), badge('ten-recipes', 'milestone', 2)];
    const views = withUnlocks(catalogue, [
      { ...badge('first-recipe', 'milestone', 1), unlockedAt: '2026-11-20T10:00:00Z' },
    ]);
    expect(views.map((v) => [v.id, v.unlockedAt])).toEqual([
      ['first-recipe', '2026-11-20T10:00:00Z'],
      ['ten-recipes', null],
    ]);
  });

  it('still shows an unlocked badge the stored catalogue does not list', () => {
    const views = withUnlocks([], [{ ...badge('new-one', 'special', 1), unlockedAt: '2026-11-20T10:00:00Z' }]);
    expect(views).toHaveLength(1);
    expect(views[0]?.unlockedAt).toBe('2026-11-20T10:00:00Z');
  });
});

describe('badgeSummary', () => {
  const unlocked = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `b${i}`, unlockedAt: `2026-11-${String(10 + i).padStart(2, '0')}` }));

  it('shows the six newest and counts the rest as more', () => {
    const { shown, more } = badgeSummary(unlocked(8));
    expect(shown.map((b) => b.id)).toEqual(['b7', 'b6', 'b5', 'b4', 'b3', 'b2']);
    expect(more).toBe(2);
  });

  it('has nothing more when six or fewer are unlocked', () => {
    expect(badgeSummary(unlocked(6)).more).toBe(0);
    expect(badgeSummary([]).shown).toEqual([]);
  });
});
