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

function made(id: string, partySize: number) {
  const base = dish(id);
  return conjure(
    { theme: 'mystic-forest', characterClass: 'wizard', recipeType: base.type, partySize, dietary: [], manaCost: 1 },
    { rng: seededRng(1), baseRecipeId: id },
  );
}

describe('small parties: aromatics rounded to whole units do not block a dish', () => {
  it('keeps a bolognese for 1 in proportion with half a celery stalk beside a quarter onion', () => {
    // Its aromatics rounded to whole and half units hold it back from nothing...
    expect(limitingFoods(adapted('spaghetti-bolognese'), 1)).toEqual([]);
    expect(servingsFor(adapted('spaghetti-bolognese'), 2)).toBe(2);
    // ...its two hours of simmering do: 125 ml of stock, tomatoes and milk would dry out, so one cook gets two.
    expect(servingsFor(adapted('spaghetti-bolognese'), 1)).toBe(2);
    expect(notes('spaghetti-bolognese', 1)).toContain(
      'Makes 2 servings for a party of 1: for 1 the pot would hold too little liquid to simmer that long',
    );
    expect(made('spaghetti-bolognese', 2).data.ingredients).toContain('½ stalk celery, finely chopped');
  });

  it('seasons one devilled egg with a pinch, as twenty are seasoned, not three times as much', () => {
    const lines = made('devilled-eggs', 1).data.ingredients;
    expect(lines).toContain('a pinch of salt');
    expect(lines).toContain('a pinch of paprika');
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
    // Brownies keep days in a tin: for one they are made as the smallest batch that keeps them whole.
    expect(servingsFor(adapted('chocolate-brownies'), 1)).toBe(3);
    expect(notes('chocolate-brownies', 1)).toContain('Makes 3 servings for a party of 1: the egg would not');
    expect(notes('chocolate-brownies', 1)).toContain('airtight tin at room temperature for up to 4 days');
    expect(servingsFor(adapted('coconut-macaroons'), 1)).toBe(3);
    // A dish that keeps only in the fridge is not made as three for one.
    expect(servingsFor(adapted('falafel-with-tahini-sauce'), 1)).toBeNull();
  });

  it('never lets a glaze brushed on from a beaten egg keep a party from the dish', () => {
    expect(servingsFor(adapted('cheese-straws'), 1)).toBe(1);
    expect(servingsFor(adapted('cheese-straws'), 2)).toBe(2);
    expect(servingsFor(adapted('sausage-rolls'), 1)).not.toBeNull();
    const straws = made('cheese-straws', 1).data;
    expect(straws.ingredients).toContain('1 egg, beaten, to glaze');
    expect(straws.instructions.join(' ')).toContain('you will not need all of it');
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
    expect(reasons).toContain('carrot-cake ×1: the egg would not scale down to 1 in proportion, even made for up to 2');
  });
});
