import { describe, expect, it } from 'vitest';
import type { WizardChoices } from '@feastforge/domain';
import { adaptRecipe } from '../engine/adapt.ts';
import { conjure } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { FOOD_BY_ID, FOODS } from '../knowledge/foods/index.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkNotes } from './check-notes.ts';
import { checkRecipe } from './check-recipe.ts';

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}
const soupFoods = ['onion', 'butter', 'vegetable-stock', 'fresh-thyme'].map(food);

describe('checkNotes', () => {
  it('flags a note that has the cook use a food the recipe does not buy', () => {
    const notes =
      'Vegetable stock replaces beef stock; a spoonful of tomato paste browned with the vegetables deepens it.';
    expect(checkNotes(notes, soupFoods, FOODS).map((p) => p.message)).toEqual([
      "The notes name tomato paste, which the recipe does not have: 'a spoonful of tomato paste browned with the vegetables deepens it'. Say it as an option ('if you have ...') or leave it out.",
    ]);
    expect(checkNotes(notes, [...soupFoods, food('tomato-paste')], FOODS)).toEqual([]);
  });

  it('reads a food bought by its label by its own name: the dairy-free challah is the challah', () => {
    const note = `Day-old ${food('challah').name} soaks best.`;
    expect(checkNotes(note, [food('dairy-free-challah')], FOODS)).toEqual([]);
    expect(checkNotes(note, [food('bread')], FOODS)).toHaveLength(1);
  });

  it('lets a note name an absent food as an option, an alternative or what a swap replaced', () => {
    const notes = [
      'Vegetable stock replaces beef stock; if you have tomato paste, a spoonful stirred in deepens it.',
      'Gluten-free baking powder replaces baking powder: some baking powders contain wheat starch.',
      'Serve with a little honey or maple syrup.',
      'Nutritional yeast brings the savoury, cheesy note of parmesan.',
    ].join(' ');
    expect(checkNotes(notes, soupFoods, FOODS)).toEqual([]);
  });
});

describe('a swap note and its tips', () => {
  const vegetarian = (partySize: number): WizardChoices => ({
    theme: 'mystic-forest',
    characterClass: 'druid',
    recipeType: 'starter',
    partySize,
    dietary: ['vegetarian'],
    manaCost: 1,
  });

  it('puts tomato paste to a French onion soup, which has none, as an option, at 1, 2, 7 and 20', () => {
    for (const partySize of [1, 2, 7, 20]) {
      const made = conjure(vegetarian(partySize), { rng: seededRng(55), baseRecipeId: 'french-onion-soup' });
      // The stock chosen is the one with the fewest possible allergens: a gluten-free vegetable stock.
      expect(made.data.notes).toMatch(/vegetable stock replaces beef stock; if you have tomato paste,/i);
      expect(checkRecipe(made, vegetarian(partySize))).toEqual([]);
    }
  });

  it('gives a dish that has tomato paste the tip that uses its own', () => {
    const soup = BASE_RECIPES.find((r) => r.id === 'french-onion-soup');
    if (!soup) throw new Error('no french onion soup');
    const withPaste = {
      ...soup,
      ingredients: [...soup.ingredients, { food: 'tomato-paste', qty: 1, unit: 'tbsp' as const }],
    };
    expect(adaptRecipe(withPaste, ['vegetarian'])?.swapNotes).toContainEqual(
      expect.stringMatching(/vegetable stock replaces beef stock; a little more of the tomato paste deepens it\.$/i),
    );
  });
});
