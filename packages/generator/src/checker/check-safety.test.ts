import { describe, expect, it } from 'vitest';
import type { Dietary, RecipeType } from '@feastforge/domain';
import { conjure } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { checkSafety, type SafetyReadable } from './check-safety.ts';

/** A dish as the engine writes it, to break one way at a time. */
function dish(recipeType: RecipeType, id: string, dietary: Dietary[] = []): SafetyReadable {
  const recipe = conjure(
    { theme: 'coastal-cove', characterClass: 'ranger', recipeType, partySize: 7, dietary, manaCost: 1 },
    { rng: seededRng(61), baseRecipeId: id },
  );
  return structuredClone(recipe.data);
}

const codes = (recipe: SafetyReadable) => checkSafety(recipe).map((p) => p.code);

describe('checkSafety: allergens the words name', () => {
  it('passes the engine’s mussels, which declare molluscs', () => {
    const mussels = dish('starter', 'impepata-di-cozze', ['pescatarian']);
    expect(mussels.allergens).toContain('Molluscs (mussels)');
    expect(checkSafety(mussels)).toEqual([]);
  });

  it('fails a declaration that names foods the dish does not hold', () => {
    const mussels = dish('starter', 'impepata-di-cozze', ['pescatarian']);
    const examples = mussels.allergens.map((a) => (a.startsWith('Molluscs') ? 'Molluscs (mussels, clams, squid)' : a));
    expect(checkSafety({ ...mussels, allergens: examples })).toEqual([
      {
        code: 'allergen-names',
        message: "'Molluscs (mussels, clams, squid)' names clams, which no ingredient line lists.",
      },
      {
        code: 'allergen-names',
        message: "'Molluscs (mussels, clams, squid)' names squid, which no ingredient line lists.",
      },
    ]);
  });

  it('fails mussels with no molluscs declared, as a written recipe might give them', () => {
    const mussels = { ...dish('starter', 'impepata-di-cozze'), allergens: [] };
    expect(checkSafety(mussels)).toEqual([
      { code: 'allergen-words', message: 'The recipe names mussels, but does not declare Molluscs.' },
    ]);
  });

  it('fails Dijon without mustard, celery without celery, wine vinegar without sulphites', () => {
    const caesar = dish('starter', 'caesar-salad');
    expect(codes({ ...caesar, allergens: caesar.allergens.filter((a) => a !== 'Mustard') })).toEqual([
      'allergen-words',
    ]);
    const shanks = dish('main', 'braised-lamb-shanks');
    const undeclared = checkSafety({ ...shanks, allergens: [] }).map((p) => p.message);
    expect(undeclared).toEqual([
      'The recipe names celery, but does not declare Celery.',
      'The recipe names wine, but does not declare Sulphites.',
    ]);
  });

  it('reads a shellfish the steps add, but not a snail-shaped coil or oyster mushrooms', () => {
    const recipe = dish('main', 'mushroom-risotto');
    expect(checkSafety(recipe)).toEqual([]);
    recipe.instructions.push('Top each plate with a few steamed clams.');
    expect(codes(recipe)).toEqual(['allergen-words']);
  });
});

describe('checkSafety: storage', () => {
  it('fails a note that leaves cooked rice and fish to the reader to keep cold', () => {
    const onigiri = dish('snacks', 'salmon-onigiri');
    expect(checkSafety(onigiri)).toEqual([]);
    onigiri.notes = 'Keeps in an airtight container for a few days (in the fridge if it contains dairy, egg or meat).';
    expect(checkSafety(onigiri).map((p) => p.message)).toEqual([
      'The notes keep it out of the fridge, but it holds salmon, which spoils at room temperature.',
      'The notes keep cooked rice for a few days; cooked rice is eaten within 1 day.',
    ]);
  });

  it('fails a note that says to eat at once what the steps chill overnight', () => {
    const oats = dish('breakfast', 'overnight-oats');
    expect(checkSafety(oats)).toEqual([]);
    oats.notes = 'Best eaten straight from the pan.';
    expect(codes(oats)).toEqual(['storage']);
  });

  it('fails a note that keeps for days what the steps have drunk at once, before it separates or thickens', () => {
    for (const id of ['green-smoothie', 'frozen-mint-lemonade', 'peanut-butter-banana-smoothie']) {
      const drink = dish('elixir', id);
      expect(checkSafety(drink), id).toEqual([]);
      drink.notes = 'Best freshly made; keep any left covered in the fridge for up to 2 days and stir before pouring.';
      expect(codes(drink), id).toEqual(['storage']);
    }
  });

  it('does not take hours of simmering for a dish made ahead', () => {
    const stew = dish('main', 'beef-stew');
    stew.instructions = [...stew.instructions, 'Simmer for 2-3 hours, until the beef is tender. Serve at once.'];
    stew.notes = 'Serve at once.';
    expect(codes(stew)).toEqual([]);
  });

  it('lets a bake keep in a tin, but not a cream-frosted cake', () => {
    const bread = dish('breakfast', 'banana-bread');
    expect(bread.notes).toMatch(/room temperature/);
    expect(checkSafety(bread)).toEqual([]);
    const cake = dish('dessert', 'carrot-cake');
    cake.notes = 'Keeps in an airtight tin at room temperature for up to 4 days.';
    expect(codes(cake)).toEqual(['storage']);
  });
});

