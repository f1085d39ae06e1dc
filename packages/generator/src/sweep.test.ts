import { describe, expect, it } from 'vitest';
import { DIETARY_OPTIONS, PARTY_SIZE_MAX, PARTY_SIZE_MIN, type Dietary } from '@feastforge/domain';
import { checkBakeDepths } from './checker/check-bake-depth.ts';
import { checkRecipe } from './checker/check-recipe.ts';
import { checkScaling } from './checker/check-words.ts';
import { readRecipe } from './checker/second-reader/read.ts';
import { sweepCombinations } from './cli/sweep.ts';
import { adaptRecipe } from './engine/adapt.ts';
import { conjure, DishNotOfferedError, ImpossibleRequestError, type ConjuredRecipe } from './engine/conjure.ts';
import { seededRng } from './engine/rng.ts';
import { BASE_RECIPES } from './knowledge/recipes/index.ts';
import type { BaseRecipe } from './knowledge/types.ts';

const SUBSETS = Array.from({ length: 1 << DIETARY_OPTIONS.length }, (_, mask) =>
  DIETARY_OPTIONS.filter((_, i) => mask & (1 << i)),
);

/**
 * The every-combination pass reads each theme × class × type × diet at the smallest and largest
 * party; the every-dish pass below reads every party from 1 to 20 for every way a dish is made, so
 * the sizes between add time here and no recipe the two passes have not read (`npm run sweep`
 * still runs 1, 4, 7 and 20).
 */
const PARTIES = [1, 20] as const;

const view = (recipe: ConjuredRecipe) => ({
  servings: recipe.data.servings,
  lines: recipe.data.ingredients,
  steps: recipe.data.instructions,
});

describe('sweep: every theme × class × type × dietary subset × party size 1 and 20', () => {
  // One pass for both readers: the checker, and the second reader (checker/second-reader), which
  // shares no code with the engine and reads every word a cook reads for each chosen diet.
  it('gives a recipe both readers pass, or the documented impossible error', () => {
    const failures: string[] = [];
    let impossible = 0;
    let total = 0;
    for (const { choices, conjureAt } of sweepCombinations()) {
      total += PARTIES.length;
      try {
        const made = PARTIES.map((partySize) => {
          const recipe = conjureAt(partySize);
          const where = `${recipe.baseRecipeId} ${JSON.stringify({ ...choices, partySize })}`;
          for (const p of checkRecipe(recipe, { ...choices, partySize })) failures.push(`${where}: ${p.message}`);
          for (const f of readRecipe(recipe.data, choices.dietary))
            failures.push(`${where}: second reader: [${f.diet}] '${f.matched}' in ${f.field}: ${f.sentence}`);
          return recipe;
        });
        const [first, last] = [made[0], made.at(-1)];
        if (first && last)
          for (const p of checkScaling(view(first), view(last))) failures.push(`${first.baseRecipeId}: ${p.message}`);
      } catch (error) {
        if (error instanceof ImpossibleRequestError) impossible += PARTIES.length;
        else failures.push(`${JSON.stringify(choices)}: ${String(error)}`);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(total).toBe(6 * 6 * 6 * 64 * PARTIES.length);
    // How rare 'impossible' is: printed for the record, bounded here.
    console.info(`sweep: ${total} requests, ${impossible} impossible (${((impossible / total) * 100).toFixed(2)}%)`);
    expect(impossible / total).toBeLessThan(0.05);
    // 27,648 recipes through two readers: about 10 s on two quiet cores; the limit leaves room for
    // a machine busy with other suites.
  }, 300_000);
});

/** Party sizes for the every-dish pass: every party the wizard offers. */
const DISH_PARTY_SIZES = Array.from({ length: PARTY_SIZE_MAX - PARTY_SIZE_MIN + 1 }, (_, i) => PARTY_SIZE_MIN + i);

/**
 * The diets a dish can meet, one for each different way it is made: the 64 sets of needs give a
 * dish only a few different sets of foods (7,499 dish × diet pairs, 356 ways of making them). A set
 * of needs that is met with the same foods as another is met by their union with those foods too,
 * so each way is checked with the strictest set that makes it that way: every rule that holds for
 * that set holds for each of its parts. Only alternatives in notes ('or {bread-flour}') read
 * otherwise for a laxer set; the every-combination pass reads those for every set.
 */
function strictestDiets(base: BaseRecipe): Dietary[][] {
  const byFoods = new Map<string, Dietary[]>();
  for (const dietary of SUBSETS) {
    const adapted = adaptRecipe(base, dietary);
    if (!adapted) continue;
    const foods = adapted.ingredients.map((i) => i.food.id).join();
    byFoods.set(foods, [...new Set([...(byFoods.get(foods) ?? []), ...dietary])]);
  }
  return [...byFoods.values()].map((needs) => DIETARY_OPTIONS.filter((d) => needs.includes(d)));
}

describe(`every dish, every diet it can meet, at every party size from ${PARTY_SIZE_MIN} to ${PARTY_SIZE_MAX}`, () => {
  it('passes both readers, scales every amount it quotes and times every bake for its depth', () => {
    const failures: string[] = [];
    const covered = new Set<string>();
    for (const base of BASE_RECIPES) {
      for (const dietary of strictestDiets(base)) {
        const recipes = DISH_PARTY_SIZES.flatMap((partySize) => {
          const choices = {
            theme: 'mystic-forest',
            characterClass: 'wizard',
            recipeType: base.type,
            partySize,
            dietary,
            manaCost: 1,
          } as const;
          const where = `${base.id} [${dietary.join(',')}] ×${partySize}`;
          // A dish is not offered to a party it cannot fit (a roast chicken for one) or keep in
          // proportion (an egg in a loaf for one); page-scaling.test.ts bounds how often.
          let recipe: ConjuredRecipe;
          try {
            recipe = conjure(choices, { rng: seededRng(base.id), baseRecipeId: base.id });
          } catch (error) {
            if (!(error instanceof DishNotOfferedError)) failures.push(`${where}: ${String(error)}`);
            return [];
          }
          for (const p of checkRecipe(recipe, choices)) failures.push(`${where}: ${p.message}`);
          for (const f of readRecipe(recipe.data, dietary))
            failures.push(`${where}: second reader: [${f.diet}] '${f.matched}' in ${f.field}: ${f.sentence}`);
          covered.add(base.id);
          return [recipe];
        });
        const [first, last] = [recipes[0], recipes.at(-1)];
        if (first && last)
          for (const p of checkScaling(view(first), view(last)))
            failures.push(`${base.id} [${dietary.join(',')}]: ${p.message}`);
        // A bake as deep at every party, or timed for its depth (check-bake-depth.ts).
        for (const p of checkBakeDepths(recipes)) failures.push(`${base.id} [${dietary.join(',')}]: ${p.message}`);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(covered.size).toBe(BASE_RECIPES.length);
  }, 120_000);
});
