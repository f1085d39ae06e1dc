import { describe, expect, it } from 'vitest';
import { RegisterBody } from './auth.ts';

describe('RegisterBody', () => {
  it('normalises email, promotion code and gender, and treats empty optional fields as absent', () => {
    const parsed = RegisterBody.parse({
      email: ' Hero@Example.COM ',
      password: 'Cauldron-Stew-42',
      gender: 'Non-binary',
      race: '',
      promoCode: ' feast50 ',
      displayName: null,
    });
    expect(parsed).toEqual({
      email: 'hero@example.com',
      password: 'Cauldron-Stew-42',
      gender: 'non-binary',
      promoCode: 'FEAST50',
    });
  });

  it("uses the spec's messages", () => {
    const result = RegisterBody.safeParse({ email: 'nope', password: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]);
  });
});
