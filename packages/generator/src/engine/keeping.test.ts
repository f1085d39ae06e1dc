import { describe, expect, it } from 'vitest';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import type { BaseRecipe, Food } from '../knowledge/types.ts';
import { eggWarning, keepingNote } from './keeping.ts';

function recipe(id: string): BaseRecipe {
  const found = BASE_RECIPES.find((r) => r.id === id);
  if (!found) throw new Error(`No recipe ${id}`);
  return found;
}

function foodsOf(base: BaseRecipe, swap: Record<string, string> = {}): Food[] {
  return base.ingredients.flatMap((i) => FOOD_BY_ID.get(swap[i.food] ?? i.food) ?? []);
}

const note = (id: string) => keepingNote(recipe(id), foodsOf(recipe(id)));

describe('keepingNote', () => {
  it('keeps cooked rice and fish in the fridge for a day', () => {
    expect(note('mango-sticky-rice')).toBe(
      'Cool any left quickly, within an hour, keep it covered in the fridge and eat within 1 day.',
    );
    expect(note('salmon-onigiri')).toMatch(/fridge and eat within 1 day/);
    expect(note('jollof-rice')).toMatch(/fridge and eat within 1 day; reheat it only once/);
  });

  it('gives seafood two days, and raw fish the day it is made', () => {
    expect(note('fish-pie')).toMatch(/fridge and eat within 2 days; reheat until piping hot/);
    expect(note('peruvian-ceviche')).toBe('Eat it the day it is made, and keep it in the fridge until it is served.');
  });

  it('says what the dish is: oats made the night before, a cold brew kept a week, a granola in a jar', () => {
    expect(note('overnight-oats')).toMatch(/night before.*fridge/);
    expect(note('cold-brew-coffee')).toMatch(/fridge for up to 1 week/);
    expect(note('maple-pecan-granola')).toMatch(/airtight jar/);
  });

  it('reheats a dish whose steps keep it off the boil gently, yet steaming hot all through', () => {
    expect(note('miso-soup')).toMatch(/reheat gently, without boiling, until steaming hot all through \(75°C/);
    expect(note('miso-soup')).not.toMatch(/piping hot/);
    const offTheBoil = BASE_RECIPES.filter((r) =>
      r.steps.some((s) => /\b(?:do not|never) (?:let \w+ \w* ?)?boil/i.test(s)),
    );
    expect(offTheBoil.length).toBeGreaterThan(3);
    for (const r of offTheBoil) {
      const words = note(r.id);
      if (/reheat/i.test(words)) expect(words, r.id).toMatch(/without boiling/);
    }
  });

  it('never tells to reheat a dish served cold, nor to drink a made-ahead drink at once', () => {
    expect(note('gazpacho')).toBe('Keep leftovers covered in the fridge and eat within 3 days.');
    expect(note('horchata')).toBe('Keeps covered in the fridge for up to 3 days; stir before pouring.');
    expect(note('mango-lassi')).toMatch(/^Drink it freshly made; .* fridge .* within 1 day/);
  });

  it('names the fridge wherever the dish holds meat, fish, dairy or egg and is not a bake', () => {
    const bakes = /\b(bake|oven)\b/;
    const problems = BASE_RECIPES.filter((base) => {
      const foods = foodsOf(base);
      // Chocolate carries milk solids but keeps in a cupboard.
      const perishable = foods.some(
        (f) =>
          f.diet.meat || f.diet.fish || f.diet.shellfish || f.diet.egg || (f.diet.dairy && !f.id.includes('chocolate')),
      );
      const baked = base.steps.some((step) => bakes.test(step));
      return perishable && !baked && !/fridge|freezer/.test(keepingNote(base, foods));
    }).map((base) => base.id);
    expect(problems).toEqual([]);
  });
});

describe('eggWarning', () => {
  it('warns of a coddled egg and of runny yolks, in their own words', () => {
    const caesar = recipe('caesar-salad');
    expect(eggWarning(caesar, foodsOf(caesar))).toMatch(/raw or only lightly cooked: anyone pregnant/);
    const shakshuka = recipe('shakshuka');
    expect(eggWarning(shakshuka, foodsOf(shakshuka))).toMatch(/yolks are served runny.*pasteurised eggs/);
  });

  it('says nothing once the egg is swapped out, nor for a dish that cooks its egg through', () => {
    const caesar = recipe('caesar-salad');
    expect(eggWarning(caesar, foodsOf(caesar, { egg: 'flax-egg' }))).toBeUndefined();
    const omelette = recipe('masala-omelette');
    expect(eggWarning(omelette, foodsOf(omelette))).toBeUndefined();
  });
});
