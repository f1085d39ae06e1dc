import {
  boosterForCost,
  DIETARY_OPTIONS,
  levelRarityBonus,
  pickRarity,
  rarityOdds,
  recipeTypeLabel,
  type Booster,
  type Dietary,
  type Rarity,
  type WizardChoices,
} from '@feastforge/domain';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import { adaptRecipe, templateKey, type AdaptedRecipe } from './adapt.ts';
import { assemble, type ConjuredRecipe } from './assemble.ts';
import { chefsNotes, fantasyDescription, fantasyTitle } from './fantasy/names.ts';
import { roundQuantity } from './quantities.ts';
import { pickWeighted, type Rng } from './rng.ts';
import { renderNote, renderStep, type ScopedIngredient, type TextScope } from './text.ts';

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

/**
 * Whether what the dish cooks whole suits the party: half a roast chicken is no roast chicken, and
 * a whole one for one person is not a serving. Rounding a whole piece may change its amount by at
 * most half.
 */
function fitsParty(adapted: AdaptedRecipe, partySize: number): boolean {
  const factor = partySize / adapted.recipe.servings;
  return adapted.ingredients.every((ingredient) => {
    if (!ingredient.whole || ingredient.unit !== 'piece') return true;
    const exact = ingredient.qty * factor;
    return Math.abs(Math.max(1, Math.round(exact)) - exact) <= exact / 2;
  });
}

/** The references of the dish's steps and notes, scaled to the party (see text.ts). */
function textScope(adapted: AdaptedRecipe, choices: WizardChoices, dietary: readonly Dietary[]): TextScope {
  const factor = choices.partySize / adapted.recipe.servings;
  const ingredients = new Map<string, ScopedIngredient>();
  for (const ingredient of adapted.ingredients) {
    const exact = { qty: ingredient.qty * factor, unit: ingredient.unit };
    ingredients.set(templateKey(ingredient), {
      food: ingredient.food,
      exact,
      scaled: roundQuantity(ingredient.food, exact, ingredient.whole || ingredient.food.whole),
      swapped: ingredient.swappedFrom !== undefined,
    });
  }
  return { servings: choices.partySize, dietary, ingredients, foods: FOOD_BY_ID };
}

/**
 * Conjures a real, cookable recipe from the wizard's choices: a dish that fits the biome, class
 * and every dietary need (swapping ingredients where needed), scaled to the party with
 * kitchen-sensible rounding, with nutrition and allergens computed from its foods and a fantasy
 * title that never hides what the dish is. Deterministic for a given `rng` seed.
 *
 * @example
 * conjure({ theme: 'dragons-lair', characterClass: 'barbarian', recipeType: 'main', partySize: 6, dietary: [], manaCost: 1 }, { rng: seededRng(1) })
 */
export function conjure(choices: WizardChoices, options: ConjureOptions): ConjuredRecipe {
  const dietary = DIETARY_OPTIONS.filter((d) => choices.dietary.includes(d));
  const eligible = BASE_RECIPES.filter(
    (r) => r.type === choices.recipeType && (!options.baseRecipeId || r.id === options.baseRecipeId),
  )
    .map((r) => adaptRecipe(r, dietary))
    .filter((a): a is AdaptedRecipe => a !== null && fitsParty(a, choices.partySize));
  if (eligible.length === 0 && options.baseRecipeId)
    throw new Error(
      `${options.baseRecipeId} is not a ${choices.recipeType} that can be made ${dietary.join(', ') || 'as written'} for ${choices.partySize}.`,
    );
  if (eligible.length === 0) throw new ImpossibleRequestError(choices.recipeType, dietary);

  const { rng } = options;
  const adapted = pickWeighted(rng, eligible, (a) => affinityWeight(a, choices));
  const booster = options.booster ?? boosterForCost(choices.manaCost);
  const rarity =
    options.rarity ?? pickRarity(rarityOdds(levelRarityBonus(options.level ?? 1), booster.floor), rng.next());

  const { recipe, dish } = adapted;
  const scope = textScope(adapted, choices, dietary);
  const naming = { dish, theme: choices.theme, characterClass: choices.characterClass, rarity };
  const title = fantasyTitle(rng, naming);
  const description = fantasyDescription(rng, {
    ...naming,
    recipeType: choices.recipeType,
    servings: choices.partySize,
    totalMinutes: recipe.prepMinutes + recipe.cookMinutes,
    difficulty: recipe.difficulty,
  });
  return assemble({
    choices,
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
    steps: [...adapted.swapSteps, ...recipe.steps].map((step, i) =>
      renderStep(step, scope, `${recipe.id} step ${i + 1}`),
    ),
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    difficulty: recipe.difficulty,
    title,
    description,
    notes: chefsNotes(rng, { ...naming, recipeType: choices.recipeType, swapNotes: adapted.swapNotes, description }),
  });
}
