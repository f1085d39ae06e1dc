import type { Food } from '../../types.ts';

/** Vegetables, herbs, fruit, meat, fish, seafood, dairy and eggs. */
export const produceMeatAndDairyFoods: Food[] = [
  // Vegetables, herbs and aromatics
  {
    id: 'carrot',
    name: 'carrot',
    per100g: { kcal: 41, protein: 0.93, carbs: 9.58, fat: 0.24 },
    grams: { piece: 61, cup: 128 },
    allergens: [],
    diet: {},
    countable: true,
  },
  {
    id: 'celery',
    name: 'celery',
    per100g: { kcal: 14, protein: 0.69, carbs: 2.97, fat: 0.17 },
    grams: { stalk: 40, cup: 101 },
    allergens: ['celery'],
    diet: {},
  },
  {
    id: 'tomato-paste',
    name: 'tomato paste',
    per100g: { kcal: 82, protein: 4.32, carbs: 18.91, fat: 0.47 },
    grams: { tbsp: 16, tsp: 5.3, can: 170 },
    allergens: [],
    diet: {},
  },
  {
    id: 'zucchini',
    name: 'zucchini',
    plural: 'zucchini',
    per100g: { kcal: 17, protein: 1.21, carbs: 3.11, fat: 0.32 },
    grams: { piece: 196 },
    allergens: [],
    diet: {},
    countable: true,
  },
  {
    id: 'eggplant',
    name: 'eggplant',
    per100g: { kcal: 25, protein: 0.98, carbs: 5.88, fat: 0.18 },
    grams: { piece: 450 },
    allergens: [],
    diet: {},
    countable: true,
  },
  {
    id: 'cucumber',
    name: 'cucumber',
    per100g: { kcal: 15, protein: 0.65, carbs: 3.63, fat: 0.11 },
    grams: { piece: 201 },
    allergens: [],
    diet: {},
    countable: true,
  },
  {
    id: 'cauliflower',
    name: 'cauliflower',
    per100g: { kcal: 25, protein: 1.92, carbs: 4.97, fat: 0.28 },
    grams: { piece: 575, cup: 107 },
    allergens: [],
    diet: {},
  },
  {
    id: 'broccoli',
    name: 'broccoli',
    per100g: { kcal: 34, protein: 2.82, carbs: 6.64, fat: 0.37 },
    grams: { cup: 91 },
    allergens: [],
    diet: {},
  },
  {
    id: 'cabbage',
    name: 'green cabbage',
    per100g: { kcal: 25, protein: 1.28, carbs: 5.8, fat: 0.1 },
    grams: { cup: 70 },
    allergens: [],
    diet: {},
  },
  {
    id: 'frozen-peas',
    name: 'frozen peas',
    per100g: { kcal: 77, protein: 5.22, carbs: 13.62, fat: 0.4 },
    grams: { cup: 134 },
    allergens: [],
    diet: {},
  },
  {
    id: 'bean-sprouts',
    name: 'bean sprouts',
    per100g: { kcal: 30, protein: 3.04, carbs: 5.94, fat: 0.18 },
    grams: { cup: 104 },
    allergens: [],
    diet: {},
  },
  {
    id: 'fresh-rosemary',
    name: 'fresh rosemary',
    per100g: { kcal: 131, protein: 3.31, carbs: 20.7, fat: 5.86 },
    grams: { sprig: 1.5, tbsp: 1.7, tsp: 0.6 },
    allergens: [],
    diet: {},
  },
  {
    id: 'fresh-basil',
    name: 'fresh basil',
    per100g: { kcal: 23, protein: 3.15, carbs: 2.65, fat: 0.64 },
    grams: { cup: 24, leaf: 0.5, tbsp: 2.6, sprig: 2 },
    allergens: [],
    diet: {},
  },

  // Fruit
  {
    id: 'pear',
    name: 'pear',
    per100g: { kcal: 57, protein: 0.36, carbs: 15.23, fat: 0.14 },
    grams: { piece: 178 },
    allergens: [],
    diet: {},
    countable: true,
  },
  {
    id: 'blackberries',
    name: 'blackberries',
    per100g: { kcal: 43, protein: 1.39, carbs: 9.61, fat: 0.49 },
    grams: { cup: 144 },
    allergens: [],
    diet: {},
  },
  {
    id: 'dried-apricots',
    name: 'dried apricots',
    per100g: { kcal: 241, protein: 3.39, carbs: 62.64, fat: 0.51 },
    grams: { cup: 130, piece: 7 },
    whole: true,
    // Bright orange dried apricots are sulphured.
    allergens: ['sulphites'],
    diet: {},
  },

  // Meat, fish and seafood (raw, edible portion)
  {
    id: 'lamb-shank',
    name: 'lamb shank',
    // One shank of about 450 g on the bone. USDA SR Legacy 17007 'Lamb, domestic, foreshank,
    // separable lean and fat, raw': 201 kcal, 18.91 g protein, 13.38 g fat per 100 g of lean and
    // fat, and 52% refuse, the bone: 0.48 of the shank is eaten.
    per100g: { kcal: 201, protein: 18.91, carbs: 0, fat: 13.38 },
    edible: 0.48,
    grams: { piece: 450 },
    whole: true,
    allergens: [],
    diet: { meat: true, animal: true },
    countable: true,
  },
  {
    id: 'ground-lamb',
    name: 'ground lamb',
    per100g: { kcal: 282, protein: 16.56, carbs: 0, fat: 23.41 },
    grams: {},
    allergens: [],
    diet: { meat: true, animal: true },
  },
  {
    id: 'beef-chuck',
    name: 'beef chuck',
    // USDA SR Legacy 13786 'Beef, chuck eye roast, boneless, separable lean and fat, raw'.
    per100g: { kcal: 180, protein: 19.18, carbs: 0, fat: 11.48 },
    grams: {},
    allergens: [],
    diet: { meat: true, animal: true },
  },
  {
    id: 'ground-beef',
    name: 'ground beef (85% lean)',
    per100g: { kcal: 215, protein: 18.59, carbs: 0, fat: 15 },
    grams: {},
    allergens: [],
    diet: { meat: true, animal: true },
  },
  {
    id: 'andouille-sausage',
    name: 'andouille sausage',
    // USDA SR Legacy 07074 'Smoked link sausage, pork' (andouille has no entry of its own).
    per100g: { kcal: 309, protein: 11.98, carbs: 0.94, fat: 28.23 },
    grams: { piece: 85 },
    allergens: [],
    diet: { meat: true, animal: true, mayContainGluten: 'some sausages contain wheat rusk or breadcrumbs' },
  },
  {
    id: 'chicken-thigh',
    name: 'chicken thigh',
    // Boneless and skinless: USDA SR Legacy 05096 'Chicken, broilers or fryers, dark meat, thigh,
    // meat only, raw'.
    per100g: { kcal: 121, protein: 19.66, carbs: 0, fat: 4.12 },
    grams: { piece: 110 },
    allergens: [],
    diet: { meat: true, animal: true },
  },
  {
    id: 'chicken-breast',
    name: 'chicken breast',
    // USDA SR Legacy 05062 (FDC 171077) 'Chicken, broiler or fryers, breast, skinless, boneless,
    // meat only, raw'.
    per100g: { kcal: 120, protein: 22.5, carbs: 0, fat: 2.62 },
    grams: { piece: 200 },
    allergens: [],
    diet: { meat: true, animal: true },
  },
  {
    id: 'whole-chicken',
    name: 'whole chicken',
    // A 1.6-1.8 kg bird as bought. USDA SR Legacy 05006 (FDC 171447) 'Chicken, broilers or fryers,
    // meat and skin, raw': 215 kcal, 18.60 g protein, 15.06 g fat per 100 g of meat and skin, and
    // 32% refuse, the bones: 0.68 of the bird is eaten.
    per100g: { kcal: 215, protein: 18.6, carbs: 0, fat: 15.06 },
    edible: 0.68,
    grams: { piece: 1700 },
    whole: true,
    allergens: [],
    diet: { meat: true, animal: true },
    countable: true,
  },
  {
    id: 'salmon-fillet',
    name: 'salmon fillet',
    // USDA SR Legacy 15236 'Fish, salmon, Atlantic, farmed, raw'; a 170 g portion, cut from the side.
    per100g: { kcal: 208, protein: 20.42, carbs: 0, fat: 13.42 },
    grams: { piece: 170 },
    allergens: ['fish'],
    diet: { fish: true, animal: true },
  },
  {
    id: 'cod-fillet',
    name: 'cod fillet',
    // USDA SR Legacy 15015 'Fish, cod, Atlantic, raw'; a 170 g portion (USDA's whole fillet is 231 g).
    per100g: { kcal: 82, protein: 17.81, carbs: 0, fat: 0.67 },
    grams: { piece: 170 },
    allergens: ['fish'],
    diet: { fish: true, animal: true },
  },
  {
    id: 'mussels',
    name: 'mussels',
    // Recipes weigh mussels live, in the shell: the figures are USDA SR Legacy 15164 'Mollusks,
    // mussel, blue, raw', the meat. USDA gives no refuse for it; 0.40 is the meat yield of market
    // mussels (the meat is 33-40% of live weight; shells and liquor are the rest).
    per100g: { kcal: 86, protein: 11.9, carbs: 3.69, fat: 2.24 },
    edible: 0.4,
    grams: {},
    allergens: ['molluscs'],
    diet: { shellfish: true, animal: true },
  },
  {
    id: 'shell-on-shrimp',
    name: 'raw shell-on shrimp',
    plural: 'raw shell-on shrimp',
    // For dishes that cook shrimp in their shells (paella, grills), weighed headless with shell and tail on.
    // USDA SR Legacy 15270 'Crustaceans, shrimp, untreated, raw': 85 kcal, 20.10 g protein, 0.51 g fat
    // per 100 g of meat, and 13% refuse, the tail and shell: 0.87 is eaten. Peeled shrimp is 'shrimp'.
    per100g: { kcal: 85, protein: 20.1, carbs: 0, fat: 0.51 },
    edible: 0.87,
    grams: {},
    allergens: ['crustacean'],
    diet: { shellfish: true, animal: true },
  },
  {
    id: 'fish-sauce',
    name: 'fish sauce',
    per100g: { kcal: 35, protein: 5.06, carbs: 3.64, fat: 0.01 },
    grams: { ml: 1.2, tbsp: 18, tsp: 6 },
    allergens: ['fish'],
    diet: { fish: true, animal: true, mayContainGluten: 'some fish sauces contain hydrolysed wheat protein' },
  },

  // Dairy and eggs
  {
    id: 'heavy-cream',
    name: 'heavy cream',
    per100g: { kcal: 340, protein: 2.84, carbs: 2.74, fat: 36.08 },
    grams: { cup: 238, ml: 1, tbsp: 15 },
    allergens: ['milk'],
    diet: { dairy: true, animal: true },
  },
  {
    id: 'mascarpone',
    name: 'mascarpone',
    // No USDA entry: typical label figures.
    per100g: { kcal: 435, protein: 4.6, carbs: 4.8, fat: 44 },
    grams: { cup: 240, tbsp: 15 },
    allergens: ['milk'],
    diet: { dairy: true, animal: true },
  },
  {
    id: 'parmesan',
    name: 'parmesan',
    per100g: { kcal: 392, protein: 35.75, carbs: 3.22, fat: 25.83 },
    grams: { cup: 100, tbsp: 6 },
    allergens: ['milk'],
    diet: { dairy: true, animal: true, rennet: true },
  },
  {
    id: 'feta',
    name: 'feta',
    per100g: { kcal: 264, protein: 14.21, carbs: 4.09, fat: 21.28 },
    grams: { cup: 150 },
    allergens: ['milk'],
    diet: { dairy: true, animal: true, rennet: true },
  },

  {
    id: 'egg-white',
    name: 'egg white',
    per100g: { kcal: 52, protein: 10.9, carbs: 0.73, fat: 0.17 },
    grams: { piece: 33 },
    allergens: ['egg'],
    diet: { egg: true, animal: true },
    countable: true,
  },
];
