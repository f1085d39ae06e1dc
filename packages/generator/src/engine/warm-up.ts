import {
  DIETARY_OPTIONS,
  PARTY_SIZE_DEFAULT,
  PARTY_SIZE_MAX,
  PARTY_SIZE_MIN,
  RECIPE_TYPES,
  type Dietary,
  type RecipeType,
} from '@feastforge/domain';
import { checkRecipe } from '../checker/check-recipe.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import { adaptedDish, conjure, eligibleDishes, templatesOf } from './conjure.ts';
import { seededRng } from './rng.ts';

export interface WarmUpOptions {
  /** Also check each way a dish is made once: for a server whose model-written recipes are checked. */
  check?: boolean;
}

/**
 * The work requests would otherwise meet first, done ahead: which dishes of a type each set of
 * needs can make, how, and for how many, with their step templates; then each way a dish is made
 * written once (and checked, with `check`), so the words and vessels it uses are worked out. It
 * depends on the knowledge base alone, so a server does it once at start instead of making its
 * first cooks pay for it. Each step of the iterator is one dish or one party size, a few
 * milliseconds, so the caller can give way to requests between steps.
 *
 * @example
 * const steps = engineWarmUp();
 * while (!steps.next().done) continue; // all at once (a benchmark)
 * runInSlices(engineWarmUp()); // a server, between requests (apps/server main.ts)
 */
export function* engineWarmUp({ check = false }: WarmUpOptions = {}): Generator<void, void, undefined> {
  const needSets = Array.from({ length: 1 << DIETARY_OPTIONS.length }, (_, set) =>
    DIETARY_OPTIONS.filter((_, bit) => set & (1 << bit)),
  );
  for (const recipeType of RECIPE_TYPES) {
    const dishes = BASE_RECIPES.filter((recipe) => recipe.type === recipeType);
    for (const dietary of needSets) {
      for (const recipe of dishes) {
        adaptedDish(recipe, dietary);
        yield;
      }
      for (let party = PARTY_SIZE_MIN; party <= PARTY_SIZE_MAX; party += 1) {
        for (const { adapted } of eligibleDishes(recipeType, dietary, party)) templatesOf(adapted);
        yield;
      }
    }
  }
  const written = new Set<string>();
  for (const recipeType of RECIPE_TYPES) {
    for (const dietary of needSets) {
      for (const { adapted } of eligibleDishes(recipeType, dietary, PARTY_SIZE_DEFAULT)) {
        const way = `${adapted.recipe.id}|${adapted.ingredients.map((i) => i.food.id).join()}`;
        if (written.has(way)) continue;
        written.add(way);
        write(recipeType, dietary, adapted.recipe.id, check);
        yield;
      }
    }
  }
}

function write(recipeType: RecipeType, dietary: Dietary[], baseRecipeId: string, check: boolean): void {
  const choices = {
    theme: 'mystic-forest',
    characterClass: 'druid',
    recipeType,
    partySize: PARTY_SIZE_DEFAULT,
    dietary,
    manaCost: 1,
  } as const;
  const recipe = conjure(choices, { rng: seededRng(baseRecipeId), baseRecipeId });
  if (check) checkRecipe(recipe, choices);
}
