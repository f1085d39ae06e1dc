import { describe, expect, it } from 'vitest';
import { DIETARY_OPTIONS, RECIPE_TYPES, THEMES, WIZARD_CLASSES, type WizardChoices } from '@feastforge/domain';
import { checkRecipe } from './checker/check-recipe.ts';
import { conjure, ImpossibleRequestError } from './engine/conjure.ts';
import { seededRng } from './engine/rng.ts';

const SUBSETS = Array.from({ length: 1 << DIETARY_OPTIONS.length }, (_, mask) =>
  DIETARY_OPTIONS.filter((_, i) => mask & (1 << i)),
);

describe('sweep: every theme × class × type × dietary subset × party size 1, 4, 20', () => {
  it('gives a recipe that passes the checker, or the documented impossible error', () => {
    const failures: string[] = [];
    let impossible = 0;
    let total = 0;
    for (const recipeType of RECIPE_TYPES) {
      for (const dietary of SUBSETS) {
        for (const theme of THEMES) {
          for (const characterClass of WIZARD_CLASSES) {
            for (const partySize of [1, 4, 20]) {
              const choices: WizardChoices = { theme, characterClass, recipeType, partySize, dietary, manaCost: 1 };
              total += 1;
              try {
                const recipe = conjure(choices, { rng: seededRng(total) });
                const problems = checkRecipe(recipe, choices);
                if (problems.length > 0) {
                  failures.push(
                    `${recipe.baseRecipeId} ${JSON.stringify(choices)}: ${problems.map((p) => p.message).join('; ')}`,
                  );
                }
              } catch (error) {
                if (error instanceof ImpossibleRequestError) impossible += 1;
                else failures.push(`${JSON.stringify(choices)}: ${String(error)}`);
              }
            }
          }
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(total).toBe(6 * 6 * 6 * 64 * 3);
    // How rare 'impossible' is: printed for the record, bounded here.
    console.info(`sweep: ${total} requests, ${impossible} impossible (${((impossible / total) * 100).toFixed(2)}%)`);
    expect(impossible / total).toBeLessThan(0.05);
  });
});
