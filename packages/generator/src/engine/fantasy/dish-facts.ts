import type { RecipeType } from '@feastforge/domain';
import type { Difficulty, Food } from '../../knowledge/types.ts';
import { TRIMMED_PRODUCE, VEGETABLE, VEGETABLE_PRODUCT } from '../../knowledge/produce.ts';

/**
 * What a dish really is, read from its base recipe (type, tags, steps) and the foods it is made
 * with after any swap. A description or a piece of advice that says something of the dish names
 * the facts it needs (`Phrase`), and is chosen only for a dish that has them: no 'plant-forward'
 * roast chicken, no 'eat it warm' sorbet, no campfire crème brûlée.
 */
export type DishFact =
  /** No meat, fish, shellfish or gelatin. */
  | 'meatless'
  /** Meatless, savoury, and mostly plants by weight. */
  | 'plant-forward'
  /** Cooked on heat and served hot or warm. */
  | 'hot'
  /** Cooked on heat and not served chilled or set: fire had a hand in it (a bake that cools still counts). */
  | 'fire-cooked'
  /** Served cold: chilled, frozen or poured over ice. */
  | 'chilled'
  /** Neither a dessert nor a sweet bake or drink. */
  | 'savoury'
  /** Saffron goes in. */
  | 'saffron'
  /** Mushrooms go in. */
  | 'mushrooms'
  /** Warm spices go in (cinnamon, cumin, cardamom, cloves, chilli...). */
  | 'spiced'
  /** Cooked in a pan, pot or over a grill, never in an oven: it could be cooked over a campfire. */
  | 'over-fire'
  /**
   * Aromatic vegetables or herbs (onion, carrot, celery, leek, parsley stalks) are peeled or trimmed
   * in quantity, at least 25 g a serving, so their ends and peelings are worth a stock pot.
   */
  | 'trimmings'
  /** Vegetables are the body of the dish (two or more, 40% of its weight), so one may stand in for another. */
  | 'vegetables'
  /** A hot stew, soup, curry or braise, which reheats well. */
  | 'reheats'
  /** Packs and travels (the base recipe says portable). */
  | 'portable'
  /** Put in the middle of the table for everyone to help themselves. */
  | 'shareable'
  /** A sweet dish: a dessert, a sweet bake or a sweet drink. */
  | 'sweet'
  /** A filling plate of food, not a drink or a nibble. */
  | 'filling'
  /** Eaten from a bowl: soup, stew, curry, porridge, noodles, rice, salad. */
  | 'bowl'
  /** Eaten in the hand: wraps, tacos, skewers, buns. */
  | 'handheld'
  /** Fresh herbs go in. */
  | 'herbs'
  /** Mushrooms, berries, nuts or wild greens: what a forager finds. */
  | 'foraged'
  /** Not a hard dish. */
  | 'simple';

/** What the facts are read from: the base recipe and the foods actually in the pot. */
export interface DishFactsInput {
  type: RecipeType;
  tags: readonly string[];
  steps: readonly string[];
  difficulty: Difficulty;
  /** The servings the foods' grams make. */
  servings: number;
  foods: ReadonlyArray<{ food: Food; grams: number }>;
}

const HEAT =
  /\b(oven|bake[sd]?|roast|simmer|boil|fry|fried|sauté|saute|grill|griddle|toast|sear|heat|cook|poach|braise|steam)\w*/i;
/** The dish ends cold or cooled: chilled, frozen, over ice, left to set or cool. */
const ENDS_COLD =
  /\b(chill(?!i)|refrigerat|fridge|freez|frozen|over ice|ice cubes?|serve cold|cold glasses|room temperature|completely cool|cool place|cool at least|until set)\w*/i;
