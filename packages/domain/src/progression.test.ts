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

  // Each threshold L^2 x 50 exactly, one below it and one above it.
  it.each([1, 2, 3, 4, 9, 10, 19, 20])('levels up from %i at exactly L^2 x 50, not one XP earlier', (level) => {
    const threshold = level * level * 50;
    expect(applyXp({ level, currentXp: 0 }, threshold - 1)).toEqual({ level, currentXp: threshold - 1, levelUps: 0 });
    expect(applyXp({ level, currentXp: 0 }, threshold)).toEqual({ level: level + 1, currentXp: 0, levelUps: 1 });
    expect(applyXp({ level, currentXp: threshold - 1 }, 2)).toEqual({ level: level + 1, currentXp: 1, levelUps: 1 });
  });

  it('lands exactly on a later threshold with nothing left over, and changes nothing for 0 XP', () => {
    // Level 1 to 5 needs 50 + 200 + 450 + 800 = 1500.
    expect(applyXp({ level: 1, currentXp: 0 }, 1500)).toEqual({ level: 5, currentXp: 0, levelUps: 4 });
    expect(applyXp({ level: 1, currentXp: 0 }, 1499)).toEqual({ level: 4, currentXp: 799, levelUps: 3 });
    expect(applyXp({ level: 7, currentXp: 123 }, 0)).toEqual({ level: 7, currentXp: 123, levelUps: 0 });
  });

  it('reaches level 10 at 14,250 total XP (the sum of 50 x L squared for L = 1..9)', () => {
    const total = [1, 2, 3, 4, 5, 6, 7, 8, 9].reduce((sum, level) => sum + xpToNextLevel(level), 0);
    expect(total).toBe(14_250);
    expect(applyXp({ level: 1, currentXp: 0 }, total)).toEqual({ level: 10, currentXp: 0, levelUps: 9 });
    expect(applyXp({ level: 1, currentXp: 0 }, total - 1).level).toBe(9);
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
