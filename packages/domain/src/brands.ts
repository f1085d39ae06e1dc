import { invariant } from './errors.ts';

/**
 * Numbers that mean different things and must not be swapped: an XP award passed where a sync
 * version is expected compiles as plain numbers but corrupts a user's devices. A branded number is
 * still a number at run time (arithmetic, JSON, the database all see a number); only the compiler
 * keeps the kinds apart. Make one with its constructor at the edge where the meaning is known.
 */
/** `T` tagged with the name `B`; see {@link Mana}, {@link Xp}, {@link SyncVersion}. */
export type Brand<T, B extends string> = T & { readonly __brand: B };

/** An amount of mana: a balance, a cost, a grant. */
export type Mana = Brand<number, 'Mana'>;
/** Experience points: an award, a level's progress, a total. */
export type Xp = Brand<number, 'Xp'>;
/** A value of a user's sync version counter; every synced row carries the one it was written at. */
export type SyncVersion = Brand<number, 'SyncVersion'>;

/** Every branded kind counts whole units; a fraction or NaN here is a bug upstream, caught at the edge. */
function wholeNumber(value: number, kind: string): number {
  invariant(Number.isSafeInteger(value), `${kind} must be a whole number, got ${value}`);
  return value;
}

/**
 * An amount of mana (negative for the change a debit makes).
 *
 * @example
 * ledger.credit(trx, { userId, amount: mana(25), type: 'signup_bonus', ... })
 */
export function mana(amount: number): Mana {
  return wholeNumber(amount, 'Mana') as Mana;
}

/**
 * An amount of XP.
 *
 * @example
 * await awardXp(trx, userId, xp(recipe.xp_gained), version)
 */
export function xp(points: number): Xp {
  return wholeNumber(points, 'Xp') as Xp;
}

/**
 * A sync version read from the database (or a client's cursor).
 *
 * @example
 * const cursor = syncVersion(row.version)
 */
export function syncVersion(version: number): SyncVersion {
  return wholeNumber(version, 'SyncVersion') as SyncVersion;
}
