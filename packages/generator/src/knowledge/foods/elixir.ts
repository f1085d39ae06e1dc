import type { Food } from '../types.ts';

/**
 * Foods first needed by the elixir recipes (nutrition per 100 g from USDA FoodData Central, SR Legacy).
 * Tea leaves follow the convention in breakfast-elixir.ts: they give what they put into the drink,
 * USDA's brewed tea scaled by the usual brewing ratio (one 2 g bag to a 240 ml cup).
 */
export const elixirFoods: Food[] = [
  {
    id: 'vanilla-ice-cream',
    name: 'vanilla ice cream',
    plural: 'vanilla ice cream',
    per100g: { kcal: 207, protein: 3.5, carbs: 23.6, fat: 11 },
    grams: { cup: 132 },
    allergens: ['milk'],
    diet: { dairy: true, animal: true },
  },
  {
    id: 'pine-nuts',
    name: 'pine nuts',
    per100g: { kcal: 673, protein: 13.69, carbs: 13.08, fat: 68.37 },
    grams: { tbsp: 8.6, cup: 135 },
    allergens: ['tree-nuts'],
    diet: {},
  },
  {
    id: 'earl-grey-tea',
    name: 'Earl Grey tea bag',
    per100g: { kcal: 120, protein: 0, carbs: 30, fat: 0 },
    // Flavours the pot and is lifted or strained out: none of it is eaten.
    edible: 0,
    grams: { piece: 2, tsp: 2 },
    whole: true,
    allergens: [],
    diet: {},
    countable: true,
  },
];
