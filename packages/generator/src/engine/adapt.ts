import type { Dietary } from '@feastforge/domain';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { SUBSTITUTIONS } from '../knowledge/substitutions.ts';
import type { BaseRecipe, Food, RecipeIngredient } from '../knowledge/types.ts';
import { brokenNeeds } from './diet.ts';

export interface AdaptedIngredient extends Omit<RecipeIngredient, 'food'> {
  food: Food;
  /** The food the base recipe names, when a swap replaced it. */
  swappedFrom?: Food;
}

export interface AdaptedRecipe {
  recipe: BaseRecipe;
  ingredients: AdaptedIngredient[];
  swapNotes: string[];
}

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`Unknown food '${id}'`);
  return found;
}

/**
 * The recipe made fit for the dietary needs: every food allowed as is, or swapped by the first
 * substitution whose replacement all needs allow. Null when some ingredient has no such swap; the
 * rule is never bent.
 */
export function adaptRecipe(recipe: BaseRecipe, dietary: readonly Dietary[]): AdaptedRecipe | null {
  const ingredients: AdaptedIngredient[] = [];
  const swapNotes: string[] = [];
  for (const ingredient of recipe.ingredients) {
    const original = food(ingredient.food);
    if (brokenNeeds(original, dietary).length === 0) {
      ingredients.push({ ...ingredient, food: original });
      continue;
    }
    const swap = SUBSTITUTIONS.find(
      (s) =>
        s.from === original.id &&
        (!s.onlyTags || s.onlyTags.some((tag) => recipe.tags.includes(tag))) &&
        brokenNeeds(food(s.to), dietary).length === 0,
    );
    if (!swap) return null;
    ingredients.push({ ...ingredient, food: food(swap.to), qty: ingredient.qty * swap.ratio, swappedFrom: original });
    swapNotes.push(swap.note);
  }
  return { recipe, ingredients, swapNotes };
}
