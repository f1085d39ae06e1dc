import type { Food } from '../types.ts';

/**
 * Foods that only appear as substitutes for dietary needs (see ../substitutions.ts). Figures per
 * 100 g from USDA FoodData Central where it lists the product, otherwise typical label values.
 */
export const substituteFoods: Food[] = [
  {
    id: 'plant-butter',
    name: 'plant-based butter',
    per100g: { kcal: 700, protein: 0.2, carbs: 0.5, fat: 78 },
    grams: { tbsp: 14, tsp: 4.7, cup: 227 },
    weighed: true,
    allergens: [],
    diet: {},
  },
  {
    id: 'soy-milk',
    name: 'unsweetened soy milk',
    per100g: { kcal: 33, protein: 2.9, carbs: 1.7, fat: 1.6 },
    grams: { cup: 243, tbsp: 15.2, ml: 1.03 },
    allergens: ['soy'],
    diet: {},
  },
  {
    // Certified gluten-free oat drink: the same label figures as oat milk.
    id: 'gluten-free-oat-milk',
    name: 'gluten-free oat milk',
    per100g: { kcal: 46, protein: 1, carbs: 6.7, fat: 1.5 },
    grams: { cup: 240, ml: 1 },
    allergens: [],
    diet: {},
  },
  {
    // Sours soy milk where buttermilk stood. USDA SR 'Lemon juice, raw'.
    id: 'lemon-juice',
    name: 'lemon juice',
    per100g: { kcal: 22, protein: 0.35, carbs: 6.9, fat: 0.24 },
    fdcId: 167747,
    grams: { tbsp: 15.2, tsp: 5.1, cup: 244, ml: 1.03 },
    allergens: [],
    diet: {},
  },
  {
    id: 'coconut-cream',
    name: 'coconut cream',
    per100g: { kcal: 330, protein: 3.6, carbs: 6.7, fat: 34.7 },
    grams: { cup: 240, tbsp: 15, ml: 1 },
    allergens: [],
    diet: {},
  },
  {
    id: 'coconut-yogurt',
    name: 'coconut yogurt',
    per100g: { kcal: 88, protein: 0.5, carbs: 8, fat: 6 },
    grams: { cup: 240, tbsp: 15 },
    allergens: [],
    diet: {},
  },
  {
    // One flax egg is 1 tbsp ground flaxseed (7 g) stirred into 3 tbsp water (45 g), rested 5 minutes.
    id: 'flax-egg',
    name: 'flax egg',
    per100g: { kcal: 72, protein: 2.5, carbs: 3.9, fat: 5.7 },
    grams: { piece: 52 },
    allergens: [],
    diet: {},
    countable: true,
  },
  {
    // What a flax egg is made from, with water. USDA SR 'Seeds, flaxseed'; 1 tbsp ground is 7 g.
    id: 'ground-flaxseed',
    name: 'ground flaxseed',
    per100g: { kcal: 534, protein: 18.29, carbs: 28.88, fat: 42.16 },
    fdcId: 169414,
    grams: { tbsp: 7, tsp: 2.3, cup: 112 },
    allergens: [],
    diet: {},
  },
  {
    id: 'gluten-free-flour-blend',
    name: 'gluten-free flour blend',
    per100g: { kcal: 357, protein: 6, carbs: 80, fat: 1.5 },
    grams: { cup: 136, tbsp: 8.5, tsp: 2.8 },
    weighed: true,
    allergens: [],
    diet: {},
  },
  {
    id: 'gluten-free-pasta',
    name: 'gluten-free pasta',
    per100g: { kcal: 357, protein: 7, carbs: 79, fat: 1.5 },
    grams: { cup: 100 },
    allergens: [],
    diet: {},
  },
  {
    id: 'gluten-free-bread',
    name: 'gluten-free bread',
    per100g: { kcal: 250, protein: 4, carbs: 45, fat: 6 },
    grams: { slice: 35 },
    // Most gluten-free loaves are bound with egg.
    allergens: ['egg'],
    diet: { egg: true, animal: true },
  },
  {
    id: 'nutritional-yeast',
    name: 'nutritional yeast',
    per100g: { kcal: 380, protein: 50, carbs: 36, fat: 4 },
    grams: { tbsp: 5, tsp: 1.7, cup: 60 },
    allergens: [],
    diet: {},
  },
  {
    // A bar labelled dairy-free or vegan (no milk, no "may contain milk"); USDA's 70-85% dark chocolate
    // figures. Still usually emulsified with soy lecithin.
    id: 'dairy-free-dark-chocolate',
    name: 'dairy-free dark chocolate',
    per100g: { kcal: 598, protein: 7.79, carbs: 45.9, fat: 42.63 },
    grams: {},
    allergens: ['soy'],
    diet: {},
  },
  {
    id: 'vegan-mayonnaise',
    name: 'vegan mayonnaise',
    per100g: { kcal: 640, protein: 0, carbs: 1, fat: 71 },
    grams: { tbsp: 14, tsp: 4.7, cup: 224 },
    // Vegan mayonnaise is emulsified with mustard.
    allergens: ['mustard'],
    diet: {},
  },
];
