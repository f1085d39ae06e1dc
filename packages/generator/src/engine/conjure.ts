import {
  boosterForCost,
  DIETARY_OPTIONS,
  larderFoodOfIngredient,
  levelRarityBonus,
  PARTY_SIZE_MAX,
  PARTY_SIZE_MESSAGE,
  PARTY_SIZE_MIN,
  pickRarity,
  rarityOdds,
  RECIPE_TYPES,
  recipeTypeLabel,
  type Booster,
  type Dietary,
  type Rarity,
  type StepTemplates,
  type WizardChoices,
  type RecipeType,
} from '@feastforge/domain';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import type { BaseRecipe } from '../knowledge/types.ts';
import { adaptRecipe, templateKey, type AdaptedRecipe } from './adapt.ts';
import { assemble, type ConjuredRecipe } from './assemble.ts';
import { dishFacts } from './fantasy/dish-facts.ts';
import { chefsNotes, fantasyDescription, fantasyTitle } from './fantasy/names.ts';
import { eggWarning, keepingNote } from './keeping.ts';
import { batchNote, servingsFor, whyNotOffered } from './proportions.ts';
import { gramsOf, roundQuantity } from './quantities.ts';
import { pickWeighted, type Rng } from './rng.ts';
import { addedMinutes, untimedAdded } from './added-minutes.ts';
import {
  CUT_PREP,
  renderNote,
  templateMinutes,
  renderStep,
  servedFromVessels,
  ovenVessels,
  type ScopedIngredient,
  type TextScope,
} from './text.ts';
import { declaredShape } from './shapes.ts';
import { declaredVessels } from './vessels.ts';
import { stepTemplatesOf } from '../steps/steps-for.ts';

export type { ConjuredIngredient, ConjuredRecipe } from './assemble.ts';

export interface ConjureOptions {
  rng: Rng;
  /** The user's level; the level bonus shifts the rarity odds upward. */
  level?: number;
  /** The booster; by default the one `manaCost` buys. */
  booster?: Booster;
  /** Force a rarity (tools and tests); normally rolled. */
  rarity?: Rarity;
  /** Force a dish by its base recipe id (tools and tests), when it can meet the dietary needs. */
  baseRecipeId?: string;
}

/** A dish asked for by id (tools and tests) that is not offered for the request. */
export class DishNotOfferedError extends Error {
  constructor(
    readonly baseRecipeId: string,
    message: string,
  ) {
    super(message);
    this.name = 'DishNotOfferedError';
  }
}

/** No dish of the type can satisfy every dietary need, even with swaps. */
export class ImpossibleRequestError extends Error {
  constructor(
    readonly recipeType: string,
    readonly dietary: readonly string[],
  ) {
    super(
      `No ${recipeTypeLabel(recipeType).toLowerCase()} in the tome can be made ${dietary.join(', ')} yet. ` +
        'Try removing one dietary need or choosing another recipe type.',
    );
    this.name = 'ImpossibleRequestError';
  }
}

/** Dishes that fit the biome and class are likelier; every eligible dish keeps a chance. */
function affinityWeight(adapted: AdaptedRecipe, choices: WizardChoices): number {
  const biome = adapted.recipe.biomes[choices.theme] ?? 0;
  const cls = adapted.recipe.classes[choices.characterClass] ?? 0;
  return 1 + 3 * biome + 2 * cls;
}

/** How many of the cook's larder foods the dish, as made for the needs, puts on the ingredient list. */
function larderCount(adapted: AdaptedRecipe, larder: ReadonlySet<string>): number {
  const used = new Set(adapted.ingredients.filter((i) => !i.madeInSteps).map((i) => larderFoodOfIngredient(i.food.id)));
  return [...larder].filter((id) => used.has(id)).length;
}

/**
 * The dishes that use the most of the cook's larder foods, when any uses one; otherwise all of
 * them, and the dish is conjured as usual. Filtering before the weighted pick keeps one draw per
 * conjuring, so a seed still names one recipe.
 */
function preferLarder(eligible: readonly Eligible[], larder: readonly string[] | undefined): readonly Eligible[] {
  if (!larder?.length) return eligible;
  const wanted = new Set(larder);
  const counts = eligible.map((e) => larderCount(e.adapted, wanted));
  const most = Math.max(0, ...counts);
  return most === 0 ? eligible : eligible.filter((_, i) => counts[i] === most);
}

