import { describe, expect, it } from 'vitest';
import type { RecipeType, WizardChoices } from '@feastforge/domain';
import { conjure } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkRecipe, type CheckableRecipe } from './check-recipe.ts';
import { checkVessels } from './check-vessels.ts';

function request(recipeType: RecipeType, partySize: number): WizardChoices {
  return { theme: 'mystic-forest', characterClass: 'druid', recipeType, partySize, dietary: [], manaCost: 1 };
}

/** A dish as the engine writes it for the party, to be told wrong one sentence at a time. */
function dish(id: string, type: RecipeType, party: number): CheckableRecipe {
  const recipe = conjure(request(type, party), { rng: seededRng(1), baseRecipeId: id });
  return structuredClone({ data: recipe.data, ingredients: [...recipe.ingredients] });
}

/** The recipe with one step's words replaced, as a model might have written them. */
function saying(recipe: CheckableRecipe, step: number, from: RegExp, to: string): CheckableRecipe {
  const text = recipe.data.instructions[step] ?? '';
  expect(text).toMatch(from);
  recipe.data.instructions[step] = text.replace(from, to);
  return recipe;
}

const vesselProblems = (recipe: CheckableRecipe) =>
  checkRecipe(recipe, { ...request(recipe.data.recipeType, recipe.data.servings) })
    .filter((p) => p.code === 'vessel')
    .map((p) => p.message);

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}

