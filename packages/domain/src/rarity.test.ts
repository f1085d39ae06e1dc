import { describe, expect, it } from 'vitest';
import { RARITIES, RARITY_BASE_ODDS, pickRarity, rarityOdds, type Rarity } from './rarity.ts';

const sum = (odds: Record<Rarity, number>) => RARITIES.reduce((total, r) => total + odds[r], 0);

describe('rarity odds', () => {
  it('are the documented base odds with no bonus and no floor', () => {
    expect(rarityOdds(0)).toEqual(RARITY_BASE_ODDS);
  });

  it('move the level bonus from common to the higher rarities, keeping their proportions', () => {
    const odds = rarityOdds(0.2);
    expect(odds.common).toBeCloseTo(0.35);
    expect(odds.legendary / odds.epic).toBeCloseTo(RARITY_BASE_ODDS.legendary / RARITY_BASE_ODDS.epic);
    expect(odds.legendary).toBeGreaterThan(RARITY_BASE_ODDS.legendary);
    expect(sum(odds)).toBeCloseTo(1);
  });

  it.each([
    ['uncommon', ['common']],
    ['rare', ['common', 'uncommon']],
    ['epic', ['common', 'uncommon', 'rare']],
  ] as const)('a %s floor removes every rarity below it', (floor, below) => {
    const odds = rarityOdds(0.1, floor);
    for (const r of below) expect(odds[r]).toBe(0);
    expect(sum(odds)).toBeCloseTo(1);
  });

  it('rolls match the odds over many uniform draws', () => {
    const odds = rarityOdds(0.1, 'uncommon');
    const counts = Object.fromEntries(RARITIES.map((r) => [r, 0])) as Record<Rarity, number>;
    const n = 100_000;
    for (let i = 0; i < n; i += 1) counts[pickRarity(odds, (i + 0.5) / n)] += 1;
    for (const r of RARITIES) expect(counts[r] / n).toBeCloseTo(odds[r], 3);
    expect(pickRarity(odds, 0.999999999)).toBe('legendary');
  });
});
