import { describe, expect, it } from 'vitest';
import type { WizardChoices } from '@feastforge/domain';
import { conjure, DishNotOfferedError } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import { bakeOf, checkBakeDepths } from './check-bake-depth.ts';
import type { CheckableRecipe } from './check-recipe.ts';

/** The dish as the engine writes it for each party it is offered to, 1 to 20. */
function atEveryParty(id: string): CheckableRecipe[] {
  const base = BASE_RECIPES.find((r) => r.id === id);
  if (!base) throw new Error(`no dish ${id}`);
  return Array.from({ length: 20 }, (_, i) => i + 1).flatMap((partySize) => {
    const choices: WizardChoices = {
      theme: 'mystic-forest',
      characterClass: 'wizard',
      recipeType: base.type,
      partySize,
      dietary: [],
      manaCost: 1,
    };
    try {
      const made = conjure(choices, { rng: seededRng(id), baseRecipeId: id });
      return [structuredClone({ data: made.data, ingredients: [...made.ingredients] })];
    } catch (error) {
      if (error instanceof DishNotOfferedError) return [];
      throw error;
    }
  });
}

/** The recipe with every baking time put back to the one the base recipe gives. */
function timedAsWritten(recipe: CheckableRecipe, time: RegExp, written: string): CheckableRecipe {
  const copy = structuredClone(recipe);
  copy.data.instructions = copy.data.instructions.map((s) => s.replace(time, written));
  return copy;
}

describe('checkBakeDepths', () => {
  it('passes brownies, Tarta de Santiago, pavlova and apple pie as the engine writes them at every party', () => {
    for (const id of ['chocolate-brownies', 'tarta-de-santiago', 'pavlova-with-berries-and-cream', 'classic-apple-pie'])
      expect(checkBakeDepths(atEveryParty(id)), id).toEqual([]);
  });

  it('states a shorter time for brownies for 2, half as deep in the smallest tin', () => {
    const [forTwo] = atEveryParty('chocolate-brownies').filter((r) => r.data.servings === 3);
    const full = atEveryParty('chocolate-brownies').find((r) => r.data.servings === 12);
    if (!forTwo || !full) throw new Error('not offered');
    expect(forTwo.data.instructions.join(' ')).toMatch(/a small 15 cm \(6 in\) square tin/);
    expect(full.data.instructions.at(-1)).toMatch(/bake 25-30 minutes/);
    const time = /bake (\d+)-(\d+) minutes/.exec(forTwo.data.instructions.at(-1) ?? '');
    expect(Number(time?.[2])).toBeLessThan(25);
    expect((bakeOf(full)?.depth ?? 0) / (bakeOf(forTwo)?.depth ?? 1)).toBeGreaterThan(1.5);
  });

  it('fails a small bake that keeps the full baking time in a shallower tin', () => {
    const recipes = atEveryParty('chocolate-brownies').map((r) =>
      timedAsWritten(r, /bake \d+-\d+ minutes/, 'bake 25-30 minutes'),
    );
    expect(checkBakeDepths(recipes)).toEqual([
      expect.objectContaining({
        code: 'bake-depth',
        message: expect.stringMatching(/bakes 25-30 minutes for \d+ and for \d+/),
      }),
    ]);
    const tarta = atEveryParty('tarta-de-santiago').map((r) =>
      timedAsWritten(r, /bake \d+-\d+ minutes/, 'bake 35-40 minutes'),
    );
    expect(checkBakeDepths(tarta)).toHaveLength(1);
  });

  it('fails a meringue circle that stays 20 cm for every party', () => {
    const recipes = atEveryParty('pavlova-with-berries-and-cream').map((r) => {
      const copy = structuredClone(r);
      copy.data.instructions[0] =
        'Heat the oven to 120°C (250°F). Draw a 20 cm (8 in) circle on a sheet of baking paper, turn it over and lay it on a baking sheet.';
      return copy;
    });
    expect(checkBakeDepths(recipes)).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^Step 4 bakes 75-75 minutes for 2 and for \d+, but the batter is \d+\.\d times as deep/,
        ),
      }),
    ]);
  });
});

describe('bakeOf', () => {
  it('weighs the foods the steps name as whole words: not salt in unsalted, nor egg in eggplant', () => {
    const brownies = atEveryParty('chocolate-brownies').find((r) => r.data.servings === 12);
    if (!brownies) throw new Error('not offered');
    const named = structuredClone(brownies);
    named.data.instructions = named.data.instructions.map((s) =>
      s
        .replace(' and salt and fold', ' and fold')
        .replace('the butter', 'the unsalted butter')
        .replace(/, eggs? and/, ', eggplant purée and'),
    );
    expect(named.data.instructions.join(' ')).toMatch(/unsalted butter.*eggplant purée/);
    const without = structuredClone(named);
    without.ingredients = without.ingredients.filter((line) => line.food !== 'salt' && line.food !== 'egg');
    expect(without.ingredients.length).toBe(named.ingredients.length - 2);
    expect(bakeOf(named)?.depth).toBeCloseTo(bakeOf(without)?.depth ?? 0, 5);
  });
});
