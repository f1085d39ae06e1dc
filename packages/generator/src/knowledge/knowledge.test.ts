import { describe, expect, it } from 'vitest';
import { RECIPE_TYPES, THEMES, WIZARD_CLASSES } from '@feastforge/domain';
import { FOOD_BY_ID, FOODS } from './foods/index.ts';
import { BASE_RECIPES } from './recipes/index.ts';
import type { BaseRecipe, Food, RecipeIngredient } from './types.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function gramsOf(ingredient: RecipeIngredient, food: Food): number | undefined {
  if (ingredient.unit === 'g') return ingredient.qty;
  const perUnit = food.grams[ingredient.unit];
  return perUnit === undefined ? undefined : perUnit * ingredient.qty;
}

function kcalPerServing(recipe: BaseRecipe): number {
  let kcal = 0;
  for (const ingredient of recipe.ingredients) {
    const food = FOOD_BY_ID.get(ingredient.food);
    const grams = food && gramsOf(ingredient, food);
    if (food && grams !== undefined) kcal += (food.per100g.kcal * grams) / 100;
  }
  return kcal / recipe.servings;
}

describe('foods', () => {
  it('have unique kebab-case ids', () => {
    const ids = FOODS.map((f) => f.id);
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes).toEqual([]);
    expect(ids.filter((id) => !KEBAB.test(id))).toEqual([]);
  });

  it('have plausible nutrition: macros fit in 100 g and match the energy (Atwater, generous tolerance)', () => {
    const problems: string[] = [];
    for (const f of FOODS) {
      const { kcal, protein, carbs, fat } = f.per100g;
      if ([kcal, protein, carbs, fat].some((v) => v < 0 || !Number.isFinite(v))) problems.push(`${f.id}: negative`);
      if (protein + carbs + fat > 100.5) problems.push(`${f.id}: macros over 100 g`);
      if (kcal > 902) problems.push(`${f.id}: kcal over pure fat`);
      const atwater = protein * 4 + carbs * 4 + fat * 9;
      // Fibre, alcohol and polyols make labels differ from 4-4-9; flag only gross mismatches.
      if (kcal > 20 && Math.abs(atwater - kcal) > Math.max(25, kcal * 0.3))
        problems.push(`${f.id}: ${kcal} kcal vs ${Math.round(atwater)} from macros`);
    }
    expect(problems).toEqual([]);
  });

  it('have diet facts consistent with their allergens', () => {
    const problems: string[] = [];
    for (const f of FOODS) {
      if (f.diet.dairy && !f.allergens.includes('milk')) problems.push(`${f.id}: dairy without milk allergen`);
      if (f.diet.egg && !f.allergens.includes('egg')) problems.push(`${f.id}: egg without egg allergen`);
      if (f.diet.fish && !f.allergens.includes('fish') && !f.diet.shellfish)
        problems.push(`${f.id}: fish without fish allergen`);
      if (f.allergens.includes('wheat') && !f.diet.gluten) problems.push(`${f.id}: wheat allergen but not gluten`);
      if ((f.diet.meat || f.diet.fish || f.diet.dairy || f.diet.egg || f.diet.shellfish) && !f.diet.animal) {
        problems.push(`${f.id}: animal product not marked animal`);
      }
      if (f.allergens.includes('milk') && !f.diet.dairy) problems.push(`${f.id}: milk allergen but not dairy`);
      if (f.allergens.includes('egg') && !f.diet.egg) problems.push(`${f.id}: egg allergen but not egg`);
    }
    expect(problems).toEqual([]);
  });
});

