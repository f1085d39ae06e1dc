import { parseMinutes, PARTY_SIZE_MAX, type RecipeData, type RecipeType, type WizardChoices } from '@feastforge/domain';
import { FOOD_BY_ID, FOODS } from '../knowledge/foods/index.ts';
import type { BaseRecipe, Food, Unit } from '../knowledge/types.ts';
import { checkClaims } from './check-claims.ts';
import { checkDiscards } from './check-discards.ts';
import { checkNotes } from './check-notes.ts';
import { checkTitle } from './check-title.ts';
import { checkRatios } from './check-ratios.ts';
import { checkTimes, writtenSteps, type WrittenAmount } from './check-times.ts';
import { checkPortions } from './check-portions.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import { checkLines, type LineProblemCode } from './check-lines.ts';
import { checkSafety, type SafetyProblemCode } from './check-safety.ts';
import { checkSimmer } from './check-simmer.ts';
import { checkBowls } from './check-bowls.ts';
import { checkLayers } from './check-layers.ts';
import { checkOneLayer } from './check-one-layer.ts';
import { checkOvenRoom } from './check-oven-room.ts';
import { checkVessels } from './check-vessels.ts';
import { checkVesselCount } from './check-vessel-count.ts';
import { checkDiets, type DietProblemCode } from './check-diets.ts';
import { checkWords, type WordProblemCode } from './check-words.ts';
import { gramsIn, nutritionOf, undeclaredAllergens, unmetNeeds, type WeighedLine } from './food-reading.ts';

export type ProblemCode =
  | 'empty'
  | 'unknown-food'
  | 'diet'
  | 'allergen'
  | 'nutrition'
  | 'unused-ingredient'
  | 'servings'
  | 'time'
  | 'portion'
  | 'type'
  | 'claim'
  | 'title'
  | 'ratio'
  | 'vessel'
  | 'vessel-count'
  | 'discarded'
  | 'note-food'
  | LineProblemCode
  | WordProblemCode
  | SafetyProblemCode
  | DietProblemCode;

export interface Problem {
  code: ProblemCode;
  message: string;
}

/** What the checker reads: recipe_data plus the structured ingredients behind its lines. */
export interface CheckableRecipe {
  data: RecipeData;
  /** `discarded`: the share strained or lifted out before serving (horchata's rice), not eaten. */
  ingredients: ReadonlyArray<{ food: string; qty: number; unit: Unit; discarded?: number | undefined }>;
  /** The dish as written, when known: its card's untimed work bounds the card's time from above. */
  baseRecipeId?: string;
}

/** Energy per serving a real dish of each type falls within; outside means the quantities are off. */
const KCAL_PER_SERVING: Record<RecipeType, [number, number]> = {
  breakfast: [100, 1400],
  starter: [30, 1000],
  main: [150, 1800],
  dessert: [60, 1400],
  snacks: [30, 1000],
  elixir: [0, 800],
};

const MAX_MINUTES = 24 * 60;

/** The amount of each food a base recipe uses as written, in grams or pieces, for its batches. */
function writtenAmount(base: BaseRecipe): WrittenAmount {
  return (id, inGrams) => {
    const ingredient = base.ingredients.find((i) => i.food === id);
    const food = FOOD_BY_ID.get(id);
    if (!ingredient || !food) return undefined;
    return inGrams ? ingredient.qty * (gramsIn(food, ingredient.unit) ?? Number.NaN) : ingredient.qty;
  };
}

function withinTolerance(declared: number, actual: number, absolute: number): boolean {
  return Math.abs(declared - actual) <= Math.max(actual * 0.1, absolute);
}

/** The words a cook would use for a food in a step: its name, its plural, its head noun. */
function namesOf(food: Food): string[] {
  const names = [food.name, food.plural ?? `${food.name}s`];
  const head = food.name.split(' ').at(-1);
  if (head && head.length >= 4) names.push(head);
  return names.map((n) => n.toLowerCase());
}

const BASE_RECIPE_BY_ID = new Map(BASE_RECIPES.map((r) => [r.id, r]));

const ML: Partial<Record<Unit, number>> = { ml: 1, tsp: 5, tbsp: 15, cup: 240 };

/** The weighed ingredients with their volume and count, for the vessels their steps name. */
function vesselInputs(recipe: CheckableRecipe, weighed: ReadonlyArray<{ food: Food; grams: number }>) {
  return weighed.map((w, i) => {
    const line = recipe.ingredients[i];
    const perUnit = line ? (line.unit === 'can' ? w.grams / line.qty : ML[line.unit]) : undefined;
    const ml = line && perUnit !== undefined ? line.qty * perUnit : undefined;
    return {
      ...w,
      ...(ml !== undefined ? { ml } : {}),
      ...(line?.unit === 'piece' ? { pieces: line.qty } : {}),
    };
  });
}

