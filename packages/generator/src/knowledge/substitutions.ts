import type { Dietary } from '@feastforge/domain';

/**
 * Swaps that keep a dish cookable when a dietary need rules an ingredient out. Listed in order of
 * preference: the engine takes the first swap whose replacement every need of the request allows.
 * Quantities keep their unit (the swaps are volume-for-volume or piece-for-piece) times `ratio`.
 * The steps name ingredients as `{food-id}`, so their wording follows the swap.
 */
export interface Substitution {
  from: string;
  to: string;
  ratio: number;
  /** Only in dishes with one of these tags (a flax egg binds a bake; it can't be fried). */
  onlyTags?: string[];
  /** Never in dishes with one of these tags: the dish stands on the food's structure. */
  neverTags?: string[];
  /** How the dish's name says the stand-in, when the swapped food is in the name. */
  inDish?: string;
  /** Other words dishes use for the food, with what they become: { spaghetti: 'gluten-free spaghetti' }. */
  dishWords?: Readonly<Record<string, string>>;
  /** The base line's note describes the original and is dropped ('grated' parmesan, 'beaten' eggs). */
  dropNote?: boolean;
  /** Added to the chef's notes when the swap is made. */
  note: string;
}

export const SUBSTITUTIONS: readonly Substitution[] = [
  {
    from: 'butter',
    to: 'plant-butter',
    ratio: 1,
    note: 'Plant-based butter stands in for butter; it browns a little faster, so keep the heat moderate.',
  },
  { from: 'whole-milk', to: 'oat-milk', ratio: 1, note: 'Oat milk replaces dairy milk one for one.' },
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
    note: 'Soy milk replaces buttermilk; stir in a squeeze of lemon and let it stand 5 minutes to sour it.',
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
    note: 'Each egg becomes a flax egg: 1 tbsp ground flaxseed stirred into 3 tbsp water and rested 5 minutes. The bake will be a little denser.',
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
  { from: 'soy-sauce', to: 'tamari', ratio: 1, note: 'Tamari replaces soy sauce and is brewed without wheat.' },
  {
    from: 'fish-sauce',
    to: 'tamari',
    ratio: 1,
    note: 'Tamari replaces fish sauce; add a squeeze of lime for its brightness.',
  },
  { from: 'rolled-oats', to: 'gluten-free-rolled-oats', ratio: 1, note: 'Use oats certified gluten-free.' },
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
    note: 'Vegetable stock replaces beef stock; a spoonful of tomato paste browned with the vegetables deepens it.',
  },
  { from: 'fish-stock', to: 'vegetable-stock', ratio: 1, note: 'Vegetable stock replaces fish stock.' },
];

/** Needs a swap can satisfy are checked by the engine's diet rules, not listed here. */
export type { Dietary };
