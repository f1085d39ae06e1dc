import { describe, expect, it } from 'vitest';
import { DIETARY_OPTIONS, type Dietary } from '@feastforge/domain';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import { SUBSTITUTIONS } from '../knowledge/substitutions.ts';
import type { BaseRecipe, Food } from '../knowledge/types.ts';
import { adaptRecipe } from './adapt.ts';
import { allergenClass, allergensOf } from './analysis.ts';
import { conjure } from './conjure.ts';
import { allows } from './diet.ts';
import { seededRng } from './rng.ts';

const SUBSETS = Array.from({ length: 1 << DIETARY_OPTIONS.length }, (_, mask) =>
  DIETARY_OPTIONS.filter((_, i) => mask & (1 << i)),
);

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`Unknown food ${id}`);
  return found;
}

/** Every dish adapted to every dietary subset it can meet. */
function* everyAdaptation() {
  for (const base of BASE_RECIPES) {
    for (const dietary of SUBSETS) {
      const adapted = adaptRecipe(base, dietary);
      if (adapted) yield { base, dietary, adapted };
    }
  }
}

function dish(id: string): BaseRecipe {
  const found = BASE_RECIPES.find((r) => r.id === id);
  if (!found) throw new Error(`${id} is missing`);
  return found;
}

const conjureDish = (base: BaseRecipe, dietary: Dietary[], partySize: number) =>
  conjure(
    { theme: 'mystic-forest', characterClass: 'druid', recipeType: base.type, partySize, dietary, manaCost: 1 },
    { rng: seededRng(base.id), baseRecipeId: base.id },
  );

describe('diets a cook can trust', () => {
  it('never gives a vegetarian cheese set with animal rennet, and labels the cheese it uses', () => {
    // Cheeses set with rennet, which is animal rennet unless the pack says otherwise.
    const rennetSet = ['parmesan', 'gruyere', 'blue-cheese', 'feta', 'cheddar', 'fresh-mozzarella', 'goat-cheese'];
    const found: string[] = [];
    for (const { base, dietary, adapted } of everyAdaptation()) {
      if (!dietary.includes('vegetarian')) continue;
      for (const { food: f } of adapted.ingredients)
        if (rennetSet.includes(f.id)) found.push(`${base.id} [${dietary.join(',')}]: ${f.name}`);
    }
    expect(found).toEqual([]);
    const risotto = conjureDish(dish('mushroom-risotto'), ['vegetarian'], 4);
    expect(risotto.data.ingredients).toContain('75 g (¾ cup) vegetarian hard cheese, made without animal rennet');
  });

  it('names a labelled stand-in in the dish only where the dish names the food', () => {
    expect(adaptRecipe(dish('chana-masala'), ['gluten-free'])?.dish).toBe('Chana masala');
    expect(adaptRecipe(dish('miso-soup'), ['gluten-free'])?.dish).toBe('Gluten-free miso soup with tofu and shiitake');
    expect(adaptRecipe(dish('beetroot-and-goats-cheese-salad'), ['vegetarian'])?.dish).toBe(
      "Roasted beetroot and vegetarian goat's cheese salad",
    );
  });

  it('lets a pescatarian keep traditional cheese', () => {
    expect(adaptRecipe(dish('mushroom-risotto'), ['pescatarian'])?.ingredients.map((i) => i.food.id)).toContain(
      'parmesan',
    );
  });

  it('never gives a coeliac a bought product that often hides gluten, unless labelled gluten-free', () => {
    const hidesGluten = [
      'vegetable-stock',
      'chicken-stock',
      'beef-stock',
      'fish-stock',
      'white-miso',
      'curry-powder',
      'garam-masala',
      'chili-powder',
      'baking-powder',
      'fish-sauce',
      'soy-sauce',
      'rolled-oats',
      'oat-milk',
    ];
    const found: string[] = [];
    for (const { base, dietary, adapted } of everyAdaptation()) {
      if (!dietary.includes('gluten-free')) continue;
      for (const { food: f } of adapted.ingredients)
        if (hidesGluten.includes(f.id)) found.push(`${base.id} [${dietary.join(',')}]: ${f.name}`);
    }
    expect(found).toEqual([]);
  });
});

