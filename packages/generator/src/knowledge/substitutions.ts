import type { Dietary } from '@feastforge/domain';
import { FOODS } from './foods/index.ts';
import { dairyFreeVariantId, glutenFreeVariantId, vegetarianVariantId } from './foods/variants.ts';
import type { Food, Unit } from './types.ts';

/** Something a stand-in needs that the food it replaces did not: the lemon juice that sours soy milk. */
export interface SwapAddition {
  /** A food id, added as a line of its own, named in templates as `{from+food}`. */
  food: string;
  /** How much of it goes with each `per` of the stand-in: 1 tbsp lemon juice per cup of soy milk. */
  qty: number;
  unit: Unit;
  per: { qty: number; unit: Unit };
  /** What it is for, in its line: 'to sour the soy milk'. */
  prep: string;
}

/** A clause of advice a swap's note ends with, for a dish with every food of `needs` (any dish without). */
export interface SwapTip {
  needs?: readonly string[];
  text: string;
}

/**
 * Swaps that keep a dish cookable when a dietary need rules an ingredient out. Listed in order of
 * preference: among the swaps whose replacement every need of the request allows, the engine takes
 * the one that adds the fewest allergens and breaks the fewest diets the dish met, the first listed
 * among equals (engine/adapt.ts).
 * Quantities keep their unit (the swaps are volume-for-volume or piece-for-piece) times `ratio`.
 * The steps name ingredients as `{food-id}`, so their wording follows the swap.
 */
export interface Substitution {
  from: string;
  to: string;
  ratio: number;
  /**
   * The unit the stand-in is measured in, when it is not the food's: each unit of the food becomes
   * `ratio` of this (an anchovy fillet, 1 tsp of capers).
   */
  unit?: Unit;
  /** The stand-in's note in its line, in place of the food's ('rinsed and finely chopped'). */
  prep?: string;
  /** Only in dishes with one of these tags (a flax egg binds a bake; it can't be fried). */
  onlyTags?: string[];
  /** Never in dishes with one of these tags: the dish stands on the food's structure. */
  neverTags?: string[];
  /** How the dish's name says the stand-in, when the swapped food is in the name. */
  inDish?: string;
  /** Other words dishes use for the food, with what they become: { spaghetti: 'gluten-free spaghetti' }. */
  dishWords?: Readonly<Record<string, string>>;
  /**
   * The stand-in is the same food bought by its label (vegetarian feta, gluten-free garam masala):
   * the dish's name changes only where it names the food in full or by `dishWords`, so 'Chana
   * masala' keeps its name.
   */
  labelled?: boolean;
  /** The base line's note describes the original and is dropped ('grated' parmesan, 'beaten' eggs). */
  dropNote?: boolean;
  /** Added to the chef's notes when the swap is made. */
  note: string;
  /**
   * Advice added to the note, the first whose foods the dish has: a tip that names a food says it
   * only to a dish that uses it, and puts it to any other as an option ('if you have ...'), so a
   * note never sends the cook for what the list does not buy (checker/check-notes.ts).
   */
  tips?: readonly SwapTip[];
  /**
   * The stand-in is made in the swap's step from what it adds (a flax egg from ground flaxseed and
   * water): the steps name it, the ingredient list gives what it is made from.
   */
  madeInSteps?: boolean;
  /** Ingredients the stand-in needs, scaled with it: the swap brings them. */
  adds?: readonly SwapAddition[];
  /**
   * A step the stand-in needs, put before the recipe's steps: a template (see engine/text.ts) that
   * names the swapped food by the base recipe's id and each addition by its own.
   */
  step?: string;
}

