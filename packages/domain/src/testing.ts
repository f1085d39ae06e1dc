// Test data for every package's tests (`@feastforge/domain/testing`); production code never imports it.
import type { RecipeData, WizardChoices } from './recipe.ts';

/**
 * A valid `recipe_data`, as the generator would save it: the one sample recipe that tests,
 * fixtures and benchmarks start from, overriding only the fields they are about.
 *
 * @example
 * const recipe = buildRecipeData({ title: 'Troll Toast', rarity: 'epic' })
 */
export function buildRecipeData(overrides: Partial<RecipeData> = {}): RecipeData {
  return {
    title: 'Ember-Roasted Dragon Pepper Stew',
    description: 'A smoky stew of roasted peppers and beans, hearty enough for a long march.',
    image: '',
    rarity: 'common',
    recipeType: 'main',
    prepTime: '15 min',
    cookTime: '40 min',
    difficulty: 'Easy',
    servings: 4,
    ingredients: ['2 red peppers', '400 g cooked beans', '1 onion', '1 tsp smoked paprika'],
    instructions: ['Roast the peppers until charred.', 'Simmer everything for 30 minutes.'],
    nutrition: { calories: 320, protein: 14, carbs: 48, fat: 7 },
    allergens: [],
    notes: 'Better on the second day.',
    manaCost: 1,
    xp_gained: 10,
    ...overrides,
  };
}

/**
 * Wizard choices a visitor could send: a bard's main course on the coast for four, standard booster.
 *
 * @example
 * const choices = buildWizardChoices({ manaCost: 20 })
 */
export function buildWizardChoices(overrides: Partial<WizardChoices> = {}): WizardChoices {
  return {
    theme: 'coastal-cove',
    characterClass: 'bard',
    recipeType: 'main',
    partySize: 4,
    dietary: [],
    manaCost: 1,
    ...overrides,
  };
}
