import { describe, expect, it } from 'vitest';
import { ingredientsFor } from './ingredient-scale.ts';
import { amountText, ingredientLine, lineForServings, metricAmount, type LineFood } from './ingredient-line.ts';
import { RecipeDataSchema, type IngredientMeasure } from './recipe.ts';
import { buildRecipeData } from './testing.ts';

const food = (overrides: Partial<LineFood> & Pick<LineFood, 'name'>): LineFood => ({
  plural: `${overrides.name}s`,
  grams: {},
  whole: false,
  countable: false,
  ...overrides,
});

const BUTTER = food({ name: 'butter', grams: { tbsp: 14.2, tsp: 4.7, cup: 227 } });
const MILK = food({ name: 'whole milk', grams: { ml: 1.03, cup: 244 } });
const EGG = food({ name: 'egg', grams: { piece: 50 }, whole: true, countable: true });
const SHANK = food({ name: 'lamb shank', grams: { piece: 340 }, countable: true });
const CHICKPEAS = food({ name: 'canned chickpeas', grams: { can: 400, cup: 164 } });
const SALT = food({ name: 'salt', grams: { tsp: 6, pinch: 0.4 } });

const measure = (
  f: LineFood,
  q: Pick<IngredientMeasure, 'qty' | 'unit' | 'for'>,
  prep?: string,
): IngredientMeasure => ({
  food: f.name.replace(/ /g, '-'),
  ...f,
  ...q,
  ...(prep ? { prep } : {}),
});

describe('ingredientLine', () => {
  it('writes each unit as a cook reads it, metric first', () => {
    expect(ingredientLine(SHANK, { qty: 680, unit: 'g' })).toBe('680 g (1½ lb) lamb shanks');
    expect(ingredientLine(MILK, { qty: 1, unit: 'cup' })).toBe('240 ml (1 cup) whole milk');
    expect(ingredientLine(BUTTER, { qty: 1 / 3, unit: 'cup' })).toBe('75 g (⅓ cup) butter');
    expect(ingredientLine(BUTTER, { qty: 1.5, unit: 'tbsp' }, 'softened')).toBe('1½ tbsp (23 ml) butter, softened');
    expect(ingredientLine(EGG, { qty: 1, unit: 'piece' })).toBe('1 egg');
    expect(ingredientLine(EGG, { qty: 3, unit: 'piece' })).toBe('3 eggs');
    expect(ingredientLine(CHICKPEAS, { qty: 2, unit: 'can' })).toBe('2 cans (400 g each) chickpeas');
    expect(ingredientLine(CHICKPEAS, { qty: 1, unit: 'can' })).toBe('1 can (400 g) chickpeas');
    expect(ingredientLine(SALT, { qty: 1, unit: 'pinch' })).toBe('a pinch of salt');
  });

  it('names a drained can as sold, with what it gives drained', () => {
    const drained = food({ name: 'canned chickpeas', grams: { can: 240, cup: 164 }, canNet: 400 });
    expect(ingredientLine(drained, { qty: 1, unit: 'can' }, 'drained and rinsed')).toBe(
      '1 can (400 g / 14 oz; about 240 g drained) chickpeas, drained and rinsed',
    );
    expect(ingredientLine(drained, { qty: 10, unit: 'can' })).toBe(
      '10 cans (400 g / 14 oz each; about 2.4 kg drained) chickpeas',
    );
  });

  it('weighs butter, flour and grated cheese, with the spoon or piece a cook uses for a little', () => {
    const parmesan = food({ name: 'parmesan', grams: { cup: 100, tbsp: 6 }, weighed: true });
    const butter = { ...BUTTER, weighed: true };
    expect(ingredientLine(parmesan, { qty: 2.5, unit: 'tbsp' })).toBe('15 g (2½ tbsp) parmesan');
    expect(ingredientLine(butter, { qty: 10, unit: 'g' })).toBe('10 g (2 tsp) butter');
    const flour = food({ name: 'gluten-free flour blend', grams: { cup: 136, tbsp: 8.5, tsp: 2.8 }, weighed: true });
    expect(ingredientLine(flour, { qty: 8, unit: 'g' }, 'for dusting')).toBe(
      '8 g (1 tbsp) gluten-free flour blend, for dusting',
    );
    const ginger = food({ name: 'fresh ginger', plural: 'fresh ginger', grams: { tsp: 2 }, gramsPerCm: 5 });
    expect(ingredientLine(ginger, { qty: 4, unit: 'g' })).toBe('4 g (a 1 cm piece) fresh ginger');
    expect(ingredientLine(ginger, { qty: 40, unit: 'g' })).toBe('40 g (1½ oz) fresh ginger');
    // A liquid has no spoon by weight: it is poured.
    expect(ingredientLine(MILK, { qty: 8, unit: 'g' })).toBe('8 g whole milk');
  });

  it('quotes a share for a step, and weighs one too big for spoons', () => {
    expect(amountText(EGG, { qty: 2, unit: 'piece' })).toBe('2 eggs');
    expect(amountText(BUTTER, { qty: 2, unit: 'tbsp' })).toBe('2 tbsp (30 ml)');
    expect(metricAmount(MILK, { qty: 0.75, unit: 'cup' })).toBe('180 ml');
  });
});

