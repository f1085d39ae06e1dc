import { describe, expect, it } from 'vitest';
import type { RecipeType, WizardChoices } from '@feastforge/domain';
import { conjure } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import { checkRecipe } from './check-recipe.ts';
import { checkVesselCount } from './check-vessel-count.ts';

function request(recipeType: RecipeType, partySize: number): WizardChoices {
  return { theme: 'mystic-forest', characterClass: 'druid', recipeType, partySize, dietary: [], manaCost: 1 };
}

function stepsOf(id: string, party: number): string[] {
  const base = BASE_RECIPES.find((r) => r.id === id);
  if (!base) throw new Error(`no dish ${id}`);
  return conjure(request(base.type, party), { rng: seededRng(1), baseRecipeId: id }).data.instructions;
}

const messages = (steps: readonly string[]) => checkVesselCount(steps).map((p) => p.message);

describe('checkVesselCount', () => {
  it('finds nothing wrong with the shakshuka, pavlova, brownies and soups the engine writes for 1, 2, 7 and 20', () => {
    for (const id of ['shakshuka', 'green-shakshuka', 'pavlova-with-berries-and-cream', 'leek-and-potato-soup'])
      for (const party of [1, 2, 7, 20]) expect(messages(stepsOf(id, party)), `${id} ×${String(party)}`).toEqual([]);
  });

  it('finds a later step that says "the pan" after the party needed two', () => {
    const steps = stepsOf('shakshuka', 7);
    expect(steps[0]).toMatch(/\btwo \d+ cm \(\d+ in\) lidded frying pans\b/);
    const wrong = steps.map((s) => s.replace(/straight from the pans/, 'straight from the pan'));
    expect(messages(wrong)).toEqual([expect.stringMatching(/^Step 5: 'the pan', but step 1 uses pans/)]);
    expect(messages(['Heat two 24 cm (9 in) frying pans.', 'Cover the frying pan and cook 5 minutes.'])).toHaveLength(
      1,
    );
    // A model may write the count in figures.
    expect(messages(['Heat the oil in 2 large frying pans.', 'Cover the pan and cook 5 minutes.'])).toEqual([
      expect.stringMatching(/^Step 2: 'the pan', but step 1 uses pans/),
    ]);
  });

  it('lets a step name a new vessel of the same kind as one', () => {
    const steps = [
      'Heat the oil in two 28 cm (11 in) frying pans.',
      'Toast the seeds in a small dry pan, then tip them from the pan.',
    ];
    expect(messages(steps)).toEqual([]);
  });

  it('finds a dish served "straight from the pan" after it was cooked in batches', () => {
    const steps = stepsOf('shakshuka', 20);
    expect(steps.join(' ')).toMatch(/\(in (two|three) batches, serving each batch as it is ready\)/);
    expect(steps.at(-1)).toMatch(/serve each panful as soon as it is ready\.$/);
    const wrong = steps.map((s) =>
      s.replace('serve each panful as soon as it is ready', 'serve straight from the pans'),
    );
    expect(messages(wrong)).toEqual([
      expect.stringMatching(/'serve straight from the pans', but step 1 cooks in batches/),
    ]);
  });

  it('finds a meringue cooled "in the oven" after it was baked in batches', () => {
    const steps = [
      'Heat the oven to 120°C (250°F). Draw a 20 cm circle on each of three baking sheets (in two batches, on two shelves, swapping them halfway).',
      'Bake 75 minutes. Turn off the oven and leave the pavlovas inside with the door ajar until completely cool.',
    ];
    expect(messages(steps)).toEqual([
      expect.stringMatching(/^Step 2: 'Turn off the oven and leave', but step 1 bakes in batches/),
    ]);
    // Two pavlovas side by side on two shelves bake, and cool, in one oven at once.
    expect(messages(stepsOf('pavlova-with-berries-and-cream', 20))).toEqual([]);
    expect(stepsOf('pavlova-with-berries-and-cream', 20)[0]).toMatch(
      /two baking sheets, to bake side by side on two shelves/,
    );
  });

  it('finds one lid or mat said for several pans or trays: each needs its own', () => {
    // Gyoza for 20 fry in three pans; 'with a lid' gave the three of them one lid between them.
    const gyoza = stepsOf('pork-gyoza', 20);
    const at = gyoza.findIndex((s) => /lidded non-stick frying pans/.test(s));
    expect(gyoza[at]).toMatch(/three 26 cm \(10 in\) lidded non-stick frying pans/);
    expect(messages(gyoza)).toEqual([]);
    const oneLid = gyoza.map((s) => s.replace(/lidded (non-stick frying pans)/, '$1 with a lid'));
    expect(messages(oneLid)).toEqual([
      expect.stringMatching(
        /^Step 4: 'three 26 cm \(10 in\) non-stick frying pans with a lid': each of the pans needs its own lid/,
      ),
    ]);
    expect(messages(['Line two rimmed baking trays with a silicone mat.'])).toEqual([
      expect.stringMatching(/each of the trays needs its own silicone mat/),
    ]);
    // The butter that greases them is no fitting.
    expect(messages(['Grease two 20 cm (8 in) tins with a little of the butter.'])).toEqual([]);
  });

  it('is part of the checker', () => {
    const recipe = conjure(request('main', 7), { rng: seededRng(1), baseRecipeId: 'shakshuka' });
    const copy = structuredClone({ data: recipe.data, ingredients: [...recipe.ingredients] });
    copy.data.instructions = copy.data.instructions.map((s) => s.replace('the pans', 'the pan'));
    expect(checkRecipe(copy, request('main', 7)).map((p) => p.code)).toContain('vessel-count');
  });
});
