import { describe, expect, it } from 'vitest';
import {
  DIETARY_OPTIONS,
  RARITIES,
  RECIPE_TYPES,
  THEMES,
  WIZARD_CLASSES,
  xpForRarity,
  type WizardChoices,
} from '@feastforge/domain';
import { checkRecipe } from '../checker/check-recipe.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { conjure, ImpossibleRequestError } from './conjure.ts';
import { brokenNeeds } from './diet.ts';
import { seededRng } from './rng.ts';

const base: WizardChoices = {
  theme: 'dragons-lair',
  characterClass: 'barbarian',
  recipeType: 'main',
  partySize: 6,
  dietary: [],
  manaCost: 1,
};

describe('conjure', () => {
  it('is deterministic for a seed', () => {
    const a = conjure(base, { rng: seededRng('pin') });
    const b = conjure(base, { rng: seededRng('pin') });
    expect(a).toEqual(b);
  });

  it('returns recipe_data that passes the checker, with the real dish in the title', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const recipe = conjure(base, { rng: seededRng(seed) });
      expect(checkRecipe(recipe, base)).toEqual([]);
      const dishWords = recipe.dish
        .toLowerCase()
        .split(/\s+/)
        .filter((w) => w.length > 3);
      expect(dishWords.every((w) => recipe.data.title.toLowerCase().includes(w))).toBe(true);
      expect(recipe.data.servings).toBe(6);
      expect(recipe.data.xp_gained).toBe(xpForRarity(recipe.data.rarity));
    }
  });

  it('never breaks a dietary need, swapping ingredients where it can', () => {
    const vegan = { ...base, dietary: ['vegan', 'gluten-free'] as WizardChoices['dietary'] };
    for (let seed = 0; seed < 40; seed += 1) {
      const recipe = conjure(vegan, { rng: seededRng(seed) });
      for (const ingredient of recipe.ingredients) {
        const food = FOOD_BY_ID.get(ingredient.food);
        expect(food && brokenNeeds(food, vegan.dietary)).toEqual([]);
      }
      expect(checkRecipe(recipe, vegan)).toEqual([]);
    }
  });

  it('rounds quantities the way a cook measures: whole eggs, eighth teaspoons, thirds of a cup', () => {
    const problems: string[] = [];
    for (const type of RECIPE_TYPES) {
      for (const partySize of [1, 3, 7, 20]) {
        for (let seed = 0; seed < 8; seed += 1) {
          const recipe = conjure(
            { ...base, recipeType: type, partySize },
            { rng: seededRng(`${type}${partySize}${seed}`) },
          );
          for (const i of recipe.ingredients) {
            if (i.food === 'egg' && !Number.isInteger(i.qty)) problems.push(`${i.qty} eggs`);
            // A set of measuring spoons starts at ⅛ tsp.
            if (i.unit === 'tsp' && !Number.isInteger(i.qty * 8)) problems.push(`${i.qty} ${i.unit} ${i.food}`);
            if (['tbsp', 'piece'].includes(i.unit) && !Number.isInteger(i.qty * 4))
              problems.push(`${i.qty} ${i.unit} ${i.food}`);
            // Measuring cups come in quarters and thirds.
            if (i.unit === 'cup' && ![4, 3].some((n) => Math.abs(i.qty * n - Math.round(i.qty * n)) < 1e-9))
              problems.push(`${i.qty} cup ${i.food}`);
            if (i.unit === 'g' && i.qty >= 100 && i.qty % 5 !== 0) problems.push(`${i.qty} g ${i.food}`);
          }
          // Kilograms and litres carry one decimal (1.3 kg), like the 2.5 and 7.5 ml spoons; nothing carries two.
          expect(recipe.data.ingredients.join(' ')).not.toMatch(/\d\.\d{2,}/);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives at least 8 different dishes in 20 runs and 90% distinct titles in 100', () => {
    const dishes = new Set<string>();
    const titles = new Set<string>();
    for (let seed = 0; seed < 100; seed += 1) {
      const recipe = conjure(base, { rng: seededRng(`variety-${seed}`) });
      if (seed < 20) dishes.add(recipe.dish);
      titles.add(recipe.data.title);
    }
    expect(dishes.size).toBeGreaterThanOrEqual(8);
    expect(titles.size).toBeGreaterThanOrEqual(90);
  });

  it('respects the booster floor and a forced rarity', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const gold = conjure({ ...base, manaCost: 10 }, { rng: seededRng(seed) });
      expect(['rare', 'epic', 'legendary']).toContain(gold.data.rarity);
      expect(gold.data.manaCost).toBe(10);
    }
    expect(conjure(base, { rng: seededRng(1), rarity: 'legendary' }).data.rarity).toBe('legendary');
  });

  it('fits the biome and class: signature dishes come up more often than their share', () => {
    const coastal = { ...base, theme: 'coastal-cove' as const, characterClass: 'ranger' as const };
    let seafood = 0;
    for (let seed = 0; seed < 200; seed += 1) {
      const recipe = conjure(coastal, { rng: seededRng(`coast-${seed}`) });
      if (recipe.ingredients.some((i) => FOOD_BY_ID.get(i.food)?.diet.fish || FOOD_BY_ID.get(i.food)?.diet.shellfish))
        seafood += 1;
    }
    // About a fifth of mains are fish or seafood; the coast should serve noticeably more.
    expect(seafood / 200).toBeGreaterThan(0.3);
  });

  it('refuses a party or type the wizard does not offer, rather than cache it', () => {
    for (const partySize of [0, 21, 2.5])
      expect(() => conjure({ ...base, partySize }, { rng: seededRng(1) })).toThrow(RangeError);
    expect(() => conjure({ ...base, recipeType: 'brunch' as never }, { rng: seededRng(1) })).toThrow(RangeError);
  });

  it('says so clearly instead of bending a rule when no dish can be made', () => {
    let impossible = 0;
    let total = 0;
    const subsets = 1 << DIETARY_OPTIONS.length;
    for (const type of RECIPE_TYPES) {
      for (let mask = 0; mask < subsets; mask += 1) {
        const dietary = DIETARY_OPTIONS.filter((_, i) => mask & (1 << i));
        total += 1;
        try {
          conjure({ ...base, recipeType: type, dietary }, { rng: seededRng(mask) });
        } catch (error) {
          expect(error).toBeInstanceOf(ImpossibleRequestError);
          expect((error as Error).message).toMatch(/Try removing one dietary need/);
          impossible += 1;
        }
      }
    }
    expect(impossible / total).toBeLessThan(0.05);
  });

  it('covers every rarity, theme and class without error', () => {
    for (const theme of THEMES) {
      for (const characterClass of WIZARD_CLASSES) {
        for (const rarity of RARITIES) {
          const choices = { ...base, theme, characterClass };
          const recipe = conjure(choices, { rng: seededRng(`${theme}${characterClass}${rarity}`), rarity });
          expect(checkRecipe(recipe, choices)).toEqual([]);
        }
      }
    }
  });
});
