import { KITCHEN_UNITS, type KitchenUnit, type RecipeType, type Theme, type WizardClass } from '@feastforge/domain';

/**
 * The knowledge base's types. Foods and base recipes are data in this package, typed and reviewed
 * like code; the engine (conjure) and the checker (checkRecipe) read only these.
 */

/**
 * The allergen classes the app declares: the union of the EU's 14 (Regulation 1169/2011, Annex II)
 * and the US's 9 major allergens (FALCPA and the FASTER Act). 'wheat' stands for the EU's cereals
 * containing gluten too (barley, rye and oats are declared under it, see analysis.ts); 'sulphites'
 * is sulphur dioxide and sulphites above 10 mg/kg (wine, wine vinegars, sulphured dried fruit).
 */
export type Allergen =
  | 'milk'
  | 'egg'
  | 'fish'
  | 'crustacean'
  | 'molluscs'
  | 'tree-nuts'
  | 'peanuts'
  | 'wheat'
  | 'soy'
  | 'sesame'
  | 'celery'
  | 'mustard'
  | 'sulphites'
  | 'lupin';

/** Units a quantity may be written in: the domain's, so the recipe page rescales the same ones. */
export const UNITS = KITCHEN_UNITS;
export type Unit = KitchenUnit;

/**
 * What a food is, for dietary rules. `animal` is any animal-derived food (meat, fish, dairy, egg,
 * honey, gelatin); vegan excludes all of them.
 */
export interface DietFacts {
  meat?: boolean;
  fish?: boolean;
  shellfish?: boolean;
  dairy?: boolean;
  egg?: boolean;
  gluten?: boolean;
  animal?: boolean;
  /** A product of slaughter that is not meat itself (gelatin): not vegetarian, not pescatarian. */
  slaughter?: boolean;
  /**
   * A cheese set with rennet, which is animal rennet (from calves' stomachs) unless the label says
   * otherwise: parmesan and Gruyère always, feta or cheddar often. Not vegetarian; pescatarian
   * allows it (see docs/knowledge-base.md). Its vegetarian variant is made without animal rennet.
   */
  rennet?: boolean;
  /**
   * Where gluten hides in the bought product, when it often does though the food itself has none,
   * as a clause of the swap's note: 'many stock cubes and bought stocks contain wheat or barley'.
   * Not gluten-free; its gluten-free variant is the product labelled so.
   */
  mayContainGluten?: string;
  /**
   * Where milk hides in the bought product, when many makers use it though the food needs none, as
   * a clause of the swap's note: 'many challahs are made with milk or butter'. Not dairy-free; its
   * dairy-free variant is the one labelled so.
   */
  mayContainDairy?: string;
}

