import { describe, expect, it } from 'vitest';
import { DIETARY_OPTIONS, RECIPE_TYPES, THEMES, WIZARD_CLASSES } from '@feastforge/domain';
import { allows } from '../engine/diet.ts';
import { FOOD_BY_ID, FOODS } from './foods/index.ts';
import { BASE_RECIPES } from './recipes/index.ts';
import { SUBSTITUTIONS } from './substitutions.ts';
import type { Allergen, BaseRecipe, Food, RecipeIngredient } from './types.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Foods bought with shell or bone: their figures are USDA's for the edible part (`edibleKcal` per
 * 100 g) and `edible` the share of the weight as bought that is eaten: 1 − USDA SR Legacy's refuse
 * where USDA gives one (`refuse`, with the entry's number), else within a yield a fishmonger would
 * recognise. Weighed ones are in grams; counted ones by the piece as bought.
 */
const WITH_REFUSE: Record<
  string,
  { edibleKcal: number; refuse?: { sr: string; share: number }; yieldRange?: [number, number]; counted?: true }
> = {
  // USDA's 15164 is the meat alone, with no refuse: live market mussels yield a third or so.
  mussels: { edibleKcal: 86, yieldRange: [0.25, 0.5] },
  'shell-on-shrimp': { edibleKcal: 85, refuse: { sr: '15270', share: 0.13 } },
  'chicken-wing': { edibleKcal: 191, refuse: { sr: '05100', share: 0.38 } },
  'lamb-shank': { edibleKcal: 201, refuse: { sr: '17007', share: 0.52 }, counted: true },
  'whole-chicken': { edibleKcal: 215, refuse: { sr: '05006', share: 0.32 }, counted: true },
};

/** Names of foods that come with shell or bone, unless the name says they are without. */
const SHELL_OR_BONE =
  /mussel|clam|oyster|cockle|scallop|crab|lobster|langoustine|crayfish|shell on|in the shell|heads? on|whole (chicken|duck|bird|fish|trout|sea bass|bream|mackerel|snapper)|\bwings?\b|drumstick|shank|\bribs?\b|oxtail|bone in|on the bone|\bchops?\b|cutlet|trotter|poussin|quail/;
const EDIBLE_AS_NAMED = /meat|picked|shelled|peeled|boneless|fillet/;

/** A recipe's prep note saying the weight includes shell or bone. */
const WEIGHS_REFUSE = /shell.on|in (the )?shells?|heads? on|bone.in|on the bone|with (the )?bones?/i;

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
    const eaten = (food?.edible ?? 1) * (1 - (ingredient.discarded ?? 0));
    if (food && grams !== undefined) kcal += (food.per100g.kcal * grams * eaten) / 100;
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

  it('have diet facts consistent with their allergens, both ways', () => {
    const problems: string[] = [];
    for (const f of FOODS) {
      const has = (a: Allergen) => f.allergens.includes(a);
      const { diet } = f;
      if (has('milk') !== Boolean(diet.dairy)) problems.push(`${f.id}: milk allergen and dairy disagree`);
      if (has('egg') !== Boolean(diet.egg)) problems.push(`${f.id}: egg allergen and egg disagree`);
      if (has('fish') !== Boolean(diet.fish)) problems.push(`${f.id}: fish allergen and fish disagree`);
      // Shellfish is exactly the crustaceans and the molluscs.
      if ((has('crustacean') || has('molluscs')) !== Boolean(diet.shellfish))
        problems.push(`${f.id}: shellfish and the crustacean or mollusc allergens disagree`);
      // Gluten without wheat is allowed (oats, barley); wheat is always gluten.
      if (has('wheat') && !diet.gluten) problems.push(`${f.id}: wheat allergen but not gluten`);
      if ((diet.meat || diet.fish || diet.shellfish || diet.dairy || diet.egg || diet.slaughter) && !diet.animal)
        problems.push(`${f.id}: animal product not marked animal`);
    }
    expect(problems).toEqual([]);
  });

  it('give per 100 g of the edible part, and the share of what a recipe weighs that is eaten', () => {
    const problems: string[] = [];
    for (const f of FOODS) {
      const text = `${f.id.replaceAll('-', ' ')} ${f.name}`.toLowerCase();
      if (SHELL_OR_BONE.test(text) && !EDIBLE_AS_NAMED.test(text) && !WITH_REFUSE[f.id])
        problems.push(`${f.id}: has shell or bone; give its edible share (WITH_REFUSE)`);
      if (f.edible !== undefined && !(f.edible >= 0 && f.edible < 1))
        problems.push(`${f.id}: edible ${f.edible} is not a share of the weight`);
    }
    for (const [id, { edibleKcal, refuse, yieldRange }] of Object.entries(WITH_REFUSE)) {
      const food = FOOD_BY_ID.get(id);
      if (!food) {
        problems.push(`${id}: no such food`);
        continue;
      }
      if (Math.abs(food.per100g.kcal - edibleKcal) > edibleKcal * 0.05)
        problems.push(`${id}: ${food.per100g.kcal} kcal per 100 g is not the edible part's ${edibleKcal}`);
      const edible = food.edible ?? 1;
      if (refuse && Math.abs(edible - (1 - refuse.share)) > 0.015)
        problems.push(`${id}: ${edible} of it eaten, but USDA SR ${refuse.sr} gives ${refuse.share} refuse`);
      const [low, high]: [number, number] = yieldRange ?? [0, 1];
      if (!refuse && (edible < low || edible > high))
        problems.push(`${id}: ${edible} of it eaten is outside ${low}-${high}`);
    }
    expect(problems).toEqual([]);
  });
});

