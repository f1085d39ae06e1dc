import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRIMMED_PRODUCE, VEGETABLE, VEGETABLE_PRODUCT } from '../knowledge/produce.ts';
import { THEMES, WIZARD_CLASSES, type RecipeType, type WizardClass } from '@feastforge/domain';
import { conjure } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkClaims, type ClaimedRecipe } from './check-claims.ts';

/** A dish as the engine writes it, to put one false sentence into. */
function dish(id: string, type: RecipeType, characterClass: WizardClass = 'wizard', seed = 1): ClaimedRecipe {
  const recipe = conjure(
    { theme: 'mystic-forest', characterClass, recipeType: type, partySize: 4, dietary: [], manaCost: 1 },
    { rng: seededRng(seed), baseRecipeId: id },
  );
  return {
    description: recipe.data.description,
    notes: recipe.data.notes,
    steps: recipe.data.instructions,
    foods: recipe.ingredients.map((i) => FOOD_BY_ID.get(i.food)).filter((f): f is Food => f !== undefined),
    grams: recipe.ingredients.map((i) => i.grams),
    servings: recipe.data.servings,
  };
}

const claims = (recipe: ClaimedRecipe) => checkClaims(recipe).map((p) => p.message);

describe('checkClaims', () => {
  it("flags a 'plant-forward' roast chicken", () => {
    const chicken = dish('roast-chicken-with-lemon-and-thyme', 'main');
    chicken.description += ' Plant-forward and in tune with the season.';
    expect(claims(chicken)).toEqual([expect.stringMatching(/Plant-forward.*but the recipe has .*chicken/)]);
  });

  it("flags 'eat it warm after training' on a sorbet", () => {
    const sorbet = dish('lemon-sorbet', 'dessert');
    sorbet.notes = `Eat it warm after training; it is made to be filling. ${sorbet.notes}`;
    expect(claims(sorbet)).toEqual([expect.stringMatching(/Eat it warm.*served cold or set/)]);
  });

  it('flags a campfire crème brûlée', () => {
    const custard = dish('creme-brulee', 'dessert');
    custard.description += ' Made for rangers who cook by the campfire and travel light.';
    expect(claims(custard)).toEqual([expect.stringMatching(/campfire.*cooked in an oven/)]);
  });

  it("flags 'keep the trimmings for stock' on lemonade", () => {
    const lemonade = dish('classic-lemonade', 'elixir');
    lemonade.notes = `Keep the trimmings for stock; nothing from the garden goes to waste. ${lemonade.notes}`;
    expect(claims(lemonade)).toEqual([expect.stringMatching(/trimmings.*nothing in it leaves trimmings/)]);
  });

  it("flags 'keep the trimmings for stock' where only a pinch of herbs is trimmed", () => {
    const mussels = dish('impepata-di-cozze', 'starter');
    mussels.notes = `Keep the trimmings for stock; nothing from the garden goes to waste. ${mussels.notes}`;
    expect(claims(mussels)).toEqual([expect.stringMatching(/trimmings.*only \d+ g of fresh parsley is trimmed for 4/)]);
  });

  it("flags 'keep the trimmings for stock' on devilled eggs, whose black pepper is no vegetable", () => {
    const eggs = dish('devilled-eggs', 'snacks');
    eggs.notes = `Keep the trimmings for stock; nothing from the garden goes to waste. ${eggs.notes}`;
    expect(claims(eggs)).toEqual([expect.stringMatching(/trimmings.*nothing in it leaves trimmings/)]);
  });

  it("flags 'a swap of one vegetable for another' on a caesar salad", () => {
    const salad = dish('caesar-salad', 'starter');
    salad.notes = `Use what is in season; the recipe forgives a swap of one vegetable for another. ${salad.notes}`;
    expect(claims(salad)).toEqual([expect.stringMatching(/swap of one vegetable.*one vegetable, the romaine/)]);
  });

  it("flags 'a swap of one vegetable for another' where vegetables are not the body of the dish", () => {
    const bolognese = dish('spaghetti-bolognese', 'main');
    bolognese.notes = `Use what is in season; the recipe forgives a swap of one vegetable for another. ${bolognese.notes}`;
    expect(claims(bolognese)).toEqual([expect.stringMatching(/swap of one vegetable.*not the body of the dish/)]);
  });

  it('lets true claims stand', () => {
    const soup = dish('leek-and-potato-soup', 'starter');
    soup.notes = `Keep the trimmings for stock. Serve it hot. ${soup.notes}`;
    expect(claims(soup)).toEqual([]);
  });

  it('finds no false claim in what the engine writes for these dishes, for any class or biome', () => {
    const found: string[] = [];
    const dishes: Array<[string, RecipeType]> = [
      ['roast-chicken-with-lemon-and-thyme', 'main'],
      ['lemon-sorbet', 'dessert'],
      ['creme-brulee', 'dessert'],
      ['classic-lemonade', 'elixir'],
    ];
    for (const [id, type] of dishes)
      for (const characterClass of WIZARD_CLASSES)
        for (const [seed] of THEMES.entries())
          for (const message of claims(dish(id, type, characterClass, seed))) found.push(`${id}: ${message}`);
    expect(found).toEqual([]);
  });
});

describe('the checker keeps its own rules', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  const sources = readdirSync(here)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ name, text: readFileSync(join(here, name), 'utf8') }));

  it('copies no list of the engine’s, and reads produce facts from the one place they are kept', () => {
    const engineLists = [TRIMMED_PRODUCE, VEGETABLE, VEGETABLE_PRODUCT].map((list) => list.source.slice(0, 40));
    for (const { name, text } of sources)
      for (const list of engineLists) expect(text.includes(list), `${name} copies ${list}…`).toBe(false);
  });

  it('does not take the engine’s batch sizes for what a cook accepts', () => {
    for (const { name, text } of sources) expect(text, name).not.toMatch(/engine\/proportions/);
  });
});
