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
    // Most blocks are palm, shea, coconut and rapeseed oils with no allergen, but Naturli' adds
    // almond, Miyoko's is cultured cashew, Country Crock's 'with almond oil' declares almonds, and
    // some spreads (Flora, Becel) are emulsified with soya lecithin.
    weighed: true,
    allergens: [],
    mayContain: ['soy', 'tree-nuts'],
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
    glutenFreeCereal: 'oats',
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
    // Coconut is not among the EU's 14, and the FDA took it off its tree-nut list in 2025.
    allergens: [],
    diet: {},
  },
  {
    id: 'coconut-yogurt',
    name: 'coconut yogurt',
    per100g: { kcal: 88, protein: 0.5, carbs: 8, fat: 6 },
    grams: { cup: 240, tbsp: 15 },
    // Coconut, starch and cultures (CoYo, The Coconut Collaborative); not a tree nut, as for coconut
    // cream. A 'coconut' yogurt made on a soy base (Alpro's) is sold as soya yogurt.
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
    // Bread soaked in it stands in for an egg custard: 2 tbsp chickpea flour (11.6 g) whisked into 3 tbsp
    // water (45 g), figures from USDA SR 'Chickpea flour (besan)' for the flour.
    id: 'chickpea-batter',
    name: 'chickpea batter',
    // Made as one batch, however many eggs it stands in for.
    plural: 'chickpea batter',
    per100g: { kcal: 79, protein: 4.5, carbs: 11.7, fat: 1.3 },
    grams: { piece: 57 },
    allergens: [],
    diet: {},
  },
  {
    // A feta-style block sold for vegans (Violife Greek White, per 100 g: 281 kcal, 0 g protein,
    // 15 g carbohydrate, 24 g fat): coconut oil, starch and salt. Tofu-based (soy) and cashew-based
    // ones are sold under the same name, so only the pack can say.
    id: 'plant-based-feta',
    name: 'plant-based feta',
    per100g: { kcal: 281, protein: 0, carbs: 15, fat: 24 },
    grams: { cup: 150 },
    weighed: true,
    allergens: [],
    mayContain: ['soy', 'tree-nuts'],
    diet: {},
  },
  {
    // A block sold as vegan or dairy-free cheddar: about a coconut-oil block's label values (Violife
    // Epic Mature, Cathedral City Plant Based: about 300 kcal, no protein, 20 g starch, 24 g fat);
    // cashew-based (Nush, Miyoko's) and soy-based ones carry those, so only the pack can say.
    id: 'dairy-free-cheddar',
    name: 'dairy-free cheddar',
    per100g: { kcal: 300, protein: 0.5, carbs: 20, fat: 24 },
    grams: { cup: 113 },
    weighed: true,
    allergens: [],
    mayContain: ['soy', 'tree-nuts'],
    diet: {},
  },
  {
    // Tofutti Better Than Cream Cheese (soy; per 28 g: 80 kcal, 1 g protein, 2 g carbohydrate, 8 g
    // fat); Kite Hill and Philadelphia Plant-Based are almond, Violife Creamy coconut oil.
    id: 'dairy-free-cream-cheese',
    name: 'dairy-free cream cheese',
    per100g: { kcal: 286, protein: 3.6, carbs: 7.1, fat: 28.6 },
    grams: { tbsp: 14.5 },
    allergens: [],
    mayContain: ['soy', 'tree-nuts'],
    diet: {},
  },
  {
    // Oat (Oatly), soy (Swedish Glace, Alpro), almond or cashew (Ben & Jerry's non-dairy, So
    // Delicious) or coconut based: about 200 kcal, 2 g protein, 25 g carbohydrate, 10 g fat per 100 g.
    id: 'dairy-free-vanilla-ice-cream',
    name: 'dairy-free vanilla ice cream',
    per100g: { kcal: 200, protein: 2, carbs: 25, fat: 10 },
    grams: { cup: 132 },
    allergens: [],
    mayContain: ['soy', 'tree-nuts'],
    diet: { mayContainGluten: 'oat-based ones are made with oats that are rarely gluten-free' },
  },
  {
    id: 'gluten-free-flour-blend',
    name: 'gluten-free flour blend',
    per100g: { kcal: 357, protein: 6, carbs: 80, fat: 1.5 },
    grams: { cup: 136, tbsp: 8.5, tsp: 2.8 },
    // Rice, potato, tapioca and maize in most (Doves Farm, King Arthur, Bob's Red Mill 1-to-1), but
    // lupin flour is common in French and German blends and some add soy flour: only the pack says.
    weighed: true,
    allergens: [],
    mayContain: ['lupin', 'soy'],
    diet: {},
  },
  {
    id: 'gluten-free-pasta',
    name: 'gluten-free pasta',
    per100g: { kcal: 357, protein: 7, carbs: 79, fat: 1.5 },
    grams: { cup: 100 },
    // Maize and rice, with pea protein or emulsifier in some (Barilla, Schär, De Cecco gluten-free
    // dry pasta): no allergen. Pulse and soy pastas are sold by their pulse's name.
    allergens: [],
    diet: {},
  },
  {
    id: 'gluten-free-bread',
    name: 'gluten-free bread',
    per100g: { kcal: 250, protein: 4, carbs: 45, fat: 6 },
    grams: { slice: 35 },
    // Most gluten-free loaves are bound with egg (Genius, Udi's, Canyon Bakehouse); some add soy
    // flour or soya protein, and French and German ones often lupin flour (Schär's lists vary).
    allergens: ['egg'],
    mayContain: ['soy', 'lupin'],
    diet: { egg: true, animal: true },
  },
  {
    id: 'nutritional-yeast',
    name: 'nutritional yeast',
    per100g: { kcal: 380, protein: 50, carbs: 36, fat: 4 },
    grams: { tbsp: 5, tsp: 1.7, cup: 60 },
    // Deactivated yeast flakes, often fortified with B12 (Marigold Engevita, Bragg): no allergen.
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
    // Vegan mayonnaise is emulsified with mustard; pea or potato protein in Hellmann's, soy protein
    // in Vegenaise and many own-brand jars.
    allergens: ['mustard'],
    mayContain: ['soy'],
    diet: {},
  },
];
