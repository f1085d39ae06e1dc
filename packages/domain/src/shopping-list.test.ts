import { describe, expect, it } from 'vitest';
import { buildRecipeData } from './testing.ts';
import {
  itemsForRecipe,
  mergeShoppingList,
  recogniseFood,
  shopAmount,
  shoppingListText,
  type ShopCatalogue,
  type ShoppingItem,
} from './shopping-list.ts';
import type { IngredientMeasure } from './recipe.ts';

const CATALOGUE: ShopCatalogue = {
  onion: { name: 'onion', aisle: 'produce', shop: { kind: 'piece', grams: 110 } },
  'red-onion': { name: 'red onion', aisle: 'produce', shop: { kind: 'piece', grams: 110 } },
  'egg-yolk': {
    name: 'egg yolk',
    aisle: 'dairy and eggs',
    shop: { kind: 'piece', grams: 17, name: 'egg', plural: 'eggs' },
  },
  'canned-chickpeas': { name: 'canned chickpeas', aisle: 'pantry', shop: { kind: 'pack', name: 'can', grams: 400 } },
  'all-purpose-flour': { name: 'all-purpose flour', aisle: 'pantry', shop: { kind: 'weight' } },
  'olive-oil': { name: 'olive oil', aisle: 'pantry', shop: { kind: 'volume', gramsPerMl: 0.92 } },
  salt: { name: 'salt', aisle: 'spices', shop: { kind: 'weight' } },
};

let seq = 0;
const item = (over: Partial<ShoppingItem>): ShoppingItem => ({
  id: `item-${++seq}`,
  foodId: null,
  text: 'something',
  grams: null,
  recipeId: null,
  recipeTitle: null,
  checked: false,
  createdAt: '2026-11-28T00:00:00.000Z',
  ...over,
});

describe('shopAmount', () => {
  it('rounds pieces and packs up to whole ones', () => {
    expect(shopAmount(230, { kind: 'piece', grams: 110 }, 'onion', 'metric')).toEqual({ amount: '3', name: 'onions' });
    expect(shopAmount(110.0000001, { kind: 'piece', grams: 110 }, 'onion', 'metric')).toEqual({
      amount: '1',
      name: 'onion',
    });
    expect(shopAmount(34, { kind: 'piece', grams: 17, name: 'egg', plural: 'eggs' }, 'egg yolk', 'us')).toEqual({
      amount: '2',
      name: 'eggs',
    });
    expect(shopAmount(480, { kind: 'pack', name: 'can', grams: 400 }, 'canned chickpeas', 'metric')).toEqual({
      amount: '2 cans (400 g each)',
      name: 'canned chickpeas',
    });
    expect(shopAmount(200, { kind: 'pack', name: 'bunch', grams: 30 }, 'fresh mint', 'us').amount).toBe(
      '7 bunches (2 oz each)',
    );
  });

  it('weighs in steps a counter sells, metric or US', () => {
    const weight = { kind: 'weight' } as const;
    expect(shopAmount(3, weight, 'salt', 'metric').amount).toBe('10 g');
    expect(shopAmount(101, weight, 'flour', 'metric').amount).toBe('150 g');
    expect(shopAmount(1234, weight, 'flour', 'metric').amount).toBe('1.3 kg');
    expect(shopAmount(3, weight, 'salt', 'us').amount).toBe('1 oz');
    expect(shopAmount(300, weight, 'flour', 'us').amount).toBe('11 oz');
    expect(shopAmount(500, weight, 'flour', 'us').amount).toBe('1¼ lb');
  });

  it('measures liquids by volume', () => {
    const oil = { kind: 'volume', gramsPerMl: 0.92 } as const;
    expect(shopAmount(92, oil, 'olive oil', 'metric').amount).toBe('100 ml');
    expect(shopAmount(920, oil, 'olive oil', 'metric').amount).toBe('1 l');
    expect(shopAmount(828, oil, 'olive oil', 'metric').amount).toBe('900 ml');
    expect(shopAmount(1840, oil, 'olive oil', 'metric').amount).toBe('2 l');
    expect(shopAmount(92, oil, 'olive oil', 'us').amount).toBe('4 fl oz');
    expect(shopAmount(1840, oil, 'olive oil', 'us').amount).toBe('2½ qt');
  });
});

