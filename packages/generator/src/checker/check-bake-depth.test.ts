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
  it('passes brownies, Tarta de Santiago, pavlova, apple pie, crumble and wacky cake as the engine writes them at every party', () => {
    for (const id of [
      'chocolate-brownies',
      'tarta-de-santiago',
      'pavlova-with-berries-and-cream',
      'classic-apple-pie',
      'apple-crumble',
      'wacky-cake',
    ])
      expect(checkBakeDepths(atEveryParty(id)), id).toEqual([]);
  });

  it('bakes brownies for 2 at full depth in a 10 cm tin, and states a shorter time where a tin is shallower', () => {
    const brownies = atEveryParty('chocolate-brownies');
    const [forTwo] = brownies.filter((r) => r.data.servings === 3);
    const forSix = brownies.find((r) => r.data.servings === 6);
    const full = brownies.find((r) => r.data.servings === 12);
    if (!forTwo || !forSix || !full) throw new Error('not offered');
    expect(forTwo.data.instructions.join(' ')).toMatch(/a small 10 cm \(4 in\) square tin/);
    expect(full.data.instructions.at(-1)).toMatch(/bake 25-30 minutes/);
    expect(forTwo.data.instructions.at(-1)).toMatch(/bake 25-30 minutes/);
    expect((bakeOf(forTwo)?.depth ?? 0) / (bakeOf(full)?.depth ?? 1)).toBeGreaterThan(0.85);
    expect(forSix.data.instructions.join(' ')).toMatch(/a 15 cm \(6 in\) square tin/);
    expect(forSix.data.instructions.at(-1)).toMatch(/bake 20-30 minutes/);
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
    // The circle for 20 is piled far deeper than for 2: both the time and the size are wrong.
    expect(checkBakeDepths(recipes)).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^Step 4 bakes 75-75 minutes for 2 and for \d+, but the batter is \d+\.\d times as deep/,
        ),
      }),
      expect.objectContaining({ code: 'bake-thin', message: expect.stringMatching(/^Step 4 spreads the bake for 2 /) }),
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

  it('fails a bake for one spread in a tin or dish far too big for it', () => {
    const crumble = atEveryParty('apple-crumble');
    const forOne = crumble.find((r) => r.data.servings === 1);
    if (!forOne) throw new Error('not offered');
    expect(checkBakeDepths(crumble)).toEqual([]);
    forOne.data.instructions = forOne.data.instructions.map((s) =>
      s.replace(/a small [^.]*? baking dish/, 'a small 15 x 20 cm (6 x 8 in) baking dish'),
    );
    expect(checkBakeDepths(crumble)).toContainEqual(
      expect.objectContaining({ code: 'bake-thin', message: expect.stringMatching(/^Step 4 spreads the bake for 1 /) }),
    );
  });

  it('makes a bake too shallow for the smallest tin for a few more, and says why', () => {
    const [forOne] = atEveryParty('wacky-cake');
    expect(forOne?.data.servings).toBe(2);
    expect(forOne?.data.instructions[0]).toMatch(/a small 10 cm \(4 in\) square tin/);
    expect(forOne?.data.notes).toMatch(/Makes 2 servings for a party of 1: for 1 even the smallest tin/);
  });
});
