import { describe, expect, it } from 'vitest';
import { buildRecipeData } from './testing.ts';
import { recipeStructuredData } from './recipe-structured-data.ts';

const recipe = buildRecipeData({
  title: 'Ember-Roasted Pepper Stew',
  image: '/media/stew.png',
  recipeType: 'starter',
  cookTime: '1 h 5 min',
  servings: 1,
  instructions: ['Roast.', 'Simmer.'],
});

describe('recipeStructuredData', () => {
  it('gives a schema.org Recipe with times, total time, category, steps and nutrition', () => {
    const data = recipeStructuredData(recipe, {
      url: 'https://x.test/recipe/1',
      imageUrl: 'https://x.test/media/stew.png',
    });
    expect(data).toMatchObject({
      '@type': 'Recipe',
      name: 'Ember-Roasted Pepper Stew',
      prepTime: 'PT15M',
      cookTime: 'PT1H5M',
      totalTime: 'PT1H20M',
      recipeCategory: 'Appetizer',
      recipeYield: '1 serving',
      image: ['https://x.test/media/stew.png'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Roast.' },
        { '@type': 'HowToStep', text: 'Simmer.' },
      ],
      nutrition: { calories: '320 calories', proteinContent: '14 g' },
    });
  });

  it('maps the spec categories and leaves unreadable times out', () => {
    expect(recipeStructuredData({ ...recipe, recipeType: 'elixir' })['recipeCategory']).toBe('Beverage');
    expect(recipeStructuredData({ ...recipe, recipeType: 'main' })['recipeCategory']).toBe('Main Course');
    const vague = recipeStructuredData({ ...recipe, cookTime: 'until golden' });
    expect(vague['cookTime']).toBeUndefined();
    expect(vague['totalTime']).toBeUndefined();
  });

  it("reads the times cooks and models write, not only the engine's own", () => {
    const read = (cookTime: string) => recipeStructuredData({ ...recipe, cookTime })['cookTime'];
    expect(read('1 hr 30')).toBe('PT1H30M');
    expect(read('1.5 hours')).toBe('PT1H30M');
    expect(read('90')).toBe('PT1H30M');
    expect(read('10-15 min')).toBe('PT15M');
  });
});