/** The references of the dish's steps and notes, scaled to the party (see text.ts). */
function textScope(adapted: AdaptedRecipe, choices: WizardChoices, dietary: readonly Dietary[]): TextScope {
  // choices.partySize is the batch the dish is made for (servingsFor), which may exceed the party.
  const factor = choices.partySize / adapted.recipe.servings;
  const ingredients = new Map<string, ScopedIngredient>();
  for (const ingredient of adapted.ingredients) {
    const exact = { qty: ingredient.qty * factor, unit: ingredient.unit };
    ingredients.set(templateKey(ingredient), {
      food: ingredient.food,
      exact,
      scaled: roundQuantity(ingredient.food, exact, ingredient.whole || ingredient.food.whole),
      swapped: ingredient.swappedFrom !== undefined,
      cut: CUT_PREP.test(ingredient.prep ?? ''),
    });
  }
  const vessels = declaredVessels(adapted.recipe.steps);
  return {
    servings: choices.partySize,
    baseServings: adapted.recipe.servings,
    vessels,
    servedFrom: servedFromVessels(adapted.recipe.steps, vessels),
    baked: ovenVessels(adapted.recipe.steps),
    shape: declaredShape(adapted.recipe.steps),
    dietary,
    ingredients,
    foods: FOOD_BY_ID,
  };
}

/** The raw-egg warning, if the dish needs one, and how it keeps, from the foods now in it. */
function safetyNotes(adapted: AdaptedRecipe): string[] {
  const foods = adapted.ingredients.map((i) => i.food);
  const warning = eggWarning(adapted.recipe, foods);
  return [...(warning ? [warning] : []), keepingNote(adapted.recipe, foods)];
}

/** Why a dish asked for by id is not offered: its type, a dietary need no swap meets, or its proportions. */
function notOfferedReason(id: string, recipeType: string, dietary: readonly Dietary[], partySize: number): string {
  const recipe = BASE_RECIPES.find((r) => r.id === id);
  if (!recipe) return 'there is no such dish in the tome';
  if (recipe.type !== recipeType) return `it is ${TYPE_NOUN[recipe.type]}`;
  const adapted = adaptedDish(recipe, dietary);
  if (!adapted) return `no swap makes it ${dietary.join(', ')}`;
  if (recipe.largestParty !== undefined && partySize > recipe.largestParty)
    return `a home kitchen makes it for ${recipe.largestParty} at most`;
  return whyNotOffered(adapted, partySize);
}

interface Eligible {
  adapted: AdaptedRecipe;
  /** The servings to make it for: the party, or the smallest batch that keeps it in proportion. */
  servings: number;
}

const eligibleCache = new Map<string, readonly Eligible[]>();

/** How many of the type, needs and party questions are answered already (the warm-up's test reads it). */
export const eligibleAnswered = (): number => eligibleCache.size;

/**
 * The dishes of a type that meet every dietary need and suit the party, with the servings each is
 * made for. The knowledge base is fixed data, so each request's answer is worked out once: a
 * sweep or a busy server asks the same few thousand questions again and again.
 */
export function eligibleDishes(
  recipeType: string,
  dietary: readonly Dietary[],
  partySize: number,
): readonly Eligible[] {
  const needs = dietary.join(',');
  const key = `${recipeType}|${needs}|${partySize}`;
  let found = eligibleCache.get(key);
  if (!found) {
    found = dishesOfType(recipeType, dietary, needs).flatMap(({ adapted, batches }) => {
      if (partySize > (adapted.recipe.largestParty ?? Number.POSITIVE_INFINITY)) return [];
      let servings = batches[partySize];
      if (servings === undefined) {
        servings = servingsFor(adapted, partySize);
        batches[partySize] = servings;
      }
      return servings ? [{ adapted, servings }] : [];
    });
    eligibleCache.set(key, found);
  }
  return found;
}

/** A dish as a set of needs makes it, with the batch for each party size as it is worked out. */
interface MadeDish {
  adapted: AdaptedRecipe;
  /** By party size; shared by every set of needs that makes the dish the same way. */
  batches: Array<number | null>;
}

