import type { Dietary } from '@feastforge/domain';
import type { Allergen, DietFacts, Food, Unit } from '../knowledge/types.ts';

/**
 * The checker's own reading of a recipe's lines against the food facts (ADR 009's reason, kept for
 * the whole checker): it reads the knowledge base as data only (allergens, nutrition per 100 g,
 * grams per unit, diet facts) and weighs, adds up and judges with rules written here, not with the
 * engine's helpers, so a helper that goes wrong is caught instead of repeated.
 */

/** Millilitres in each volume unit, as the US customary measures the cards print. */
const MILLILITRES: Partial<Record<Unit, number>> = { ml: 1, pinch: 0.31, tsp: 4.929, tbsp: 14.787, cup: 236.59 };
const VOLUMES = Object.keys(MILLILITRES) as Array<Exclude<Unit, 'g'>>;

/**
 * Grams in one `unit` of `food`: its own entry for the unit, or for a volume its density read from
 * the volume entry nearest in size (a teaspoon from the tablespoon, not from the cup: small measures
 * are heaped and levelled differently); undefined when the food is not measured so.
 *
 * @example
 * gramsIn(milk, 'tbsp') // 15.2, milk's millilitre weight times a tablespoon
 */
export function gramsIn(food: Pick<Food, 'grams'>, unit: Unit): number | undefined {
  if (unit === 'g') return 1;
  const own = food.grams[unit];
  if (own !== undefined) return own;
  const ml = MILLILITRES[unit];
  if (ml === undefined) return undefined;
  let nearest: { grams: number; ml: number; distance: number } | undefined;
  for (const from of VOLUMES) {
    const grams = food.grams[from];
    const fromMl = MILLILITRES[from];
    if (grams === undefined || fromMl === undefined) continue;
    const distance = Math.abs(Math.log(fromMl / ml));
    if (!nearest || distance < nearest.distance) nearest = { grams, ml: fromMl, distance };
  }
  return nearest && (nearest.grams / nearest.ml) * ml;
}

/** A recipe line as the checker weighs it: the food, its weight as measured, the share strained out. */
export interface WeighedLine {
  food: Food;
  grams: number;
  discarded?: number | undefined;
}