describe('checkSafety: storage of tofu, paneer, crème fraîche and pancetta', () => {
  const salad = (line: string, notes: string): SafetyReadable => ({
    title: 'A warm salad',
    ingredients: [line, '1 tbsp (15 ml) olive oil'],
    instructions: ['Fry it in the olive oil until golden.', 'Serve warm.'],
    allergens: ['Milk', 'Soy'],
    notes,
  });
  const outOfTheFridge = 'Keeps in an airtight container at room temperature for 2 days.';

  it('keeps each of them in the fridge', () => {
    for (const line of [
      '400 g firm tofu, cubed',
      '250 g paneer, cubed',
      '100 ml crème fraîche',
      '150 g pancetta, diced',
    ])
      expect(codes(salad(line, outOfTheFridge)), line).toEqual(['storage']);
    expect(codes(salad('150 g pancetta, diced', 'Keeps in the fridge for 2 days.'))).toEqual([]);
  });

  it('does not take rice milk for cooked rice', () => {
    const porridge: SafetyReadable = {
      title: 'Oat porridge',
      ingredients: ['80 g gluten-free rolled oats', '300 ml rice milk'],
      instructions: ['Simmer the oats in the rice milk for 5 minutes, stirring.'],
      allergens: [],
      notes: 'Keeps 3 days in the fridge; loosen with a splash of rice milk as it warms.',
    };
    expect(codes(porridge)).toEqual([]);
    porridge.ingredients = [...porridge.ingredients, '100 g basmati rice'];
    expect(codes(porridge)).toEqual(['storage']);
  });
});

describe('checkSafety: gram flour', () => {
  it('reads gram (chickpea) flour as gluten-free, and wheat flour as wheat', () => {
    const pakora: SafetyReadable = {
      title: 'Onion pakora',
      ingredients: ['150 g gram flour', '2 onions, sliced', '1 tsp (5 ml) salt'],
      instructions: ['Mix the gram flour with the onions and salt.', 'Fry in spoonfuls until crisp.'],
      allergens: [],
      notes: 'Best eaten straight from the pan.',
    };
    expect(codes(pakora)).toEqual([]);
    pakora.ingredients = ['150 g plain flour', '2 onions, sliced', '1 tsp (5 ml) salt'];
    expect(codes(pakora)).toEqual(['allergen-words']);
  });
});

