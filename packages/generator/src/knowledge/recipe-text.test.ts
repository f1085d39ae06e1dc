import { describe, expect, it } from 'vitest';
import { lintRecipeText } from './recipe-text.lint.ts';
import { BASE_RECIPES } from './recipes/index.ts';
import type { BaseRecipe } from './types.ts';

function recipe(steps: string[], prep?: string): BaseRecipe {
  return {
    id: 'test-posset',
    dish: 'Lemon posset',
    type: 'dessert',
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 5,
    difficulty: 'Easy',
    ingredients: [
      { food: 'heavy-cream', qty: 2, unit: 'cup', ...(prep ? { prep } : {}) },
      { food: 'lemon', qty: 2, unit: 'piece' },
    ],
    steps,
    biomes: {},
    classes: {},
    tags: [],
  };
}

const messages = (r: BaseRecipe) => lintRecipeText(r).map((f) => f.message);

describe('the knowledge base lint for words around quantities', () => {
  it('passes every base recipe', () => {
    const findings = BASE_RECIPES.flatMap(lintRecipeText).map((f) => `${f.recipe} [${f.where}]: ${f.message}`);
    expect(findings).toEqual([]);
  });

  it('accepts times, temperatures, sizes, ratios and references', () => {
    const fine = recipe([
      'Simmer the {heavy-cream} in {@20cm pan} at 90°C (195°F) for 3-4 minutes, 1:1 with water.',
      'Stir in {heavy-cream|1/4} of the {heavy-cream} and the juice of {#lemon} {lemon}; pour into {n:glass} and chill for 3 hours.',
    ]);
    expect(messages(fine)).toEqual([]);
  });

  it('finds amounts, counts and portions written as numbers', () => {
    expect(messages(recipe(['Whisk 0.5 cup of the {heavy-cream} with the {lemon}.']))).toEqual([
      "a number that does not scale: 'Whisk 0.5 cup of the'",
    ]);
    expect(messages(recipe(['Squeeze the {lemon} and pour the {heavy-cream} into four glasses.']))).toHaveLength(1);
    expect(messages(recipe(['Use the {lemon} and {heavy-cream}.'], '3 tbsp whipped, 1 tbsp to serve'))).toHaveLength(2);
  });

  it('does not take a volume or a bare "in" for a size', () => {
    expect(messages(recipe(['Add 1 L of the {heavy-cream} and the {lemon}.']))).toHaveLength(1);
    expect(messages(recipe(['Put 2 in each glass with the {heavy-cream} and {lemon}.']))).toHaveLength(1);
    expect(messages(recipe(['Heat the {heavy-cream} in {@5l pot}, 23×33 cm (9×13 in), with the {lemon}.']))).toEqual(
      [],
    );
  });

  it('finds a vessel whose size or number is written out, and a vessel named again that no step sizes', () => {
    expect(messages(recipe(['Simmer the {heavy-cream} and {lemon} in a 20 cm (8 in) lidded pan.']))).toHaveLength(1);
    expect(messages(recipe(['Heat the {heavy-cream} in a heavy 5-litre pot with the {lemon}.']))).toHaveLength(1);
    expect(messages(recipe(['Roast the {heavy-cream} and {lemon} on two baking trays.']))).toContainEqual(
      expect.stringContaining('a vessel that does not follow the party'),
    );
    expect(messages(recipe(['Pour the {heavy-cream} and {lemon} into {@pot}.']))).toEqual([
      '{@pot} names a vessel no step declares with its size',
    ]);
    expect(
      messages(recipe(['Heat the {heavy-cream} in {@2l pot}, {batches:lemon/2:3-4 minutes}.', 'Cool {@pot}.'])),
    ).toEqual([]);
  });

  it('finds a word glued to a reference and items counted', () => {
    expect(messages(recipe(['Juice the {lemon}s into the {heavy-cream}.']))).toEqual([
      'a word is glued to {lemon}: let the engine inflect it',
    ]);
    expect(messages(recipe(['Zest the {lemon}, then juice both {lemon} into the {heavy-cream}.']))).toEqual([
      "counts items the party may not have: 'both {lemon}'",
    ]);
  });

  it('finds a food used as a modifier, which the engine would inflect', () => {
    expect(messages(recipe(['Stir the {lemon} juice into the {heavy-cream}.']))).toEqual([
      "'{lemon} juice' makes the food a modifier: say 'juice of the …'",
    ]);
  });

  it('finds references to what is not in the recipe', () => {
    expect(messages(recipe(['Whisk the {heavy-cream}, {lemon} and {butter}.']))).toEqual([
      '{butter} is neither an ingredient nor a servings count',
    ]);
    expect(messages(recipe(['Whisk the {heavy-cream} and {lemon}.'], 'or {coconut-cream}'))).toEqual([]);
    expect(messages(recipe(['Squeeze {#lemon>1:them|it} over the {heavy-cream}.']))).toEqual([]);
    expect(messages(recipe(['Fry {#butter>1:them|it}.']))).toEqual([
      '{#butter>1:them|it} counts a food that is not an ingredient',
    ]);
  });
});