export interface NutritionReading {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/**
 * Nutrition per serving of the lines: only what is eaten counts (the edible share of what is
 * bought on the bone, none of what is strained out), each figure rounded to a whole.
 */
export function nutritionOf(lines: readonly WeighedLine[], servings: number): NutritionReading {
  let kcal = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  for (const { food, grams, discarded } of lines) {
    const eaten = (grams * (food.edible ?? 1) * (1 - (discarded ?? 0))) / 100;
    kcal += food.per100g.kcal * eaten;
    protein += food.per100g.protein * eaten;
    carbs += food.per100g.carbs * eaten;
    fat += food.per100g.fat * eaten;
  }
  const each = (total: number) => Math.round(total / servings);
  return { calories: each(kcal), protein: each(protein), carbs: each(carbs), fat: each(fat) };
}

/** How a declaration names each class, read loosely as a cook or a model may write it. */
const DECLARED: Record<Allergen, { name: string; words: RegExp }> = {
  milk: { name: 'Milk', words: /milk|dairy/i },
  egg: { name: 'Egg', words: /\beggs?\b/i },
  fish: { name: 'Fish', words: /\bfish\b/i },
  crustacean: { name: 'Crustacean shellfish', words: /crustacean|shellfish/i },
  molluscs: { name: 'Molluscs', words: /mollus/i },
  'tree-nuts': { name: 'Tree nuts', words: /tree.?nuts?|^nuts?\b/i },
  peanuts: { name: 'Peanuts', words: /peanut/i },
  // Wheat is named: 'Cereals containing gluten (oats)' does not warn of the wheat in a dish.
  wheat: { name: 'Wheat', words: /wheat/i },
  soy: { name: 'Soy', words: /\bsoy/i },
  sesame: { name: 'Sesame', words: /sesame/i },
  celery: { name: 'Celery', words: /celery/i },
  mustard: { name: 'Mustard', words: /mustard/i },
  sulphites: { name: 'Sulphites', words: /sulph|sulf/i },
  lupin: { name: 'Lupin', words: /lupin/i },
};
/** Oats, barley and rye carry gluten without wheat: the declaration must still say gluten. */
const GLUTEN = { name: 'Gluten', words: /gluten/i };
/** Oats certified gluten-free are still on the EU's list of cereals containing gluten, by name. */
const OATS = { name: 'Oats', words: /\boats?\b/i };
/** Oats, barley or rye named by a food that carries gluten without wheat: the label names the cereal. */
function cerealNamed(food: Food): { name: string; words: RegExp } | undefined {
  if (!food.diet.gluten) return undefined;
  const cereal = /\b(oat|barley|rye|spelt)s?\b/i.exec(`${food.id.replaceAll('-', ' ')} ${food.name}`)?.[1];
  return cereal ? { name: `Gluten (${cereal})`, words: new RegExp(`\\b${cereal}s?\\b`, 'i') } : undefined;
}

/**
 * The allergens the foods carry that `declared` does not name, one message each: every allergen
 * class a food's facts list, gluten from a food that has it without wheat or may hide it (a stock
 * cube with wheat in it, declared as possible), oats certified gluten-free by name, and each
 * allergen only the food's pack can tell (`Food.mayContain`).
 *
 * @example
 * undeclaredAllergens([sesameSeeds, flour], ['Wheat/gluten']) // ['Sesame is present but not declared.']
 */
export function undeclaredAllergens(foods: readonly Food[], declared: readonly string[]): string[] {
  const missing = new Map<string, string>();
  const names = (words: RegExp) => declared.some((label) => words.test(label));
  for (const food of foods) {
    const carried = food.allergens.map((a) => DECLARED[a]);
    if ((food.diet.gluten || food.diet.mayContainGluten) && !food.allergens.includes('wheat'))
      carried.push(cerealNamed(food) ?? GLUTEN);
    if (food.glutenFreeCereal) carried.push(OATS);
    // What only the pack can tell (lupin in a gluten-free blend) is declared as possible, with the food.
    for (const allergen of food.mayContain ?? []) {
      const { name, words } = DECLARED[allergen];
      carried.push({ name: `${name} (may be in the ${food.name})`, words });
    }
    for (const { name, words } of carried)
      if (!missing.has(name) && !names(words)) missing.set(name, `${name} is present but not declared.`);
  }
  return [...missing.values()];
}

/**
 * What each diet turns away: the diet facts it forbids, and the allergen classes that say the
 * same thing, read too so a food whose facts forget what its allergens say is still turned away.
 */
const FORBIDDEN = {
  vegetarian: {
    facts: ['meat', 'fish', 'shellfish', 'slaughter', 'rennet'],
    allergens: ['fish', 'crustacean', 'molluscs'],
  },
  pescatarian: { facts: ['meat', 'slaughter'], allergens: [] },
  vegan: {
    facts: ['animal', 'meat', 'fish', 'shellfish', 'dairy', 'mayContainDairy', 'egg', 'slaughter', 'rennet'],
    allergens: ['milk', 'egg', 'fish', 'crustacean', 'molluscs'],
  },
  'dairy-free': { facts: ['dairy', 'mayContainDairy'], allergens: ['milk'] },
  'gluten-free': { facts: ['gluten', 'mayContainGluten'], allergens: ['wheat'] },
  'egg-free': { facts: ['egg'], allergens: ['egg'] },
} as const satisfies Record<Dietary, { facts: ReadonlyArray<keyof DietFacts>; allergens: readonly Allergen[] }>;

/**
 * The needs of `dietary` that `food` does not meet, in the order asked.
 *
 * @example
 * unmetNeeds(bacon, ['vegetarian', 'gluten-free']) // ['vegetarian']
 */
export function unmetNeeds(food: Food, dietary: readonly Dietary[]): Dietary[] {
  return dietary.filter((need) => {
    const { facts, allergens } = FORBIDDEN[need];
    return (
      facts.some((fact) => Boolean(food.diet[fact])) ||
      allergens.some((allergen: Allergen) => food.allergens.includes(allergen))
    );
  });
}

/** Words whose plural does not take an s, as a food's last word. */
const SAME_IN_PLURAL = /(?:fish|sheep|deer|rice|salt|flour|sugar|water|milk|butter|bread|spinach|asparagus|molasses)$/i;

/**
 * A food's plural as a cook writes it: the food's own when it has one, else by English's rules on
 * its last word (a box, boxes; a berry, berries; a tomato, tomatoes; a leaf, leaves).
 */
export function pluralName(food: Pick<Food, 'name' | 'plural'>): string {
  if (food.plural) return food.plural;
  const { name } = food;
  // A name already plural ('walnuts', 'frozen peas') or the same in both ('hummus').
  if (SAME_IN_PLURAL.test(name) || /(?:[^su]s|us)$/i.test(name)) return name;
  if (/(?:s|x|z|ch|sh)$/i.test(name)) return `${name}es`;
  if (/[^aeiou]y$/i.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(?:tomato|potato|mango|echo|hero)$/i.test(name)) return `${name}es`;
  if (/(?:[^o]f|fe)$/i.test(name) && !/(?:roof|chef|beef)$/i.test(name)) return name.replace(/fe?$/i, 'ves');
  return `${name}s`;
}
