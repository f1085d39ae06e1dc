import { describe, expect, it } from 'vitest';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkScaling, checkWords, type WordedRecipe } from './check-words.ts';

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`no food ${id}`);
  return found;
}

/** A small true recipe for 4 to break one rule at a time. */
function worded(overrides: Partial<WordedRecipe> = {}): WordedRecipe {
  return {
    title: 'Lemon posset',
    servings: 4,
    lines: ['480 ml (2 cups) heavy cream', '100 g (½ cup) granulated sugar', '2 lemons'],
    foods: [food('heavy-cream'), food('granulated-sugar'), food('lemon')],
    steps: [
      'Bring the heavy cream and granulated sugar to the boil and simmer for 3 minutes.',
      'Stir in the juice of the lemons and pour into four glasses. Chill for 3 hours.',
    ],
    dietary: [],
    ...overrides,
  };
}

const codes = (recipe: WordedRecipe) => checkWords(recipe).map((p) => p.code);

describe('checkWords', () => {
  it('finds nothing in a true recipe', () => {
    expect(checkWords(worded())).toEqual([]);
  });

  it('finds portions that do not match the servings', () => {
    expect(codes(worded({ servings: 20 }))).toEqual(['portions']);
    const mugs = worded({ steps: ['Pour into 2 warmed mugs.'] });
    expect(checkWords(mugs).map((p) => p.message)).toEqual(["'2 warmed mugs' in a recipe for 4."]);
    expect(codes(worded({ servings: 1, steps: ['Pour into one glass.'] }))).toEqual([]);
  });

  it("finds a note whose amounts are not the line's", () => {
    const butter = (line: string) => worded({ lines: [line], foods: [food('butter')], steps: ['Melt the butter.'] });
    expect(codes(butter('1 tbsp (15 ml) butter, 3 tbsp melted and cooled, 1 tbsp for the pan'))).toEqual([
      'note-amount',
    ]);
    expect(codes(butter('4 tbsp (60 ml) butter, 3 tbsp melted and cooled, 1 tbsp for the pan'))).toEqual([]);
    expect(codes(butter('20 tbsp butter, 3 tbsp melted and cooled, 1 tbsp for the pan'))).toEqual(['note-amount']);
    expect(codes(butter('500 g butter, 50 g for dusting'))).toEqual([]);
    expect(codes(butter('1.3 kg butter, 300 g for dusting, 1 kg for the dough'))).toEqual([]);
    expect(codes(butter('1½ tbsp (23 ml) butter, 2¼ tsp (11 ml) for the batter, 2¼ tsp (11 ml) for the pan'))).toEqual(
      [],
    );
  });

  it('finds an alternative the diet rules out', () => {
    const flour = worded({
      lines: ['270 g gluten-free flour blend, or all-purpose flour'],
      foods: [food('gluten-free-flour-blend')],
      steps: ['Whisk the gluten-free flour blend.'],
      dietary: ['gluten-free'],
    });
    expect(checkWords(flour).map((p) => p.message)).toEqual([
      "'270 g gluten-free flour blend, or all-purpose flour' offers all-purpose flour, which is not gluten-free.",
    ]);
    expect(codes({ ...flour, dietary: [] })).toEqual([]);
  });

  it('finds a plural inflected twice', () => {
    const eggs = worded({ lines: ['2 eggs'], foods: [food('egg')], steps: ['Beat the eggss.'] });
    expect(codes(eggs)).toEqual(['plural']);
  });

  it('finds decimals beyond kitchen practice and keeps the real spoons', () => {
    const line = (text: string) => worded({ lines: [text], foods: [food('salt')], steps: ['Add the salt.'] });
    expect(codes(line('¼ tsp (1.3 ml) salt'))).toEqual(['precision']);
    expect(codes(line('323.8 g salt'))).toEqual(['precision']);
    expect(codes(line('½ tsp (2.5 ml) salt'))).toEqual([]);
    expect(codes(line('1.3 kg (2¾ lb) salt'))).toEqual([]);
  });

  it('finds part of a can and items the steps count that are not there', () => {
    const can = worded({
      lines: ['½ can (400 g each) chickpeas'],
      foods: [food('canned-chickpeas')],
      steps: ['Drain the chickpeas.'],
    });
    expect(codes(can)).toEqual(['whole-items']);
    const onions = (line: string) =>
      worded({ lines: [line], foods: [food('onion')], steps: ['Dice one onion and slice the second onion.'] });
    expect(codes(onions('1½ onions'))).toEqual(['whole-items']);
    expect(codes(onions('2 onions'))).toEqual([]);
  });

  it('finds a step that quotes more of a food than its line', () => {
    const butter = (step: string) =>
      worded({ lines: ['110 g (½ cup) butter, most melted'], foods: [food('butter')], steps: [step] });
    expect(codes(butter('Whisk in 75 g of the butter, melted.'))).toEqual([]);
    expect(checkWords(butter('Whisk in 230 g (1 cup) of the butter, melted.')).map((p) => p.message)).toEqual([
      "'230 g (1 cup) of the butter' is more than the line's 110 g.",
    ]);
  });

  it('finds a fraction of a food bought and cooked whole', () => {
    const chicken = worded({
      lines: ['½ whole chicken'],
      foods: [food('whole-chicken')],
      steps: ['Roast the whole chicken.'],
    });
    expect(codes(chicken)).toEqual(['whole-items']);
    expect(codes({ ...chicken, lines: ['1 whole chicken'] })).toEqual([]);
  });

  it('finds a claim a swap makes false', () => {
    const puff = worded({
      lines: ['3 flax eggs'],
      foods: [food('flax-egg')],
      steps: ['Bake until the pancake has puffed up high around the sides and the flax eggs are set.'],
    });
    expect(codes(puff)).toEqual(['structure']);
    const bread = worded({
      lines: ['500 g gluten-free flour blend'],
      foods: [food('gluten-free-flour-blend')],
      steps: ['Knead the gluten-free flour blend to an elastic dough that passes the windowpane test.'],
    });
    expect(codes(bread)).toEqual(['structure']);
    expect(
      codes({ ...puff, lines: ['3 eggs'], foods: [food('egg')], steps: ['Bake until puffed up and the eggs set.'] }),
    ).toEqual([]);
  });

  it('finds a title naming a food the diet rules out', () => {
    const pancakes = worded({
      title: 'The Ranger’s Buttermilk Pancakes',
      lines: ['480 ml (2 cups) unsweetened soy milk'],
      foods: [food('soy-milk')],
      steps: ['Whisk the unsweetened soy milk.'],
      dietary: ['dairy-free'],
    });
    expect(checkWords(pancakes).map((p) => p.message)).toEqual([
      'The title names buttermilk, which is not dairy-free.',
    ]);
    expect(codes({ ...pancakes, title: 'The Ranger’s Soured Soy Milk Pancakes' })).toEqual([]);
    // Words inside an ingredient's own name are that ingredient: peanut butter is not butter.
    const peanut = worded({
      title: 'Peanut butter smoothie',
      lines: ['2 tbsp peanut butter'],
      foods: [food('peanut-butter')],
      steps: ['Blend the peanut butter.'],
      dietary: ['dairy-free'],
    });
    expect(codes(peanut)).toEqual([]);
  });
});