describe('checkSafety: raw egg', () => {
  it('passes the engine’s Caesar salad, which warns', () => {
    const caesar = dish('starter', 'caesar-salad');
    expect(caesar.notes).toMatch(/pregnant.*pasteurised eggs/);
    expect(checkSafety(caesar)).toEqual([]);
  });

  it('fails a coddled egg, runny yolks or a mousse without the warning', () => {
    const caesar = dish('starter', 'caesar-salad');
    caesar.notes = 'Serve well chilled.';
    expect(checkSafety(caesar)[0]?.message).toMatch(/^The egg is raw or lightly cooked \('coddle/);
    const eggs = dish('breakfast', 'huevos-rancheros');
    eggs.notes = 'Serve at once.';
    expect(codes(eggs)).toEqual(['raw-egg']);
    const mousse = dish('dessert', 'chocolate-mousse');
    mousse.notes = 'Keep covered in the fridge and eat within 2 days.';
    expect(codes(mousse)).toEqual(['raw-egg']);
  });

  it('fails a mayonnaise made from yolks, but not one bought or a custard taken to 71°C', () => {
    const mayonnaise: SafetyReadable = {
      title: 'Homemade mayonnaise',
      ingredients: ['2 egg yolks', '250 ml (1 cup) sunflower oil', '1 tsp (5 ml) Dijon mustard'],
      instructions: ['Whisk the egg yolks with the Dijon mustard, then the oil drop by drop until thick.'],
      allergens: ['Egg', 'Mustard', 'Sulphites'],
      notes: 'Keep covered in the fridge and use within 2 days.',
    };
    expect(codes(mayonnaise)).toEqual(['raw-egg']);
    expect(checkSafety(dish('snacks', 'devilled-eggs'))).toEqual([]);
    expect(checkSafety(dish('dessert', 'tiramisu'))).toEqual([]);
  });

  it('does not take a mixture heated before the egg goes in for the egg cooked', () => {
    const mousse: SafetyReadable = {
      title: 'Chocolate mousse',
      ingredients: ['200 g dark chocolate', '50 g butter', '4 eggs, separated', '2 tbsp (25 g) sugar'],
      instructions: [
        'Melt the chocolate and butter mixture at 80°C, stirring, then let it cool a little.',
        'Whisk the egg yolks into the chocolate, then fold in the whites beaten with the sugar.',
        'Chill for at least 4 hours.',
      ],
      allergens: ['Egg', 'Milk', 'Soy'],
      notes: 'Keep covered in the fridge and eat within 2 days.',
    };
    expect(codes(mousse)).toEqual(['raw-egg']);
    // The same words once the egg is in the mixture: it is cooked.
    const cooked = {
      ...mousse,
      ingredients: ['200 g dark chocolate', '50 g butter', '4 egg yolks', '2 tbsp (25 g) sugar'],
      instructions: [
        'Whisk the egg yolks with the sugar over barely simmering water.',
        'Add the chocolate and butter and keep whisking until the mixture reaches 71°C.',
        'Chill for at least 4 hours.',
      ],
    };
    expect(codes(cooked)).toEqual([]);
  });

  it('does not take a mixture heated in a step that is not the egg’s for the egg cooked', () => {
    const tiramisu: SafetyReadable = {
      title: 'Tiramisu',
      ingredients: ['4 egg yolks', '75 g sugar', '250 g mascarpone', '250 ml (1 cup) espresso', '24 ladyfingers'],
      instructions: [
        'Whisk the egg yolks with half the sugar until pale, then beat in the mascarpone.',
        'Heat the espresso and sugar mixture to 80°C, stirring until the sugar dissolves, then cool.',
        'Dip the ladyfingers and layer them with the cream. Chill for at least 6 hours.',
      ],
      allergens: ['Egg', 'Milk', 'Wheat/gluten'],
      notes: 'Keep covered in the fridge and eat within 2 days.',
    };
    expect(codes(tiramisu)).toEqual(['raw-egg']);
    // Two steps on from where the yolks were heated, the mixture is another one.
    const later = {
      ...tiramisu,
      instructions: [
        'Whisk the egg yolks with half the sugar over barely simmering water until thick, then cool.',
        'Beat in the mascarpone.',
        'Heat the espresso and sugar mixture to 80°C, stirring until the sugar dissolves, then cool.',
      ],
    };
    expect(codes(later)).toEqual(['raw-egg']);
  });

  it('takes the temperature only from the step that cooks the egg, written as a cook writes it', () => {
    const mousse: SafetyReadable = {
      title: 'Chocolate mousse',
      ingredients: ['200 g dark chocolate', '4 eggs, separated', '2 tbsp (25 g) sugar'],
      instructions: [
        'Melt the chocolate in a bowl over water kept at 80°C, then let it cool a little.',
        'Whisk the egg yolks into the chocolate, then fold in the whites beaten with the sugar.',
        'Chill for at least 4 hours.',
      ],
      allergens: ['Egg', 'Milk', 'Soy'],
      notes: 'Keep covered in the fridge and eat within 2 days.',
    };
    // The 80°C warms the chocolate; the egg is folded in raw.
    expect(codes(mousse)).toEqual(['raw-egg']);
    for (const written of ['71 °C', '71°C', '72-75 °C', '160 °F', '165°F']) {
      const cooked = {
        ...mousse,
        instructions: [
          'Melt the chocolate in a bowl over barely simmering water.',
          `Whisk the egg yolks and sugar over the water until the mixture reaches ${written}, then beat in the chocolate.`,
          'Chill for at least 4 hours.',
        ],
      };
      expect(codes(cooked), written).toEqual([]);
    }
  });

  it('says nothing of egg once the eggs are swapped out', () => {
    const mousse = dish('dessert', 'chocolate-mousse');
    const eggless = {
      ...mousse,
      ingredients: mousse.ingredients.map((line) => line.replace(/\beggs?\b/, 'flax egg')),
      notes: 'Keep covered in the fridge and eat within 2 days.',
    };
    expect(codes(eggless)).toEqual([]);
  });
});
