import { describe, expect, it } from 'vitest';
import { buildRecipeData } from './testing.ts';
import { isoDuration, recipeStructuredData } from './recipe-structured-data.ts';

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

  it('names the author with a link to their tome, the date, keywords and nutrition with units', () => {
    const data = recipeStructuredData(
      { ...recipe, rarity: 'legendary', nutrition: { calories: 450, protein: 20, carbs: 51, fat: 12 } },
      {
        datePublished: '2026-11-20T10:00:00.000Z',
        author: { name: 'Bard', url: 'https://x.test/my-recipes/u1' },
      },
    );
    expect(data['author']).toEqual({ '@type': 'Person', name: 'Bard', url: 'https://x.test/my-recipes/u1' });
    expect(data['datePublished']).toBe('2026-11-20T10:00:00.000Z');
    expect(data['keywords']).toBe('Legendary recipe, Appetizer, fantasy recipe');
    expect(data['recipeIngredient']).toEqual(recipe.ingredients);
    expect(data['nutrition']).toEqual({
      '@type': 'NutritionInformation',
      calories: '450 calories',
      proteinContent: '20 g',
      carbohydrateContent: '51 g',
      fatContent: '12 g',
    });
    // Nothing is said that was not given.
    expect(recipeStructuredData(recipe)).not.toHaveProperty('image');
    expect(recipeStructuredData(recipe)).not.toHaveProperty('author');
  });

  it('numbers the steps in order', () => {
    const steps = recipeStructuredData({ ...recipe, instructions: ['A.', 'B.', 'C.'] })['recipeInstructions'];
    expect(steps).toEqual([
      { '@type': 'HowToStep', position: 1, text: 'A.' },
      { '@type': 'HowToStep', position: 2, text: 'B.' },
      { '@type': 'HowToStep', position: 3, text: 'C.' },
    ]);
  });
});

describe('isoDuration', () => {
  it.each([
    [0, 'PT0M'],
    [5, 'PT5M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
    [1500, 'PT25H'],
    [44.6, 'PT45M'],
  ])('%s minutes → %s', (minutes, iso) => {
    expect(isoDuration(minutes)).toBe(iso);
    expect(iso).toMatch(/^PT(?:\d+H)?(?:\d+M)?$/);
  });
});