const typeCache = new Map<string, readonly MadeDish[]>();
/**
 * `servingsFor` depends on the foods, their amounts and how they are measured and counted alone,
 * and the 64 sets of needs make a dish in only a few different ways: those share one list of batches.
 */
const batchesByMade = new Map<string, Array<number | null>>();

/** The dishes of a type that a set of needs can make, adapted once whatever the party. */
function dishesOfType(recipeType: string, dietary: readonly Dietary[], needs: string): readonly MadeDish[] {
  const key = `${recipeType}|${needs}`;
  let found = typeCache.get(key);
  if (!found) {
    found = BASE_RECIPES.filter((recipe) => recipe.type === recipeType).flatMap((recipe) => {
      const adapted = adaptedDish(recipe, dietary, needs);
      if (!adapted) return [];
      const made = `${recipe.id}|${adapted.ingredients.map((i) => `${i.food.id}:${i.qty}${i.unit}${i.whole ? 'w' : ''}${i.wash ? 'g' : ''}`).join()}`;
      let batches = batchesByMade.get(made);
      if (!batches) {
        batches = [];
        batchesByMade.set(made, batches);
      }
      return [{ adapted, batches }];
    });
    typeCache.set(key, found);
  }
  return found;
}

const adaptedCache = new Map<string, AdaptedRecipe | null>();

/** `adaptRecipe`, once per dish and set of needs. */
export function adaptedDish(
  recipe: BaseRecipe,
  dietary: readonly Dietary[],
  needs = dietary.join(','),
): AdaptedRecipe | null {
  const key = `${recipe.id}|${needs}`;
  let found = adaptedCache.get(key);
  if (found === undefined) {
    found = adaptRecipe(recipe, dietary);
    adaptedCache.set(key, found);
  }
  return found;
}

/** A recipe type as one dish of it is called: 'a snack', not 'a snacks'. */
export const TYPE_NOUN: Readonly<Record<RecipeType, string>> = {
  breakfast: 'a breakfast',
  starter: 'a starter',
  main: 'a main course',
  dessert: 'a dessert',
  snacks: 'a snack',
  elixir: 'an elixir',
};

/**
 * Conjures a real, cookable recipe from the wizard's choices: a dish that fits the biome, class
 * and every dietary need (swapping ingredients where needed), scaled to the party with
 * kitchen-sensible rounding, with nutrition and allergens computed from its foods and a fantasy
 * title that never hides what the dish is. Among the dishes that qualify, those using the most of
 * the cook's larder foods (`choices.larder`) are preferred; the recipe records which it uses.
 * Deterministic for a given `rng` seed.
 *
 * @example
 * conjure({ theme: 'dragons-lair', characterClass: 'barbarian', recipeType: 'main', partySize: 6, dietary: [], manaCost: 1 }, { rng: seededRng(1) })
 */
