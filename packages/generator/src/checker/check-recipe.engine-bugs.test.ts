import type { WizardChoices } from '@feastforge/domain';
import { describe, expect, it, vi } from 'vitest';
import type * as Analysis from '../engine/analysis.ts';
import { conjure } from '../engine/conjure.ts';
import type * as Quantities from '../engine/quantities.ts';
import { seededRng } from '../engine/rng.ts';
import { checkRecipe } from './check-recipe.ts';

/**
 * The engine's helpers, broken the way a helper goes wrong: the allergen list loses the egg, and a
 * cup weighs 240 g whatever is in it (a cup of water's weight, not a cup of spinach's). The engine
 * declares what its broken helpers say; the checker, reading the lines itself, must still object.
 * Were the checker to call these helpers, it would agree with the engine and find nothing.
 */
vi.mock('../engine/analysis.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Analysis>();
  return {
    ...real,
    allergensOf: (foods: Parameters<typeof real.allergensOf>[0]) => real.allergensOf(foods).filter((a) => a !== 'Egg'),
  };
});
vi.mock('../engine/quantities.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Quantities>();
  const gramsPerUnit: typeof real.gramsPerUnit = (food, unit) => (unit === 'cup' ? 240 : real.gramsPerUnit(food, unit));
  return {
    ...real,
    gramsPerUnit,
    gramsOf: (food: Parameters<typeof real.gramsOf>[0], q: Parameters<typeof real.gramsOf>[1]) =>
      (gramsPerUnit(food, q.unit) ?? Number.NaN) * q.qty,
  };
});

const choices: WizardChoices = {
  theme: 'mystic-forest',
  characterClass: 'druid',
  recipeType: 'breakfast',
  partySize: 4,
  dietary: [],
  manaCost: 1,
};

describe('checkRecipe, when the engine’s helpers are wrong', () => {
  const made = conjure(choices, { rng: seededRng('engine-bugs'), baseRecipeId: 'green-shakshuka' });
  const problems = checkRecipe({ ...made, baseRecipeId: 'green-shakshuka' }, choices);

  it('finds the egg the lines carry and the declaration left out', () => {
    expect(made.data.allergens).not.toContain('Egg');
    expect(problems).toContainEqual({ code: 'allergen', message: 'Egg is present but not declared.' });
  });

  it('finds nutrition the engine weighed with a wrong cup: six cups of spinach are not 1.4 kg', () => {
    expect(problems.filter((p) => p.code === 'nutrition').map((p) => p.message)).toContainEqual(
      expect.stringMatching(/kcal declared/),
    );
  });
});