describe('checkScaling', () => {
  const at = (servings: number, steps: string[], lines: string[] = []) => ({ servings, steps, lines });

  it('finds an amount that stayed the same from 1 to 20', () => {
    const problems = checkScaling(
      at(1, ['Whisk the cocoa with 0.5 cup of the milk.'], ['60 g butter, 1 tbsp for the pan']),
      at(20, ['Whisk the cocoa with 0.5 cup of the milk.'], ['1.2 kg butter, 1 tbsp for the pan']),
    );
    expect(problems.map((p) => p.message)).toEqual([
      "Step 1 says '0.5 cup' for 1 and for 20.",
      "Ingredient 1 says '1 tbsp' for 1 and for 20.",
    ]);
  });

  it('accepts amounts that followed the servings, and times and sizes that need not', () => {
    const problems = checkScaling(
      at(1, ['Whisk with 2 tbsp of the milk in a 20 cm pan for 5 minutes.']),
      at(20, ['Whisk with 2½ cups of the milk in a 20 cm pan for 5 minutes.']),
    );
    expect(problems).toEqual([]);
  });

  it('takes a loaf tin by its size, not as an amount, and still finds a weight that stayed', () => {
    const step = 'Spoon into a 900 g (2 lb) loaf tin and scatter with 900 g of the sugar.';
    expect(checkScaling(at(8, [step]), at(20, [step])).map((p) => p.message)).toEqual([
      "Step 1 says '900 g' for 8 and for 20.",
    ]);
  });
});
