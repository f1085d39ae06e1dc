/** Rarities from rank 1 (common) to rank 5 (legendary), spec section 3. */
export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/**
 * Each rarity's own colour (spec section 3): badge rims and gems in the app, the frame of a
 * recipe's social image.
 */
export const RARITY_COLOURS: Record<Rarity, string> = {
  common: '#8b8f99',
  uncommon: '#2f9e44',
  rare: '#1c7ed6',
  epic: '#9c36b5',
  legendary: '#e8590c',
};

/** Rank 1-5 of a rarity; unknown values fall back to common (rank 1). */
export function rarityRank(rarity: string): number {
  const index = (RARITIES as readonly string[]).indexOf(rarity);
  return index === -1 ? 1 : index + 1;
}

/** Display name: capitalised, unknown falls back to 'Common'. */
export function rarityLabel(rarity: string): string {
  const known = RARITIES[rarityRank(rarity) - 1] ?? 'common';
  return known.charAt(0).toUpperCase() + known.slice(1);
}

/** XP for generating a recipe of this rarity (spec section 9); unknown gives the default 10. */
export const XP_BY_RARITY: Record<Rarity, number> = {
  common: 10,
  uncommon: 25,
  rare: 50,
  epic: 100,
  legendary: 200,
};

export function xpForRarity(rarity: string): number {
  return (XP_BY_RARITY as Record<string, number>)[rarity] ?? 10;
}

/**
 * Base odds of each rarity per generation (documented in docs/decisions/004-rarity-odds.md):
 * common 55%, uncommon 25%, rare 12%, epic 6%, legendary 2%.
 */
export const RARITY_BASE_ODDS: Readonly<Record<Rarity, number>> = {
  common: 0.55,
  uncommon: 0.25,
  rare: 0.12,
  epic: 0.06,
  legendary: 0.02,
};

/**
 * Odds after the level bonus and the booster floor. The bonus (a fraction, e.g. 0.1) is taken from
 * common and shared among the higher rarities in proportion to their base odds; the floor then
 * removes every rarity below it and the rest are scaled back to 100%.
 *
 * @example
 * rarityOdds(0.1, 'rare') // { common: 0, uncommon: 0, rare: ~0.545, epic: ~0.318, legendary: ~0.136 }
 */
export function rarityOdds(levelBonus: number, floor: Rarity = 'common'): Record<Rarity, number> {
  const bonus = Math.min(Math.max(levelBonus, 0), RARITY_BASE_ODDS.common);
  const higherTotal = 1 - RARITY_BASE_ODDS.common;
  const odds = { ...RARITY_BASE_ODDS };
  odds.common -= bonus;
  for (const rarity of RARITIES.slice(1)) odds[rarity] += (bonus * RARITY_BASE_ODDS[rarity]) / higherTotal;
  const floorRank = rarityRank(floor);
  let total = 0;
  for (const rarity of RARITIES) {
    if (rarityRank(rarity) < floorRank) odds[rarity] = 0;
    total += odds[rarity];
  }
  for (const rarity of RARITIES) odds[rarity] /= total;
  return odds;
}

/** Picks a rarity from odds with a uniform number in [0, 1). */
export function pickRarity(odds: Record<Rarity, number>, uniform: number): Rarity {
  let cumulative = 0;
  for (const rarity of RARITIES) {
    cumulative += odds[rarity];
    if (uniform < cumulative && odds[rarity] > 0) return rarity;
  }
  // Floating-point leftovers land on the highest rarity that has any chance.
  return [...RARITIES].reverse().find((r) => odds[r] > 0) ?? 'common';
}