describe('lineForServings', () => {
  it('scales the unrounded amount and rounds it as the engine does', () => {
    expect(lineForServings(measure(EGG, { qty: 2, unit: 'piece', for: 4 }), 6)).toBe('3 eggs');
    // 1.5 eggs for 4 is written '2 eggs'; for 20 it is 7.5, never the line's 2 × 5.
    expect(lineForServings(measure(EGG, { qty: 1.5, unit: 'piece', for: 4 }), 20)).toBe('8 eggs');
    // Five tablespoons of a solid grow into a weighed cup.
    expect(lineForServings(measure(BUTTER, { qty: 1, unit: 'tbsp', for: 4 }), 20)).toBe('75 g (⅓ cup) butter');
    expect(lineForServings(measure(SALT, { qty: 1, unit: 'pinch', for: 4 }, 'to season'), 4)).toBe(
      'a pinch of salt, to season',
    );
  });
});

describe('ingredientsFor', () => {
  const recipe = buildRecipeData({
    servings: 4,
    ingredients: ['1 tbsp (15 ml) butter', '2 eggs'],
    measures: [measure(BUTTER, { qty: 1, unit: 'tbsp', for: 4 }), measure(EGG, { qty: 1.5, unit: 'piece', for: 4 })],
  });

  it('shows the lines as saved at the recipe’s own servings', () => {
    expect(
      ingredientsFor({ ...recipe, ingredients: ['1 tbsp (15 ml) butter, as saved', '2 eggs'] }, 4, 'metric'),
    ).toEqual(['1 tbsp (15 ml) butter, as saved', '2 eggs']);
  });

  it('writes other servings from the measures, in metric or US order', () => {
    expect(ingredientsFor(recipe, 20, 'metric')).toEqual(['75 g (⅓ cup) butter', '8 eggs']);
    expect(ingredientsFor(recipe, 20, 'us')).toEqual(['⅓ cup (75 g) butter', '8 eggs']);
  });

  it('rescales the words when there are no measures, or not one for each line', () => {
    const words = ['80 ml (⅓ cup) butter', '10 eggs'];
    expect(ingredientsFor({ ...recipe, measures: undefined }, 20, 'metric')).toEqual(words);
    expect(ingredientsFor({ ...recipe, measures: recipe.measures?.slice(0, 1) }, 20, 'metric')).toEqual(words);
  });
});

describe('RecipeDataSchema measures', () => {
  it('reads a recipe saved before measures existed', () => {
    const { measures: _, ...old } = buildRecipeData();
    expect(RecipeDataSchema.parse(old).measures).toBeUndefined();
  });

  it('refuses a measure in a unit no kitchen uses', () => {
    const bad = { ...measure(BUTTER, { qty: 1, unit: 'tbsp', for: 4 }), unit: 'bushel' };
    expect(RecipeDataSchema.safeParse({ ...buildRecipeData(), measures: [bad] }).success).toBe(false);
  });
});
