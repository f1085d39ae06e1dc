import { PROMO_CODE_MAX_LENGTH, RedeemPromoBody, VALIDATION } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { normalisePromoCode } from './promo-code.ts';

describe('normalisePromoCode', () => {
  it('upper-cases and trims what is typed', () => {
    expect(normalisePromoCode('  welcome50 ')).toBe('WELCOME50');
    expect(normalisePromoCode('Feast-25')).toBe('FEAST-25');
  });

  it('keeps at most 50 characters', () => {
    const long = 'a'.repeat(PROMO_CODE_MAX_LENGTH + 7);
    expect(normalisePromoCode(long)).toBe('A'.repeat(PROMO_CODE_MAX_LENGTH));
  });

  it('leaves an empty or blank code empty, which the shared schema refuses with the spec text', () => {
    expect(normalisePromoCode('   ')).toBe('');
    const parsed = RedeemPromoBody.safeParse({ code: normalisePromoCode('   ') });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(VALIDATION.promoEmpty);
  });
});
