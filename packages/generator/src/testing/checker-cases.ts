import { expect } from 'vitest';
import type { RecipeType, WizardChoices } from '@feastforge/domain';
import { conjure } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkRecipe, type CheckableRecipe } from '../checker/check-recipe.ts';

/** Test builders for the vessel rules: a dish as the engine writes it, told wrong one sentence at a time. */
export function request(recipeType: RecipeType, partySize: number): WizardChoices {
  return { theme: 'mystic-forest', characterClass: 'druid', recipeType, partySize, dietary: [], manaCost: 1 };
}

/** A dish as the engine writes it for the party. */
export function dishFor(id: string, party: number): CheckableRecipe {
  const base = BASE_RECIPES.find((r) => r.id === id);
  if (!base) throw new Error(`no dish ${id}`);
  const recipe = conjure(request(base.type, party), { rng: seededRng(1), baseRecipeId: id });
  return structuredClone({ data: recipe.data, ingredients: [...recipe.ingredients] });
}

/** The recipe with one step's words replaced, as a model might have written them. */
export function sayingIn(recipe: CheckableRecipe, from: RegExp, to: string): CheckableRecipe {
  const at = recipe.data.instructions.findIndex((s) => from.test(s));
  expect(at, `no step matches ${String(from)}`).toBeGreaterThanOrEqual(0);
  recipe.data.instructions[at] = (recipe.data.instructions[at] ?? '').replace(from, to);
  return recipe;
}

/** The checker's vessel findings for a recipe, at its own servings. */
export const vesselFindings = (recipe: CheckableRecipe) =>
  checkRecipe(recipe, request(recipe.data.recipeType, recipe.data.servings))
    .filter((p) => p.code === 'vessel')
    .map((p) => p.message);

export function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}
