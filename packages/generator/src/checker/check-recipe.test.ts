import { describe, expect, it } from 'vitest';
import type { WizardChoices } from '@feastforge/domain';
import { nutritionPerServing } from '../engine/analysis.ts';
import { conjure } from '../engine/conjure.ts';
import { gramsOf } from '../engine/quantities.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { seededRng } from '../engine/rng.ts';
import { checkRecipe, type CheckableRecipe, type ProblemCode } from './check-recipe.ts';

const choices: WizardChoices = {
  theme: 'mystic-forest',
  characterClass: 'druid',
  recipeType: 'main',
  partySize: 4,
  dietary: [],
  manaCost: 1,
};

/** A sound recipe to break one way at a time. */
function sound(): CheckableRecipe & { ingredients: Array<CheckableRecipe['ingredients'][number]> } {
  const recipe = conjure(choices, { rng: seededRng('checker') });
  return structuredClone({ data: recipe.data, ingredients: [...recipe.ingredients] });
}

function codes(recipe: CheckableRecipe, request: WizardChoices = choices): ProblemCode[] {
  return checkRecipe(recipe, request).map((p) => p.code);
}

describe('checkRecipe', () => {
  it('finds nothing wrong with a sound recipe', () => {
    expect(checkRecipe(sound(), choices)).toEqual([]);
  });

  it('reads the words too: portions that do not match the servings', () => {
    const recipe = sound();
    recipe.data.instructions.push('Serve in two warmed bowls.');
    expect(codes(recipe)).toEqual(['portions']);
  });

  it('finds a dietary violation', () => {
    const recipe = sound();
    recipe.ingredients.push({ food: 'bacon', qty: 2, unit: 'slice' });
    recipe.data.ingredients.push('2 slices bacon');
    recipe.data.instructions.push('Fry the bacon until crisp and scatter it over.');
    recipe.data.allergens = [...recipe.data.allergens];
    const problems = checkRecipe(recipe, { ...choices, dietary: ['vegetarian'] });
    expect(problems.filter((p) => p.code === 'diet').map((p) => p.message)).toEqual(['bacon is not vegetarian.']);
  });

  it('finds an allergen present but not declared', () => {
    const recipe = sound();
    recipe.ingredients.push({ food: 'sesame-seeds', qty: 1, unit: 'tbsp' });
    recipe.data.ingredients.push('1 tbsp sesame seeds');
    recipe.data.instructions.push('Scatter the sesame seeds over before serving.');
    expect(codes(recipe)).toContain('allergen');
    expect(checkRecipe(recipe, choices).find((p) => p.code === 'allergen')?.message).toBe(
      'Sesame is present but not declared.',
    );
  });

  it('finds oats certified gluten-free, still on the list of cereals containing gluten, not declared', () => {
    const request: WizardChoices = { ...choices, recipeType: 'breakfast', partySize: 7, dietary: ['gluten-free'] };
    const made = conjure(request, { rng: seededRng(22), baseRecipeId: 'overnight-oats' });
    const recipe = structuredClone({ data: made.data, ingredients: [...made.ingredients] });
    expect(recipe.data.allergens).toContain('Oats (certified gluten-free)');
    expect(checkRecipe(recipe, request)).toEqual([]);
    recipe.data.allergens = recipe.data.allergens.filter((a) => !a.startsWith('Oats'));
    expect(checkRecipe(recipe, request).map((p) => p.message)).toContain('Oats is present but not declared.');
  });

  it('finds gluten a bought stock may hide, not declared as possible where no diet asked it gone', () => {
    const made = conjure(choices, { rng: seededRng(17), baseRecipeId: 'braised-lamb-shanks' });
    const recipe = structuredClone({ data: made.data, ingredients: [...made.ingredients] });
    expect(recipe.data.allergens).toContain('Cereals containing gluten (may be in the beef stock)');
    expect(checkRecipe(recipe, choices)).toEqual([]);
    recipe.data.allergens = recipe.data.allergens.filter((a) => !a.includes('gluten'));
    expect(checkRecipe(recipe, choices).map((p) => p.message)).toContain('Gluten is present but not declared.');
  });

  it('finds a loaf many bakers make with milk, in a dairy-free recipe, not bought by its label', () => {
    const request: WizardChoices = { ...choices, recipeType: 'breakfast', partySize: 2, dietary: ['dairy-free'] };
    const made = conjure(request, { rng: seededRng(69), baseRecipeId: 'french-toast' });
    const recipe = structuredClone({ data: made.data, ingredients: [...made.ingredients] });
    expect(recipe.ingredients.map((i) => i.food)).toContain('dairy-free-challah');
    expect(checkRecipe(recipe, request)).toEqual([]);
    recipe.ingredients = recipe.ingredients.map((i) =>
      i.food === 'dairy-free-challah' ? { ...i, food: 'challah' } : i,
    );
    expect(codes(recipe, request)).toContain('diet');
  });

  it('finds an allergen only the pack can tell, not declared as possible', () => {
    const request: WizardChoices = { ...choices, recipeType: 'breakfast', dietary: ['gluten-free'] };
    const made = conjure(request, { rng: seededRng(7), baseRecipeId: 'buttermilk-pancakes' });
    const recipe = structuredClone({ data: made.data, ingredients: [...made.ingredients] });
    expect(recipe.data.allergens).toContain('Lupin (may be in the gluten-free flour blend)');
    expect(checkRecipe(recipe, request)).toEqual([]);
    recipe.data.allergens = recipe.data.allergens.filter((a) => !a.startsWith('Lupin'));
    expect(checkRecipe(recipe, request).map((p) => p.message)).toContain(
      'Lupin (may be in the gluten-free flour blend) is present but not declared.',
    );
  });

  it('finds nutrition more than 10% away from the ingredients', () => {
    const recipe = sound();
    recipe.data.nutrition.calories = Math.round(recipe.data.nutrition.calories * 1.25);
    expect(codes(recipe)).toEqual(['nutrition']);
    const close = sound();
    close.data.nutrition.calories = Math.round(close.data.nutrition.calories * 1.05);
    expect(codes(close)).toEqual([]);
  });

  it('finds an ingredient never used in the steps', () => {
    const recipe = sound();
    recipe.ingredients.push({ food: 'walnuts', qty: 30, unit: 'g' });
    recipe.data.ingredients.push('30 g walnuts');
    recipe.data.allergens.push('Tree nuts');
    recipe.data.nutrition = checkRecipeNutrition(recipe);
    expect(codes(recipe)).toEqual(['unused-ingredient']);
  });

  it('finds quantities that do not match the servings', () => {
    const recipe = sound();
    expect(codes(recipe, { ...choices, partySize: 6 })).toContain('servings');
    const tiny = sound();
    tiny.data.servings = 4;
    tiny.ingredients = tiny.ingredients.map((i) => ({ ...i, qty: i.qty / 20 }));
    expect(codes(tiny)).toContain('servings');
  });

  it('accepts a batch for a few more than the party only as far as a cook would, and only when the notes say so', () => {
    // The 'servings' code alone, checked on a recipe said to be made for more than the party.
    const batch = (party: number, servings: number, said = true, keeps = '') => {
      const recipe = sound();
      recipe.data.servings = servings;
      recipe.data.notes = recipe.data.notes.replace(/[^.]*\b(?:airtight|room temperature)\b[^.]*\./gi, '') + keeps;
      if (said)
        recipe.data.notes += ` Makes ${servings} servings for a party of ${party}: the egg would not scale down.`;
      return checkRecipe(recipe, { ...choices, partySize: party }).filter(
        (p) => p.code === 'servings' && p.message.startsWith('Serves'),
      );
    };
    expect(batch(1, 2)).toEqual([]);
    expect(batch(1, 3)).toHaveLength(1);
    expect(batch(3, 5)).toEqual([]);
    expect(batch(3, 6)).toHaveLength(1);
    expect(batch(12, 18)).toEqual([]);
    expect(batch(12, 19)).toHaveLength(1);
    // Never past the most the wizard offers, and never unsaid.
    expect(batch(19, 21)).toHaveLength(1);
    expect(batch(1, 2, false)).toHaveLength(1);
    // A bake that keeps for days in a tin may be made as three for one, and no more.
    const tin = ' Keep in an airtight tin at room temperature for up to 4 days.';
    expect(batch(1, 3, true, tin)).toEqual([]);
    expect(batch(1, 4, true, tin)).toHaveLength(1);
    expect(batch(1, 3, true, ' Keep in an airtight tin for up to 1 day.')).toHaveLength(1);
  });

  it('finds missing or absurd times, unknown foods and empty fields', () => {
    const recipe = sound();
    recipe.data.prepTime = 'soon';
    recipe.data.cookTime = '900 h';
    recipe.data.title = ' ';
    recipe.data.instructions = [...recipe.data.instructions, ''];
    recipe.ingredients.push({ food: 'dragon-egg', qty: 1, unit: 'piece' });
    recipe.data.ingredients.push('1 dragon egg');
    const found = codes(recipe);
    for (const code of ['time', 'unknown-food', 'empty'] as const) expect(found).toContain(code);
    expect(found.filter((c) => c === 'time')).toHaveLength(2);
  });
});

/** The nutrition the ingredients really give, so a test can keep it consistent after an edit. */
function checkRecipeNutrition(recipe: CheckableRecipe) {
  const weighed = recipe.ingredients.map((i) => {
    const food = FOOD_BY_ID.get(i.food);
    if (!food) throw new Error(`unknown ${i.food}`);
    return { food, grams: gramsOf(food, i) };
  });
  return nutritionPerServing(weighed, recipe.data.servings);
}