/**
 * The servings left over that a cook accepts from a dish made for more than the party: one (two of a
 * bake that keeps for days in a tin), or up to half the party again (a cook for one makes two and
 * keeps one; for ten, fifteen), never more.
 * The checker's own rule, not the engine's: a batch the engine offered past it is caught here.
 */
const acceptedLeftovers = (partySize: number, keepsOut: boolean) =>
  Math.max(keepsOut ? 2 : 1, Math.ceil(partySize / 2));

/** 'Keep in an airtight tin ... for up to 4 days': what is left keeps out of the fridge for days. */
const KEEPS_OUT = /\b(?:airtight (?:tin|jar|box|container)|room temperature)\b[^.]*?\b(\d+) (days|weeks)\b/i;

/** Whether the notes say the leftovers keep three days or more out of the fridge (brownies, macaroons). */
function keepsOut(notes: string): boolean {
  const said = KEEPS_OUT.exec(notes);
  return said !== null && (said[2] === 'weeks' || Number(said[1]) >= 3);
}

/**
 * A dish made for a few more than the party, as one that won't scale down in proportion is: only
 * as many more as a cook accepts, within what the wizard offers, and only when the notes say so.
 */
function honestBatch(data: RecipeData, partySize: number): boolean {
  return (
    data.servings > partySize &&
    data.servings - partySize <= acceptedLeftovers(partySize, keepsOut(data.notes)) &&
    data.servings <= PARTY_SIZE_MAX &&
    data.notes.includes(`Makes ${data.servings} servings for a party of ${partySize}`)
  );
}

/**
 * Every problem with a recipe for the request: dietary violations, undeclared allergens,
 * nutrition that does not match the ingredients (±10%), ingredients never used in the steps,
 * quantities that don't fit the servings, missing or absurd times, unknown foods, empty fields,
 * words that are untrue for the servings or the diet (check-words.ts), and what the words show
 * unsafe: undeclared allergens, storage, unwarned raw egg (check-safety.ts).
 * An empty list means the recipe is sound.
 *
 * @example
 * checkRecipe(conjure(choices, { rng }), choices) // []
 */
