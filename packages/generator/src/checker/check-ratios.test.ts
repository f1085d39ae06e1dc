import { describe, expect, it } from 'vitest';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN, type RecipeType, type WizardChoices } from '@feastforge/domain';
import { conjure, DishNotOfferedError } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkRatios } from './check-ratios.ts';
import { checkRecipe } from './check-recipe.ts';

const food = (id: string): Food => {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`No food ${id}`);
  return found;
};

/** The ratio problems of a dish as the engine writes it for a party, or null where it is not offered. */
function ratioProblems(id: string, type: RecipeType, partySize: number): string[] | null {
  const choices: WizardChoices = {
    theme: 'mystic-forest',
    characterClass: 'wizard',
    recipeType: type,
    partySize,
    dietary: [],
    manaCost: 1,
  };
  try {
    const recipe = conjure(choices, { rng: seededRng(1), baseRecipeId: id });
    return checkRecipe(recipe, choices)
      .filter((p) => p.code === 'ratio')
      .map((p) => `${partySize}: ${p.message}`);
  } catch (error) {
    if (error instanceof DishNotOfferedError) return null;
    throw error;
  }
}

const everyParty = (id: string, type: RecipeType) =>
  Array.from({ length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 }, (_, i) => ratioProblems(id, type, i + PARTY_SIZE_MIN));

describe('checkRatios', () => {
  it('flags butter too little to cream with its sugar, read from the shares a step quotes', () => {
    const ingredients = [
      { food: food('butter'), grams: 140 },
      { food: food('brown-sugar'), grams: 330 },
    ];
    const step = 'Beat 50 g (2 oz) of the butter with 140 g of the brown sugar until fluffy.';
    expect(checkRatios({ sentences: [], steps: [step], ingredients })).toEqual([
      { code: 'ratio', message: expect.stringMatching(/^Step 1 creams 50 g of butter with 140 g of brown sugar/) },
    ]);
    const enough = 'Beat 70 g (2½ oz) of the butter with 140 g of the brown sugar until fluffy.';
    expect(checkRatios({ sentences: [], steps: [enough], ingredients })).toEqual([]);
  });

  it("flags a 'concentrate' steeped as weak as coffee to drink", () => {
    const ingredients = [
      { food: food('ground-coffee'), grams: 85 },
      { food: food('water'), grams: 1420 },
    ];
    const steps = [
      'Stir the ground dark-roast coffee into 950 ml of the water until all the grounds are wet.',
      'Strain. The concentrate keeps for a week in the fridge.',
    ];
    expect(checkRatios({ sentences: [], steps, ingredients })).toEqual([
      {
        code: 'ratio',
        message: expect.stringMatching(/85 g of coffee in 950 ml of water \(1:11\.2\) is not a concentrate/),
      },
    ]);
  });

  it('flags phin coffee brewed weak', () => {
    const ingredients = [
      { food: food('ground-coffee'), grams: 22 },
      { food: food('water'), grams: 237 },
    ];
    const steps = [
      'Bring the water to the boil. Set a phin filter over each glass and put in the ground dark-roast coffee.',
    ];
    expect(checkRatios({ sentences: [], steps, ingredients })).toEqual([
      { code: 'ratio', message: expect.stringMatching(/is not phin coffee/) },
    ]);
  });

  it('holds the sticky toffee pudding sponge creamed at every party it is made for', () => {
    const parties = everyParty('sticky-toffee-pudding', 'dessert');
    expect(parties.filter((p) => p !== null).length).toBeGreaterThan(10);
    expect(parties.flatMap((p) => p ?? [])).toEqual([]);
  });

  it('flags a meringue whose whites were rounded up and its sugar down (a pavlova for 7 as once written)', () => {
    const steps = [
      'Whisk the egg whites in a spotlessly clean bowl to soft peaks. Add the granulated sugar a spoonful at a time.',
    ];
    const meringue = (sugar: number) => [
      { food: food('egg-white'), grams: 132 },
      { food: food('granulated-sugar'), grams: sugar },
    ];
    expect(checkRatios({ sentences: [], steps, ingredients: meringue(150) })).toEqual([
      {
        code: 'ratio',
        message:
          "Step 1 whisks 132 g of egg whites with 150 g of sugar: too little sugar to hold a meringue (at least 1.4 times the whites' weight).",
      },
    ]);
    expect(checkRatios({ sentences: [], steps, ingredients: meringue(200) })).toEqual([]);
  });

  it('holds the pavlova to its meringue at every party, making 7 as 8', () => {
    const parties = everyParty('pavlova-with-berries-and-cream', 'dessert');
    expect(parties.flatMap((p) => p ?? [])).toEqual([]);
  });

  it.each(['cold-brew-coffee', 'vietnamese-iced-coffee'])('holds %s to its words at every party', (id) => {
    expect(everyParty(id, 'elixir').flatMap((p) => p ?? [])).toEqual([]);
  });
});
