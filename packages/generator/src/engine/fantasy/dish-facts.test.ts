import { describe, expect, it } from 'vitest';
import { BASE_RECIPES } from '../../knowledge/recipes/index.ts';
import { adaptRecipe } from '../adapt.ts';
import { gramsOf } from '../quantities.ts';
import { dishFacts, fitting, type DishFact } from './dish-facts.ts';
import { BIOMES, CLASSES } from './lexicon.ts';

function factsOf(id: string): ReadonlySet<DishFact> {
  const recipe = BASE_RECIPES.find((r) => r.id === id);
  const adapted = recipe && adaptRecipe(recipe, []);
  if (!recipe || !adapted) throw new Error(`No dish ${id}`);
  return dishFacts({
    ...recipe,
    foods: adapted.ingredients.map((i) => ({ food: i.food, grams: gramsOf(i.food, i) })),
  });
}

describe('dish facts', () => {
  it.each([
    ['roast-chicken-with-lemon-and-thyme', 'plant-forward', false],
    ['shakshuka', 'plant-forward', true],
    ['lemon-sorbet', 'hot', false],
    ['lemon-sorbet', 'chilled', true],
    ['lemon-sorbet', 'fire-cooked', false],
    ['gazpacho', 'chilled', true],
    ['gazpacho', 'fire-cooked', false],
    ['beef-stew', 'chilled', false],
    ['beef-stew', 'fire-cooked', true],
    ['vanilla-panna-cotta-with-berry-compote', 'chilled', true],
    ['buffalo-wings', 'chilled', false],
    ['shakshuka', 'saffron', false],
    ['seafood-paella', 'saffron', true],
    ['beef-stew', 'reheats', true],
    ['creme-brulee', 'over-fire', false],
    ['shakshuka', 'over-fire', true],
    ['classic-lemonade', 'trimmings', false],
    ['leek-and-potato-soup', 'trimmings', true],
    ['spaghetti-bolognese', 'trimmings', true],
    ['devilled-eggs', 'trimmings', false],
    ['baked-macaroni-and-cheese', 'trimmings', false],
    ['impepata-di-cozze', 'trimmings', false],
    ['miso-soup', 'trimmings', false],
    ['caesar-salad', 'vegetables', false],
    ['baked-macaroni-and-cheese', 'vegetables', false],
    ['ratatouille', 'vegetables', true],
    ['greek-salad', 'vegetables', true],
  ] as const)('%s has %s: %s', (id, fact, expected) => {
    expect(factsOf(id).has(fact)).toBe(expected);
  });

  it('leave every list of phrases something to say of any dish', () => {
    const none = new Set<DishFact>();
    const lists = [
      ...Object.values(BIOMES).flatMap((b) => [b.imagery, b.lore]),
      ...Object.values(CLASSES).flatMap((c) => [c.traits, c.advice]),
    ];
    for (const list of lists) expect(fitting(list, none).length).toBeGreaterThan(0);
  });
});
