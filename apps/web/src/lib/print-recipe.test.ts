import { ingredientsFor } from '@feastforge/domain';
import { buildRecipeData } from '@feastforge/domain/testing';
import { describe, expect, it } from 'vitest';
import { asCooked } from './print-recipe.ts';

describe('asCooked', () => {
  it('gives the chosen servings and the very lines the recipe page shows for them', () => {
    const recipe = buildRecipeData({ servings: 4 });
    const cooked = asCooked(recipe, { servings: 3, units: 'us' });
    expect(cooked.servings).toBe(3);
    expect(cooked.ingredients).toEqual(ingredientsFor(recipe, 3, 'us'));
    expect(cooked.ingredients).toContain('10½ oz (300 g) cooked beans');
    // Everything else is the recipe as written.
    expect({ ...cooked, servings: 4, ingredients: recipe.ingredients }).toEqual(recipe);
  });
});
