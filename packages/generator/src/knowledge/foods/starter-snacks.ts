import type { Food } from '../types.ts';

/**
 * Foods first needed by the starter and snacks recipes (nutrition per 100 g from USDA FoodData Central).
 *
 * For a few dried herbs and spices whose fibre is a large share of their weight (black pepper, paprika,
 * chili, coriander, thyme), `carbs` is the available carbohydrate (total minus dietary fibre), so that the
 * 4-4-9 energy check agrees with USDA's energy figure; the amounts used are a few grams at most.
 */
export const starterSnacksFoods: Food[] = [
  // Vegetables and aromatics
  { id: 'onion', name: 'onion', per100g: { kcal: 40, protein: 1.1, carbs: 9.34, fat: 0.1 }, grams: { piece: 110, cup: 160 }, allergens: [], diet: {}, countable: true },
  { id: 'red-onion', name: 'red onion', per100g: { kcal: 40, protein: 1.1, carbs: 9.34, fat: 0.1 }, grams: { piece: 110, cup: 160 }, allergens: [], diet: {}, countable: true },
  { id: 'shallot', name: 'shallot', per100g: { kcal: 72, protein: 2.5, carbs: 16.8, fat: 0.1 }, grams: { piece: 30, tbsp: 10 }, allergens: [], diet: {}, countable: true },
  { id: 'garlic', name: 'garlic', per100g: { kcal: 149, protein: 6.36, carbs: 33.06, fat: 0.5 }, grams: { clove: 3, tsp: 2.8 }, allergens: [], diet: {} },
  { id: 'spring-onion', name: 'spring onion', per100g: { kcal: 32, protein: 1.83, carbs: 7.34, fat: 0.19 }, grams: { piece: 15, cup: 100, tbsp: 6 }, allergens: [], diet: {}, countable: true },
  { id: 'leek', name: 'leek', per100g: { kcal: 61, protein: 1.5, carbs: 14.15, fat: 0.3 }, grams: { piece: 89 }, allergens: [], diet: {}, countable: true },
  { id: 'carrot', name: 'carrot', per100g: { kcal: 41, protein: 0.93, carbs: 9.58, fat: 0.24 }, grams: { piece: 61, cup: 128 }, allergens: [], diet: {}, countable: true },
  { id: 'celery', name: 'celery', per100g: { kcal: 16, protein: 0.69, carbs: 2.97, fat: 0.17 }, grams: { stalk: 40, cup: 101 }, allergens: [], diet: {} },
  { id: 'potato', name: 'potato', plural: 'potatoes', per100g: { kcal: 77, protein: 2.05, carbs: 17.49, fat: 0.09 }, grams: { piece: 213 }, allergens: [], diet: {}, countable: true },
  { id: 'sweet-potato', name: 'sweet potato', plural: 'sweet potatoes', per100g: { kcal: 86, protein: 1.57, carbs: 20.12, fat: 0.05 }, grams: { piece: 130 }, allergens: [], diet: {}, countable: true },
  { id: 'beetroot', name: 'beetroot', per100g: { kcal: 43, protein: 1.61, carbs: 9.56, fat: 0.17 }, grams: { piece: 82 }, allergens: [], diet: {}, countable: true },
  { id: 'butternut-squash', name: 'butternut squash', plural: 'butternut squashes', per100g: { kcal: 45, protein: 1, carbs: 11.69, fat: 0.1 }, grams: { cup: 140 }, allergens: [], diet: {} },
  { id: 'tomato', name: 'tomato', plural: 'tomatoes', per100g: { kcal: 18, protein: 0.88, carbs: 3.89, fat: 0.2 }, grams: { piece: 123, cup: 180 }, allergens: [], diet: {}, countable: true },
  { id: 'canned-tomatoes', name: 'canned chopped tomatoes', plural: 'canned chopped tomatoes', per100g: { kcal: 16, protein: 0.79, carbs: 3.47, fat: 0.25 }, grams: { can: 400, cup: 240 }, allergens: [], diet: {} },
  { id: 'tomato-paste', name: 'tomato paste', per100g: { kcal: 82, protein: 4.32, carbs: 18.91, fat: 0.47 }, grams: { tbsp: 16, tsp: 5.3 }, allergens: [], diet: {} },
  { id: 'cucumber', name: 'cucumber', per100g: { kcal: 15, protein: 0.65, carbs: 3.63, fat: 0.11 }, grams: { piece: 300, cup: 133 }, allergens: [], diet: {}, countable: true },
  { id: 'bell-pepper', name: 'bell pepper', per100g: { kcal: 31, protein: 0.99, carbs: 6.03, fat: 0.3 }, grams: { piece: 119, cup: 149 }, allergens: [], diet: {}, countable: true },
  { id: 'jalapeno', name: 'jalapeño', per100g: { kcal: 29, protein: 0.91, carbs: 6.5, fat: 0.37 }, grams: { piece: 14 }, allergens: [], diet: {}, countable: true },
  { id: 'red-chili', name: 'red chili', plural: 'red chilies', per100g: { kcal: 40, protein: 1.87, carbs: 8.81, fat: 0.44 }, grams: { piece: 15 }, allergens: [], diet: {}, countable: true },
  { id: 'green-chili', name: 'green chili', plural: 'green chilies', per100g: { kcal: 40, protein: 2, carbs: 9.46, fat: 0.2 }, grams: { piece: 8 }, allergens: [], diet: {}, countable: true },
  { id: 'eggplant', name: 'eggplant', per100g: { kcal: 25, protein: 0.98, carbs: 5.88, fat: 0.18 }, grams: { piece: 450 }, allergens: [], diet: {}, countable: true },
  { id: 'cabbage', name: 'cabbage', per100g: { kcal: 25, protein: 1.28, carbs: 5.8, fat: 0.1 }, grams: { cup: 70 }, allergens: [], diet: {} },
  { id: 'spinach', name: 'spinach', per100g: { kcal: 23, protein: 2.86, carbs: 3.63, fat: 0.39 }, grams: { cup: 30 }, allergens: [], diet: {} },
  { id: 'kale', name: 'kale', per100g: { kcal: 49, protein: 4.28, carbs: 8.75, fat: 0.93 }, grams: { cup: 67 }, allergens: [], diet: {} },
  { id: 'romaine-lettuce', name: 'romaine lettuce', per100g: { kcal: 17, protein: 1.23, carbs: 3.29, fat: 0.3 }, grams: { leaf: 6, cup: 47 }, allergens: [], diet: {} },
  { id: 'arugula', name: 'arugula', per100g: { kcal: 25, protein: 2.58, carbs: 3.65, fat: 0.66 }, grams: { cup: 20 }, allergens: [], diet: {} },
  { id: 'mushroom', name: 'mushroom', per100g: { kcal: 22, protein: 3.09, carbs: 3.26, fat: 0.34 }, grams: { piece: 18, cup: 70 }, allergens: [], diet: {} },
  { id: 'dried-shiitake', name: 'dried shiitake mushroom', per100g: { kcal: 296, protein: 9.58, carbs: 75.37, fat: 0.99 }, grams: { piece: 3.6 }, allergens: [], diet: {}, countable: true },
  { id: 'frozen-peas', name: 'frozen peas', plural: 'frozen peas', per100g: { kcal: 77, protein: 5.22, carbs: 13.62, fat: 0.4 }, grams: { cup: 134 }, allergens: [], diet: {} },
  { id: 'corn-on-the-cob', name: 'corn cob', per100g: { kcal: 86, protein: 3.27, carbs: 18.7, fat: 1.35 }, grams: { piece: 90 }, allergens: [], diet: {}, countable: true },
  { id: 'avocado', name: 'avocado', per100g: { kcal: 160, protein: 2, carbs: 8.53, fat: 14.66 }, grams: { piece: 136 }, allergens: [], diet: {}, countable: true },
  { id: 'ginger', name: 'fresh ginger', per100g: { kcal: 80, protein: 1.82, carbs: 17.77, fat: 0.75 }, grams: { tbsp: 6, tsp: 2 }, allergens: [], diet: {} },

  // Fruit
  { id: 'lemon', name: 'lemon', per100g: { kcal: 29, protein: 1.1, carbs: 9.32, fat: 0.3 }, grams: { piece: 58, tbsp: 15 }, allergens: [], diet: {}, countable: true },
  { id: 'lime', name: 'lime', per100g: { kcal: 30, protein: 0.7, carbs: 10.54, fat: 0.2 }, grams: { piece: 67, tbsp: 15 }, allergens: [], diet: {}, countable: true },
  { id: 'strawberry', name: 'strawberry', plural: 'strawberries', per100g: { kcal: 32, protein: 0.67, carbs: 7.68, fat: 0.3 }, grams: { cup: 152, piece: 12 }, allergens: [], diet: {} },
  { id: 'dates', name: 'Medjool date', per100g: { kcal: 277, protein: 1.81, carbs: 74.97, fat: 0.15 }, grams: { piece: 24, cup: 147 }, allergens: [], diet: {}, countable: true },
  { id: 'raisins', name: 'raisins', plural: 'raisins', per100g: { kcal: 299, protein: 3.07, carbs: 79.18, fat: 0.46 }, grams: { cup: 145, tbsp: 9 }, allergens: [], diet: {} },
  { id: 'dried-cranberries', name: 'dried cranberries', plural: 'dried cranberries', per100g: { kcal: 308, protein: 0.17, carbs: 82.8, fat: 1.09 }, grams: { cup: 120 }, allergens: [], diet: {} },
  { id: 'kalamata-olive', name: 'Kalamata olive', per100g: { kcal: 115, protein: 0.84, carbs: 6.26, fat: 10.68 }, grams: { piece: 4 }, allergens: [], diet: {} },

  // Fresh herbs
  { id: 'fresh-parsley', name: 'fresh parsley', per100g: { kcal: 36, protein: 2.97, carbs: 6.33, fat: 0.79 }, grams: { cup: 60, tbsp: 3.8, sprig: 1 }, allergens: [], diet: {} },
  { id: 'fresh-cilantro', name: 'fresh cilantro', per100g: { kcal: 23, protein: 2.13, carbs: 3.67, fat: 0.52 }, grams: { cup: 16, tbsp: 1, sprig: 0.5 }, allergens: [], diet: {} },
  { id: 'fresh-mint', name: 'fresh mint', per100g: { kcal: 44, protein: 3.29, carbs: 8.41, fat: 0.73 }, grams: { cup: 25, tbsp: 1.6, sprig: 1 }, allergens: [], diet: {} },
  { id: 'fresh-basil', name: 'fresh basil', per100g: { kcal: 23, protein: 3.15, carbs: 2.65, fat: 0.64 }, grams: { cup: 24, tbsp: 2.6, leaf: 0.5 }, allergens: [], diet: {} },
  { id: 'fresh-dill', name: 'fresh dill', per100g: { kcal: 43, protein: 3.46, carbs: 7.02, fat: 1.12 }, grams: { tbsp: 1, cup: 16, sprig: 1 }, allergens: [], diet: {} },
  { id: 'fresh-chives', name: 'fresh chives', plural: 'fresh chives', per100g: { kcal: 30, protein: 3.27, carbs: 4.35, fat: 0.73 }, grams: { tbsp: 3, tsp: 1 }, allergens: [], diet: {} },
  // Thyme: carbs net of 14 g fibre (USDA total 24.45 g).
  { id: 'fresh-thyme', name: 'fresh thyme', per100g: { kcal: 101, protein: 5.56, carbs: 10.45, fat: 1.68 }, grams: { tsp: 0.8, tbsp: 2.4, sprig: 1 }, allergens: [], diet: {} },
  { id: 'fresh-rosemary', name: 'fresh rosemary', per100g: { kcal: 131, protein: 3.31, carbs: 20.7, fat: 5.86 }, grams: { tsp: 0.7, tbsp: 1.7, sprig: 1.5 }, allergens: [], diet: {} },
  { id: 'bay-leaf', name: 'bay leaf', plural: 'bay leaves', per100g: { kcal: 313, protein: 7.61, carbs: 74.97, fat: 8.36 }, grams: { leaf: 0.2 }, allergens: [], diet: {} },

  // Dried spices and seasonings
  { id: 'salt', name: 'salt', per100g: { kcal: 0, protein: 0, carbs: 0, fat: 0 }, grams: { tsp: 6, tbsp: 18, pinch: 0.4 }, allergens: [], diet: {} },
  // Black pepper: carbs net of 25.3 g fibre (USDA total 63.95 g).
  { id: 'black-pepper', name: 'black pepper', per100g: { kcal: 251, protein: 10.39, carbs: 38.65, fat: 3.26 }, grams: { tsp: 2.3, pinch: 0.1 }, allergens: [], diet: {} },
  { id: 'ground-cumin', name: 'ground cumin', per100g: { kcal: 375, protein: 17.81, carbs: 44.24, fat: 22.27 }, grams: { tsp: 2.1, tbsp: 6 }, allergens: [], diet: {} },
  { id: 'cumin-seeds', name: 'cumin seeds', plural: 'cumin seeds', per100g: { kcal: 375, protein: 17.81, carbs: 44.24, fat: 22.27 }, grams: { tsp: 2.1 }, allergens: [], diet: {} },
  // Coriander: carbs net of 41.9 g fibre (USDA total 54.99 g).
  { id: 'ground-coriander', name: 'ground coriander', per100g: { kcal: 298, protein: 12.37, carbs: 13.09, fat: 17.77 }, grams: { tsp: 1.8 }, allergens: [], diet: {} },
  { id: 'ground-turmeric', name: 'ground turmeric', per100g: { kcal: 312, protein: 9.68, carbs: 67.14, fat: 3.25 }, grams: { tsp: 3 }, allergens: [], diet: {} },
  // Paprika (sweet and smoked): carbs net of 34.9 g fibre (USDA total 53.99 g).
  { id: 'paprika', name: 'paprika', per100g: { kcal: 282, protein: 14.14, carbs: 19.09, fat: 12.89 }, grams: { tsp: 2.3, pinch: 0.3 }, allergens: [], diet: {} },
  { id: 'smoked-paprika', name: 'smoked paprika', per100g: { kcal: 282, protein: 14.14, carbs: 19.09, fat: 12.89 }, grams: { tsp: 2.3, pinch: 0.3 }, allergens: [], diet: {} },
  // Crushed red pepper: carbs net of 27.2 g fibre (USDA total 56.63 g).
  { id: 'chili-flakes', name: 'chili flakes', plural: 'chili flakes', per100g: { kcal: 318, protein: 12.01, carbs: 29.43, fat: 17.27 }, grams: { tsp: 1.8, pinch: 0.2 }, allergens: [], diet: {} },
  // Chili powder: carbs net of 34.8 g fibre (USDA total 49.7 g).
  { id: 'chili-powder', name: 'chili powder', per100g: { kcal: 282, protein: 13.46, carbs: 14.9, fat: 14.28 }, grams: { tsp: 2.7 }, allergens: [], diet: {} },
  { id: 'garlic-powder', name: 'garlic powder', per100g: { kcal: 331, protein: 16.55, carbs: 72.73, fat: 0.73 }, grams: { tsp: 3.1 }, allergens: [], diet: {} },
  { id: 'onion-powder', name: 'onion powder', per100g: { kcal: 341, protein: 10.41, carbs: 79.12, fat: 1.04 }, grams: { tsp: 2.4 }, allergens: [], diet: {} },
  { id: 'ground-nutmeg', name: 'ground nutmeg', per100g: { kcal: 525, protein: 5.84, carbs: 49.29, fat: 36.31 }, grams: { tsp: 2.2, pinch: 0.3 }, allergens: [], diet: {} },
  { id: 'baking-soda', name: 'baking soda', per100g: { kcal: 0, protein: 0, carbs: 0, fat: 0 }, grams: { tsp: 4.6, tbsp: 13.8, cup: 220 }, allergens: [], diet: {} },
  { id: 'instant-yeast', name: 'instant yeast', per100g: { kcal: 325, protein: 40.44, carbs: 41.22, fat: 7.61 }, grams: { tsp: 3.1 }, allergens: [], diet: {} },

  // Sauces, condiments and liquids
  { id: 'water', name: 'water', per100g: { kcal: 0, protein: 0, carbs: 0, fat: 0 }, grams: { ml: 1, cup: 240, tbsp: 15, tsp: 5 }, allergens: [], diet: {} },
  { id: 'vegetable-stock', name: 'vegetable stock', per100g: { kcal: 6, protein: 0.24, carbs: 0.93, fat: 0.07 }, grams: { cup: 240, ml: 1 }, allergens: [], diet: {} },
  { id: 'chicken-stock', name: 'chicken stock', per100g: { kcal: 36, protein: 2.52, carbs: 3.53, fat: 1.2 }, grams: { cup: 240, ml: 1 }, allergens: [], diet: { meat: true, animal: true } },
  { id: 'beef-stock', name: 'beef stock', per100g: { kcal: 13, protein: 1.97, carbs: 1.2, fat: 0.09 }, grams: { cup: 240, ml: 1 }, allergens: [], diet: { meat: true, animal: true } },
  { id: 'soy-sauce', name: 'soy sauce', per100g: { kcal: 53, protein: 8.14, carbs: 4.93, fat: 0.57 }, grams: { tbsp: 16, tsp: 5.3 }, allergens: ['soy', 'wheat'], diet: { gluten: true } },
  { id: 'fish-sauce', name: 'fish sauce', per100g: { kcal: 35, protein: 5.06, carbs: 3.64, fat: 0.01 }, grams: { tbsp: 18, tsp: 6 }, allergens: ['fish'], diet: { fish: true, animal: true } },
  { id: 'white-miso', name: 'white miso', per100g: { kcal: 198, protein: 12.79, carbs: 25.37, fat: 6.01 }, grams: { tbsp: 17 }, allergens: ['soy'], diet: {} },
  { id: 'rice-vinegar', name: 'rice vinegar', per100g: { kcal: 18, protein: 0, carbs: 0.04, fat: 0 }, grams: { tbsp: 15, tsp: 5 }, allergens: [], diet: {} },
  { id: 'red-wine-vinegar', name: 'red wine vinegar', per100g: { kcal: 19, protein: 0.04, carbs: 0.27, fat: 0 }, grams: { tbsp: 15, tsp: 5 }, allergens: [], diet: {} },
  { id: 'balsamic-vinegar', name: 'balsamic vinegar', per100g: { kcal: 88, protein: 0.49, carbs: 17.03, fat: 0 }, grams: { tbsp: 16, tsp: 5.3 }, allergens: [], diet: {} },
  { id: 'dijon-mustard', name: 'Dijon mustard', per100g: { kcal: 60, protein: 3.74, carbs: 5.83, fat: 3.34 }, grams: { tsp: 5, tbsp: 15 }, allergens: [], diet: {} },
  { id: 'mayonnaise', name: 'mayonnaise', per100g: { kcal: 680, protein: 0.96, carbs: 0.57, fat: 74.85 }, grams: { tbsp: 13.8, cup: 220 }, allergens: ['egg'], diet: { egg: true, animal: true } },
  { id: 'ketchup', name: 'ketchup', per100g: { kcal: 101, protein: 1.04, carbs: 27.4, fat: 0.1 }, grams: { tbsp: 17 }, allergens: [], diet: {} },
  { id: 'hot-sauce', name: 'hot sauce', per100g: { kcal: 11, protein: 0.51, carbs: 1.75, fat: 0.37 }, grams: { tsp: 4.7, tbsp: 14, cup: 236 }, allergens: [], diet: {} },
  { id: 'tahini', name: 'tahini', per100g: { kcal: 595, protein: 17, carbs: 21.19, fat: 53.76 }, grams: { tbsp: 15, cup: 240 }, allergens: ['sesame'], diet: {} },
  { id: 'peanut-butter', name: 'peanut butter', per100g: { kcal: 588, protein: 25.09, carbs: 19.56, fat: 50.39 }, grams: { tbsp: 16, cup: 258 }, allergens: ['peanuts'], diet: {} },
  { id: 'coconut-milk', name: 'coconut milk', per100g: { kcal: 197, protein: 2.02, carbs: 2.81, fat: 21.33 }, grams: { cup: 226, can: 400 }, allergens: [], diet: {} },

  // Sugars and syrups
  { id: 'granulated-sugar', name: 'granulated sugar', per100g: { kcal: 387, protein: 0, carbs: 99.98, fat: 0 }, grams: { tsp: 4.2, tbsp: 12.5, cup: 200 }, allergens: [], diet: {} },
  { id: 'brown-sugar', name: 'brown sugar', per100g: { kcal: 380, protein: 0.12, carbs: 98.09, fat: 0 }, grams: { tsp: 4.6, tbsp: 13.8, cup: 220 }, allergens: [], diet: {} },
  { id: 'honey', name: 'honey', per100g: { kcal: 304, protein: 0.3, carbs: 82.4, fat: 0 }, grams: { tsp: 7, tbsp: 21 }, allergens: [], diet: { animal: true } },
  { id: 'maple-syrup', name: 'maple syrup', per100g: { kcal: 260, protein: 0.04, carbs: 67.04, fat: 0.06 }, grams: { tbsp: 20, cup: 315 }, allergens: [], diet: {} },

  // Fats and oils
  { id: 'olive-oil', name: 'olive oil', per100g: { kcal: 884, protein: 0, carbs: 0, fat: 100 }, grams: { tsp: 4.5, tbsp: 13.5, cup: 216, ml: 0.91 }, allergens: [], diet: {} },
  { id: 'vegetable-oil', name: 'vegetable oil', per100g: { kcal: 884, protein: 0, carbs: 0, fat: 100 }, grams: { tsp: 4.5, tbsp: 13.6, cup: 218, ml: 0.92 }, allergens: [], diet: {} },
  { id: 'sesame-oil', name: 'toasted sesame oil', per100g: { kcal: 884, protein: 0, carbs: 0, fat: 100 }, grams: { tsp: 4.5, tbsp: 13.6 }, allergens: ['sesame'], diet: {} },
  { id: 'butter', name: 'butter', per100g: { kcal: 717, protein: 0.85, carbs: 0.06, fat: 81.11 }, grams: { tsp: 4.7, tbsp: 14.2, cup: 227 }, allergens: ['milk'], diet: { dairy: true, animal: true } },

  // Dairy and eggs
  { id: 'egg', name: 'egg', per100g: { kcal: 143, protein: 12.56, carbs: 0.72, fat: 9.51 }, grams: { piece: 50 }, allergens: ['egg'], diet: { egg: true, animal: true }, countable: true },
  { id: 'whole-milk', name: 'whole milk', per100g: { kcal: 61, protein: 3.15, carbs: 4.8, fat: 3.25 }, grams: { cup: 244, tbsp: 15.3, ml: 1.03 }, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'heavy-cream', name: 'heavy cream', per100g: { kcal: 340, protein: 2.84, carbs: 2.84, fat: 36.08 }, grams: { cup: 238, tbsp: 15, ml: 1 }, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'sour-cream', name: 'sour cream', per100g: { kcal: 198, protein: 2.44, carbs: 4.63, fat: 19.35 }, grams: { tbsp: 12, cup: 230 }, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'greek-yogurt', name: 'Greek yogurt', per100g: { kcal: 97, protein: 9, carbs: 3.98, fat: 5 }, grams: { cup: 240, tbsp: 15 }, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'cream-cheese', name: 'cream cheese', per100g: { kcal: 342, protein: 5.93, carbs: 4.07, fat: 34.24 }, grams: { tbsp: 14.5, cup: 232 }, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'parmesan', name: 'Parmesan', per100g: { kcal: 392, protein: 35.75, carbs: 3.22, fat: 25.83 }, grams: { tbsp: 5, cup: 100 }, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'cheddar', name: 'cheddar', per100g: { kcal: 403, protein: 24.9, carbs: 1.28, fat: 33.14 }, grams: { cup: 113 }, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'feta', name: 'feta', per100g: { kcal: 264, protein: 14.21, carbs: 4.09, fat: 21.28 }, grams: { cup: 150 }, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'gruyere', name: 'Gruyère', per100g: { kcal: 413, protein: 29.81, carbs: 0.36, fat: 32.34 }, grams: { cup: 108 }, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'fresh-mozzarella', name: 'fresh mozzarella', per100g: { kcal: 300, protein: 22.17, carbs: 2.19, fat: 22.35 }, grams: { piece: 125 }, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'goat-cheese', name: "soft goat's cheese", per100g: { kcal: 264, protein: 18.52, carbs: 0.89, fat: 21.08 }, grams: {}, allergens: ['milk'], diet: { dairy: true, animal: true } },
  { id: 'blue-cheese', name: 'blue cheese', per100g: { kcal: 353, protein: 21.4, carbs: 2.34, fat: 28.74 }, grams: {}, allergens: ['milk'], diet: { dairy: true, animal: true } },

  // Meat
  { id: 'chicken-thigh', name: 'boneless chicken thigh', per100g: { kcal: 121, protein: 19.66, carbs: 0, fat: 4.12 }, grams: {}, allergens: [], diet: { meat: true, animal: true } },
  { id: 'chicken-breast', name: 'boneless chicken breast', per100g: { kcal: 120, protein: 22.5, carbs: 0, fat: 2.62 }, grams: {}, allergens: [], diet: { meat: true, animal: true } },
  // Per 100 g of whole wings as bought, bone in: USDA raw wing meat and skin (191 kcal) scaled to about 55% edible.
  { id: 'chicken-wing', name: 'chicken wing', per100g: { kcal: 105, protein: 9.6, carbs: 0, fat: 7.1 }, grams: {}, allergens: [], diet: { meat: true, animal: true } },
  { id: 'ground-pork', name: 'ground pork', per100g: { kcal: 263, protein: 16.88, carbs: 0, fat: 21.19 }, grams: {}, allergens: [], diet: { meat: true, animal: true } },
  { id: 'bacon', name: 'bacon', per100g: { kcal: 417, protein: 12.62, carbs: 1.28, fat: 39.69 }, grams: { slice: 28 }, allergens: [], diet: { meat: true, animal: true } },
  { id: 'beef-eye-of-round', name: 'beef eye of round', per100g: { kcal: 120, protein: 23.4, carbs: 0, fat: 3 }, grams: {}, allergens: [], diet: { meat: true, animal: true } },

  // Fish and seafood
  { id: 'shrimp', name: 'raw peeled shrimp', plural: 'raw peeled shrimp', per100g: { kcal: 85, protein: 20.1, carbs: 0, fat: 0.51 }, grams: {}, allergens: ['crustacean'], diet: { fish: true, shellfish: true, animal: true } },
  // Per 100 g in the shell: USDA raw blue mussel meat (86 kcal) scaled to about 40% edible.
  { id: 'mussels', name: 'live mussels', plural: 'live mussels', per100g: { kcal: 34, protein: 4.8, carbs: 1.5, fat: 0.9 }, grams: {}, allergens: [], diet: { fish: true, shellfish: true, animal: true } },
  { id: 'sea-bass-fillet', name: 'skinless sea bass fillet', per100g: { kcal: 97, protein: 18.43, carbs: 0, fat: 2 }, grams: {}, allergens: ['fish'], diet: { fish: true, animal: true } },
  { id: 'salmon-fillet', name: 'salmon fillet', per100g: { kcal: 208, protein: 20.42, carbs: 0, fat: 13.42 }, grams: {}, allergens: ['fish'], diet: { fish: true, animal: true } },
  { id: 'smoked-salmon', name: 'smoked salmon', plural: 'smoked salmon', per100g: { kcal: 117, protein: 18.28, carbs: 0, fat: 4.32 }, grams: {}, allergens: ['fish'], diet: { fish: true, animal: true } },
  { id: 'anchovy-fillet', name: 'anchovy fillet in oil', plural: 'anchovy fillets in oil', per100g: { kcal: 210, protein: 28.89, carbs: 0, fat: 9.71 }, grams: { piece: 4 }, allergens: ['fish'], diet: { fish: true, animal: true } },

  // Plant proteins, nuts and seeds
  { id: 'canned-chickpeas', name: 'canned chickpeas', plural: 'canned chickpeas', per100g: { kcal: 139, protein: 7.05, carbs: 22.5, fat: 2.77 }, grams: { can: 240, cup: 160 }, allergens: [], diet: {} },
  { id: 'dried-chickpeas', name: 'dried chickpeas', plural: 'dried chickpeas', per100g: { kcal: 364, protein: 19.3, carbs: 60.65, fat: 6.04 }, grams: { cup: 200 }, allergens: [], diet: {} },
  { id: 'canned-black-beans', name: 'canned black beans', plural: 'canned black beans', per100g: { kcal: 91, protein: 6.03, carbs: 16.56, fat: 0.29 }, grams: { can: 240, cup: 170 }, allergens: [], diet: {} },
  { id: 'dried-red-lentils', name: 'dried red lentils', plural: 'dried red lentils', per100g: { kcal: 358, protein: 23.91, carbs: 63.1, fat: 2.17 }, grams: { cup: 192 }, allergens: [], diet: {} },
  { id: 'firm-tofu', name: 'firm tofu', per100g: { kcal: 144, protein: 15.78, carbs: 4.28, fat: 8.72 }, grams: {}, allergens: ['soy'], diet: {} },
  { id: 'almonds', name: 'almonds', plural: 'almonds', per100g: { kcal: 579, protein: 21.15, carbs: 21.55, fat: 49.93 }, grams: { cup: 143, piece: 1.2 }, allergens: ['tree-nuts'], diet: {} },
  { id: 'walnuts', name: 'walnuts', plural: 'walnuts', per100g: { kcal: 654, protein: 15.23, carbs: 13.71, fat: 65.21 }, grams: { cup: 100 }, allergens: ['tree-nuts'], diet: {} },
  { id: 'pecans', name: 'pecans', plural: 'pecans', per100g: { kcal: 691, protein: 9.17, carbs: 13.86, fat: 71.97 }, grams: { cup: 99 }, allergens: ['tree-nuts'], diet: {} },
  { id: 'cashews', name: 'cashews', plural: 'cashews', per100g: { kcal: 553, protein: 18.22, carbs: 30.19, fat: 43.85 }, grams: { cup: 137 }, allergens: ['tree-nuts'], diet: {} },
  { id: 'roasted-peanuts', name: 'salted roasted peanuts', plural: 'salted roasted peanuts', per100g: { kcal: 585, protein: 24.35, carbs: 21.26, fat: 49.66 }, grams: { cup: 146 }, allergens: ['peanuts'], diet: {} },
  { id: 'sunflower-seeds', name: 'sunflower seeds', plural: 'sunflower seeds', per100g: { kcal: 584, protein: 20.78, carbs: 20, fat: 51.46 }, grams: { cup: 140, tbsp: 9 }, allergens: [], diet: {} },
  { id: 'pumpkin-seeds', name: 'pumpkin seeds', plural: 'pumpkin seeds', per100g: { kcal: 559, protein: 30.23, carbs: 10.71, fat: 49.05 }, grams: { cup: 129 }, allergens: [], diet: {} },
  { id: 'sesame-seeds', name: 'sesame seeds', plural: 'sesame seeds', per100g: { kcal: 573, protein: 17.73, carbs: 23.45, fat: 49.67 }, grams: { tsp: 3, tbsp: 9 }, allergens: ['sesame'], diet: {} },

  // Grains, flours and breads
  { id: 'all-purpose-flour', name: 'all-purpose flour', per100g: { kcal: 364, protein: 10.33, carbs: 76.31, fat: 0.98 }, grams: { cup: 125, tbsp: 7.8 }, allergens: ['wheat'], diet: { gluten: true } },
  { id: 'chickpea-flour', name: 'chickpea flour', per100g: { kcal: 387, protein: 22.39, carbs: 57.82, fat: 6.69 }, grams: { cup: 92, tbsp: 5.8 }, allergens: [], diet: {} },
  { id: 'tapioca-flour', name: 'tapioca flour', per100g: { kcal: 358, protein: 0.19, carbs: 88.69, fat: 0.02 }, grams: { cup: 120 }, allergens: [], diet: {} },
  { id: 'cornstarch', name: 'cornstarch', per100g: { kcal: 381, protein: 0.26, carbs: 91.27, fat: 0.05 }, grams: { tsp: 2.7, tbsp: 8 }, allergens: [], diet: {} },
  { id: 'bulgur', name: 'fine bulgur', per100g: { kcal: 342, protein: 12.29, carbs: 75.87, fat: 1.33 }, grams: { cup: 140 }, allergens: ['wheat'], diet: { gluten: true } },
  // Oats hold no wheat, barley or rye, but are usually cross-contaminated; treated as containing gluten.
  { id: 'rolled-oats', name: 'rolled oats', plural: 'rolled oats', per100g: { kcal: 379, protein: 13.15, carbs: 67.7, fat: 6.52 }, grams: { cup: 81 }, allergens: [], diet: { gluten: true } },
  { id: 'short-grain-rice', name: 'short-grain rice', per100g: { kcal: 358, protein: 6.5, carbs: 79.15, fat: 0.52 }, grams: { cup: 200 }, allergens: [], diet: {} },
  { id: 'rice-vermicelli', name: 'rice vermicelli', per100g: { kcal: 364, protein: 5.95, carbs: 80.18, fat: 0.56 }, grams: {}, allergens: [], diet: {} },
  { id: 'popcorn-kernels', name: 'popcorn kernels', plural: 'popcorn kernels', per100g: { kcal: 387, protein: 12.94, carbs: 77.78, fat: 4.54 }, grams: { cup: 200, tbsp: 12.5 }, allergens: [], diet: {} },
  { id: 'breadcrumbs', name: 'dry breadcrumbs', plural: 'dry breadcrumbs', per100g: { kcal: 395, protein: 13.35, carbs: 71.98, fat: 5.3 }, grams: { cup: 108, tbsp: 6.75 }, allergens: ['wheat'], diet: { gluten: true } },
  { id: 'baguette', name: 'baguette', per100g: { kcal: 272, protein: 10.75, carbs: 51.88, fat: 3.03 }, grams: { slice: 25 }, allergens: ['wheat'], diet: { gluten: true } },
  { id: 'pita-bread', name: 'pita bread', per100g: { kcal: 275, protein: 9.1, carbs: 55.7, fat: 1.2 }, grams: { piece: 60 }, allergens: ['wheat'], diet: { gluten: true }, countable: true },
  { id: 'flour-tortilla', name: 'flour tortilla', per100g: { kcal: 306, protein: 8.2, carbs: 49.4, fat: 8 }, grams: { piece: 49 }, allergens: ['wheat'], diet: { gluten: true }, countable: true },
  { id: 'corn-tortilla', name: 'corn tortilla', per100g: { kcal: 218, protein: 5.7, carbs: 44.64, fat: 2.85 }, grams: { piece: 26 }, allergens: [], diet: {}, countable: true },
  { id: 'gyoza-wrapper', name: 'gyoza wrapper', per100g: { kcal: 291, protein: 9.8, carbs: 57.9, fat: 1.5 }, grams: { piece: 8 }, allergens: ['wheat'], diet: { gluten: true } },
  // Rice paper and nori are not in the USDA legacy tables; figures from typical product labels.
  { id: 'rice-paper', name: 'rice paper wrapper', per100g: { kcal: 333, protein: 3, carbs: 80, fat: 0.3 }, grams: { piece: 9 }, allergens: [], diet: {} },
  { id: 'nori', name: 'nori sheet', per100g: { kcal: 188, protein: 41.4, carbs: 8.3, fat: 3.7 }, grams: { piece: 3 }, allergens: [], diet: {}, countable: true },
  { id: 'puff-pastry', name: 'all-butter puff pastry', per100g: { kcal: 558, protein: 7.4, carbs: 45.7, fat: 38.5 }, grams: {}, allergens: ['wheat', 'milk'], diet: { gluten: true, dairy: true, animal: true } },
  { id: 'filo-pastry', name: 'filo pastry', per100g: { kcal: 299, protein: 7.1, carbs: 52.59, fat: 6 }, grams: {}, allergens: ['wheat'], diet: { gluten: true } },

  // Sweets
  { id: 'dark-chocolate', name: 'dark chocolate', per100g: { kcal: 598, protein: 7.79, carbs: 45.9, fat: 42.63 }, grams: { cup: 170 }, allergens: [], diet: {} },
];
