import { CODE_ALPHABET } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { auditDetails, codeUses, nameOf, randomPromoCode, shortId, signedMana } from './admin-format.ts';

describe('admin formatting', () => {
  it('shows a user id as 8 characters and an ellipsis', () => {
    expect(shortId('0f8c2a9e-1111-4222-8333-444455556666')).toBe('0f8c2a9e...');
  });

  it("names a nameless user 'Unnamed'", () => {
    expect(nameOf(null)).toBe('Unnamed');
    expect(nameOf('  ')).toBe('Unnamed');
    expect(nameOf('Brisket')).toBe('Brisket');
  });

  it('makes 8-character codes from the 32 readable symbols, every symbol reachable', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[IO01]/);
    expect(randomPromoCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const every = (bytes: Uint8Array) => bytes.map((_, i) => i * 32 + 31);
    expect(randomPromoCode(every)).toBe('9'.repeat(8));
    expect(randomPromoCode((bytes) => bytes.map((_, i) => i))).toBe('ABCDEFGH');
  });

  it('signs amounts and writes uses with ∞ for no maximum', () => {
    expect(signedMana(10)).toBe('+10');
    expect(signedMana(-1)).toBe('-1');
    expect(codeUses(3, null)).toBe('3/∞');
    expect(codeUses(3, 10)).toBe('3/10');
  });

  it('writes audit details in words', () => {
    expect(auditDetails({ amount: 10, description: 'Thanks', maxUses: null })).toEqual([
      'Amount: 10',
      'Description: Thanks',
      'Max uses: ∞',
    ]);
  });
});
