import { mana } from './brands.ts';

/** Mana rules (spec section 9). */
export const SIGNUP_BONUS_MANA = mana(25);
export const DEFAULT_MANA_COST = 1;
/** Shown in the insufficient-mana message when the server gives no figure. */
export const DEFAULT_REQUIRED_MANA = 5;

export const BOOSTERS = [
  { id: 'standard', name: 'Standard', cost: 1, floor: 'common' },
  { id: 'silver', name: 'Silver', cost: 5, floor: 'uncommon' },
  { id: 'gold', name: 'Gold', cost: 10, floor: 'rare' },
  { id: 'epic', name: 'Epic', cost: 20, floor: 'epic' },
] as const;
export type Booster = (typeof BOOSTERS)[number];

export const MANA_PACKAGES = [
  { id: 'apprentice', name: 'Apprentice', mana: 50, priceCents: 499, popular: false },
  { id: 'mage', name: 'Mage', mana: 150, priceCents: 1299, popular: true },
  { id: 'archmage', name: 'Archmage', mana: 500, priceCents: 3499, popular: false },
] as const;
export type ManaPackage = (typeof MANA_PACKAGES)[number];

/** Ledger entry types; every balance change is one of these. */
export const MANA_TRANSACTION_TYPES = [
  'signup_bonus',
  'generation',
  'purchase',
  /** A refunded or disputed purchase taken back, as far as the balance allowed. */
  'purchase_reversal',
  'promo_code',
  'referral',
  'daily_chest',
  'admin_added',
] as const;
export type ManaTransactionType = (typeof MANA_TRANSACTION_TYPES)[number];

/** Upper-case letters and digits without I, O, 0, 1 (spec section 5): 32 symbols, easy to read aloud. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Length of a random promotion code (spec section 9) and of a referral code. */
export const RANDOM_CODE_LENGTH = 8;

/** The booster a mana cost buys; unknown costs fall back to Standard. */
export function boosterForCost(cost: number): Booster {
  return BOOSTERS.find((b) => b.cost === cost) ?? BOOSTERS[0];
}
