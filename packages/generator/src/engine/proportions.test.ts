import { describe, expect, it } from 'vitest';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN, type WizardChoices } from '@feastforge/domain';
import { checkRecipe } from '../checker/check-recipe.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import type { BaseRecipe } from '../knowledge/types.ts';
import { conjure, DishNotOfferedError, type ConjuredRecipe } from './conjure.ts';
import { batchKeeps, ingredientRole, largestBatch, leastMeasure, ROLE_TOLERANCE } from './proportions.ts';
import { gramsOf } from './quantities.ts';
import { seededRng } from './rng.ts';

function dish(id: string): BaseRecipe {
  const found = BASE_RECIPES.find((r) => r.id === id);
  if (!found) throw new Error(`no dish ${id}`);
  return found;
}

function conjureDish(base: BaseRecipe, partySize: number): ConjuredRecipe | undefined {
  const choices: WizardChoices = {
    theme: 'mystic-forest',
    characterClass: 'wizard',
    recipeType: base.type,
    partySize,
    dietary: [],
    manaCost: 1,
  };
  try {
    return conjure(choices, { rng: seededRng(base.id), baseRecipeId: base.id });
  } catch (error) {
    if (error instanceof DishNotOfferedError) return undefined;
    throw error;
  }
}

/**
 * Each line's grams over what the base recipe gives for the servings the dish was made for,
 * divided by the dish's own (the median by weight): measured from what the engine wrote.
 */
function drifts(base: BaseRecipe, made: ConjuredRecipe): Array<{ food: string; drift: number; within: number }> {
  const factor = made.data.servings / base.servings;
  const items = base.ingredients.map((ingredient, i) => {
    const food = FOOD_BY_ID.get(ingredient.food);
    const line = made.ingredients[i];
    if (!food || !line || line.food !== food.id) throw new Error(`${base.id}: line ${i} is not its food`);
    const exact = gramsOf(food, { qty: ingredient.qty * factor, unit: ingredient.unit });
    return { food, line, ingredient, exact, ratio: gramsOf(food, line) / exact };
  });
  const total = items.reduce((sum, i) => sum + i.exact, 0);
  const sorted = items.filter((i) => !i.ingredient.wash).sort((a, b) => a.ratio - b.ratio);
  let seen = 0;
  const scale = sorted.find((i) => (seen += i.exact) >= total / 2)?.ratio ?? 1;
  return items.flatMap(({ food, line, ingredient, exact, ratio }) => {
    const whole = ingredient.whole === true || food.whole === true;
    const role = ingredientRole(food, ingredient.unit, exact / total, whole);
    // The least a cook can take: one bay leaf, a pinch, ⅛ tsp; a glaze is brushed on as the pastry takes it.
    if (leastMeasure(role, line) || ingredient.wash) return [];
    return [{ food: food.id, drift: ratio / scale, within: ROLE_TOLERANCE[role] }];
  });
}