export interface Food {
  /** kebab-case id, used by recipes and substitutions. */
  id: string;
  /** Singular display name as a cook would write it: 'lamb shank', 'red onion'. */
  name: string;
  /** Plural when it is not name + 's': 'tomatoes', 'leaves'. */
  plural?: string;
  /** Per 100 g of the edible portion, as used in the recipe: raw unless the name says otherwise. */
  per100g: { kcal: number; protein: number; carbs: number; fat: number };
  /**
   * The share of the weight as bought and measured that is eaten (1 when absent): USDA's 100 −
   * refuse % for food bought on the bone or in the shell (a whole chicken 0.68), 0 for an aromatic
   * that flavours the pot and is lifted or strained out (a bay leaf, a cinnamon stick, a tea bag).
   * `grams` weighs the food as bought; nutrition counts only this share.
   */
  edible?: number;
  /** USDA FoodData Central id the figures come from, when known for certain. */
  fdcId?: number;
  /** Grams of this food per unit it is measured in, e.g. { piece: 50 } for an egg, { cup: 240 } for milk. 'g' needs no entry. */
  grams: Partial<Record<Exclude<Unit, 'g'>, number>>;
  allergens: Allergen[];
  /**
   * Allergens many brands of the product carry and others do not, so only its label can say (lupin
   * or soy flour in a gluten-free blend, almond or cashew in a plant-based butter). The recipe
   * declares each as something the food may contain, and the food's line says to check the label.
   */
  mayContain?: Allergen[];
  /**
   * A cereal of the EU's gluten list grown and milled apart so that it is certified gluten-free
   * (oats): it meets a gluten-free diet, and the recipe still declares it by name, as the list
   * asks and as the few coeliacs who react to oats need: 'Oats (certified gluten-free)'.
   */
  glutenFreeCereal?: 'oats';
  diet: DietFacts;
  /** Counted in whole (or half) pieces when scaled: eggs, onions, lemons. */
  countable?: boolean;
  /** Bought and used whole (a clove, a tea bag, a tortilla): never halved when scaled. */
  whole?: boolean;
  /** What to look for when buying it, written in its ingredient line: 'made without animal rennet'. */
  label?: string;
  /**
   * Grams on the label of the can, where `grams.can` is what it gives drained (chickpeas and beans:
   * a 400 g can, about 240 g drained). The line says both; the shopping list buys by the drained grams.
   */
  canNet?: number;
  /** A solid a cook weighs (butter, flour, hard and grated cheese): never written by the spoon alone. */
  weighed?: boolean;
  /** Grams in a centimetre of a root cut by the piece (ginger, about 5 g): small weights say the piece. */
  gramsPerCm?: number;
}

export type Difficulty = 'Easy' | 'Medium' | 'Hard';

export interface RecipeIngredient {
  /** A food id. */
  food: string;
  /** Quantity for the recipe's base servings. */
  qty: number;
  unit: Unit;
  /** How it is prepared: 'finely chopped', 'at room temperature'. */
  prep?: string;
  /**
   * The share of the ingredient strained or lifted out before serving in this dish (the rice of a
   * horchata, left in the cloth; 1 for an onion that flavours a poaching milk and is strained out
   * whole): nutrition does not count it.
   */
  discarded?: number;
  /**
   * Cooked whole (a roast chicken, an eggplant charred over a flame): never halved, and the dish is
   * not offered to a party the whole pieces would be far too many or too few for.
   */
  whole?: boolean;
  /**
   * Brushed on as a glaze or wash (a beaten egg on pastry): the cook uses what the surface takes
   * and leaves the rest, so a whole one is bought however small the party and it never limits it.
   */
  wash?: boolean;
}

/** Affinity 1 (fits) to 3 (signature dish of that biome or class); absent means neutral. */
export type Affinity = 1 | 2 | 3;

export interface BaseRecipe {
  /** kebab-case id. */
  id: string;
  /** The real dish, as a cook would call it: 'Braised lamb shanks'. */
  dish: string;
  type: RecipeType;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  difficulty: Difficulty;
  ingredients: RecipeIngredient[];
  /**
   * Numbered steps, without numbers. Every ingredient is named in the steps as `{food-id}`; the
   * engine writes the (possibly substituted) food's name there, so the wording follows a swap.
   */
  steps: string[];
  biomes: Partial<Record<Theme, Affinity>>;
  classes: Partial<Record<WizardClass, Affinity>>;
  /**
   * Free-form tags the engine and substitutions use: 'baking' (egg → flax egg only in baking), 'stew',
   * 'seafood', ...; 'raw-egg' (egg left raw or barely cooked: coddled, mousse) and 'runny-egg' (yolks
   * served soft) make the notes warn those who should not eat it.
   */
  tags: string[];
  /**
   * The largest party the dish is offered to, where its vessels stop scaling: braised shanks on the
   * bone fill three Dutch ovens, as many as one oven holds, at twelve. Absent means every party size.
   */
  largestParty?: number;
  /**
   * How the dish keeps, in its own words, where the rule from its foods (engine/keeping.ts) would
   * not say it right: bakes kept in a tin, a cold brew that keeps a week. Must keep a perishable
   * food in the fridge.
   */
  keeps?: string;
}

/** A dietary need as the wizard names it. */
export type { Dietary } from '@feastforge/domain';
