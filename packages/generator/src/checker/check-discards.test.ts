import { describe, expect, it } from 'vitest';
import type { WizardChoices } from '@feastforge/domain';
import { conjure } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkDiscards } from './check-discards.ts';
import { checkRecipe } from './check-recipe.ts';

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}
const line = (id: string, discarded = 0) => ({ food: food(id), discarded, liquid: food(id).grams.ml !== undefined });

const request = (partySize: number): WizardChoices => ({
  theme: 'coastal-cove',
  characterClass: 'wizard',
  recipeType: 'breakfast',
  partySize,
  dietary: [],
  manaCost: 1,
});

describe('checkDiscards', () => {
  const poach =
    'Poach the smoked haddock fillet in the whole milk with the bay leaf for 5-6 minutes. Lift out and flake';
  const lines = [line('smoked-haddock'), line('bay-leaf')];

  it('finds the poaching milk thrown away while the nutrition still counts it', () => {
    const steps = [`${poach}; discard the poaching liquid and the bay leaf.`];
    expect(checkDiscards(steps, [...lines, line('whole-milk')]).map((p) => p.message)).toEqual([
      'Step 1 throws away the poaching liquid (whole milk), but the nutrition counts all of the whole milk: its line needs the share discarded.',
    ]);
    expect(checkDiscards(steps, [...lines, line('whole-milk', 1)])).toEqual([]);
  });

  it('reads a food thrown away by name, and the pulp a sieve keeps of what was blended before it', () => {
    expect(checkDiscards(['Strain both liquids, discarding the ginger.'], [line('ginger')])).toHaveLength(1);
    expect(checkDiscards(['Strain both liquids, discarding the ginger.'], [line('ginger', 0.9)])).toEqual([]);
    const blended = [
      'Blend the watermelon with the water until liquid.',
      'Sieve it and discard what is left in the sieve.',
    ];
    expect(checkDiscards(blended, [line('watermelon'), line('water')])).toHaveLength(1);
    expect(checkDiscards(blended, [line('watermelon', 0.1), line('water')])).toEqual([]);
  });

  it('leaves alone what is no share of the dish: bad mussels, water poured away, an aromatic not eaten', () => {
    const steps = [
      'Scrub the live mussels and discard any that stay open when tapped.',
      'Boil the water; pour away the cooking water.',
      'Simmer with the bay leaf, then discard the bay leaf.',
    ];
    expect(checkDiscards(steps, [line('mussels'), line('water'), line('bay-leaf')])).toEqual([]);
  });
});

describe('a kedgeree whose poaching milk is poured away', () => {
  it('counts none of the milk, at 1, 2, 7 and 20', () => {
    for (const partySize of [1, 2, 7, 20]) {
      const made = conjure(request(partySize), { rng: seededRng(51), baseRecipeId: 'kedgeree' });
      expect(made.ingredients.find((i) => i.food === 'whole-milk')?.discarded).toBe(1);
      expect(checkRecipe(made, request(partySize))).toEqual([]);
      // Counted, the milk came to 626 kcal a serving for 7.
      expect(made.data.nutrition.calories).toBeLessThan(580);
    }
  });

  it('is caught when its line counts the milk the steps discard', () => {
    const made = conjure(request(7), { rng: seededRng(51), baseRecipeId: 'kedgeree' });
    const counted = structuredClone({ data: made.data, ingredients: made.ingredients });
    counted.ingredients = counted.ingredients.map(({ discarded: _, ...i }) => i);
    expect(checkRecipe(counted, request(7)).map((p) => p.code)).toContain('discarded');
  });
});

describe('oil poured to a depth to fry in', () => {
  it('is mostly left in the pan: its line gives the share the fritters do not take up', () => {
    const steps = [
      'Heat the vegetable oil to about 1 cm deep in a heavy frying pan. Fry the batter 3-4 minutes a side.',
    ];
    expect(checkDiscards(steps, [line('vegetable-oil')]).map((p) => p.message)).toEqual([
      'Step 1 fries in the vegetable oil poured to a depth, most of which stays in the pan, but the nutrition counts all of the vegetable oil: its line needs the share discarded.',
    ]);
    expect(checkDiscards(steps, [line('vegetable-oil', 2 / 3)])).toEqual([]);
    expect(
      checkDiscards(['Heat the vegetable oil in a frying pan and fry the onion.'], [line('vegetable-oil')]),
    ).toEqual([]);
  });
});