describe('mergeShoppingList', () => {
  it('merges one food from two recipes into one line that names both', () => {
    const items = [
      item({ foodId: 'onion', grams: 165, recipeId: 'r1', recipeTitle: 'Stew' }),
      item({ foodId: 'onion', grams: 110, recipeId: 'r2', recipeTitle: 'Soup' }),
      item({ foodId: 'canned-chickpeas', grams: 240, recipeId: 'r2', recipeTitle: 'Soup' }),
    ];
    const { groups } = mergeShoppingList(items, CATALOGUE, { units: 'metric' });
    expect(groups.map((g) => g.aisle)).toEqual(['produce', 'pantry']);
    expect(groups[0]?.lines).toEqual([
      expect.objectContaining({
        amount: '3',
        name: 'onions',
        recipes: [
          { id: 'r1', title: 'Stew' },
          { id: 'r2', title: 'Soup' },
        ],
        itemIds: [items[0]?.id, items[1]?.id],
        checked: false,
      }),
    ]);
  });

  it('checks a line only when every item behind it is checked', () => {
    const items = [
      item({ foodId: 'onion', grams: 110, checked: true }),
      item({ foodId: 'onion', grams: 110, checked: false }),
    ];
    expect(mergeShoppingList(items, CATALOGUE, { units: 'us' }).groups[0]?.lines[0]?.checked).toBe(false);
    const all = items.map((i) => ({ ...i, checked: true }));
    expect(mergeShoppingList(all, CATALOGUE, { units: 'us' }).groups[0]?.lines[0]?.checked).toBe(true);
  });

  it('leaves larder staples off unless asked, and counts them', () => {
    const items = [item({ foodId: 'salt', grams: 6 }), item({ foodId: 'onion', grams: 110 })];
    const larder = new Set(['salt']);
    const without = mergeShoppingList(items, CATALOGUE, { units: 'metric', larder });
    expect(without.groups.map((g) => g.aisle)).toEqual(['produce']);
    expect(without.larderLeftOff).toBe(1);
    const withLarder = mergeShoppingList(items, CATALOGUE, { units: 'metric', larder, includeLarder: true });
    expect(withLarder.groups.map((g) => g.aisle)).toEqual(['produce', 'spices']);
    expect(withLarder.larderLeftOff).toBe(0);
  });

  it('counts a labelled variant as the larder food it is a variant of', () => {
    const catalogue: ShopCatalogue = {
      ...CATALOGUE,
      'gluten-free-chicken-stock': { name: 'chicken stock', aisle: 'pantry', shop: { kind: 'weight' } },
    };
    const items = [item({ foodId: 'gluten-free-chicken-stock', grams: 500 })];
    const merged = mergeShoppingList(items, catalogue, { units: 'metric', larder: new Set(['chicken-stock']) });
    expect(merged.groups).toEqual([]);
    expect(merged.larderLeftOff).toBe(1);
  });

  it("keeps a line without an amount as written, in its food's aisle or in 'Other'", () => {
    const items = [
      item({ foodId: 'red-onion', text: 'a red onion, sliced' }),
      item({ text: 'Birthday candles' }),
      item({ text: 'birthday candles ' }),
      item({ foodId: 'no-such-food', grams: 10, text: '10 g stardust' }),
      item({ foodId: 'constructor', grams: 10, text: '10 g moondust' }),
    ];
    const { groups } = mergeShoppingList(items, CATALOGUE, { units: 'metric' });
    expect(groups.map((g) => [g.aisle, g.lines.map((l) => [l.amount, l.name, l.itemIds.length])])).toEqual([
      ['produce', [['', 'a red onion, sliced', 1]]],
      [
        'other',
        [
          ['', '10 g moondust', 1],
          ['', '10 g stardust', 1],
          ['', 'Birthday candles', 2],
        ],
      ],
    ]);
  });
});

describe('recogniseFood', () => {
  it('finds the longest food name in a line, plurals too', () => {
    expect(recogniseFood('2 red onions, sliced', CATALOGUE)).toBe('red-onion');
    expect(recogniseFood('3 Onions', CATALOGUE)).toBe('onion');
    expect(recogniseFood('1 can canned chickpeas, drained', CATALOGUE)).toBe('canned-chickpeas');
    expect(recogniseFood('a handful of moonberries', CATALOGUE)).toBeNull();
    expect(recogniseFood('onionskin paper', CATALOGUE)).toBeNull();
  });
});

describe('itemsForRecipe', () => {
  const onion: IngredientMeasure = {
    food: 'onion',
    name: 'onion',
    plural: 'onions',
    grams: { piece: 110 },
    whole: false,
    countable: true,
    qty: 2,
    unit: 'piece',
    for: 4,
  };

  it('carries grams at the servings shown for a measured recipe', () => {
    const recipeData = buildRecipeData({ ingredients: ['2 onions'], measures: [onion], servings: 4 });
    const [added] = itemsForRecipe({ id: 'r1', recipeData }, 8, 'metric', CATALOGUE);
    expect(added).toEqual({
      foodId: 'onion',
      grams: 440,
      text: '4 onions',
      recipeId: 'r1',
      recipeTitle: recipeData.title,
    });
  });

  it('keeps the words of a model-written line and recognises its food', () => {
    const recipeData = buildRecipeData({ ingredients: ['1 red onion', '2 moonberries'], servings: 2 });
    const added = itemsForRecipe({ id: 'r2', recipeData }, 4, 'us', CATALOGUE);
    expect(added.map((a) => [a.text, a.foodId, a.grams])).toEqual([
      ['2 red onions', 'red-onion', null],
      ['4 moonberries', null, null],
    ]);
  });
});

describe('shoppingListText', () => {
  it('writes unchecked lines under their aisles', () => {
    const items = [
      item({ foodId: 'onion', grams: 200 }),
      item({ foodId: 'olive-oil', grams: 30, checked: true }),
      item({ text: 'Candles' }),
    ];
    const { groups } = mergeShoppingList(items, CATALOGUE, { units: 'metric' });
    expect(shoppingListText(groups)).toBe('Produce\n- 2 onions\n\nOther\n- Candles');
  });
});
