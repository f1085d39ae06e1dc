/**
 * The visitor's database. Deliberately outside the `feastforge-tome-` prefix: sign-out deletes every
 * tome, and a visitor's half-finished wizard belongs to nobody's account. A module of its own, so
 * code can look for the database without loading Dexie.
 */
export const GUEST_DB_NAME = 'feastforge-guest';
