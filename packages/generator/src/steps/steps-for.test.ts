import { PARTY_SIZE_MAX, PARTY_SIZE_MIN, RecipeDataSchema, type Dietary, type WizardChoices } from '@feastforge/domain';
import { describe, expect, it, vi } from 'vitest';
import { conjure, DishNotOfferedError, type ConjuredRecipe } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import type { BaseRecipe } from '../knowledge/types.ts';
import { stepsForServings } from './steps-for.ts';

function conjureDish(dish: BaseRecipe, partySize: number, dietary: Dietary[] = []): ConjuredRecipe | undefined {
  const choices = {
    theme: 'mystic-forest',
    characterClass: 'wizard',
    recipeType: dish.type,
    partySize,
    dietary,
    manaCost: 1,
  } satisfies WizardChoices;
  try {
    return conjure(choices, { rng: seededRng(dish.id), baseRecipeId: dish.id, rarity: 'common' });
  } catch (error) {
    if (error instanceof DishNotOfferedError) return undefined;
    throw error;
  }
}

describe('the recipe page writes the steps for the chosen servings as the engine does', () => {
  it('gives exactly the engine’s steps for every dish and every party from 1 to 20', () => {
    const failures: string[] = [];
    const counts = { recipes: 0, cases: 0, steps: 0, changed: 0 };
    for (const dish of BASE_RECIPES) {
      for (const dietary of [[], ['vegan']] as Dietary[][]) {
        const base = conjureDish(dish, dish.servings, dietary) ?? conjureDish(dish, 4, dietary);
        if (!base) continue;
        counts.recipes += 1;
        // As the tome and the recipe page have it: through JSON and the schema.
        const saved = RecipeDataSchema.parse(JSON.parse(JSON.stringify(base.data)));
        expect(saved.stepTemplates?.templates).toHaveLength(saved.instructions.length);
        for (let party = PARTY_SIZE_MIN; party <= PARTY_SIZE_MAX; party += 1) {
          const made = conjureDish(dish, party, dietary);
          if (!made) continue;
          counts.cases += 1;
          const page = stepsForServings(saved, made.data.servings);
          expect(page.follow).toBe(true);
          made.data.instructions.forEach((engine, i) => {
            counts.steps += 1;
            if (engine !== saved.instructions[i]) counts.changed += 1;
            if (page.steps[i] !== engine)
              failures.push(
                `${dish.id} ${dietary.join()} ${saved.servings}→${party}: page '${page.steps[i]}', engine '${engine}'`,
              );
          });
        }
      }
    }
    console.info(`page steps: ${JSON.stringify(counts)}`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(counts.recipes).toBeGreaterThan(BASE_RECIPES.length);
    // The steps do change with the party: vessels, batches, times and counts.
    expect(counts.changed).toBeGreaterThan(counts.steps * 0.1);
    // Every dish at every party, twice: on a busy machine this takes a while.
  }, 120_000);

  it('keeps the steps as written, and says so, for a recipe without templates', () => {
    const dish = BASE_RECIPES[0];
    if (!dish) throw new Error('no dishes');
    const made = conjureDish(dish, dish.servings);
    if (!made) throw new Error(`${dish.id} is not offered for its own servings`);
    const { stepTemplates: _dropped, ...old } = made.data;
    expect(stepsForServings(old, 20)).toEqual({ steps: old.instructions, follow: false, writtenFor: old.servings });
    expect(stepsForServings(old, old.servings).follow).toBe(true);
  });

  it('falls back to the steps as saved when a template no longer renders, and tells the caller why', () => {
    const dish = BASE_RECIPES[0];
    if (!dish) throw new Error('no dishes');
    const made = conjureDish(dish, dish.servings);
    if (!made?.data.stepTemplates) throw new Error(`${dish.id} is not offered for its own servings`);
    const templates = made.data.stepTemplates.templates.map((t, i) => (i === 0 ? `${t} Add the {dragon-scale}.` : t));
    const broken = { ...made.data, stepTemplates: { ...made.data.stepTemplates, templates } };
    const onError = vi.fn();
    expect(stepsForServings(broken, 20, onError)).toEqual({
      steps: broken.instructions,
      follow: false,
      writtenFor: broken.servings,
    });
    expect(onError).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith({ error: expect.any(Error), servings: 20, writtenFor: broken.servings });
    expect(String(onError.mock.calls[0]?.[0].error)).toMatch(/step 1/);
    // Templates that render report nothing.
    const fine = vi.fn();
    expect(stepsForServings(made.data, 20, fine).follow).toBe(true);
    expect(fine).not.toHaveBeenCalled();
  });
});
