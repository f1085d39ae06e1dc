import {
  boosterForCost,
  DIETARY_OPTIONS,
  levelRarityBonus,
  pickRarity,
  rarityOdds,
  recipeTypeLabel,
  type Booster,
  type Rarity,
  type WizardChoices,
} from '@feastforge/domain';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import type { Food } from '../knowledge/types.ts';
import { adaptRecipe, type AdaptedRecipe } from './adapt.ts';
import { assemble, type ConjuredRecipe } from './assemble.ts';
import { nameFor } from './display.ts';
import { chefsNotes, fantasyDescription, fantasyTitle } from './fantasy/names.ts';
import { pickWeighted, type Rng } from './rng.ts';

export type { ConjuredIngredient, ConjuredRecipe } from './assemble.ts';

export interface ConjureOptions {
  rng: Rng;
  /** The user's level; the level bonus shifts the rarity odds upward. */
  level?: number;
  /** The booster; by default the one `manaCost` buys. */
  booster?: Booster;
  /** Force a rarity (tools and tests); normally rolled. */
  rarity?: Rarity;
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

/** Writes each `{food-id}` as the name of the food now in the pot (swaps included). */
function renderSteps(adapted: AdaptedRecipe, counts: ReadonlyMap<string, number>): string[] {
  const byBaseId = new Map<string, Food>();
  for (const ingredient of adapted.ingredients)
    byBaseId.set((ingredient.swappedFrom ?? ingredient.food).id, ingredient.food);
  return adapted.recipe.steps.map((step) =>
    step.replace(/\{([a-z0-9-]+)\}/g, (_match, id: string, offset: number) => {
      const food = byBaseId.get(id);
      if (!food) throw new Error(`${adapted.recipe.id}: step names unknown ingredient ${id}`);
      // 'the juice of 1 {lime}' stays singular however many limes the party needs.
      const single = /\b(1|a|an|one|each|every|per)\s+$/i.test(step.slice(0, offset));
      return nameFor(food, single ? 1 : (counts.get(food.id) ?? 1));
    }),
  );
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
  const eligible = BASE_RECIPES.filter((r) => r.type === choices.recipeType)
    .map((r) => adaptRecipe(r, dietary))
    .filter((a): a is AdaptedRecipe => a !== null);
  if (eligible.length === 0) throw new ImpossibleRequestError(choices.recipeType, dietary);

  const { rng } = options;
  const adapted = pickWeighted(rng, eligible, (a) => affinityWeight(a, choices));
  const booster = options.booster ?? boosterForCost(choices.manaCost);
  const rarity =
    options.rarity ?? pickRarity(rarityOdds(levelRarityBonus(options.level ?? 1), booster.floor), rng.next());

  const { recipe } = adapted;
  const naming = { dish: recipe.dish, theme: choices.theme, characterClass: choices.characterClass, rarity };
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
    dish: recipe.dish,
    baseRecipeId: recipe.id,
    writtenFor: recipe.servings,
    ingredients: adapted.ingredients,
    steps: (counts) => renderSteps(adapted, counts),
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    difficulty: recipe.difficulty,
    title,
    description,
    notes: chefsNotes(rng, { ...naming, recipeType: choices.recipeType, swapNotes: adapted.swapNotes, description }),
  });
}