describe('checkVessels', () => {
  it('finds nothing wrong with the vessels and times the engine writes for 1, 7 and 20', () => {
    const dishes: Array<[string, RecipeType]> = [
      ['shakshuka', 'main'],
      ['chocolate-brownies', 'dessert'],
      ['mushroom-congee', 'breakfast'],
      ['braised-lamb-shanks', 'main'],
      ['beef-stew', 'main'],
      ['mexican-hot-chocolate', 'elixir'],
    ];
    for (const [id, type] of dishes)
      // Brownies are not offered for one (their eggs would not scale down, proportions.ts), nor
      // lamb shanks past ten (a third pot would not fit in the oven with the other two).
      for (const party of id === 'chocolate-brownies'
        ? [2, 7, 20]
        : id === 'braised-lamb-shanks'
          ? [1, 7, 10]
          : [1, 7, 20])
        expect(vesselProblems(dish(id, type, party)), `${id} for ${party}`).toEqual([]);
  });

  it('finds shakshuka for 20 in one 30 cm pan: thirty eggs do not fit', () => {
    const recipe = saying(
      saying(dish('shakshuka', 'main', 20), 0, / \(in \w+ batches[^)]*\)/, ''),
      0,
      /in .*? lidded frying pans?/,
      'in a 30 cm (12 in) lidded frying pan',
    );
    expect(vesselProblems(recipe)).toEqual([
      expect.stringMatching(/30 cm \(12 in\) lidded frying pan holds about 6 eggs, not 30/),
    ]);
  });

  it('finds brownie batter for 20 in the 20 cm tin written for 12', () => {
    const recipe = saying(
      dish('chocolate-brownies', 'dessert', 20),
      0,
      /a 25 cm \(10 in\) square tin/,
      'a 20 cm (8 in) square tin',
    );
    expect(vesselProblems(recipe)).toEqual([expect.stringMatching(/20 cm \(8 in\) square tin takes about 1080 g/)]);
  });

  it('finds congee for 20 in a 4-5 litre pot', () => {
    const recipe = saying(
      dish('mushroom-congee', 'breakfast', 20),
      1,
      /(a|two|three) [^.]*?-litre \([^)]*\) heavy pots?/,
      'a heavy 4-5 litre pot',
    );
    expect(vesselProblems(recipe)).toEqual([
      expect.stringMatching(/4-5 litre pot holds 5 litres, but about \d+\.\d litres go in/),
    ]);
  });

  it('finds batches that break the words after the vessel', () => {
    const recipe = dish('shakshuka', 'main', 20);
    const at = recipe.data.instructions.findIndex((s) => /lidded frying pans/.test(s));
    saying(
      saying(recipe, at, / \(in \w+ batches[^)]*\)/, ''),
      at,
      /lidded frying pans over medium heat/,
      'lidded frying pans at a time (in three batches, keeping each batch warm) over medium heat',
    );
    expect(vesselProblems(recipe)).toEqual([expect.stringMatching(/batches break the sentence/)]);
  });

  it('finds shelves and swapping for a dessert that never goes in the oven', () => {
    const recipe = dish('tiramisu', 'dessert', 20);
    const at = recipe.data.instructions.findIndex((s) => /dishes/.test(s));
    saying(recipe, at, /dishes/, 'dishes (on two shelves, swapping them halfway)');
    expect(vesselProblems(recipe)).toEqual([expect.stringMatching(/nothing in the recipe goes in the oven/)]);
  });

  it('finds 2 kg of tofu fried at once in one wok', () => {
    const recipe = dish('tofu-and-broccoli-stir-fry', 'main', 20);
    const at = recipe.data.instructions.findIndex((s) => /fry the tofu/.test(s));
    saying(
      recipe,
      at,
      /in two .*? until crisp and golden on all sides, .*?; set aside/,
      'in a wok over high heat and fry the tofu until crisp and golden on all sides, 8-10 minutes; set aside',
    );
    expect(vesselProblems(recipe)).toEqual([
      expect.stringMatching(/about 2\.0 kg of firm tofu at once in a wok, which takes about 0\.7 kg in one layer/),
    ]);
  });

  it('finds three chickens roasting in one tin', () => {
    const recipe = dish('roast-chicken-with-lemon-and-thyme', 'main', 12);
    const at = recipe.data.instructions.findIndex((s) => /roasting pans/.test(s));
    saying(saying(recipe, at, / \(on two shelves[^)]*\)/, ''), at, /two [^.]*?roasting pans/, 'a roasting pan');
    expect(vesselProblems(recipe)).toEqual([expect.stringMatching(/3 whole roasts in a roasting pan/)]);
  });

  it('finds a lamb shank for one braising for two hours in a large Dutch oven', () => {
    const recipe = saying(
      dish('braised-lamb-shanks', 'main', 1),
      1,
      /a (?:small )?\d-litre \(\d qt\) heavy Dutch oven/,
      'a large, heavy Dutch oven',
    );
    saying(recipe, 4, / and adding a splash of water if the liquid drops below halfway up it/, '');
    saying(
      recipe,
      3,
      / and add water, if needed, until the liquid comes most of the way up the meat \(a pot that fits one shank needs more than the stock alone\)/,
      '; the liquid should come most of the way up the meat',
    );
    expect(vesselProblems(recipe)).toEqual([
      expect.stringMatching(/ml of liquid lies 0\.\d cm deep in a 6-litre pot: it runs dry in 2-2½ hours/),
    ]);
  });

  it('finds 3 kg of beef browned in one pot in 8-10 minutes', () => {
    const recipe = saying(
      dish('beef-stew', 'main', 20),
      1,
      /in two .*$/,
      'in a large Dutch oven over medium-high heat. Brown the beef chuck, 8-10 minutes; set aside.',
    );
    expect(vesselProblems(recipe)).toEqual([
      expect.stringMatching(/about 3\.0 kg of beef chuck at once in a large Dutch oven/),
    ]);
  });

  it('finds cooked eggnog for 20 heated in a pan more than two-thirds full', () => {
    const written = dish('cooked-eggnog', 'elixir', 20);
    expect(written.data.instructions[1]).toMatch(/an 8-litre \(8 qt\) heavy saucepan/);
    expect(vesselProblems(written)).toEqual([]);
    // The 1.5-litre base grew to a 5-litre pan for 20: nearly 4 litres of custard, yolks and sugar in it.
    const full = saying(written, 1, /an 8-litre \(8 qt\)/, 'a 5-litre (5 qt)');
    expect(vesselProblems(full)).toEqual([
      expect.stringMatching(
        /^Step 2: a 5-litre \(5 qt\) heavy saucepan holds 5 litres, but about 3\.9 litres of milk or custard/,
      ),
    ]);
  });

  it('finds 4.8 litres of hot chocolate heated in 5-6 minutes', () => {
    const recipe = saying(dish('mexican-hot-chocolate', 'elixir', 20), 0, /for 13-16 minutes/, 'for 5-6 minutes');
    expect(vesselProblems(recipe)).toEqual([expect.stringMatching(/4\.8 litres a pot heat in 6 minutes/)]);
  });

  it('reads a model-written recipe from its words: 40 ml of stock for 2 hours', () => {
    const weighed = [
      { food: food('beef-chuck'), grams: 150 },
      { food: food('beef-stock'), grams: 40, ml: 40 },
    ];
    const steps = ['Brown the beef chuck in a heavy pot.', 'Add the beef stock, cover and simmer gently for 2 hours.'];
    expect(checkVessels(steps, weighed).map((p) => p.message)).toEqual([
      expect.stringMatching(/^Step 2: 40 ml of liquid lies 0\.\d cm deep in a 4-litre pot: it runs dry in 2 hours/),
    ]);
    const toppedUp = [
      steps[0] ?? '',
      'Add the beef stock, cover and simmer gently for 2 hours, topping up with a splash of water.',
    ];
    expect(checkVessels(toppedUp, weighed)).toEqual([]);
  });

  it('finds 4.8 litres of water and oat milk boiled up in a 5-litre saucepan (masala chai for 20)', () => {
    const weighed = [
      { food: food('water'), grams: 2370, ml: 2370 },
      { food: food('oat-milk'), grams: 2400, ml: 2400 },
      { food: food('granulated-sugar'), grams: 190 },
    ];
    const steps = [
      'Put the water in a 5-litre (5 qt) saucepan with the fresh ginger. Bring to the boil over medium-high heat, then simmer for 5 minutes until fragrant and pale gold.',
      'Add the black tea bags and simmer for 2 minutes, until the liquid is a deep reddish brown.',
      'Pour in the gluten-free oat milk and add the granulated sugar. Bring back to the boil (100°C / 212°F); as it foams up the sides, turn the heat down and keep it at a gentle bubble for 2-3 minutes.',
    ];
    expect(checkVessels(steps, weighed).map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^Step 1: a 5-litre \(5 qt\) saucepan holds 5 litres, but about 5\.0 litres with milk boil up/,
      ),
    ]);
    const roomy = [steps[0]?.replace('a 5-litre (5 qt)', 'a 10-litre (11 qt)') ?? '', ...steps.slice(1)];
    expect(checkVessels(roomy, weighed)).toEqual([]);
  });

  it('finds two large lamb shanks braising in a 2-litre Dutch oven, and twenty in two 10-litre ones', () => {
    const weighed = (n: number) => [
      { food: food('lamb-shank'), grams: 450 * n, pieces: n },
      { food: food('beef-stock'), grams: 120 * n, ml: 120 * n },
    ];
    const steps = (pots: string) => [
      `Heat the olive oil in ${pots} over medium-high heat. Brown the lamb shanks, turning, until deep brown on all sides, in two batches, 8-10 minutes each; set aside.`,
      'Add the beef stock, scraping up the browned bits. Return the meat with its juices. Bring to a simmer.',
      'Cover and braise in the oven for 2-2½ hours, adding a splash of water if the liquid drops below halfway up it.',
    ];
    expect(checkVessels(steps('a small 2-litre (2 qt) heavy Dutch oven'), weighed(2)).map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^Step 1: .*2-litre .*Dutch oven holds 2 litres, but about 900 g of pieces on the bone need 3\.\d litres/,
      ),
    ]);
    expect(checkVessels(steps('two 10-litre (11 qt) heavy Dutch ovens'), weighed(20)).map((p) => p.message)).toEqual([
      expect.stringMatching(/holds 20 litres, but about 9000 g of pieces on the bone need 31\.5 litres/),
    ]);
    expect(checkVessels(steps('a 4-litre (4 qt) heavy Dutch oven'), weighed(2))).toEqual([]);
  });

  it('finds 4.7 litres of cold brew in an unsized jar, dripping through a filter in 5-10 minutes', () => {
    const weighed = [
      { food: food('ground-coffee'), grams: 425 },
      { food: food('water'), grams: 7100, ml: 7100 },
    ];
    const steps = [
      'Stir the ground dark-roast coffee into 4.7 L of the water in a jar or lidded jug until all the grounds are wet. Cover and leave at room temperature for 12-16 hours.',
      'Strain through a fine sieve lined with a paper coffee filter or cheesecloth into a clean jar or jug, letting it drip for 5-10 minutes without pressing the grounds.',
    ];
    expect(checkVessels(steps, weighed).map((p) => p.message)).toEqual([
      expect.stringMatching(/^Step 1: 'in a jar or lidded jug' holds about 2 litres, but about 5\.1 litres go in/),
      expect.stringMatching(/^Step 2: 4\.7 litres drip through a filter in 10 minutes/),
    ]);
  });

  it('finds a blender, an ice-cream maker, an unsized saucepan and frying pans given more than they hold at once', () => {
    const gazpacho = [
      { food: food('tomato'), grams: 5000 },
      { food: food('cucumber'), grams: 750 },
    ];
    const blend = (how: string) => [`Put the tomatoes and cucumbers in a blender${how}. Blend on high until smooth.`];
    expect(checkVessels(blend(''), gazpacho).map((p) => p.message)).toEqual([
      expect.stringMatching(/^Step 1: 'in a blender' holds about 2 litres, but about 5\.8 litres go in at once/),
    ]);
    expect(checkVessels(blend(', in four batches, 1-2 minutes each'), gazpacho)).toEqual([]);

    const sorbet = [
      { food: food('water'), grams: 2000, ml: 2000 },
      { food: food('lemon'), grams: 2000, pieces: 20 },
    ];
    const churn = (time: string) => [
      'Heat the water with the sugar until it dissolves; add the lemon juice and chill.',
      `Churn in an ice-cream maker until thick, ${time}.`,
    ];
    expect(checkVessels(churn('20-25 minutes'), sorbet).map((p) => p.message)).toEqual([
      expect.stringMatching(/^Step 2: an ice-cream maker churns about 1\.5 litres at a time, but about 2\.0 litres/),
    ]);
    expect(checkVessels(churn('in two batches, 20-25 minutes each'), sorbet)).toEqual([]);

    const beans = [{ food: food('baked-beans'), grams: 2500 }];
    const warm = (pan: string) => [`Warm the canned baked beans in ${pan} over low heat, stirring, until bubbling.`];
    expect(checkVessels(warm('a small saucepan'), beans).map((p) => p.message)).toEqual([
      expect.stringMatching(/^Step 1: 'a small saucepan' holds about 2 litres, but about 2\.5 litres go in/),
    ]);
    // 'A small pan' of beans is a saucepan too; a small frying pan or roasting pan is read by its floor.
    expect(checkVessels(warm('a small pan'), beans)).toHaveLength(1);
    expect(checkVessels(warm('a small heavy pan'), beans)).toHaveLength(1);
    expect(checkVessels(warm('a small frying pan'), beans)).toEqual([]);
    expect(checkVessels(warm('a small roasting pan'), beans)).toEqual([]);
    expect(checkVessels(warm('a saucepan'), beans)).toEqual([]);

    const eggs = [{ food: food('egg'), grams: 1000, pieces: 20 }];
    const fry = (how: string) => [
      'Heat the oil in two 30 cm (12 in) frying pans over medium heat.',
      `Add the oil to the frying pans and crack in the eggs. Fry ${how}, spooning hot fat over the tops.`,
    ];
    // The step that cracks them into 'the frying pans' is read with the pans named before it.
    expect(checkVessels(fry('2-3 minutes'), eggs).map((p) => p.message)).toContain(
      'Step 2: two 30 cm (12 in) frying pans holds about 13 eggs, not 20.',
    );
    expect(checkVessels(fry('in two batches, 2-3 minutes each'), eggs)).toEqual([]);
  });
});