export function checkRecipe(recipe: CheckableRecipe, request: WizardChoices): Problem[] {
  const problems: Problem[] = [];
  const { data } = recipe;
  const add = (code: ProblemCode, message: string) => problems.push({ code, message });

  for (const field of ['title', 'description', 'notes', 'difficulty'] as const) {
    if (!data[field]?.trim()) add('empty', `The ${field} is empty.`);
  }
  if (data.ingredients.length === 0 || recipe.ingredients.length === 0) add('empty', 'There are no ingredients.');
  if (data.instructions.length === 0) add('empty', 'There are no instructions.');
  data.instructions.forEach((step, i) => !step.trim() && add('empty', `Step ${i + 1} is empty.`));
  if (data.ingredients.length !== recipe.ingredients.length) {
    add('empty', `${data.ingredients.length} ingredient lines for ${recipe.ingredients.length} ingredients.`);
  }
  if (data.recipeType !== request.recipeType)
    add('type', `A ${data.recipeType} was asked for as a ${request.recipeType}.`);

  const weighed: WeighedLine[] = [];
  for (const ingredient of recipe.ingredients) {
    const food = FOOD_BY_ID.get(ingredient.food);
    if (!food) {
      add('unknown-food', `Unknown food '${ingredient.food}'.`);
      continue;
    }
    const perUnit = gramsIn(food, ingredient.unit);
    if (perUnit === undefined || !(ingredient.qty > 0)) {
      add('unknown-food', `${food.name} can't be measured as ${ingredient.qty} ${ingredient.unit}.`);
      continue;
    }
    const discarded = ingredient.discarded ?? 0;
    // 1 is an ingredient lifted out whole (an onion that flavours a poaching milk).
    if (!(discarded >= 0 && discarded <= 1))
      add('nutrition', `${food.name}: ${discarded} of it discarded is not a share of what goes in.`);
    weighed.push({ food, grams: perUnit * ingredient.qty, discarded });
    for (const need of unmetNeeds(food, request.dietary)) add('diet', `${food.name} is not ${need}.`);
  }

  const foods = weighed.map((w) => w.food);
  for (const message of undeclaredAllergens(foods, data.allergens)) add('allergen', message);

  const steps = data.instructions.join(' ').toLowerCase();
  for (const { food } of weighed) {
    if (!namesOf(food).some((name) => steps.includes(name)))
      add('unused-ingredient', `${food.name} is never used in the steps.`);
  }

  if (data.servings !== request.partySize && !honestBatch(data, request.partySize))
    add('servings', `Serves ${data.servings}, but the party is ${request.partySize}.`);
  if (weighed.length === recipe.ingredients.length && data.servings > 0) {
    const actual = nutritionOf(weighed, data.servings);
    const n = data.nutrition;
    if (!withinTolerance(n.calories, actual.calories, 10))
      add('nutrition', `${n.calories} kcal declared, ${actual.calories} from the ingredients.`);
    if (!withinTolerance(n.protein, actual.protein, 2))
      add('nutrition', `${n.protein} g protein declared, ${actual.protein} g from the ingredients.`);
    if (!withinTolerance(n.carbs, actual.carbs, 2))
      add('nutrition', `${n.carbs} g carbs declared, ${actual.carbs} g from the ingredients.`);
    if (!withinTolerance(n.fat, actual.fat, 2))
      add('nutrition', `${n.fat} g fat declared, ${actual.fat} g from the ingredients.`);
    const [low, high] = KCAL_PER_SERVING[request.recipeType];
    if (actual.calories < low || actual.calories > high) {
      add(
        'servings',
        `${actual.calories} kcal per serving is not a serving of a ${request.recipeType}; the quantities don't fit ${data.servings}.`,
      );
    }
  }

  if (weighed.length === recipe.ingredients.length)
    problems.push(...checkPortions(request.recipeType, weighed, data.servings));

  if (weighed.length === recipe.ingredients.length) {
    const worded = {
      title: data.title,
      servings: data.servings,
      lines: data.ingredients,
      foods,
      steps: data.instructions,
      dietary: request.dietary,
    };
    problems.push(...checkWords(worded), ...checkDiets(worded));
    problems.push(
      ...checkLines({
        lines: data.ingredients,
        foods,
        sentences: [data.description, data.notes, ...data.instructions],
      }),
    );
    problems.push(
      ...checkTitle({ title: data.title, steps: data.instructions, foods: weighed.map((w) => w.food.name) }),
      ...checkRatios({ sentences: [data.description, data.notes], steps: data.instructions, ingredients: weighed }),
    );
    problems.push(
      ...checkNotes(
        data.notes,
        weighed.map((w) => w.food),
        FOODS,
      ),
    );
    problems.push(
      ...checkDiscards(
        data.instructions,
        weighed.map((w, i) => ({
          food: w.food,
          discarded: w.discarded ?? 0,
          liquid: w.food.grams.ml !== undefined || recipe.ingredients[i]?.unit === 'ml',
        })),
      ),
    );
    problems.push(
      ...checkClaims({
        ...data,
        steps: data.instructions,
        foods,
        grams: weighed.map((w) => w.grams * (1 - (w.discarded ?? 0))),
        servings: data.servings,
      }),
    );
  }

  problems.push(...checkSafety(data), ...checkVesselCount(data.instructions));
  if (weighed.length === recipe.ingredients.length) {
    const inputs = vesselInputs(recipe, weighed);
    problems.push(
      ...checkVessels(data.instructions, inputs, `${data.title} ${data.description}`),
      ...checkOneLayer(data.instructions, inputs),
      ...checkOvenRoom(data.instructions, inputs),
      ...checkLayers(data.instructions, inputs),
      ...checkBowls(data.instructions, inputs),
      ...checkSimmer(data.instructions, weighed),
    );
  }

  const prep = parseMinutes(data.prepTime);
  const cook = parseMinutes(data.cookTime);
  if (prep === null || prep < 1 || prep > MAX_MINUTES)
    add('time', `Prep time '${data.prepTime}' is missing or absurd.`);
  if (cook === null || cook < 0 || cook > MAX_MINUTES)
    add('time', `Cook time '${data.cookTime}' is missing or absurd.`);
  if (prep !== null && cook !== null) {
    const base = recipe.baseRecipeId === undefined ? undefined : BASE_RECIPE_BY_ID.get(recipe.baseRecipeId);
    // At every party: the card's batches are read from the steps' own batch notes and times.
    const written = base ? { ...base, steps: writtenSteps(base.steps, writtenAmount(base)) } : undefined;
    problems.push(
      ...checkTimes(
        { prepMinutes: prep, cookMinutes: cook, steps: data.instructions, servings: data.servings },
        written,
      ),
    );
  }
  return problems;
}
