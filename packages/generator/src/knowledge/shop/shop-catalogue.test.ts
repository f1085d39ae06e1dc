import { describe, expect, it } from 'vitest';
import { mergeShoppingList, SHOP_AISLES, type ShoppingItem } from '@feastforge/domain';
import { FOODS } from '../foods/index.ts';
import { SHOP_CATALOGUE } from '@feastforge/domain/shop-catalogue';

const item = (foodId: string, grams: number, recipeId: string): ShoppingItem => ({
  id: `${foodId}-${recipeId}`,
  foodId,
  text: foodId,
  grams,
  recipeId,
  recipeTitle: `Recipe ${recipeId}`,
  checked: false,
  createdAt: '2026-11-28T00:00:00.000Z',
});

describe('shop catalogue', () => {
  it('gives every food of the knowledge base an aisle and a shop unit, and names no other food', () => {
    const missing = FOODS.filter((food) => !SHOP_CATALOGUE[food.id]).map((food) => food.id);
    expect(missing).toEqual([]);
    const known = new Set(FOODS.map((food) => food.id));
    expect(Object.keys(SHOP_CATALOGUE).filter((id) => !known.has(id))).toEqual([]);
    for (const food of FOODS) {
      const entry = SHOP_CATALOGUE[food.id];
      expect(SHOP_AISLES, food.id).toContain(entry?.aisle);
      expect(entry?.shop.kind, food.id).toMatch(/^(piece|pack|weight|volume)$/);
    }
  });

  it("keeps each food's own name, piece weight and density", () => {
    for (const food of FOODS) {
      const entry = SHOP_CATALOGUE[food.id];
      expect(entry?.name, food.id).toBe(food.name);
      const shop = entry?.shop;
      // A piece sold under its own name (an egg for a yolk, a head of garlic) weighs what that piece does.
      if (shop?.kind === 'piece' && !shop.name) expect(shop.grams, food.id).toBe(food.grams.piece);
      if (shop?.kind === 'volume') expect(shop.gramsPerMl, food.id).toBe(food.grams.ml);
      if (shop?.kind === 'pack' || shop?.kind === 'piece') expect(shop.grams, food.id).toBeGreaterThan(0);
    }
  });

  it('buys a can as the recipe counts it: the drained weight where the line weighs the food drained', () => {
    for (const food of FOODS) {
      const shop = SHOP_CATALOGUE[food.id]?.shop;
      if (food.grams.can === undefined || shop?.kind !== 'pack' || shop.name !== 'can') continue;
      expect(shop.drained ?? shop.grams, food.id).toBe(food.grams.can);
      // The can on the shelf is the can on the recipe's line.
      expect(shop.grams, food.id).toBe(food.canNet ?? food.grams.can);
    }
    // Three cans' worth of drained chickpeas is three cans, not two 400 g ones.
    const { groups } = mergeShoppingList([item('canned-chickpeas', 720, 'a')], SHOP_CATALOGUE, { units: 'metric' });
    expect(groups[0]?.lines[0]?.amount).toBe('3 cans (400 g each)');
  });

  it('merges two recipes of every food into one line, never less than both need, in metric and US', () => {
    for (const food of FOODS) {
      for (const units of ['metric', 'us'] as const) {
        const { groups } = mergeShoppingList([item(food.id, 130, 'a'), item(food.id, 75.5, 'b')], SHOP_CATALOGUE, {
          units,
        });
        const lines = groups.flatMap((group) => group.lines);
        expect(lines, `${food.id} ${units}`).toHaveLength(1);
        const [line] = lines;
        expect(line?.aisle).toBe(SHOP_CATALOGUE[food.id]?.aisle);
        expect(line?.recipes.map((r) => r.id)).toEqual(['a', 'b']);
        expect(line?.amount, `${food.id} ${units}`).toMatch(/^\d/);
        expect(
          boughtGrams(food.id, line?.amount ?? '', units),
          `${food.id} ${units}: ${line?.amount}`,
        ).toBeGreaterThanOrEqual(205.5 - 1e-6);
      }
    }
  });
});

/** Grams a line's amount buys, read back from its words, to show the rounding only ever goes up. */
function boughtGrams(foodId: string, amount: string, units: 'metric' | 'us'): number {
  const shop = SHOP_CATALOGUE[foodId]?.shop;
  const lead = /^(\d+(?:\.\d+)?)([¼½¾]?)/.exec(amount);
  const value = Number(lead?.[1] ?? Number.NaN) + ({ '¼': 0.25, '½': 0.5, '¾': 0.75 }[lead?.[2] ?? ''] ?? 0);
  switch (shop?.kind) {
    case 'piece':
      return value * shop.grams;
    case 'pack':
      return value * (shop.drained ?? shop.grams);
    case 'weight':
      if (amount.endsWith(' kg')) return value * 1000;
      if (amount.endsWith(' lb')) return value * 16 * 28.35;
      if (amount.endsWith(' oz')) return value * 28.35;
      return value;
    case 'volume': {
      const ml = amount.endsWith(' l')
        ? value * 1000
        : amount.endsWith(' qt')
          ? value * 32 * 29.57
          : amount.endsWith(' fl oz')
            ? value * 29.57
            : value;
      return ml * shop.gramsPerMl;
    }
    default:
      throw new Error(`no shop unit for ${foodId} (${units})`);
  }
}
