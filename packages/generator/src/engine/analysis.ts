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

/** The cereals that carry gluten without wheat, as a food's id names them. */
const GLUTEN_CEREALS = ['oats', 'barley', 'rye', 'spelt'] as const;
const cerealOf = (food: Food) => GLUTEN_CEREALS.find((c) => food.id.includes(c.replace(/s$/, ''))) ?? 'barley, rye';

/**
 * Declared allergens of a set of foods, in the fixed label order. Oats, barley and rye carry gluten
 * without wheat, and coeliacs need to know: with no wheat in the dish they are declared as the
 * allergen lists name them, 'Cereals containing gluten (oats)', in wheat's place. An allergen only
 * some brands of a food carry is declared as possible, with the food: 'Lupin (may be in the
 * gluten-free flour blend)'.
 */
export function allergensOf(foods: readonly Food[]): string[] {
  const present = new Set<string>();
  const cereals = new Set<string>();
  for (const food of foods) {
    for (const allergen of food.allergens) present.add(ALLERGEN_LABELS[allergen]);
    if (food.diet.gluten && !food.allergens.includes('wheat')) cereals.add(cerealOf(food));
  }
  const gluten = present.has(ALLERGEN_LABELS.wheat)
    ? ALLERGEN_LABELS.wheat
    : cereals.size > 0
      ? `Cereals containing gluten (${[...cereals].join(', ')})`
      : undefined;
  // What only the pack can say (lupin in a gluten-free blend) is declared as possible, naming where.
  const possible = new Map<string, string[]>();
  for (const food of foods)
    for (const allergen of food.mayContain ?? []) {
      const label = ALLERGEN_LABELS[allergen];
      if (present.has(label)) continue;
      const where = possible.get(label) ?? [];
      if (!where.includes(food.name)) where.push(food.name);
      possible.set(label, where);
    }
  return Object.values(ALLERGEN_LABELS).flatMap((label) => {
    if (label === ALLERGEN_LABELS.wheat) return gluten ? [gluten] : [];
    if (present.has(label)) return [label];
    const where = possible.get(label);
    return where ? [`${label} (may be in the ${where.join(' or the ')})`] : [];
  });
}

/** The class an allergen label declares, without where it may be: 'Lupin (may be in ...)' is 'Lupin'. */
export const allergenClass = (label: string) => label.replace(/ \(may be in .*\)$/, '');

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
