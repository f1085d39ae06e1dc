import { describe, expect, it } from 'vitest';
import type { RecipeType, WizardChoices } from '@feastforge/domain';
import { conjure } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { checkBowls } from './check-bowls.ts';
import { checkRecipe, type CheckableRecipe } from './check-recipe.ts';

function request(recipeType: RecipeType, partySize: number): WizardChoices {
  return { theme: 'mystic-forest', characterClass: 'druid', recipeType, partySize, dietary: [], manaCost: 1 };
}

function dish(id: string, type: RecipeType, party: number): CheckableRecipe {
  const recipe = conjure(request(type, party), { rng: seededRng(1), baseRecipeId: id });
  return structuredClone({ data: recipe.data, ingredients: [...recipe.ingredients] });
}

const bowlProblems = (recipe: CheckableRecipe) =>
  checkRecipe(recipe, request(recipe.data.recipeType, recipe.data.servings))
    .filter((p) => p.code === 'vessel' && /bowl/.test(p.message))
    .map((p) => p.message);

describe('checkBowls', () => {
  const tomato = FOOD_BY_ID.get('tomato');
  if (!tomato) throw new Error('no tomato');

  it('reads a large bowl as about 6 litres, and a sized one by its litres', () => {
    const steps = ['Toss the tomatoes in a large bowl with the salt.'];
    expect(checkBowls(steps, [{ food: tomato, grams: 7000 }])).toEqual([
      { code: 'vessel', message: "Step 1: 'in a large bowl' holds about 6 litres, but about 7.0 litres go in." },
    ]);
    expect(checkBowls(steps, [{ food: tomato, grams: 5000 }])).toEqual([]);
    expect(checkBowls(['Toss the tomatoes in two 3-litre (3 qt) bowls.'], [{ food: tomato, grams: 7000 }])).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/'two 3-litre \(3 qt\) bowls' holds about 6 litres/) }),
    ]);
    // A bowl with no size is whatever bowl the work needs.
    expect(checkBowls(['Toss the tomatoes in a bowl.'], [{ food: tomato, grams: 7000 }])).toEqual([]);
  });

  it('passes the gazpacho for 20 as written and finds it in one large bowl', () => {
    const recipe = dish('gazpacho', 'starter', 20);
    expect(recipe.data.instructions[0]).toMatch(/in two 8-litre \(8 qt\) bowls/);
    expect(bowlProblems(recipe)).toEqual([]);
    recipe.data.instructions[0] = (recipe.data.instructions[0] ?? '').replace(
      /two 8-litre \(8 qt\) bowls/,
      'a large bowl',
    );
    expect(bowlProblems(recipe)).toEqual([expect.stringMatching(/^Step 1: 'in a large bowl' holds about 6 litres/)]);
  });
});