const COLD_TAGS = new Set([
  'cold',
  'chilled',
  'frozen',
  'no-cook',
  'smoothie',
  'smoothie-bowl',
  'milkshake',
  'agua-fresca',
  'salad',
]);
/** Eaten at room temperature however it was cooked: bakes that keep, dips, what travels. */
const ROOM_TEMPERATURE = new Set([
  'baking',
  'cake',
  'cookies',
  'bars',
  'loaf',
  'bread',
  'muffins',
  'portable',
  'dip',
  'dried',
]);
/** Tags of a dish served cold to the mouth; a salad is only cool, and says so in its steps if chilled. */
const CHILLED_TAGS = new Set(['cold', 'chilled', 'frozen', 'smoothie', 'smoothie-bowl', 'milkshake', 'agua-fresca']);
/** How the last steps of a dish served cold read. */
const ENDS_CHILLED = /\b(chill|refrigerat|fridge|freez|frozen|ice\b(?![\s-]*cream)|serve cold|very cold|cold glasses)/i;
const SPICE =
  /\b(cinnamon|cumin|cardamom|cloves?|star anise|nutmeg|allspice|coriander seeds?|garam masala|curry|chil(?:l|e|i)|cayenne|chipotle|paprika|turmeric|ginger|saffron|sumac|za'atar|ras el hanout|five-spice|peppercorns?)\b/i;
const OVER_FIRE = /\b(pan|skillet|pot|saucepan|grill|griddle|wok|barbecue|casserole)\b/i;
const REHEATS = new Set(['stew', 'soup', 'curry', 'braise', 'slow-cooked', 'lentils', 'beans', 'one-pot']);
const SHAREABLE = new Set(['sharing', 'shareable', 'party', 'tapas', 'mezze', 'dip', 'finger-food']);
const SWEET = new Set(['sweet', 'treat', 'chocolate', 'cake', 'pudding', 'cookies', 'bars', 'muffins']);
const BOWL = new Set([
  'soup',
  'stew',
  'curry',
  'porridge',
  'noodles',
  'rice',
  'salad',
  'pasta',
  'oats',
  'smoothie-bowl',
  'braise',
  'lentils',
]);
const HANDHELD = new Set([
  'wraps',
  'tacos',
  'skewers',
  'finger-food',
  'street-food',
  'rolls',
  'canape',
  'toast',
  'flatbread',
]);
/** Grams a serving of stock produce must reach for its trimmings to be worth keeping. */
const STOCK_GRAMS_PER_SERVING = 25;
/** The share of the dish's weight vegetables make when they are its body. */
const VEGETABLE_BODY = 0.4;
const HERB = /\b(parsley|cilantro|coriander|thyme|rosemary|mint|basil|dill|sage|oregano|tarragon|chives?)\b/i;
const FORAGED =
  /\b(mushrooms?|shiitake|porcini|chanterelles?|berr(?:y|ies)|strawberr\w*|raspberr\w*|blueberr\w*|blackberr\w*|walnuts?|hazelnuts?|chestnuts?|almonds?|pecans?|nettles?|wild garlic)\b/i;
const PLANT_EXCLUDED = new Set(['water', 'ice', 'salt']);

const isFlesh = (food: Food) => Boolean(food.diet.meat || food.diet.fish || food.diet.shellfish || food.diet.slaughter);

/**
 * The facts a dish has.
 *
 * @example
 * dishFacts({ type: 'dessert', tags: ['frozen'], steps: ['Freeze until firm.'], difficulty: 'Easy', servings: 4, foods })
 * // Set { 'meatless', 'sweet', 'simple' }
 */
export function dishFacts(input: DishFactsInput): ReadonlySet<DishFact> {
  const facts = new Set<DishFact>();
  const tags = new Set(input.tags);
  const has = (set: ReadonlySet<string>) => input.tags.some((t) => set.has(t));
  const steps = input.steps.join(' ');
  const foods = input.foods.map((f) => f.food);
  const cooked = HEAT.test(steps);
  const cold = has(COLD_TAGS) || input.steps.slice(-2).some((step) => ENDS_COLD.test(step));
  const hot = cooked && !cold && !has(ROOM_TEMPERATURE);
  const sweet = input.type === 'dessert' || has(SWEET);
  const chilled = has(CHILLED_TAGS) || input.steps.slice(-2).some((step) => ENDS_CHILLED.test(step));
  const weighed = input.foods.filter((f) => !PLANT_EXCLUDED.has(f.food.id));
  const total = weighed.reduce((sum, f) => sum + f.grams, 0);
  const plain = weighed.filter((f) => !isFlesh(f.food) && !VEGETABLE_PRODUCT.test(f.food.name));
  const stockGrams = plain.filter((f) => TRIMMED_PRODUCE.test(f.food.name)).reduce((sum, f) => sum + f.grams, 0);
  const vegetables = plain.filter((f) => VEGETABLE.test(f.food.name));
  const vegetableGrams = vegetables.reduce((sum, f) => sum + f.grams, 0);
  const animal = weighed.filter((f) => f.food.diet.animal).reduce((sum, f) => sum + f.grams, 0);

  if (!foods.some(isFlesh)) facts.add('meatless');
  if (facts.has('meatless') && !sweet && input.type !== 'elixir' && animal < total * 0.25) facts.add('plant-forward');
  if (hot) facts.add('hot');
  if (cooked && !cold && !chilled) facts.add('fire-cooked');
  if (chilled) facts.add('chilled');
  if (!sweet && input.type !== 'elixir') facts.add('savoury');
  if (foods.some((f) => /\bsaffron\b/i.test(f.name))) facts.add('saffron');
  if (foods.some((f) => /\bmushrooms?\b|shiitake|porcini|chanterelle/i.test(f.name))) facts.add('mushrooms');
  if (foods.some((f) => SPICE.test(f.name))) facts.add('spiced');
  if (hot && OVER_FIRE.test(steps) && !/\boven\b/i.test(steps)) facts.add('over-fire');
  if (!sweet && stockGrams >= STOCK_GRAMS_PER_SERVING * input.servings) facts.add('trimmings');
  if (!sweet && vegetables.length >= 2 && vegetableGrams >= total * VEGETABLE_BODY) facts.add('vegetables');
  if (hot && has(REHEATS)) facts.add('reheats');
  if (tags.has('portable')) facts.add('portable');
  if (has(SHAREABLE)) facts.add('shareable');
  if (sweet) facts.add('sweet');
  if (['main', 'breakfast'].includes(input.type) || tags.has('hearty')) facts.add('filling');
  if (has(BOWL)) facts.add('bowl');
  if (has(HANDHELD)) facts.add('handheld');
  if (foods.some((f) => HERB.test(f.name))) facts.add('herbs');
  if (foods.some((f) => FORAGED.test(f.name))) facts.add('foraged');
  if (input.difficulty !== 'Hard') facts.add('simple');
  return facts;
}

/** A phrase a lexicon offers: plain words fit every dish; `needs` names the facts it claims. */
export type Phrase = string | { text: string; needs: readonly DishFact[] };

/** The words of the phrases a dish has every needed fact for. */
export function fitting(phrases: readonly Phrase[], facts: ReadonlySet<DishFact>): string[] {
  return phrases.flatMap((p) => (typeof p === 'string' ? [p] : p.needs.every((f) => facts.has(f)) ? [p.text] : []));
}
