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

  it('gives the steps for the chosen servings, written from the recipe’s step templates', () => {
    const recipe = buildRecipeData({
      servings: 4,
      instructions: ['Warm 2 tbsp (30 ml) olive oil in a 28 cm (11 in) frying pan.'],
      stepTemplates: {
        for: 4,
        templates: ['Warm {olive-oil|1/1} {olive-oil} in {@28cm frying pan}.'],
        foods: {
          'olive-oil': {
            food: 'olive-oil',
            name: 'olive oil',
            plural: 'olive oil',
            grams: { ml: 0.91, tbsp: 13.5 },
            whole: false,
            countable: false,
            qty: 2,
            unit: 'tbsp',
            for: 4,
          },
        },
      },
    });
    expect(asCooked(recipe, { servings: 4, units: 'metric' }).instructions).toEqual(recipe.instructions);
    expect(asCooked(recipe, { servings: 20, units: 'metric' }).instructions).toEqual([
      'Warm 150 ml olive oil in two 30 cm (12 in) frying pans (in two batches, keeping each batch warm).',
    ]);
  });
});
