import { describe, expect, it } from 'vitest';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkDiets } from './check-diets.ts';
import type { WordedRecipe } from './check-words.ts';

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}

/** Soured soy milk pancakes for 4, true as written, to break one rule at a time. */
function pancakes(overrides: Partial<WordedRecipe> = {}): WordedRecipe {
  return {
    title: 'Soured soy milk pancakes',
    servings: 4,
    lines: [
      '250 g (9 oz) gluten-free flour blend, check the label for lupin and soy',
      '480 ml (2 cups) unsweetened soy milk',
      '2 tbsp (15 ml) ground flaxseed, for the flax eggs',
      '90 ml (6 tbsp) water, for the flax eggs',
      '2 tbsp (30 ml) lemon juice',
    ],
    foods: [
      food('gluten-free-flour-blend'),
      food('soy-milk'),
      food('ground-flaxseed'),
      food('water'),
      food('lemon-juice'),
    ],
    steps: [
      'Stir the lemon juice into the unsweetened soy milk and leave it 5 minutes to thicken and sour.',
      'Make the flax eggs: stir the ground flaxseed into the water and leave 5 minutes to thicken.',
      'Whisk everything into a batter and cook in rounds, 2-3 minutes a side.',
    ],
    dietary: ['dairy-free', 'egg-free'],
    ...overrides,
  };
}

const messages = (recipe: WordedRecipe) => checkDiets(recipe).map((p) => `${p.code}: ${p.message}`);

describe('checkDiets', () => {
  it('finds nothing in a recipe that brings what its swaps need', () => {
    expect(checkDiets(pancakes())).toEqual([]);
  });

  it('finds a soured milk with no acid listed, or none stirred in', () => {
    const recipe = pancakes();
    const withoutAcid = pancakes({ lines: recipe.lines.slice(0, 4), foods: recipe.foods.slice(0, 4) });
    expect(messages(withoutAcid)).toEqual([
      "swap-needs: 'Soured soy milk pancakes' sours a milk, but no lemon juice or vinegar is listed.",
    ]);
    expect(messages(pancakes({ steps: recipe.steps.slice(1) }))).toEqual([
      'swap-needs: No step sours the milk with the lemon juice.',
    ]);
  });

  it('finds flax eggs no step makes', () => {
    const steps = [pancakes().steps[0] ?? '', 'Whisk in the flax eggs.'];
    expect(messages(pancakes({ steps }))).toEqual([
      'swap-needs: Flax eggs are used, but no step stirs the flaxseed into water and rests it.',
    ]);
  });

  it('finds a chickpea batter no step makes', () => {
    const recipe = pancakes({
      title: 'French toast with strawberries',
      lines: ['25 g (¼ cup) chickpea flour, for the chickpea batter', '90 ml (⅓ cup) water, for the chickpea batter'],
      foods: [food('chickpea-flour'), food('water')],
      steps: [
        'Make the chickpea batter: whisk the chickpea flour into the water until smooth, with no lumps.',
        'Whisk the chickpea batter with the soy milk and soak the bread in it.',
      ],
    });
    expect(messages(recipe)).toEqual([]);
    expect(messages({ ...recipe, steps: recipe.steps.slice(1) })).toEqual([
      'swap-needs: A chickpea batter is used, but no step whisks the chickpea flour into water.',
    ]);
  });

  it('finds a cheese bought by its label whose line does not say it', () => {
    const recipe = pancakes({
      title: 'Mushroom risotto',
      lines: ['75 g (¾ cup) vegetarian hard cheese'],
      foods: [food('vegetarian-parmesan')],
      steps: ['Beat in the vegetarian hard cheese.'],
    });
    expect(messages(recipe)).toEqual([
      "diet-label: The line '75 g (¾ cup) vegetarian hard cheese' does not say made without animal rennet.",
    ]);
  });

  it('finds a food whose allergens depend on the brand, and whose line does not say to check the label', () => {
    const recipe = pancakes();
    const lines = ['250 g (9 oz) gluten-free flour blend', ...recipe.lines.slice(1)];
    expect(messages(pancakes({ lines }))).toEqual([
      "diet-label: The line '250 g (9 oz) gluten-free flour blend' does not say to check the label for lupin, soy, which only the pack can tell.",
    ]);
    const halfSaid = ['250 g (9 oz) gluten-free flour blend, check the label for lupin', ...recipe.lines.slice(1)];
    expect(messages(pancakes({ lines: halfSaid }))).toEqual([
      "diet-label: The line '250 g (9 oz) gluten-free flour blend, check the label for lupin' does not say to check the label for soy, which only the pack can tell.",
    ]);
  });
});
