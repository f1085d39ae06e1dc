import { describe, expect, it } from 'vitest';
import { RARITIES, THEMES, WIZARD_CLASSES, type Rarity, type WizardChoices } from '@feastforge/domain';
import { adaptRecipe } from '../engine/adapt.ts';
import { conjure } from '../engine/conjure.ts';
import { dishFacts, fitting } from '../engine/fantasy/dish-facts.ts';
import { BIOMES } from '../engine/fantasy/lexicon.ts';
import { fantasyTitle, titleCase } from '../engine/fantasy/names.ts';
import { gramsOf } from '../engine/quantities.ts';
import { seededRng } from '../engine/rng.ts';
import { BASE_RECIPES } from '../knowledge/recipes/index.ts';
import type { BaseRecipe } from '../knowledge/types.ts';
import { checkRecipe } from './check-recipe.ts';
import { checkTitle, type TitledRecipe } from './check-title.ts';

/** A dish as the engine writes it for the party it is written for, to read a title against. */
function written(recipe: BaseRecipe, rarity: Rarity = 'common', seed = 1) {
  const conjured = conjure(
    {
      theme: 'mystic-forest',
      characterClass: 'wizard',
      recipeType: recipe.type,
      partySize: Math.min(20, recipe.servings),
      dietary: [],
      manaCost: 1,
    },
    { rng: seededRng(seed), baseRecipeId: recipe.id, rarity },
  );
  return {
    title: conjured.data.title,
    steps: conjured.data.instructions,
    foods: conjured.ingredients.map((i) => i.food.replaceAll('-', ' ')),
  };
}

const byId = (id: string) => {
  const recipe = BASE_RECIPES.find((r) => r.id === id);
  if (!recipe) throw new Error(`No dish ${id}`);
  return recipe;
};
const titled = (id: string, title: string): TitledRecipe => ({ ...written(byId(id)), title });
const problems = (recipe: TitledRecipe) => checkTitle(recipe).map((p) => p.message);

describe('checkTitle', () => {
  it.each([
    ['gazpacho', 'Smouldering Gazpacho', /'Smouldering' in the title, but the dish is served cold/],
    ['gazpacho', 'Dragonfire Gazpacho', /'Dragonfire' in the title, but the dish is served cold/],
    ['lemon-sorbet', 'The Legendary Ember Lemon Sorbet of the Archmage', /'Ember'.*served cold/],
    ['beef-stew', 'Frostbitten Beef Stew', /'Frostbitten' in the title, but the dish is served hot/],
    ['cold-brew-coffee', 'Molten Cold Brew Coffee', /'Molten'.*served cold/],
    ['shakshuka', 'Saffron Shakshuka', /'Saffron' in the title, but the recipe has no saffron/],
  ])('flags %s called %j', (id, title, message) => {
    expect(problems(titled(id, title))).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['gazpacho', 'Frostbitten Gazpacho'],
    ['lemon-sorbet', 'Iceforged Lemon Sorbet'],
    ['beef-stew', 'Smouldering Beef Stew of Cinderpeak'],
    ['shakshuka', 'The Veteran\u2019s Ember Shakshuka'],
  ])('lets %s be called %j', (id, title) => {
    expect(problems(titled(id, title))).toEqual([]);
  });

  it('reads chilli as a pepper, not as chilling', () => {
    const stew = titled('beef-stew', 'Frostbitten Beef Stew');
    const withChilli = { ...stew, steps: [...stew.steps, 'Serve hot, scattered with sliced red chilli.'] };
    expect(problems(withChilli)).toEqual([
      expect.stringMatching(/'Frostbitten' in the title, but the dish is served hot/),
    ]);
  });

  it('is part of the recipe check, so a title a model writes is held to it too', () => {
    const choices: WizardChoices = {
      theme: 'dragons-lair',
      characterClass: 'wizard',
      recipeType: 'starter',
      partySize: 6,
      dietary: [],
      manaCost: 1,
    };
    const gazpacho = conjure(choices, { rng: seededRng(1), baseRecipeId: 'gazpacho' });
    expect(checkRecipe(gazpacho, choices)).toEqual([]);
    gazpacho.data.title = 'Smouldering Gazpacho';
    expect(checkRecipe(gazpacho, choices)).toEqual([
      { code: 'title', message: "'Smouldering' in the title, but the dish is served cold." },
    ]);
  });
});

/**
 * Every adjective each biome may give each dish, and the titles the engine draws for every biome,
 * class and rarity over several seeds, read against the dish's own steps: no false title remains.
 */
describe('fantasy titles of every dish', () => {
  const cases = BASE_RECIPES.flatMap((recipe) => {
    const adapted = adaptRecipe(recipe, []);
    return adapted ? [{ recipe, adapted }] : [];
  });

  it('keep only adjectives true of the dish', () => {
    const wrong: string[] = [];
    for (const { recipe, adapted } of cases) {
      const facts = dishFacts({
        ...recipe,
        foods: adapted.ingredients.map((i) => ({ food: i.food, grams: gramsOf(i.food, i) })),
      });
      const dish = written(recipe);
      for (const [t, theme] of THEMES.entries()) {
        for (const adjective of fitting(BIOMES[theme].adjectives, facts)) {
          const title = `${adjective} ${titleCase(adapted.dish)}`;
          wrong.push(...checkTitle({ ...dish, title }).map((p) => `${recipe.id}: ${p.message}`));
        }
        for (const [c, characterClass] of WIZARD_CLASSES.entries()) {
          for (const rarity of RARITIES) {
            for (let seed = 0; seed < 4; seed += 1) {
              const title = fantasyTitle(seededRng(`${recipe.id}|${t}|${c}|${rarity}|${seed}`), {
                dish: adapted.dish,
                theme,
                characterClass,
                rarity,
                facts,
              });
              wrong.push(...checkTitle({ ...dish, title }).map((p) => `${recipe.id}: ${p.message}`));
            }
          }
        }
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('are read by the checker as the engine writes them, for every dish', () => {
    const wrong = cases.flatMap(({ recipe }) =>
      RARITIES.flatMap((rarity, seed) => {
        const dish = written(recipe, rarity, seed);
        return checkTitle(dish).map((p) => `${recipe.id} '${dish.title}': ${p.message}`);
      }),
    );
    expect(wrong).toEqual([]);
  });
});