describe('small parties keep the proportions', () => {
  it('never gives one egg to 25 g of almonds: a Tarta de Santiago for one is made for two', () => {
    const made = conjureDish(dish('tarta-de-santiago'), 1);
    const line = (id: string) => made?.ingredients.find((i) => i.food === id);
    expect(made?.data.servings).toBe(2);
    expect(made?.data.notes).toContain('Makes 2 servings for a party of 1: the egg');
    // 4 eggs to 250 g of ground almonds in the base recipe: 1 egg to 62.5 g.
    expect((line('ground-almonds')?.grams ?? 0) / (line('egg')?.qty ?? 1)).toBeGreaterThan(45);
  });

  it('gives a devilled egg for one the smallest spoon of salt, not ¼ tsp', () => {
    const made = conjureDish(dish('devilled-eggs'), 1);
    const salt = made?.ingredients.find((i) => i.food === 'salt');
    expect(salt && salt.unit === 'tsp' ? salt.qty : 0).toBeLessThanOrEqual(0.125);
  });

  it('keeps every dish within its tolerance at every party it is offered to, from 1 to 20', () => {
    const failures: string[] = [];
    let offered = 0;
    let batched = 0;
    for (const base of BASE_RECIPES) {
      for (let party = PARTY_SIZE_MIN; party <= PARTY_SIZE_MAX; party += 1) {
        const made = conjureDish(base, party);
        if (!made) continue;
        offered += 1;
        if (made.data.servings !== party) batched += 1;
        expect(made.data.servings).toBeLessThanOrEqual(largestBatch(party, batchKeeps(base)));
        for (const { food, drift, within } of drifts(base, made))
          if (drift > within || drift < 1 / within)
            failures.push(`${base.id} ×${party} (made for ${made.data.servings}): ${food} ×${drift.toFixed(2)}`);
      }
    }
    console.info(`proportions: ${offered} offered, ${batched} made for a few more than the party`);
    expect(failures).toEqual([]);
    expect(offered).toBeGreaterThan(BASE_RECIPES.length * (PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1) * 0.98);
  });

  it('passes the checker as a batch only when the notes say so, and only a little bigger', () => {
    const base = dish('tarta-de-santiago');
    const made = conjureDish(base, 1);
    if (!made) throw new Error('not offered');
    const request: WizardChoices = {
      ...made.data,
      theme: 'mystic-forest',
      characterClass: 'wizard',
      partySize: 1,
      dietary: [],
      manaCost: 1,
    };
    expect(checkRecipe(made, request)).toEqual([]);
    const silent = structuredClone({ data: made.data, ingredients: made.ingredients });
    silent.data.notes = silent.data.notes.replace(/ Makes 2 servings[^.]*\./, '');
    expect(checkRecipe(silent, request).map((p) => p.code)).toContain('servings');
    expect(checkRecipe(made, { ...request, partySize: 1 }).map((p) => p.code)).not.toContain('servings');
    const tooBig = structuredClone({ data: made.data, ingredients: made.ingredients });
    tooBig.data.servings = 6;
    tooBig.data.notes = tooBig.data.notes.replace('Makes 2 servings', 'Makes 6 servings');
    expect(checkRecipe(tooBig, request).map((p) => p.code)).toContain('servings');
  });
});

describe('a dish asked for by id that is not offered', () => {
  it('says why: the ingredients that would not keep their proportions, or the whole piece', () => {
    const ask = (id: string, recipeType: WizardChoices['recipeType'], partySize: number) => () =>
      conjure(
        { theme: 'mystic-forest', characterClass: 'wizard', recipeType, partySize, dietary: [], manaCost: 1 },
        { rng: seededRng(7), baseRecipeId: id },
      );
    expect(ask('caesar-salad', 'starter', 1)).toThrow(DishNotOfferedError);
    expect(ask('caesar-salad', 'starter', 1)).toThrow(
      // The egg, not the garlic: one clove where a quarter is called for is what a cook would use.
      /for 1: the egg would not scale down to 1 in proportion, even made for up to 2\.$/,
    );
    expect(ask('roast-chicken-with-lemon-and-thyme', 'main', 1)).toThrow(/whole chicken cooked whole is far too much/);
    expect(ask('caesar-salad', 'main', 4)).toThrow(/: it is a starter\.$/);
    expect(ask('braised-lamb-shanks', 'main', 10)).not.toThrow();
    expect(ask('braised-lamb-shanks', 'main', 11)).toThrow(/for 11: a home kitchen makes it for 10 at most\.$/);
    // Four chickens would roast in two rounds, the first cold before the second is out.
    expect(ask('roast-chicken-with-lemon-and-thyme', 'main', 12)).not.toThrow();
    expect(ask('roast-chicken-with-lemon-and-thyme', 'main', 13)).toThrow(/makes it for 12 at most\.$/);
    // Pans tossed or stirred to the end are not cooked in cold rounds: a stir-fry, a risotto, a rösti.
    expect(ask('pad-thai', 'main', 9)).toThrow(/a home kitchen makes it for 8 at most\.$/);
    expect(ask('mushroom-risotto', 'main', 13)).toThrow(/makes it for 12 at most\.$/);
    expect(ask('potato-rosti-with-fried-eggs', 'breakfast', 9)).toThrow(/makes it for 8 at most\.$/);
  });
});