describe('base recipes', () => {
  it('number at least 20 per recipe type', () => {
    const counts = Object.fromEntries(RECIPE_TYPES.map((t) => [t, BASE_RECIPES.filter((r) => r.type === t).length]));
    for (const type of RECIPE_TYPES) expect(counts[type], `${type} recipes`).toBeGreaterThanOrEqual(20);
  });

  it('have unique kebab-case ids and dish names', () => {
    const ids = BASE_RECIPES.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !KEBAB.test(id))).toEqual([]);
    const dishes = BASE_RECIPES.map((r) => r.dish.toLowerCase());
    expect(dishes.filter((d, i) => dishes.indexOf(d) !== i)).toEqual([]);
  });

  it('use only known foods, in units those foods can be weighed in', () => {
    const problems: string[] = [];
    for (const r of BASE_RECIPES) {
      for (const ing of r.ingredients) {
        const food = FOOD_BY_ID.get(ing.food);
        if (!food) problems.push(`${r.id}: unknown food ${ing.food}`);
        else if (gramsOf(ing, food) === undefined)
          problems.push(`${r.id}: ${ing.food} has no gram weight for '${ing.unit}'`);
        if (!(ing.qty > 0)) problems.push(`${r.id}: ${ing.food} quantity ${ing.qty}`);
      }
      const foods = r.ingredients.map((i) => i.food);
      if (new Set(foods).size !== foods.length) problems.push(`${r.id}: a food is listed twice`);
    }
    expect(problems).toEqual([]);
  });

  it('name every ingredient in the steps, and no food that is not an ingredient', () => {
    const problems: string[] = [];
    for (const r of BASE_RECIPES) {
      const text = r.steps.join(' ');
      const named = new Set([...text.matchAll(/\{([a-z0-9-]+)\}/g)].map((m) => m[1]));
      for (const ing of r.ingredients) if (!named.has(ing.food)) problems.push(`${r.id}: {${ing.food}} never used`);
      for (const id of named)
        if (!r.ingredients.some((i) => i.food === id)) problems.push(`${r.id}: {${id}} is not an ingredient`);
    }
    expect(problems).toEqual([]);
  });

  it('have sensible servings, times, steps and affinities', () => {
    const problems: string[] = [];
    for (const r of BASE_RECIPES) {
      if (!(r.servings >= 1 && r.servings <= 12)) problems.push(`${r.id}: servings ${r.servings}`);
      if (!(r.prepMinutes >= 1 && r.prepMinutes <= 24 * 60)) problems.push(`${r.id}: prep ${r.prepMinutes}`);
      if (!(r.cookMinutes >= 0 && r.cookMinutes <= 24 * 60)) problems.push(`${r.id}: cook ${r.cookMinutes}`);
      if (r.steps.length < 3) problems.push(`${r.id}: only ${r.steps.length} steps`);
      if (r.ingredients.length < 2) problems.push(`${r.id}: fewer than 2 ingredients`);
      for (const key of Object.keys(r.biomes))
        if (!(THEMES as readonly string[]).includes(key)) problems.push(`${r.id}: biome ${key}`);
      for (const key of Object.keys(r.classes))
        if (!(WIZARD_CLASSES as readonly string[]).includes(key)) problems.push(`${r.id}: class ${key}`);
      if (Object.keys(r.biomes).length === 0 || Object.keys(r.classes).length === 0)
        problems.push(`${r.id}: no affinities`);
    }
    expect(problems).toEqual([]);
  });

  it('give plausible energy per serving for their type', () => {
    const bounds: Record<string, [number, number]> = {
      breakfast: [120, 1100],
      starter: [40, 800],
      main: [200, 1400],
      dessert: [80, 1000],
      snacks: [40, 800],
      elixir: [0, 600],
    };
    const problems: string[] = [];
    for (const r of BASE_RECIPES) {
      const [lo, hi] = bounds[r.type] ?? [0, 2000];
      const kcal = kcalPerServing(r);
      if (kcal < lo || kcal > hi) problems.push(`${r.id}: ${Math.round(kcal)} kcal per serving`);
    }
    expect(problems).toEqual([]);
  });

  it('cover every biome and class with at least 3 dishes of each type', () => {
    const problems: string[] = [];
    for (const type of RECIPE_TYPES) {
      const ofType = BASE_RECIPES.filter((r) => r.type === type);
      for (const theme of THEMES) {
        const n = ofType.filter((r) => r.biomes[theme]).length;
        if (n < 3) problems.push(`${type}/${theme}: ${n}`);
      }
      for (const cls of WIZARD_CLASSES) {
        const n = ofType.filter((r) => r.classes[cls]).length;
        if (n < 3) problems.push(`${type}/${cls}: ${n}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
