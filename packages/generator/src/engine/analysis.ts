import type { Allergen, Food } from '../knowledge/types.ts';

/**
 * How the app names each allergen class on a recipe, in the order a recipe lists them: the US's nine
 * in their names, then what the EU adds. Molluscs say what they are, as many readers do not know the word.
 */
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  milk: 'Milk',
  egg: 'Egg',
  fish: 'Fish',
  crustacean: 'Crustacean shellfish',
  molluscs: 'Molluscs (mussels, clams, squid)',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat/gluten',
  soy: 'Soy',
  sesame: 'Sesame',
  celery: 'Celery',
  mustard: 'Mustard',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
};

/** Declared allergens of a set of foods, in the fixed label order. */
export function allergensOf(foods: readonly Food[]): string[] {
  const present = new Set<string>();
  for (const food of foods) {
    for (const allergen of food.allergens) present.add(ALLERGEN_LABELS[allergen]);
    // Barley and rye carry gluten without wheat; coeliacs need to know.
    if (food.diet.gluten && !food.allergens.includes('wheat')) present.add(ALLERGEN_LABELS.wheat);
  }
  return Object.values(ALLERGEN_LABELS).filter((label) => present.has(label));
}

export interface Nutrition {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** A food in a dish: its weight as measured, and the share of it strained out, if any. */
export interface WeighedFood {
  food: Food;
  grams: number;
  discarded?: number | undefined;
}

/** Grams of a weighed food that are eaten: not the bones (`edible`), not what is strained out. */
export function eatenGrams({ food, grams, discarded }: WeighedFood): number {
  return grams * (food.edible ?? 1) * (1 - (discarded ?? 0));
}

/**
 * Nutrition per serving from foods and their weights, computed, never guessed: only what is
 * eaten counts, so a roast chicken's bones and a horchata's strained rice add nothing.
 */
export function nutritionPerServing(items: readonly WeighedFood[], servings: number): Nutrition {
  const total = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const item of items) {
    const { food } = item;
    const grams = eatenGrams(item);
    total.calories += (food.per100g.kcal * grams) / 100;
    total.protein += (food.per100g.protein * grams) / 100;
    total.carbs += (food.per100g.carbs * grams) / 100;
    total.fat += (food.per100g.fat * grams) / 100;
  }
  return {
    calories: Math.round(total.calories / servings),
    protein: Math.round(total.protein / servings),
    carbs: Math.round(total.carbs / servings),
    fat: Math.round(total.fat / servings),
  };
}
