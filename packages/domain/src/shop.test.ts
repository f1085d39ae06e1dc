import { describe, expect, it } from 'vitest';
import { manaPackage, purchaseAnalyticsValue, recipesFor } from './mana.ts';
import { CheckoutBody, shopPackages, VerifyPaymentBody } from './shop.ts';

describe('shop packages', () => {
  it('are the spec’s three, with price per mana and per recipe to two decimals', () => {
    const shown = shopPackages().packages.map((p) => ({
      name: p.name,
      mana: p.mana,
      recipes: p.recipes,
      price: p.price.toFixed(2),
      perMana: p.pricePerMana.toFixed(2),
      perRecipe: p.pricePerRecipe.toFixed(2),
      popular: p.popular,
    }));
    expect(shown).toEqual([
      { name: 'Apprentice', mana: 50, recipes: 50, price: '4.99', perMana: '0.10', perRecipe: '0.10', popular: false },
      { name: 'Mage', mana: 150, recipes: 150, price: '12.99', perMana: '0.09', perRecipe: '0.09', popular: true },
      { name: 'Archmage', mana: 500, recipes: 500, price: '34.99', perMana: '0.07', perRecipe: '0.07', popular: false },
    ]);
  });

  it('count recipes rounded down and value a purchase at 10% of its mana in USD', () => {
    expect(recipesFor(7, 5)).toBe(1);
    expect(purchaseAnalyticsValue(150)).toBe(15);
    expect(purchaseAnalyticsValue(55)).toBe(5.5);
    expect(manaPackage('dragon')).toBeUndefined();
  });

  it('accept known package ids and well-formed session ids only', () => {
    expect(CheckoutBody.safeParse({ packageId: 'mage' }).success).toBe(true);
    expect(CheckoutBody.safeParse({ packageId: 'dragon' }).success).toBe(false);
    expect(VerifyPaymentBody.safeParse({ sessionId: 'cs_test_a1B2' }).success).toBe(true);
    for (const sessionId of ['', '../v1/charges', 'x'.repeat(256)]) {
      expect(VerifyPaymentBody.safeParse({ sessionId }).success).toBe(false);
    }
  });
});