export function conjure(choices: WizardChoices, options: ConjureOptions): ConjuredRecipe {
  // The caches below are keyed by type, needs and party: bounded only while these are the wizard's.
  if (!RECIPE_TYPES.includes(choices.recipeType)) throw new RangeError(`Unknown recipe type ${choices.recipeType}`);
  if (!Number.isInteger(choices.partySize) || choices.partySize < PARTY_SIZE_MIN || choices.partySize > PARTY_SIZE_MAX)
    throw new RangeError(PARTY_SIZE_MESSAGE);
  const dietary = DIETARY_OPTIONS.filter((d) => choices.dietary.includes(d));
  const eligible = eligibleDishes(choices.recipeType, dietary, choices.partySize).filter(
    (e) => !options.baseRecipeId || e.adapted.recipe.id === options.baseRecipeId,
  );
  if (eligible.length === 0 && options.baseRecipeId)
    throw new DishNotOfferedError(
      options.baseRecipeId,
      `${options.baseRecipeId} is not ${TYPE_NOUN[choices.recipeType]} that can be made ${dietary.join(', ') || 'as written'} for ${choices.partySize}: ${notOfferedReason(options.baseRecipeId, choices.recipeType, dietary, choices.partySize)}.`,
    );
  if (eligible.length === 0) throw new ImpossibleRequestError(choices.recipeType, dietary);

  const { rng } = options;
  const { adapted, servings } = pickWeighted(rng, preferLarder(eligible, choices.larder), (a) =>
    affinityWeight(a.adapted, choices),
  );
  const party = choices.partySize;
  const made: WizardChoices = { ...choices, partySize: servings };
  const booster = options.booster ?? boosterForCost(choices.manaCost);
  const rarity =
    options.rarity ?? pickRarity(rarityOdds(levelRarityBonus(options.level ?? 1), booster.floor), rng.next());

  const { recipe, dish } = adapted;
  const scope = textScope(adapted, made, dietary);
  const naming = { dish, theme: choices.theme, characterClass: choices.characterClass, rarity };
  const facts = dishFacts({
    type: recipe.type,
    tags: recipe.tags,
    steps: recipe.steps,
    difficulty: recipe.difficulty,
    servings: recipe.servings,
    foods: adapted.ingredients.map((i) => ({ food: i.food, grams: gramsOf(i.food, i) })),
  });
  // The steps for the party take longer than as written when times grow with the volume or the
  // party is cooked in batches, and shorter when a small party's cake bakes in a smaller tin; the
  // card says so.
  // A dish with no cooking (cook 0 as written: a cold brew dripping longer through its filter, a
  // gazpacho blended in more batches) is never cooked at any party: what the party adds is prep.
  const heated = recipe.cookMinutes > 0;
  const added = addedMinutes(recipe.steps, scope, recipe.id);
  const cookMinutes = heated ? Math.max(0, recipe.cookMinutes + added) : 0;
  // A swap's own step (a flax egg left to thicken) adds its time to the prep, and the work done
  // ahead (peeling, chopping, scrubbing) grows with the party: 30 potatoes take longer to grate than 3.
  const prepMinutes = Math.max(
    1,
    recipe.prepMinutes +
      (heated ? 0 : Math.max(0, added)) +
      adapted.swapSteps.reduce((sum, step) => sum + templateMinutes(step), 0) +
      untimedAdded(recipe, scope),
  );
  const title = fantasyTitle(rng, { ...naming, facts });
  const description = fantasyDescription(rng, {
    ...naming,
    recipeType: choices.recipeType,
    servings,
    totalMinutes: prepMinutes + cookMinutes,
    difficulty: recipe.difficulty,
    facts,
  });
  const batch = servings > party ? batchNote(adapted, party, servings) : '';
  const conjured = assemble({
    choices: made,
    rarity,
    booster,
    dish,
    baseRecipeId: recipe.id,
    writtenFor: recipe.servings,
    ingredients: adapted.ingredients.flatMap((ingredient) => {
      if (ingredient.madeInSteps) return [];
      const where = `${recipe.id} (${ingredient.food.id})`;
      const line = scope.ingredients.get(templateKey(ingredient));
      if (!ingredient.prep || !line) return ingredient;
      const prep = renderNote(ingredient.prep, line, scope, where);
      return { ...ingredient, prep };
    }),
    steps: templatesOf(adapted).templates.map((step, i) => renderStep(step, scope, `${recipe.id} step ${i + 1}`)),
    prepMinutes,
    cookMinutes,
    difficulty: recipe.difficulty,
    title,
    description,
    notes: `${chefsNotes(rng, {
      ...naming,
      swapNotes: adapted.swapNotes,
      safetyNotes: safetyNotes(adapted),
      description,
      facts,
    })}${batch}`,
  });
  // The recipe page writes the steps for other servings from these, as here.
  conjured.data.stepTemplates = templatesOf(adapted);
  return conjured;
}

const templatesCache = new WeakMap<AdaptedRecipe, StepTemplates>();

/** The step templates a dish saves: the same for every party, so worked out once per way it is made. */
export function templatesOf(adapted: AdaptedRecipe): StepTemplates {
  let found = templatesCache.get(adapted);
  if (!found) {
    const saved = stepTemplatesOf(
      adapted.ingredients.map((ingredient) => ({ ...ingredient, key: templateKey(ingredient) })),
      [...adapted.swapSteps, ...adapted.recipe.steps],
      adapted.recipe.servings,
    );
    // Shared by every recipe made this way: nobody may change it.
    for (const food of Object.values(saved.foods)) Object.freeze(food);
    Object.freeze(saved.templates);
    Object.freeze(saved.foods);
    found = Object.freeze(saved);
    templatesCache.set(adapted, found);
  }
  return found;
}
