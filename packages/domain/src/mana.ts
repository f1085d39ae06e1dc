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

/** The package with `id`, or undefined for an id the shop does not sell. */
export function manaPackage(id: string): ManaPackage | undefined {
  return MANA_PACKAGES.find((p) => p.id === id);
}

/**
 * How many recipes `amount` mana conjures at `costPerRecipe` (spec section 2: rounded down).
 *
 * @example
 * recipesFor(150) // 150
 */
export function recipesFor(amount: number, costPerRecipe: number = DEFAULT_MANA_COST): number {
  return Math.floor(amount / costPerRecipe);
}

/**
 * A package's price per mana in dollars, unrounded; the shop shows it to two decimals.
 *
 * @example
 * pricePerMana(MANA_PACKAGES[1]).toFixed(2) // '0.09'
 */
export function pricePerMana(pkg: ManaPackage): number {
  return pkg.priceCents / 100 / pkg.mana;
}

/**
 * A package's price per recipe in dollars, unrounded: its price over the recipes it conjures.
 *
 * @example
 * pricePerRecipe(MANA_PACKAGES[0]).toFixed(2) // '0.10'
 */
export function pricePerRecipe(pkg: ManaPackage, costPerRecipe: number = DEFAULT_MANA_COST): number {
  return pkg.priceCents / 100 / recipesFor(pkg.mana, costPerRecipe);
}

/** Analytics value of bought mana (spec section 9): 10% of the mana, in USD. */
export const PURCHASE_VALUE_USD_PER_MANA = 0.1;

/**
 * The 'mana purchased' analytics value of `amount` mana, in USD to the cent.
 *
 * @example
 * purchaseAnalyticsValue(150) // 15
 */
export function purchaseAnalyticsValue(amount: number): number {
  return Math.round(amount * PURCHASE_VALUE_USD_PER_MANA * 100) / 100;
}
