import {
  DIETARY_OPTIONS,
  PARTY_SIZE_DEFAULT,
  PARTY_SIZE_MAX,
  PARTY_SIZE_MIN,
  RECIPE_TYPES,
  type Dietary,
} from '@feastforge/domain';
import { checkRecipe } from '../checker/check-recipe.ts';
import { readRecipe } from '../checker/second-reader/read.ts';
import { conjure, eligibleDishes, templatesOf } from './conjure.ts';
import { seededRng } from './rng.ts';

/**
 * The work every request would otherwise meet first, done ahead: which dishes of a type each set
 * of needs can make, how, and for how many, with their step templates; then each way a dish is
 * made written and read once, so the words, vessels and checks it uses are compiled. It depends
 * on the knowledge base alone, so a server does it once at start instead of making its first
 * cooks pay for it. Each step of the iterator is a few milliseconds of work, so the caller can
 * give way to requests between steps.
 *
 * @example
 * const steps = engineWarmUp();
 * while (!steps.next().done) continue; // all at once (a benchmark)
 * runInSlices(engineWarmUp()); // a server, between requests (apps/server main.ts)
 */
export function* engineWarmUp(): Generator<void, void, undefined> {
  const needSets = Array.from({ length: 1 << DIETARY_OPTIONS.length }, (_, set) =>
    DIETARY_OPTIONS.filter((_, bit) => set & (1 << bit)),
  );
  for (const recipeType of RECIPE_TYPES) {
    for (const dietary of needSets) {
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
        writeAndRead(recipeType, dietary, adapted.recipe.id);
        yield;
      }
    }
  }
}

function writeAndRead(recipeType: (typeof RECIPE_TYPES)[number], dietary: Dietary[], baseRecipeId: string): void {
  const choices = {
    theme: 'mystic-forest',
    characterClass: 'druid',
    recipeType,
    partySize: PARTY_SIZE_DEFAULT,
    dietary,
    manaCost: 1,
  } as const;
  const recipe = conjure(choices, { rng: seededRng(baseRecipeId), baseRecipeId });
  checkRecipe(recipe, choices);
  readRecipe(recipe.data, dietary);
}
