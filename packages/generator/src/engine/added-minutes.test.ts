import { describe, expect, it } from 'vitest';
import { stepsMinutes } from '../checker/check-times.ts';
import { conjure } from './conjure.ts';
import { seededRng } from './rng.ts';

const card = (id: string, recipeType: 'main' | 'elixir' | 'snacks' | 'starter', partySize: number) =>
  conjure(
    { theme: 'mystic-forest', characterClass: 'wizard', recipeType, partySize, dietary: [], manaCost: 1 },
    { rng: seededRng(1), baseRecipeId: id },
  );

describe('the cook time on the card', () => {
  it('grows by a second batch of roast chickens for 20', () => {
    const forFour = card('roast-chicken-with-lemon-and-thyme', 'main', 4);
    const forTwenty = card('roast-chicken-with-lemon-and-thyme', 'main', 20);
    expect(forTwenty.data.instructions.join(' ')).toMatch(/in two batches/);
    expect(forTwenty.cookMinutes).toBeGreaterThanOrEqual(forFour.cookMinutes + 70);
  });

  it('grows with milk that takes longer to heat for 20 mugs of hot chocolate', () => {
    const recipe = card('mexican-hot-chocolate', 'elixir', 20);
    expect(recipe.data.instructions.join(' ')).toMatch(/13-16 minutes/);
    expect(recipe.prepMinutes + recipe.cookMinutes).toBeGreaterThanOrEqual(stepsMinutes(recipe.data.instructions));
    expect(recipe.cookMinutes).toBeGreaterThan(20);
  });
});

describe('the card of a dish never heated', () => {
  it('keeps a cold brew for 20 at Cook 0 and gives its longer drip to the prep', () => {
    for (const partySize of [1, 2, 7, 20]) {
      const recipe = card('cold-brew-coffee', 'elixir', partySize);
      expect(recipe.cookMinutes).toBe(0);
      expect(recipe.prepMinutes).toBeGreaterThanOrEqual(stepsMinutes(recipe.data.instructions));
    }
    expect(card('cold-brew-coffee', 'elixir', 20).data.instructions.join(' ')).toMatch(/drip for 13-30 minutes/);
    expect(card('cold-brew-coffee', 'elixir', 20).prepMinutes).toBe(735 + 8);
  });

  it('chills the trays of energy balls for 20 side by side: no batches of chilling on the card', () => {
    const recipe = card('date-and-almond-energy-balls', 'snacks', 20);
    expect(recipe.cookMinutes).toBe(0);
    expect(recipe.prepMinutes).toBe(45);
  });

  it('keeps a gazpacho blended in four batches at Cook 0', () => {
    const recipe = card('gazpacho', 'starter', 20);
    expect(recipe.data.instructions.join(' ')).toMatch(/in four batches/);
    expect(recipe.cookMinutes).toBe(0);
  });
});

describe('the cook time on the card for a small party', () => {
  it('shrinks with the shorter bake of a tarta de santiago for one in a smaller tin', () => {
    const forOne = conjure(
      {
        theme: 'mystic-forest',
        characterClass: 'wizard',
        recipeType: 'dessert',
        partySize: 1,
        dietary: [],
        manaCost: 1,
      },
      { rng: seededRng(16), baseRecipeId: 'tarta-de-santiago' },
    );
    expect(forOne.data.instructions.join(' ')).toMatch(/bake 20-25 minutes/);
    expect(forOne.cookMinutes).toBe(25);
  });
});
