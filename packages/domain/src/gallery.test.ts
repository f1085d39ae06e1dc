import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Profile } from './auth.ts';
import { PublicProfileSchema, type PublicProfile } from './gallery.ts';

describe('PublicProfileSchema', () => {
  it('shows another hero without their balance, referral code or larder', () => {
    const profile: Profile = {
      id: 'u1',
      displayName: 'Brom',
      race: 'dwarf',
      characterClass: 'barbarian',
      gender: null,
      heroPortraitUrl: null,
      level: 3,
      currentXp: 40,
      totalXp: 340,
      manaBalance: 12,
      referralCode: 'BROM-7X2Q',
      createdAt: '2026-11-20T10:00:00.000Z',
      larder: ['salt'],
    };
    const { manaBalance: _mana, referralCode: _code, larder: _larder, ...shown } = profile;
    expect(PublicProfileSchema.parse(profile)).toEqual(shown);
    expectTypeOf<PublicProfile>().toEqualTypeOf<Omit<Profile, 'manaBalance' | 'referralCode' | 'larder'>>();
  });
});
