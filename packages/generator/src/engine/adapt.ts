import { DIETARY_OPTIONS, type Dietary } from '@feastforge/domain';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { SUBSTITUTIONS, type Substitution, type SwapAddition } from '../knowledge/substitutions.ts';
import type { BaseRecipe, Food, RecipeIngredient } from '../knowledge/types.ts';
import { allergenClass, allergensOf } from './analysis.ts';
import { allows, brokenNeeds } from './diet.ts';
import { gramsOf, type Quantity } from './quantities.ts';

export interface AdaptedIngredient extends Omit<RecipeIngredient, 'food'> {
  food: Food;
  /** The food the base recipe names, when a swap replaced it. */
  swappedFrom?: Food;
  /**
   * The base recipe's food whose swap brought this (the buttermilk, for the lemon juice that sours
   * the soy milk standing in for it): a line of its own, which templates name as
   * `{buttermilk+lemon-juice}`.
   */
  addedFor?: string;
  /** Made in a step from what its swap adds (flax eggs): named in the steps, not listed. */
  madeInSteps?: boolean;
}

export interface AdaptedRecipe {
  recipe: BaseRecipe;
  /** The dish's name, saying what stands in for a swapped signature ingredient. */
  dish: string;
  ingredients: AdaptedIngredient[];
  swapNotes: string[];
  /** Steps the swaps need, as templates, before the recipe's own (making the flax eggs). */
  swapSteps: string[];
}

interface Rename {
  from: Food;
  to: string;
  /** Other words a dish uses for the food, with what they become ('spaghetti'). */
  also: Readonly<Record<string, string>>;
  /** The same food bought by its label: renamed only where named in full or by `also`. */
  labelled: boolean;
}

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`Unknown food '${id}'`);
  return found;
}

/** What the base recipe already is: the allergens it declares and the diets it meets as written. */
interface BaseFacts {
  allergens: ReadonlySet<string>;
  meets: readonly Dietary[];
}

