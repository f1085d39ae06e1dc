import { DIETARY_OPTIONS, RECIPE_TYPES, THEMES, WIZARD_CLASSES, type WizardChoices } from '@feastforge/domain';
import { conjure, type ConjuredRecipe } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';

/** The party sizes the sweep tries every combination at: the edges, a base size and an odd one. */
export const SWEEP_PARTY_SIZES = [1, 4, 7, 20] as const;

const SUBSETS = Array.from({ length: 1 << DIETARY_OPTIONS.length }, (_, mask) =>
  DIETARY_OPTIONS.filter((_, i) => mask & (1 << i)),
);

/**
 * Every wizard combination of theme × class × type × dietary subset (13,824), each with a way to
 * conjure it at a party size. The seed depends on the combination only, so one combination gives
 * the same dish at every party size and the sizes can be compared.
 */
export function* sweepCombinations(): Generator<{
  choices: WizardChoices;
  conjureAt: (partySize: number) => ConjuredRecipe;
}> {
  let seed = 0;
  for (const recipeType of RECIPE_TYPES)
    for (const dietary of SUBSETS)
      for (const theme of THEMES)
        for (const characterClass of WIZARD_CLASSES) {
          seed += 1;
          const choices: WizardChoices = { theme, characterClass, recipeType, partySize: 4, dietary, manaCost: 1 };
          const at = seed;
          yield { choices, conjureAt: (partySize) => conjure({ ...choices, partySize }, { rng: seededRng(at) }) };
        }
}
