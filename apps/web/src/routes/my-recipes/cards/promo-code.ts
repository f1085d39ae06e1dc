import { PROMO_CODE_MAX_LENGTH } from '@feastforge/domain';

/**
 * A promotion code as the profile's field keeps it while typing: upper-cased, trimmed and at most
 * 50 characters (spec sections 5 and 9). The server normalises again; this is what the user sees.
 *
 * @example
 * normalisePromoCode('  welcome50 ') // 'WELCOME50'
 */
export function normalisePromoCode(raw: string): string {
  return raw.toUpperCase().trim().slice(0, PROMO_CODE_MAX_LENGTH);
}