const WRITTEN: readonly Substitution[] = [
  {
    from: 'butter',
    to: 'plant-butter',
    ratio: 1,
    note: 'Use a plant-based butter labelled dairy-free or vegan, as some spreads contain milk; it browns a little faster, so keep the heat moderate.',
  },
  { from: 'whole-milk', to: 'oat-milk', ratio: 1, note: 'Oat milk replaces dairy milk one for one.' },
  {
    from: 'whole-milk',
    to: 'gluten-free-oat-milk',
    ratio: 1,
    note: 'Gluten-free oat milk replaces dairy milk one for one.',
  },
  {
    from: 'whole-milk',
    to: 'soy-milk',
    ratio: 1,
    inDish: 'soy milk',
    note: 'Unsweetened soy milk replaces dairy milk one for one.',
  },
  {
    from: 'buttermilk',
    to: 'soy-milk',
    ratio: 1,
    inDish: 'soured soy milk',
    note: 'Soy milk soured with lemon juice replaces buttermilk.',
    adds: [{ food: 'lemon-juice', qty: 1, unit: 'tbsp', per: { qty: 1, unit: 'cup' }, prep: 'to sour the soy milk' }],
    step: 'Stir the {buttermilk+lemon-juice} into the {buttermilk} and leave it 5 minutes to thicken and sour.',
  },
  { from: 'evaporated-milk', to: 'coconut-cream', ratio: 1, note: 'Coconut cream replaces evaporated milk.' },
  {
    from: 'heavy-cream',
    to: 'coconut-cream',
    ratio: 1,
    note: 'Coconut cream replaces dairy cream; shake the can well first.',
  },
  { from: 'sour-cream', to: 'coconut-yogurt', ratio: 1, note: 'Coconut yogurt replaces sour cream.' },
  { from: 'greek-yogurt', to: 'coconut-yogurt', ratio: 1, note: 'Coconut yogurt replaces Greek yogurt.' },
  { from: 'plain-yogurt', to: 'coconut-yogurt', ratio: 1, note: 'Coconut yogurt replaces dairy yogurt.' },
  {
    from: 'parmesan',
    to: 'nutritional-yeast',
    ratio: 0.5,
    dropNote: true,
    note: 'Nutritional yeast brings the savoury, cheesy note of parmesan.',
  },
  {
    from: 'dark-chocolate',
    to: 'dairy-free-dark-chocolate',
    ratio: 1,
    note: 'Use a dark chocolate labelled dairy-free or vegan: many dark bars contain milk fat or may contain milk.',
  },
  { from: 'mayonnaise', to: 'vegan-mayonnaise', ratio: 1, note: 'Egg-free vegan mayonnaise replaces mayonnaise.' },
  {
    from: 'egg',
    to: 'flax-egg',
    ratio: 1,
    onlyTags: ['baking'],
    neverTags: ['egg-structured'],
    dropNote: true,
    note: 'Each egg becomes a flax egg. The bake will be a little denser.',
    madeInSteps: true,
    adds: [
      { food: 'ground-flaxseed', qty: 1, unit: 'tbsp', per: { qty: 1, unit: 'piece' }, prep: 'for the flax eggs' },
      { food: 'water', qty: 45, unit: 'ml', per: { qty: 1, unit: 'piece' }, prep: 'for the flax eggs' },
    ],
    step: 'Make the {egg}: stir the {egg+ground-flaxseed} into the {egg+water} and leave 5 minutes to thicken.',
  },
  {
    // Bread soaked in a custard and fried: chickpea flour whisked into water sets in the pan as egg
    // would (2 tbsp and 3 tbsp water an egg, as vegan French toast recipes use it).
    from: 'egg',
    to: 'chickpea-batter',
    ratio: 1,
    onlyTags: ['soaked-bread'],
    dropNote: true,
    note: 'Chickpea flour whisked into water makes the batter the bread soaks in: it sets in the pan, and its beany taste cooks out.',
    madeInSteps: true,
    adds: [
      { food: 'chickpea-flour', qty: 12, unit: 'g', per: { qty: 1, unit: 'piece' }, prep: 'for the batter' },
      { food: 'water', qty: 45, unit: 'ml', per: { qty: 1, unit: 'piece' }, prep: 'for the batter' },
    ],
    step: 'Make the {egg}: whisk the {egg+chickpea-flour} into the {egg+water} until smooth, with no lumps.',
  },
  {
    from: 'anchovy-fillet',
    to: 'capers',
    ratio: 1,
    unit: 'tsp',
    prep: 'rinsed and finely chopped',
    note: 'Capers, mashed with the garlic, bring the dressing its salty, briny depth.',
  },
  {
    from: 'challah',
    to: 'sourdough-bread',
    ratio: 1,
    note: 'Day-old sourdough replaces the challah, which is made with egg: choose one made only of flour, water and salt, and give it the full soak, as it is denser.',
  },
  {
    from: 'challah',
    to: 'gluten-free-bread',
    ratio: 1,
    note: 'Thick slices of gluten-free bread replace the challah.',
  },
  {
    from: 'feta',
    to: 'plant-based-feta',
    ratio: 1,
    note: 'A plant-based feta-style block replaces the feta: most are coconut oil and starch, some are made from tofu or cashews.',
  },
  {
    from: 'queso-fresco',
    to: 'plant-based-feta',
    ratio: 1,
    // Pão de queijo is cheese bread: the cheese's melt and stretch is the dish.
    neverTags: ['cheese-bread'],
    note: 'A plant-based feta-style block, crumbled, replaces the queso fresco: most are coconut oil and starch, some are made from tofu or cashews.',
  },
  {
    from: 'cheddar',
    to: 'dairy-free-cheddar',
    ratio: 1,
    dishWords: { cheese: 'dairy-free cheese' },
    note: 'Dairy-free cheddar replaces cheddar one for one; it melts softer and browns less.',
  },
  {
    from: 'cream-cheese',
    to: 'dairy-free-cream-cheese',
    ratio: 1,
    note: 'A dairy-free cream cheese replaces cream cheese one for one; choose a plain, full-fat tub.',
  },
  {
    from: 'vanilla-ice-cream',
    to: 'dairy-free-vanilla-ice-cream',
    ratio: 1,
    note: 'A dairy-free vanilla ice cream stands in one for one.',
  },
  { from: 'honey', to: 'maple-syrup', ratio: 1, note: 'Maple syrup replaces honey.' },
  {
    from: 'all-purpose-flour',
    to: 'gluten-free-flour-blend',
    ratio: 1,
    neverTags: ['gluten-structured'],
    note: 'A gluten-free flour blend (with xanthan gum) replaces wheat flour one for one.',
  },
  {
    from: 'dry-pasta',
    to: 'gluten-free-pasta',
    ratio: 1,
    dishWords: Object.fromEntries(
      ['spaghetti', 'penne', 'linguine', 'macaroni', 'fettuccine', 'tagliatelle', 'rigatoni', 'fusilli', 'orzo'].map(
        (shape) => [shape, `gluten-free ${shape}`],
      ),
    ),
    note: 'Gluten-free pasta replaces wheat pasta; cook it 1-2 minutes less and rinse briefly if it sticks.',
  },
  { from: 'bread', to: 'gluten-free-bread', ratio: 1, note: 'Gluten-free bread replaces wheat bread.' },
  { from: 'sourdough-bread', to: 'gluten-free-bread', ratio: 1, note: 'Gluten-free bread replaces sourdough.' },
  { from: 'baguette', to: 'gluten-free-bread', ratio: 2, note: 'Gluten-free bread replaces the baguette.' },
  {
    from: 'soy-sauce',
    to: 'tamari',
    ratio: 1,
    note: 'Tamari labelled gluten-free replaces soy sauce: most is brewed without wheat, but not all.',
  },
  {
    from: 'fish-sauce',
    to: 'tamari',
    ratio: 1,
    note: 'Tamari replaces fish sauce, with lemon juice for its brightness.',
    adds: [{ food: 'lemon-juice', qty: 1, unit: 'tsp', per: { qty: 1, unit: 'tbsp' }, prep: 'to brighten the tamari' }],
    step: 'Stir the {fish-sauce+lemon-juice} into the {fish-sauce} and add them together where the steps add the {fish-sauce}.',
  },
  { from: 'rolled-oats', to: 'gluten-free-rolled-oats', ratio: 1, note: 'Use oats certified gluten-free.' },
  {
    from: 'oat-milk',
    to: 'gluten-free-oat-milk',
    ratio: 1,
    note: 'Gluten-free oat milk replaces oat milk, which is rarely gluten-free.',
  },
  {
    from: 'oat-milk',
    to: 'soy-milk',
    ratio: 1,
    inDish: 'soy milk',
    note: 'Soy milk replaces oat milk, which is rarely gluten-free.',
  },
  {
    from: 'oat-milk',
    to: 'almond-milk',
    ratio: 1,
    note: 'Almond milk replaces oat milk, which is rarely gluten-free.',
  },
  {
    from: 'flour-tortilla',
    to: 'corn-tortilla',
    ratio: 2,
    note: 'Two small corn tortillas replace each flour tortilla.',
  },
  { from: 'chicken-stock', to: 'vegetable-stock', ratio: 1, note: 'Vegetable stock replaces chicken stock.' },
  {
    from: 'beef-stock',
    to: 'vegetable-stock',
    ratio: 1,
    note: 'Vegetable stock replaces beef stock.',
    tips: [
      { needs: ['tomato-paste'], text: 'a little more of the tomato paste deepens it' },
      { text: 'if you have tomato paste, a spoonful stirred in for a minute before the stock deepens it' },
    ],
  },
  { from: 'fish-stock', to: 'vegetable-stock', ratio: 1, note: 'Vegetable stock replaces fish stock.' },
];

