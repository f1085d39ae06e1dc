import { describe, expect, it } from 'vitest';
import type { WizardChoices } from '@feastforge/domain';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import type { BaseRecipe } from '../knowledge/types.ts';
import { adaptRecipe, type AdaptedRecipe } from './adapt.ts';
import { conjure } from './conjure.ts';
import { ingredientRole, limitingFoods, servingsFor, whyNotOffered } from './proportions.ts';
import { seededRng } from './rng.ts';

function dish(id: string): BaseRecipe {
  const found = BASE_RECIPES.find((r) => r.id === id);
  if (!found) throw new Error(`no dish ${id}`);
  return found;
}

function adapted(id: string): AdaptedRecipe {
  const made = adaptRecipe(dish(id), []);
  if (!made) throw new Error(`${id} cannot be made as written`);
  return made;
}

function notes(id: string, partySize: number): string {
  const base = dish(id);
  const choices: WizardChoices = {
    theme: 'mystic-forest',
    characterClass: 'wizard',
    recipeType: base.type,
    partySize,
    dietary: [],
    manaCost: 1,
  };
  return conjure(choices, { rng: seededRng(1), baseRecipeId: id }).data.notes;
}

describe('small parties: aromatics rounded to whole units do not block a dish', () => {
  it('offers a bolognese for 1, made for 2, for the celery stalk a cook would not cut in six', () => {
    expect(servingsFor(adapted('spaghetti-bolognese'), 1)).toBe(2);
    expect(servingsFor(adapted('spaghetti-bolognese'), 2)).toBe(2);
    expect(notes('spaghetti-bolognese', 1)).toContain('Makes 2 servings for a party of 1: the celery would not');
  });

  it('takes one clove of garlic where a quarter is called for, and a lemon wedge where an eighth is', () => {
    for (const id of ['gazpacho', 'hummus-with-pita', 'peruvian-ceviche', 'chicken-satay', 'green-shakshuka'])
      expect(servingsFor(adapted(id), 1), id).toBe(1);
    const garlic = adapted('spaghetti-bolognese').ingredients.find((i) => i.food.id === 'garlic');
    if (!garlic) throw new Error('no garlic');
    expect(ingredientRole(garlic.food, 'clove', 0.004, false)).toBe('aromatic');
  });

  it('keeps eggs structural however small their share', () => {
    const egg = adapted('chocolate-brownies').ingredients.find((i) => i.food.id === 'egg');
    if (!egg) throw new Error('no egg');
    expect(ingredientRole(egg.food, 'piece', 0.01, false)).not.toBe('aromatic');
    expect(servingsFor(adapted('chocolate-brownies'), 1)).toBeNull();
  });
});

describe('a batch or refusal names the food that limits it', () => {
  it('names the aubergine rounded up in a baba ghanoush, not the tahini measured around it', () => {
    expect(limitingFoods(adapted('baba-ghanoush'), 1).map((f) => f.id)).toEqual(['eggplant']);
  });

  it('names the cans rounded up in huevos rancheros for 3, not the weighed cheese', () => {
    const names = limitingFoods(adapted('huevos-rancheros'), 3).map((f) => f.id);
    expect(names).not.toContain('queso-fresco');
    expect(names).toContain('canned-tomatoes');
  });

  it('refuses a party of 1 or 2 only for an egg, a raising agent or a whole roast', () => {
    const reasons: string[] = [];
    for (const base of BASE_RECIPES)
      for (const party of [1, 2]) {
        const made = adaptRecipe(base, []);
        if (made && servingsFor(made, party) === null)
          reasons.push(`${base.id} ×${String(party)}: ${whyNotOffered(made, party)}`);
      }
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons)
      expect(reason).toMatch(/: (?:the (?:egg|egg white|baking soda|baking powder)(?:,| and| would)|1 whole chicken)/);
    expect(reasons).toContain(
      'chocolate-brownies ×1: the egg would not scale down to 1 in proportion, even made for up to 2',
    );
  });
});
