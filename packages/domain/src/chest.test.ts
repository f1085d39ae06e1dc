import { describe, expect, it } from 'vitest';
import { CHEST_MANA_REWARD, CHEST_XP_REWARD, chestDay, nextChestAt, rollChestReward } from './chest.ts';
import { CreatePromoCodeBody, PROMO_MESSAGES } from './promo-codes.ts';

describe('the daily chest rules', () => {
  it('counts days in UTC and opens the next chest at the next UTC midnight', () => {
    expect(chestDay(new Date('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(chestDay(new Date('2026-11-26T00:00:00.000Z'))).toBe('2026-11-26');
    expect(nextChestAt(new Date('2026-12-31T18:30:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(nextChestAt(new Date('2026-11-26T00:00:00Z')).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });

  it('rolls mana of 5 to 15 or XP of 10 to 30, the bounds included', () => {
    const highest = (n: number) => n - 1;
    expect(rollChestReward(() => 0)).toEqual({ type: 'mana', amount: CHEST_MANA_REWARD.min });
    expect(rollChestReward((n) => (n === 2 ? 0 : n - 1))).toEqual({ type: 'mana', amount: CHEST_MANA_REWARD.max });
    expect(rollChestReward((n) => (n === 2 ? 1 : 0))).toEqual({ type: 'xp', amount: CHEST_XP_REWARD.min });
    expect(rollChestReward(highest)).toEqual({ type: 'xp', amount: CHEST_XP_REWARD.max });
  });
});

describe('CreatePromoCodeBody', () => {
  it('upper-cases and trims the code and reads absent max uses as unlimited', () => {
    expect(CreatePromoCodeBody.parse({ code: ' feast25 ', manaAmount: 25 })).toEqual({
      code: 'FEAST25',
      manaAmount: 25,
      maxUses: null,
    });
  });

  it("answers 'Please enter a valid code and mana amount.' for a missing code or amount", () => {
    for (const body of [{ manaAmount: 5 }, { code: 'X' }, { code: '', manaAmount: 5 }, { code: 'X', manaAmount: 0 }]) {
      expect(CreatePromoCodeBody.safeParse(body).error?.issues[0]?.message).toBe(PROMO_MESSAGES.invalidInput);
    }
  });
});