const FOOD = new Map<string, Food>(FOODS.map((food) => [food.id, food]));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What dishes call a food whose labelled variant must be named in the dish ('Miso soup'), by the variant. */
const VARIANT_DISH_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [vegetarianVariantId('goat-cheese')]: { "goat's cheese": "vegetarian goat's cheese" },
  [glutenFreeVariantId('white-miso')]: { miso: 'gluten-free miso' },
};

/** The swap from a food to one of its labelled variants, with the chef's note that says why. */
function variantSwap(food: Food, variant: Food, note: string): Substitution {
  return {
    from: food.id,
    to: variant.id,
    ratio: 1,
    labelled: true,
    dishWords: VARIANT_DISH_WORDS[variant.id] ?? {},
    note,
  };
}

/** The swap to a food's own labelled variant: the vegetarian cheese, the gluten-free stock. */
function toOwnVariants(food: Food): Substitution[] {
  const swaps: Substitution[] = [];
  const vegetarian = FOOD.get(vegetarianVariantId(food.id));
  if (food.diet.rennet && vegetarian)
    swaps.push(
      variantSwap(
        food,
        vegetarian,
        `${capitalised(vegetarian.name)}, made without animal rennet, replaces ${food.name}, which is usually set with calf rennet.`,
      ),
    );
  const glutenFree = FOOD.get(glutenFreeVariantId(food.id));
  if (food.diet.mayContainGluten && glutenFree)
    swaps.push(variantSwap(food, glutenFree, `Use ${glutenFree.name}: ${food.diet.mayContainGluten}.`));
  const dairyFree = FOOD.get(dairyFreeVariantId(food.id));
  if (food.diet.mayContainDairy && dairyFree?.label)
    swaps.push(variantSwap(food, dairyFree, `Buy ${food.name} ${dairyFree.label}: ${food.diet.mayContainDairy}.`));
  return swaps;
}

/**
 * A written swap, and after it the same swap to the stand-in's gluten-free variant where the
 * stand-in may hide gluten (chicken stock → gluten-free vegetable stock for a vegetarian coeliac).
 */
function withGlutenFreeStandIn(swap: Substitution): Substitution[] {
  const standIn = FOOD.get(swap.to);
  const glutenFree = FOOD.get(glutenFreeVariantId(swap.to));
  if (!standIn?.diet.mayContainGluten || !glutenFree) return [swap];
  const named = new RegExp(standIn.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  const note = swap.note.replace(named, (found) =>
    found.charAt(0) === found.charAt(0).toUpperCase() ? capitalised(glutenFree.name) : glutenFree.name,
  );
  return [swap, { ...swap, to: glutenFree.id, note }];
}

/**
 * Every swap, in order of preference: a food's own labelled variant first (it keeps the dish as
 * it is), then the written swaps, each followed by its stand-in's gluten-free variant.
 */
export const SUBSTITUTIONS: readonly Substitution[] = [
  ...FOODS.flatMap(toOwnVariants),
  ...WRITTEN.flatMap(withGlutenFreeStandIn),
];

/** Needs a swap can satisfy are checked by the engine's diet rules, not listed here. */
export type { Dietary };