const BASE_FACTS = new WeakMap<BaseRecipe, BaseFacts>();
/** An allergen declared as possible, with the food it may be in. */
const POSSIBLE = /\(may be in /;

/** Read once per dish: every set of needs it is adapted for starts from the same recipe. */
function baseFacts(recipe: BaseRecipe): BaseFacts {
  let facts = BASE_FACTS.get(recipe);
  if (!facts) {
    const foods = recipe.ingredients.map((i) => food(i.food));
    facts = {
      // What the dish surely holds: gluten that may hide in its curry powder is no licence to add oats.
      allergens: new Set(
        allergensOf(foods)
          .filter((label) => !POSSIBLE.test(label))
          .map(allergenClass),
      ),
      meets: DIETARY_OPTIONS.filter((need) => foods.every((f) => allows(need, f))),
    };
    BASE_FACTS.set(recipe, facts);
  }
  return facts;
}

/** What a swap brings into a dish: its foods, and the allergen classes they declare. */
interface Brought {
  foods: readonly Food[];
  allergens: readonly string[];
}
const BROUGHT = new WeakMap<Substitution, Brought>();
const CERTIFIED = /\(certified gluten-free\)$/;
/** What breaking a diet the dish met costs against one allergen added (oat milk in a gluten-free kedgeree). */
const DIET_COST = 2;

function broughtBy(swap: Substitution): Brought {
  let brought = BROUGHT.get(swap);
  if (!brought) {
    const foods = [food(swap.to), ...(swap.adds ?? []).map((a) => food(a.food))];
    // Oats certified gluten-free are declared, but take nothing from a dish a coeliac could eat: the
    // gluten-free oat milk costs a kedgeree made dairy-free less than oat milk or soy milk.
    const declared = allergensOf(foods).filter((label) => !CERTIFIED.test(label));
    brought = { foods, allergens: [...new Set(declared.map(allergenClass))] };
    BROUGHT.set(swap, brought);
  }
  return brought;
}

/**
 * What a swap would take from the dish beyond the need it is made for: each allergen class it
 * brings that the base recipe does not declare, and, twice over, each diet the base recipe met
 * that it breaks (oat milk in a kedgeree that was gluten-free by nature).
 */
function swapCost(swap: Substitution, base: BaseFacts): number {
  const brought = broughtBy(swap);
  const allergens = brought.allergens.filter((a) => !base.allergens.has(a)).length;
  const diets = base.meets.filter((need) => brought.foods.some((f) => !allows(need, f))).length;
  // A diet the dish met is a promise to whoever chose it; an allergen added is declared.
  return allergens + DIET_COST * diets;
}

/**
 * The swap for an ingredient: among the substitutions that suit the dish's tags and every need,
 * the one that costs the dish least (`swapCost`), the first listed among equals.
 */
function chooseSwap(
  recipe: BaseRecipe,
  original: Food,
  dietary: readonly Dietary[],
  base: BaseFacts,
): Substitution | undefined {
  const fitting = SUBSTITUTIONS.filter(
    (s) =>
      s.from === original.id &&
      (!s.onlyTags || s.onlyTags.some((tag) => recipe.tags.includes(tag))) &&
      !s.neverTags?.some((tag) => recipe.tags.includes(tag)) &&
      [s.to, ...(s.adds ?? []).map((a) => a.food)].every((id) => brokenNeeds(food(id), dietary).length === 0),
  );
  let best: { swap: Substitution; cost: number } | undefined;
  for (const swap of fitting) {
    const cost = swapCost(swap, base);
    if (!best || cost < best.cost) best = { swap, cost };
  }
  return best?.swap;
}

/** An addition's amount for the stand-in's: 1 tbsp lemon juice per cup of soy milk. */
function additionFor(addition: SwapAddition, from: Food, standIn: Food, amount: Quantity): AdaptedIngredient {
  const qty = (addition.qty * gramsOf(standIn, amount)) / gramsOf(standIn, addition.per);
  return { food: food(addition.food), qty, unit: addition.unit, prep: addition.prep, addedFor: from.id };
}

/**
 * The key templates name an ingredient by: the base recipe's food id (the food a swap replaced),
 * or `from+food` for what a swap added, so it never merges with a line of the same food.
 */
export function templateKey(ingredient: AdaptedIngredient): string {
  if (ingredient.addedFor) return `${ingredient.addedFor}+${ingredient.food.id}`;
  return (ingredient.swappedFrom ?? ingredient.food).id;
}

/**
 * The recipe made fit for the dietary needs: every food allowed as is, or swapped by the
 * substitution that suits all needs and costs the dish least (it adds no allergen and breaks no
 * diet the dish met when another stand-in can avoid it), with what the stand-in needs added.
 * Null when some ingredient has no such swap; the rule is never bent.
 */
export function adaptRecipe(recipe: BaseRecipe, dietary: readonly Dietary[]): AdaptedRecipe | null {
  const ingredients: AdaptedIngredient[] = [];
  const additions: AdaptedIngredient[] = [];
  const swapNotes: string[] = [];
  const swapSteps: string[] = [];
  const renames: Rename[] = [];
  const base = baseFacts(recipe);
  for (const ingredient of recipe.ingredients) {
    const original = food(ingredient.food);
    if (brokenNeeds(original, dietary).length === 0) {
      ingredients.push({ ...ingredient, food: original });
      continue;
    }
    const swap = chooseSwap(recipe, original, dietary, base);
    if (!swap) return null;
    const { prep, ...rest } = ingredient;
    const standIn = food(swap.to);
    const swapped = { ...rest, qty: ingredient.qty * swap.ratio, unit: swap.unit ?? rest.unit };
    const standInPrep = swap.prep ?? (swap.dropNote ? undefined : prep);
    ingredients.push({
      ...swapped,
      ...(standInPrep ? { prep: standInPrep } : {}),
      food: standIn,
      swappedFrom: original,
      ...(swap.madeInSteps ? { madeInSteps: true } : {}),
    });
    for (const addition of swap.adds ?? []) additions.push(additionFor(addition, original, standIn, swapped));
    swapNotes.push(noteFor(swap, recipe));
    if (swap.step && !swapSteps.includes(swap.step)) swapSteps.push(swap.step);
    renames.push({
      from: original,
      to: swap.inDish ?? standIn.name,
      also: swap.dishWords ?? {},
      labelled: swap.labelled === true,
    });
  }
  ingredients.push(...additions);
  return { recipe, dish: honestDish(recipe.dish, ingredients, renames), ingredients, swapNotes, swapSteps };
}

/** A swap's note with the first of its tips the dish has the foods for: a food it names is one the list buys. */
function noteFor(swap: Substitution, recipe: BaseRecipe): string {
  const has = new Set(recipe.ingredients.map((i) => i.food));
  const tip = swap.tips?.find((t) => (t.needs ?? []).every((id) => has.has(id)));
  return tip ? `${swap.note.replace(/\.$/, '')}; ${tip.text}.` : swap.note;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The dish named for what is in it: 'Buttermilk pancakes' made dairy-free become 'Soured soy milk
 * pancakes'. A swapped food is looked for by its name, then by its head noun when the stand-in
 * shares it ('dry pasta' → 'gluten-free pasta' renames 'pasta'), then by the other words dishes use
 * for it ('spaghetti'); words inside a kept ingredient's name ('peanut butter') are not the swapped food.
 */
function honestDish(dish: string, ingredients: readonly AdaptedIngredient[], renames: readonly Rename[]): string {
  const kept = ingredients.filter((i) => !i.swappedFrom && !i.addedFor).map((i) => i.food.name.toLowerCase());
  let named = dish;
  for (const { from, to: stand, also, labelled } of renames) {
    // A stand-in that shares the food's head noun renames what the dish calls it: 'pasta' in
    // 'gluten-free pasta', longest first; not when it is the same food bought by its label ('Chana
    // masala' is a dish, not the gluten-free garam masala in it).
    const head = from.name.split(' ').at(-1) ?? from.name;
    const standWords = stand.split(' ');
    const tails =
      !labelled && stand.endsWith(` ${head}`)
        ? standWords.slice(1).map((_, i) => standWords.slice(i + 1).join(' '))
        : [];
    const words = [from.name, ...tails, ...Object.keys(also)];
    for (const word of words) {
      const to = also[word] ?? stand;
      const pattern = new RegExp(`\\b${escape(word)}\\b`, 'i');
      const masked = kept.reduce(
        (text, name) =>
          name.includes(word.toLowerCase())
            ? text.replace(new RegExp(escape(name), 'ig'), (m) => '…'.repeat(m.length))
            : text,
        named,
      );
      const match = pattern.exec(masked);
      if (!match) continue;
      const replacement = match.index === 0 ? to.charAt(0).toUpperCase() + to.slice(1) : to;
      named = named.slice(0, match.index) + replacement + named.slice(match.index + match[0].length);
      break;
    }
  }
  return named;
}