const EGG_FOODS = new Set(['egg', 'egg-yolk', 'egg-white']);
/** A step that cooks what is in it. */
const COOKS = /\b(bake|oven|fry|fried|simmer\w*|boil\w*|poach|cook|heat|grill|toast|scramble|pan)\b|°C/i;
/** Steps that leave egg raw however long the rest cooks: coddled, molten, 'not cooked'. */
const LEFT_RAW = /coddl|molten|not cooked/i;
/** Steps that leave yolks soft. */
const LEFT_SOFT = /runny|still soft|yolks? soft|jammy|softly set|slightly wet/i;

describe('base recipes', () => {
  it('weigh shell-on and bone-in ingredients only as foods whose figures are for that weight', () => {
    const problems: string[] = [];
    for (const r of BASE_RECIPES) {
      for (const ing of r.ingredients) {
        const line = `${r.id}: ${ing.qty} ${ing.unit} ${ing.food} (${ing.prep ?? ''})`;
        if (WITH_REFUSE[ing.food]?.counted && ing.unit !== 'piece') problems.push(`${line}: count it by the piece`);
        if (!WEIGHS_REFUSE.test(ing.prep ?? '')) continue;
        if (!WITH_REFUSE[ing.food])
          problems.push(`${line}: weighed with shell or bone, but ${ing.food} is the edible portion`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('swap foods only for a stand-in that meets a need the swapped food breaks', () => {
    const problems: string[] = [];
    for (const s of SUBSTITUTIONS) {
      const from = FOOD_BY_ID.get(s.from);
      const to = FOOD_BY_ID.get(s.to);
      if (!from || !to) {
        problems.push(`${s.from} → ${s.to}: unknown food`);
        continue;
      }
      const met = DIETARY_OPTIONS.filter((need) => !allows(need, from) && allows(need, to));
      if (met.length === 0) problems.push(`${s.from} → ${s.to}: meets no need the original breaks`);
    }
    expect(problems).toEqual([]);
  });

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

  it('tag egg left raw (raw-egg) or with soft yolks (runny-egg), so the notes warn who should not eat it', () => {
    const problems: string[] = [];
    for (const recipe of BASE_RECIPES) {
      const eggs = recipe.ingredients.filter((i) => EGG_FOODS.has(i.food)).map((i) => i.food);
      const raw = recipe.tags.includes('raw-egg');
      const runny = recipe.tags.includes('runny-egg');
      if (eggs.length === 0) {
        if (raw || runny) problems.push(`${recipe.id}: tagged for egg it does not hold`);
        continue;
      }
      const first = recipe.steps.findIndex((step) => eggs.some((id) => step.includes(`{${id}`)));
      const after = recipe.steps.slice(Math.max(first, 0));
      const uncooked = !after.some((step) => COOKS.test(step)) || after.some((step) => LEFT_RAW.test(step));
      const soft = after.some((step) => LEFT_SOFT.test(step));
      if (uncooked && !raw) problems.push(`${recipe.id}: its steps leave the egg raw; tag it raw-egg`);
      else if (soft && !raw && !runny) problems.push(`${recipe.id}: its steps leave yolks soft; tag it runny-egg`);
      if ((raw || runny) && !uncooked && !soft) problems.push(`${recipe.id}: tagged raw or runny egg, but cooks it`);
    }
    expect(problems).toEqual([]);
  });
});
