import { describe, expect, it } from 'vitest';
import { applyXp, levelRarityBonus, xpToNextLevel } from './progression.ts';
import { rarityLabel, rarityRank, xpForRarity } from './rarity.ts';

describe('XP curve', () => {
  it('needs 50 x L squared XP to go from level L to L+1', () => {
    expect([1, 2, 3, 10].map(xpToNextLevel)).toEqual([50, 200, 450, 5000]);
  });

  it('carries XP over as many levels as it fills', () => {
    expect(applyXp({ level: 1, currentXp: 40 }, 9)).toEqual({ level: 1, currentXp: 49, levelUps: 0 });
    expect(applyXp({ level: 1, currentXp: 40 }, 10)).toEqual({ level: 2, currentXp: 0, levelUps: 1 });
    expect(applyXp({ level: 1, currentXp: 0 }, 50 + 200 + 450 + 5)).toEqual({ level: 4, currentXp: 5, levelUps: 3 });
  });
});

describe('level rarity bonus', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 0.05],
    [9, 0.05],
    [10, 0.1],
    [15, 0.15],
    [19, 0.15],
    [20, 0.2],
    [57, 0.2],
  ])('level %i gives %f', (level, bonus) => {
    expect(levelRarityBonus(level)).toBeCloseTo(bonus);
  });
});

describe('rarity', () => {
  it('ranks and labels rarities, falling back to Common for unknown values', () => {
    expect(rarityRank('legendary')).toBe(5);
    expect(rarityRank('mythic')).toBe(1);
    expect(rarityLabel('epic')).toBe('Epic');
    expect(rarityLabel('mythic')).toBe('Common');
    expect(xpForRarity('rare')).toBe(50);
    expect(xpForRarity('mythic')).toBe(10);
  });
});
