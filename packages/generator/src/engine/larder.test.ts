import { describe, expect, it } from 'vitest';
import {
  LARDER_NAMES,
  larderFoodOf,
  larderFoodOfIngredient,
  RECIPE_TYPES,
  type Dietary,
  type WizardChoices,
} from '@feastforge/domain';
import { checkRecipe } from '../checker/check-recipe.ts';
import { FOOD_BY_ID, FOODS } from '../knowledge/foods/index.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import { conjure } from './conjure.ts';
import { brokenNeeds } from './diet.ts';
import { seededRng } from './rng.ts';

const base: WizardChoices = {
  theme: 'mystic-forest',
  characterClass: 'druid',
  recipeType: 'main',
  partySize: 4,
  dietary: [],
  manaCost: 1,
};

describe('the larder names', () => {
  it('list every food of the knowledge base by its own name and plural, or as a variant of one', () => {
    for (const food of FOODS) {
      const larder = larderFoodOfIngredient(food.id);
      expect(larder, `${food.id} counts as a larder food`).toBeDefined();
      if (larder !== food.id) continue;
      expect(LARDER_NAMES[food.id], food.id).toEqual({
        name: food.name,
        ...(food.plural ? { plural: food.plural } : {}),
      });
      expect(larderFoodOf(food.name)).toBe(food.id);
      expect(larderFoodOf(food.plural ?? `${food.name}s`)).toBe(food.id);
    }
    for (const id of Object.keys(LARDER_NAMES)) expect(FOOD_BY_ID.has(id), `${id} is a food`).toBe(true);
  });
});

/** How many of the larder foods a base dish, as written, lists. */
const usedBy = (recipeId: string, larder: readonly string[]) => {
  const recipe = BASE_RECIPES.find((r) => r.id === recipeId);
  const foods = new Set(recipe?.ingredients.map((i) => larderFoodOfIngredient(i.food)));
  return larder.filter((id) => foods.has(id)).length;
};

describe('conjuring from a larder', () => {
  const larder = ['canned-chickpeas', 'spinach', 'lemon'];

  it('picks a dish that uses the most of the larder foods, for every seed, and records them', () => {
    const best = Math.max(...BASE_RECIPES.filter((r) => r.type === 'main').map((r) => usedBy(r.id, larder)));
    expect(best).toBeGreaterThan(0);
    for (let seed = 0; seed < 20; seed += 1) {
      const recipe = conjure({ ...base, larder }, { rng: seededRng(seed) });
      expect(recipe.data.larderUse?.asked).toEqual(larder);
      expect(recipe.data.larderUse?.used).toHaveLength(best);
      expect(usedBy(recipe.baseRecipeId, larder)).toBe(best);
    }
  });

  it('is deterministic for a seed', () => {
    const a = conjure({ ...base, larder }, { rng: seededRng('larder') });
    expect(conjure({ ...base, larder }, { rng: seededRng('larder') })).toEqual(a);
  });

  it('conjures as usual, saying none fit, when no dish of the type uses them', () => {
    // Matcha belongs in drinks and sweets, never in a main course.
    const asked = ['matcha-powder'];
    expect(BASE_RECIPES.filter((r) => r.type === 'main').every((r) => usedBy(r.id, asked) === 0)).toBe(true);
    const withLarder = conjure({ ...base, larder: asked }, { rng: seededRng(5) });
    const without = conjure(base, { rng: seededRng(5) });
    expect(withLarder.data.larderUse).toEqual({ asked, used: [] });
    expect(withLarder.baseRecipeId).toBe(without.baseRecipeId);
    expect(without.data.larderUse).toBeUndefined();
  });

  it('still honours the type, every dietary need and the party across a sweep', () => {
    const larders = [
      ['canned-chickpeas', 'spinach', 'lemon'],
      ['butter', 'egg', 'whole-milk', 'all-purpose-flour'],
      ['bacon', 'cheddar', 'chicken-stock', 'parmesan'],
      ['salmon-fillet', 'heavy-cream', 'fresh-dill'],
    ];
    const needs: Dietary[][] = [
      [],
      ['vegan'],
      ['vegetarian', 'gluten-free'],
      ['dairy-free', 'egg-free'],
      ['pescatarian'],
    ];
    let conjured = 0;
    for (const recipeType of RECIPE_TYPES)
      for (const dietary of needs)
        for (const [i, asked] of larders.entries()) {
          const choices = { ...base, recipeType, dietary, partySize: 2 + i * 3, larder: asked };
          let recipe;
          try {
            recipe = conjure(choices, { rng: seededRng(`${recipeType}${i}`) });
          } catch {
            continue; // no dish of the type meets these needs, larder or not
          }
          conjured += 1;
          expect(recipe.data.recipeType).toBe(recipeType);
          expect(recipe.data.servings).toBeGreaterThanOrEqual(choices.partySize);
          for (const ingredient of recipe.ingredients) {
            const food = FOOD_BY_ID.get(ingredient.food);
            expect(food && brokenNeeds(food, dietary), `${ingredient.food} for ${dietary.join()}`).toEqual([]);
          }
          expect(checkRecipe(recipe, { ...choices, partySize: recipe.data.servings })).toEqual([]);
        }
    expect(conjured).toBeGreaterThan(RECIPE_TYPES.length * 10);
  });
});
