/** Rarities from rank 1 (common) to rank 5 (legendary), spec section 3. */
export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

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
