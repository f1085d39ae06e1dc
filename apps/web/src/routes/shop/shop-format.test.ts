import { shopPackages } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { balanceLine, dollars } from './shop-format.ts';

describe('shop figures', () => {
  it('shows the balance as N Mana (M recipes), M rounded down', () => {
    expect(balanceLine(25, 1)).toBe('25 Mana (25 recipes)');
    expect(balanceLine(9, 5)).toBe('9 Mana (1 recipe)');
    expect(balanceLine(0, 1)).toBe('0 Mana (0 recipes)');
  });

  it('shows prices, per mana and per recipe to two decimals', () => {
    const [apprentice, mage, archmage] = shopPackages().packages;
    expect([apprentice, mage, archmage].map((p) => p && dollars(p.price))).toEqual(['$4.99', '$12.99', '$34.99']);
    expect([apprentice, mage, archmage].map((p) => p && dollars(p.pricePerMana))).toEqual(['$0.10', '$0.09', '$0.07']);
    expect(mage && dollars(mage.pricePerRecipe)).toBe('$0.09');
  });
});
