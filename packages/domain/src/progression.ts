import { xp } from './brands.ts';

/**
 * Levels and XP (spec section 9): XP needed to go from level L to L+1 is 50 x L squared.
 * Level 1 needs 0 total XP.
 */
export const XP_PUBLISH = xp(15);
export const XP_HERO_PORTRAIT = xp(30);

/** XP needed to advance from `level` to `level + 1`. */
export function xpToNextLevel(level: number): number {
  return 50 * level * level;
}

/**
 * Applies gained XP to a (level, currentXp) pair, carrying over into as many levels as it fills.
 *
 * @example
 * applyXp({ level: 1, currentXp: 40 }, 20) // { level: 2, currentXp: 10, levelUps: 1 }
 */
export function applyXp(
  state: { level: number; currentXp: number },
  gained: number,
): { level: number; currentXp: number; levelUps: number } {
  let level = state.level;
  let currentXp = state.currentXp + gained;
  let levelUps = 0;
  while (currentXp >= xpToNextLevel(level)) {
    currentXp -= xpToNextLevel(level);
    level += 1;
    levelUps += 1;
  }
  return { level, currentXp, levelUps };
}

/**
 * Rarity bonus from level (spec section 6): +5% per full 5 levels, capped at +20%.
 * Returned as a fraction (0.05 = 5%).
 */
export function levelRarityBonus(level: number): number {
  return Math.min(Math.floor(Math.max(level, 0) / 5) * 0.05, 0.2);
}
