import type { Allergen, Food } from '../knowledge/types.ts';

/**
 * How the app names each allergen class on a recipe, in the order a recipe lists them: the US's nine
 * in their names, then what the EU adds. Molluscs say which of the dish's foods they are, as many
 * readers do not know the word: 'Molluscs (mussels)', never examples the dish does not hold.
 */
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  milk: 'Milk',
  egg: 'Egg',
  fish: 'Fish',
  crustacean: 'Crustacean shellfish',
  molluscs: 'Molluscs',
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

const CEREALS_CONTAINING_GLUTEN = 'Cereals containing gluten';
/** What a food certified gluten-free may still be (`Food.glutenFreeCereal`). */
const CERTIFIED_CEREALS: ReadonlySet<string> = new Set(['oats']);

/** The cereals that carry gluten without wheat, as a food's id names them. */
const GLUTEN_CEREALS = ['oats', 'barley', 'rye', 'spelt'] as const;
const cerealOf = (food: Food) => GLUTEN_CEREALS.find((c) => food.id.includes(c.replace(/s$/, ''))) ?? 'barley, rye';

/** The classes whose label names the dish's own foods that carry them: 'Molluscs (mussels)'. */
const NAMES_ITS_FOODS: ReadonlySet<Allergen> = new Set(['molluscs']);

const namesOf = (foods: readonly Food[]) => [...new Set(foods.map((food) => food.plural ?? food.name))];
const listed = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * How the dish declares cereals containing gluten: 'Wheat/gluten' with wheat in it; oats, barley
 * and rye, which carry gluten without wheat, as the allergen lists name them, 'Cereals containing
 * gluten (oats)'; else gluten a bought product may hide (stock, curry powder) as possible, naming
 * it, 'Cereals containing gluten (may be in the beef stock)'; else oats certified gluten-free,
 * which the EU list still names and a few coeliacs react to, 'Oats (certified gluten-free)'.
 */
function glutenOf(foods: readonly Food[]): string[] {
  const wheat = foods.some((food) => food.allergens.includes('wheat'));
  const cereals = new Set(foods.filter((food) => food.diet.gluten && !food.allergens.includes('wheat')).map(cerealOf));
  const hiding = foods.filter((food) => food.diet.mayContainGluten);
  const certified = new Set(
    foods.flatMap((food) =>
      food.glutenFreeCereal && !cereals.has(food.glutenFreeCereal) ? [food.glutenFreeCereal] : [],
    ),
  );
  return [
    ...(wheat ? [ALLERGEN_LABELS.wheat] : []),
    // Oat milk beside the bread of a French toast: the oats are named too, as the EU list names them.
    ...(cereals.size > 0 ? [`${CEREALS_CONTAINING_GLUTEN} (${[...cereals].join(', ')})`] : []),
    ...(!wheat && cereals.size === 0 && hiding.length > 0
      ? [`${CEREALS_CONTAINING_GLUTEN} (may be in the ${namesOf(hiding).join(' or the ')})`]
      : []),
    // Certified oats are still named, whatever else the dish declares: a kedgeree's gluten-free oat milk.
    ...(certified.size > 0
      ? [`${listed([...certified]).replace(/^./, (c) => c.toUpperCase())} (certified gluten-free)`]
      : []),
  ];
}

/**
 * Declared allergens of a set of foods, in the fixed label order, cereals containing gluten as
 * `glutenOf` says. An allergen only some brands of a food carry is declared as possible, with the
 * food: 'Lupin (may be in the gluten-free flour blend)'.
 */
export function allergensOf(foods: readonly Food[]): string[] {
  const present = new Set<string>();
  for (const food of foods) for (const allergen of food.allergens) present.add(ALLERGEN_LABELS[allergen]);
  const gluten = glutenOf(foods);
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
  return (Object.entries(ALLERGEN_LABELS) as Array<[Allergen, string]>).flatMap(([allergen, label]) => {
    if (allergen === 'wheat') return gluten;
    if (present.has(label)) {
      if (!NAMES_ITS_FOODS.has(allergen)) return [label];
      return [`${label} (${listed(namesOf(foods.filter((food) => food.allergens.includes(allergen))))})`];
    }
    const where = possible.get(label);
    return where ? [`${label} (may be in the ${where.join(' or the ')})`] : [];
  });
}

/**
 * The class an allergen label declares, without what it names in brackets: 'Lupin (may be in
 * ...)' is 'Lupin', 'Molluscs (mussels)' is 'Molluscs'. Oats certified gluten-free are of the
 * cereals containing gluten, as the EU list has them: 'Oats (certified gluten-free)' and
 * 'Cereals containing gluten (oats)' declare one class.
 */
export function allergenClass(label: string): string {
  const head = label.replace(/ \(.*\)$/, '');
  return CERTIFIED_CEREALS.has(head.toLowerCase()) ? CEREALS_CONTAINING_GLUTEN : head;
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