describe('a swap brings what it needs', () => {
  const pancakes = dish('buttermilk-pancakes');

  it('sours the soy milk that stands in for buttermilk with lemon juice in the list and the steps', () => {
    const lemonLine = (partySize: number) =>
      conjureDish(pancakes, ['dairy-free'], partySize).data.ingredients.find((line) => line.includes('lemon juice'));
    // 1 tbsp per cup of soy milk: 2 cups for 4, 4 cups for 8.
    expect(lemonLine(4)).toBe('2 tbsp (30 ml) lemon juice, to sour the soy milk');
    expect(lemonLine(8)).toBe('60 ml (¼ cup) lemon juice, to sour the soy milk');
    const recipe = conjureDish(pancakes, ['dairy-free'], 4);
    expect(recipe.dish).toBe('Soured soy milk pancakes with blueberries and maple syrup');
    expect(recipe.data.instructions[0]).toMatch(/lemon juice into the unsweetened soy milk.*5 minutes/);
  });

  it('lists what the flax eggs are made of, scaled, and makes them in the steps', () => {
    const lines = (partySize: number) =>
      conjureDish(pancakes, ['egg-free'], partySize).data.ingredients.filter((line) => line.endsWith('flax eggs'));
    // 1 tbsp ground flaxseed and 3 tbsp water per egg: 2 eggs for 4, 4 for 8.
    expect(lines(4)).toEqual([
      '2 tbsp (30 ml) ground flaxseed, for the flax eggs',
      '90 ml (⅓ cup) water, for the flax eggs',
    ]);
    expect(lines(8)).toEqual([
      '30 g (¼ cup) ground flaxseed, for the flax eggs',
      '180 ml (¾ cup) water, for the flax eggs',
    ]);
    const recipe = conjureDish(pancakes, ['egg-free'], 4);
    expect(recipe.data.ingredients.some((line) => /\bflax eggs?$/.test(line.split(',')[0] ?? ''))).toBe(false);
    expect(recipe.data.instructions[0]).toBe(
      'Make the flax eggs: stir the ground flaxseed into the water and leave 5 minutes to thicken.',
    );
  });

  it('makes a Caesar vegetarian with capers for the anchovies, measured in spoons', () => {
    const recipe = conjureDish(dish('caesar-salad'), ['vegetarian'], 4);
    expect(recipe.data.ingredients).toContain('1½ tbsp (23 ml) capers, rinsed and finely chopped');
    expect(recipe.data.ingredients).toContain('50 g (2 oz) vegetarian hard cheese, made without animal rennet');
    expect(recipe.data.instructions.join(' ')).toMatch(/Mash the garlic and capers to a paste/);
    expect(recipe.data.allergens).not.toContain('Fish');
  });

  it('makes French toast vegan with a chickpea batter and a bread made without egg', () => {
    const recipe = conjureDish(dish('french-toast'), ['vegan'], 4);
    expect(recipe.data.ingredients).toEqual(
      expect.arrayContaining([
        '8 slices sourdough bread, day-old, cut 2 cm thick',
        '50 g (2 oz) chickpea flour, for the batter',
        '180 ml (¾ cup) water, for the batter',
      ]),
    );
    expect(recipe.data.instructions[0]).toBe(
      'Make the chickpea batter: whisk the chickpea flour into the water until smooth, with no lumps.',
    );
    expect(recipe.data.allergens).not.toContain('Egg');
    // The custard's kcal come from the chickpea flour now listed, not from eggs.
    expect(recipe.ingredients.some((i) => i.food === 'egg' || i.food === 'challah')).toBe(false);
  });

  it('makes a Greek salad vegan with a plant-based feta, saying to check its label', () => {
    const recipe = conjureDish(dish('greek-salad'), ['vegan'], 4);
    expect(recipe.data.ingredients).toContain(
      '200 g (7 oz) plant-based feta, check the label for soy and nuts, left in a block',
    );
    expect(recipe.data.allergens).toEqual(
      expect.arrayContaining(['Tree nuts (may be in the plant-based feta)', 'Soy (may be in the plant-based feta)']),
    );
  });

  it('adds every ingredient a swap declares, and names it in the steps', () => {
    const missing: string[] = [];
    for (const { base, dietary, adapted } of everyAdaptation()) {
      for (const ingredient of adapted.ingredients) {
        const swap = SUBSTITUTIONS.find((s) => s.from === ingredient.swappedFrom?.id && s.to === ingredient.food.id);
        for (const addition of swap?.adds ?? []) {
          const where = `${base.id} [${dietary.join(',')}] ${swap?.from} → ${swap?.to}`;
          if (!adapted.ingredients.some((i) => i.food.id === addition.food))
            missing.push(`${where}: no ${addition.food}`);
          if (!adapted.swapSteps.some((step) => step.includes(`{${swap?.from}+${addition.food}}`)))
            missing.push(`${where}: no step for ${addition.food}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('a swap made for one need takes nothing else from the dish', () => {
  /**
   * Every dish × every dietary subset: a diet the base met and the adapted dish breaks comes from a
   * swap no other stand-in (fitting the dish's tags and every need of the request) would have kept
   * it with, and an allergen the adapted dish adds from one where every other stand-in adds as many.
   * Oats certified gluten-free are declared but cost no coeliac anything. Oat milk in a kedgeree
   * made dairy-free broke this: gluten-free oat milk keeps it free of gluten.
   */
  it('adds no allergen and breaks no diet the dish met, unless every other stand-in takes as much', () => {
    const failures: string[] = [];
    for (const { base, dietary, adapted } of everyAdaptation()) {
      const baseFoods = base.ingredients.map((i) => food(i.food));
      const baseAllergens = new Set(
        allergensOf(baseFoods)
          .filter((label) => !/\(may be in /.test(label))
          .map(allergenClass),
      );
      const baseMeets = DIETARY_OPTIONS.filter((need) => baseFoods.every((f) => allows(need, f)));
      for (const ingredient of adapted.ingredients) {
        const from = ingredient.swappedFrom;
        if (!from) continue;
        const candidates = SUBSTITUTIONS.filter(
          (s) =>
            s.from === from.id &&
            (!s.onlyTags || s.onlyTags.some((tag) => base.tags.includes(tag))) &&
            !s.neverTags?.some((tag) => base.tags.includes(tag)) &&
            [s.to, ...(s.adds ?? []).map((a) => a.food)].every((id) => dietary.every((need) => allows(need, food(id)))),
        );
        const brought = (to: string) => {
          const swap = candidates.find((s) => s.to === to);
          const foods = [food(to), ...(swap?.adds ?? []).map((a) => food(a.food))];
          return {
            allergens: [
              ...new Set(
                allergensOf(foods)
                  .filter((label) => !/\(certified gluten-free\)$/.test(label))
                  .map(allergenClass),
              ),
            ].filter((a) => !baseAllergens.has(a)),
            breaks: baseMeets.filter((need) => foods.some((f) => !allows(need, f))),
          };
        };
        const chosen = brought(ingredient.food.id);
        const where = `${base.id} [${dietary.join(',') || 'none'}] ${from.id} → ${ingredient.food.id}`;
        // A diet the dish met is kept whenever any stand-in keeps it.
        for (const need of chosen.breaks) {
          const keeps = candidates.find((s) => brought(s.to).breaks.length === 0);
          if (keeps) failures.push(`${where} breaks ${need}; ${keeps.to} would not`);
        }
        // Among those, where every stand-in brings an allergen (soy milk soy, oat milk oats), one that brings fewest.
        const fewer = candidates.find(
          (s) =>
            brought(s.to).breaks.length <= chosen.breaks.length &&
            brought(s.to).allergens.length < chosen.allergens.length,
        );
        if (fewer) failures.push(`${where} adds ${chosen.allergens.join(', ')}; ${fewer.to} would add fewer`);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('keeps a kedgeree, a lassi and a chai made dairy-free free of gluten', () => {
    for (const id of ['kedgeree', 'mango-lassi', 'masala-chai']) {
      const allergens = conjureDish(dish(id), ['dairy-free'], 4).data.allergens;
      expect(allergens, id).not.toContain('Wheat/gluten');
      expect(allergens, id).not.toContain('Cereals containing gluten (oats)');
    }
  });
});
