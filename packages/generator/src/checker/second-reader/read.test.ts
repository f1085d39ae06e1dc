import { describe, expect, it } from 'vitest';
import { DIETARY_OPTIONS, type Dietary } from '@feastforge/domain';
import { readForDiet, readRecipe } from './read.ts';

/**
 * The second reader (read.ts) is an independent second opinion on the diets: the engine decides by
 * food ids, the reader by the words a cook reads. These tests prove the reader bites and that its
 * allowed phrases hold; src/sweep.test.ts runs it over every combination the wizard offers.
 */

/** Text each diet must flag: the word (as the reader reports it) must be among the hits. */
const MUST_FLAG: Record<Dietary, ReadonlyArray<readonly [text: string, matched: string]>> = {
  vegetarian: [
    ['500 g chicken thighs, boneless, skinless', 'chicken'],
    ['2 anchovy fillets, in oil, drained', 'anchovy'],
    ['1 tbsp fish sauce', 'fish'],
    ['a dash of Worcestershire sauce', 'worcestershire'],
    ['1 L beef stock', 'beef'],
    ['1 envelope powdered gelatin', 'gelatin'],
    ['vegetable oil, or lard', 'lard'],
    ['12 raw shrimp, peeled and deveined', 'shrimp'],
    ['Serve with the smoked salmon.', 'salmon'],
    ['Vegetable stock is fine here; chicken stock is richer.', 'chicken'],
    // Cheese set with animal rennet: always for these, and unless labelled otherwise for the rest.
    ['50 g parmesan, finely grated', 'parmesan'],
    ['40 g Parmigiano-Reggiano', 'parmigiano-reggiano'],
    ['30 g pecorino romano, grated', 'pecorino'],
    ['100 g Gruyère, grated', 'gruyère'],
    ['Grana Padano shavings', 'grana padano'],
    ['80 g Gorgonzola, crumbled', 'gorgonzola'],
    ['Manchego, in thin slices', 'manchego'],
    ['Emmental, sliced', 'emmental'],
    ["100 g soft goat's cheese, crumbled", "goat's cheese"],
    ['200 g feta, crumbled', 'feta'],
    ['Scatter over the cheddar.', 'cheddar'],
    ['1 tsp animal rennet', 'rennet'],
  ],
  pescatarian: [
    ['500 g ground beef', 'beef'],
    ['1 L chicken stock', 'chicken'],
    ['2 tbsp lard', 'lard'],
    ['1 envelope powdered gelatin', 'gelatin'],
    ['4 rashers back bacon', 'bacon'],
    ['2 lamb shanks, about 450 g each on the bone', 'lamb'],
  ],
  vegan: [
    ['a knob of butter', 'butter'],
    ['200 ml whole milk', 'milk'],
    ['2 eggs, beaten', 'eggs'],
    ['1 tbsp honey', 'honey'],
    ['Fold the egg mixture into the flour.', 'egg'],
    ['50 g parmesan, finely grated', 'parmesan'],
    ['100 g plain Greek yogurt', 'yogurt'],
    ['vegetable oil, or ghee', 'ghee'],
    ['240 ml heavy cream, cold', 'cream'],
    ['Cream the butter and sugar until pale.', 'butter'],
    ['4 scoops vanilla ice cream', 'cream'],
    ['2 tbsp mayonnaise', 'mayonnaise'],
    ['250 ml buttermilk', 'buttermilk'],
    ["100 g soft goat's cheese, crumbled", 'cheese'],
    ['1 tsp fish sauce', 'fish'],
  ],
  'dairy-free': [
    ['a knob of butter', 'butter'],
    ['200 ml whole milk', 'milk'],
    ['100 g cheddar, grated', 'cheddar'],
    ['120 g sour cream', 'cream'],
    ['plain whole-milk yogurt, chilled', 'milk'],
    ['vegetable oil, or ghee', 'ghee'],
    ['Finish with the remaining Parmesan.', 'parmesan'],
    ['Heat the oven to 180°C and butter and line a 20 cm square tin.', 'butter'],
    ['serve with plant milk or yogurt and fruit', 'yogurt'],
  ],
  'gluten-free': [
    ['200 g bread flour', 'flour'],
    ['4 slices sourdough bread, thick', 'sourdough'],
    ['400 g dried pasta, spaghetti', 'pasta'],
    ['100 g couscous', 'couscous'],
    ['fine bulgur', 'bulgur'],
    ['2 tbsp soy sauce', 'soy sauce'],
    ['100 g pearl barley', 'barley'],
    ['1 sheet puff pastry, chilled', 'pastry'],
    ['60 g dry breadcrumbs', 'breadcrumbs'],
    ['4 large flour tortillas', 'flour'],
    ['480 g gluten-free flour blend, or bread flour', 'bread'],
    ['gluten-free bread, or ciabatta, cut 1.5 cm thick', 'ciabatta'],
    ['Roll one disc on a floured surface.', 'floured'],
    ['80 g rolled oats', 'oats'],
    ['Serve it in big bowls with plenty of bread on the side.', 'bread'],
    ['12 gyoza wrappers', 'gyoza'],
    // Bought products that often hide wheat or barley.
    ['1 L vegetable stock', 'stock'],
    ['2 chicken stock cubes', 'stock cubes'],
    ['2 tbsp white miso', 'miso'],
    ['a dash of Worcestershire sauce', 'worcestershire sauce'],
    ['2 tsp curry powder, mild', 'curry powder'],
    ['1 tsp garam masala', 'garam masala'],
    ['1 tsp baking powder', 'baking powder'],
    ['1 tbsp fish sauce', 'fish sauce'],
    ['250 ml oat milk', 'oat'],
  ],
  'egg-free': [
    ['2 eggs, beaten', 'eggs'],
    ['3 egg yolks', 'egg'],
    ['2 egg whites, at room temperature', 'egg'],
    ['Fold the egg mixture into the flour.', 'egg'],
    ['2 tbsp mayonnaise', 'mayonnaise'],
    ['6 meringue nests', 'meringue'],
    ['Whisk the whites to stiff peaks.', 'whites to stiff peaks'],
    ['4 slices challah, day-old', 'challah'],
    ['200 g ladyfingers', 'ladyfingers'],
    ['Fill each ramekin with the custard.', 'custard'],
  ],
};

/** Text each diet must let through: the words in it name something else or a safe variant. */
const MUST_PASS: Record<Dietary, readonly string[]> = {
  vegetarian: [
    '2 eggplants, about 900 g',
    '400 g canned red kidney beans, drained and rinsed',
    "a handful of lamb's lettuce",
    '1.1 kg mushrooms, mixed (chestnut, oyster, shiitake), thickly sliced',
    '400 g oyster mushrooms, torn',
    'Stud the orange with the cloves, so they are easy to fish out later.',
    'Vegetable stock replaces chicken stock.',
    'Keeps in an airtight container for a few days (in the fridge if it contains dairy, egg or meat).',
    '2 cauliflower steaks, 2 cm thick',
    '1 tbsp vegan fish sauce',
    "60 g vegetarian soft goat's cheese, made without animal rennet, crumbled",
    '75 g vegetarian hard cheese, made without animal rennet',
    '50 g vegetarian Gruyère-style cheese, made without animal rennet, grated',
    '40 g pecorino, made without animal rennet',
    'feta made with microbial rennet',
    'Vegetarian hard cheese, made without animal rennet, replaces parmesan, which is usually set with calf rennet.',
    'Nutritional yeast brings the savoury, cheesy note of parmesan.',
    '200 g paneer, cubed',
    '250 g ricotta',
    'butterfly pea flowers',
    'A fishing boat sways in the harbour.',
  ],
  pescatarian: [
    '4 salmon fillets, skin on',
    '1 tbsp fish sauce',
    '12 raw shrimp',
    '2 anchovy fillets',
    'a dash of Worcestershire sauce',
    '2 tuna steaks',
    // Pescatarians commonly eat traditional cheese: only the vegetarian reading rules rennet out.
    '50 g parmesan, finely grated',
  ],
  vegan: [
    'plant-based butter, softened',
    '2 tbsp smooth peanut butter',
    '1 tbsp almond butter',
    'canned butter beans',
    'butternut squash, peeled',
    '400 ml canned coconut milk, full-fat',
    '250 ml oat milk, cold',
    'unsweetened soy milk',
    'unsweetened almond milk',
    'coconut cream, cold',
    'coconut yogurt, chilled',
    '1 tsp cream of tartar',
    '2 flax eggs, at room temperature',
    'eggplant, cubed',
    '2 tbsp vegan mayonnaise',
    'Egg-free vegan mayonnaise replaces mayonnaise.',
    'Each egg becomes a flax egg: 1 tbsp ground flaxseed stirred into 3 tbsp water and rested 5 minutes.',
    'Plant-based butter stands in for butter; it browns a little faster, so keep the heat moderate.',
    'Use a plant-based butter labelled dairy-free or vegan, as some spreads contain milk; it browns a little faster, so keep the heat moderate.',
    'Oat milk replaces dairy milk one for one.',
    'Nutritional yeast brings the savoury, cheesy note of parmesan.',
    'Crumble the tofu so it looks like scrambled egg.',
    'Blend until smooth, adding a little water if it is thicker than pouring cream.',
    'Blend until thick and smooth like soft-serve ice cream;',
    'dark chocolate, dairy-free, finely chopped',
    'Use a dark chocolate labelled dairy-free or vegan: many dark bars contain milk fat or may contain milk.',
    'Bake until crisp and pale cream in colour.',
    'Whisk, or use a milk frother, until foamy.',
    'Strain through cheesecloth (or a nut-milk bag).',
    'a scoop of vegan ice cream',
    '530 g (4 cups) gluten-free dairy-free vanilla ice cream',
    'honeydew melon, cubed',
    'Cream the plant-based butter and sugar together until pale.',
    'Make it without butter.',
  ],
  'dairy-free': [
    '1 tbsp cocoa butter',
    'Stir until the eggs set in large, creamy curds.',
    'Spoon over the lime juice (leche de tigre).',
    'Golden milk (turmeric latte)',
    'butter lettuce, leaves separated',
    'Dairy-free dark chocolate',
    // Custard is eggs setting a milk, any milk: it is an egg word.
    'Fill each ramekin with the custard.',
    'a splash of non-dairy creamer',
  ],
  'gluten-free': [
    '140 g gluten-free flour blend',
    'gluten-free bread, day-old',
    '400 g gluten-free pasta, elbow macaroni',
    '2 tbsp tamari',
    '2 tbsp tamari (gluten-free soy sauce)',
    'buckwheat flour, pure buckwheat',
    'chickpea flour',
    'glutinous rice flour',
    '2 tbsp cornflour',
    'corn tortillas, cut into wedges',
    'flat rice noodles, about 5 mm wide',
    'rice vermicelli',
    'gluten-free rolled oats',
    'Use oats certified gluten-free.',
    'A gluten-free flour blend (with xanthan gum) replaces wheat flour one for one.',
    'Two small corn tortillas replace each flour tortilla.',
    'Pulse until finely chopped like couscous.',
    'ginger beer, chilled',
    'Pão de queijo (Brazilian cheese bread)',
    'Brush with oil using a pastry brush.',
    '1 L gluten-free vegetable stock',
    '2 tbsp gluten-free white miso',
    '1 tsp gluten-free baking powder',
    '250 ml gluten-free oat milk',
    'Use gluten-free curry powder: many curry powders contain wheat flour.',
    'Use gluten-free vegetable stock: many stock cubes and bought stocks contain wheat or barley.',
    'Gluten-free oat milk replaces oat milk, which is rarely gluten-free.',
    'Keep the trimmings for stock; nothing from the garden goes to waste.',
  ],
  'egg-free': [
    '2 flax eggs',
    'eggplant, cubed',
    'vegan mayonnaise',
    'Egg-free vegan mayonnaise replaces mayonnaise.',
    'scallions, sliced, whites and greens apart',
    'white sandwich bread',
    'black pepper, or white pepper',
    '1 tbsp egg replacer',
  ],
};

describe('second reader: the rules', () => {
  for (const diet of DIETARY_OPTIONS) {
    it(`flags what ${diet} rules out`, () => {
      const missed = MUST_FLAG[diet].filter(
        ([text, matched]) => !readForDiet(text, diet).some((hit) => hit.matched === matched),
      );
      expect(missed).toEqual([]);
    });

    it(`lets through what ${diet} allows`, () => {
      const flagged = MUST_PASS[diet]
        .map((text) => ({ text, hits: readForDiet(text, diet).map((hit) => hit.matched) }))
        .filter(({ hits }) => hits.length > 0);
      expect(flagged).toEqual([]);
    });
  }

  it('names the rule word and what matched', () => {
    expect(readForDiet('a knob of butter', 'vegan')).toEqual([{ word: 'butter', matched: 'butter' }]);
    expect(readForDiet('2 Eggs, beaten', 'egg-free')).toEqual([{ word: 'eggs?', matched: 'eggs' }]);
  });

  it("reads each group on its own: one group's allowed phrase never hides another group's word", () => {
    // 'goat's cheese' is not meat, but it is still cheese; 'duck eggs' are not meat, but still eggs.
    expect(readForDiet("soft goat's cheese", 'vegan').map((h) => h.matched)).toEqual(['cheese']);
    expect(readForDiet('4 duck eggs', 'vegan').map((h) => h.matched)).toEqual(['eggs']);
  });

  it('lets a step call a safe listed food by its plain noun, and nothing else', () => {
    const recipe = (ingredients: string[], ...instructions: string[]) =>
      readRecipe({ title: 'Supper', description: '', ingredients, notes: '', instructions }, ['gluten-free']).map(
        (f) => `${f.field}: ${f.matched}`,
      );
    // 'The pasta' and 'every oat' are the gluten-free pasta and oats the list names.
    expect(
      recipe(
        ['400 g gluten-free pasta, penne', 'gluten-free rolled oats', '140 g gluten-free flour blend'],
        'Toss the pasta in the sauce, stir until every oat is glossy and no dry flour remains.',
      ),
    ).toEqual([]);
    // Not a reference to the listed food: no determiner, or a word the list does not make safe.
    expect(
      recipe(
        ['400 g gluten-free pasta, penne', '140 g gluten-free flour blend'],
        'Serve with pasta on the side. Roll out on a floured surface. Add the croutons.',
      ),
    ).toEqual(['step: pasta', 'step: floured', 'step: croutons']);
    // A list that also names the unsafe food makes no plain noun safe.
    expect(recipe(['gluten-free pasta', '200 g dried pasta'], 'Toss the pasta.')).toEqual([
      'ingredient: pasta',
      'step: pasta',
    ]);
    // Eggs are never referred back to: a flax egg is not an egg.
    expect(
      readRecipe(
        { title: 'Cake', description: '', ingredients: ['2 flax eggs'], notes: '', instructions: ['Beat the eggs.'] },
        ['egg-free'],
      ).map((f) => f.matched),
    ).toEqual(['eggs']);
  });

  it('does not let a qualifier reach across a comma, "or" or "and"', () => {
    expect(readForDiet('mash with the plant-based butter, oat milk and salt', 'dairy-free')).toEqual([]);
    expect(readForDiet('plant-based butter, whole milk', 'dairy-free').map((h) => h.matched)).toEqual(['milk']);
    expect(readForDiet('gluten-free oats and wheat flour', 'gluten-free').map((h) => h.matched)).toEqual([
      'wheat',
      'flour',
    ]);
  });

  it('reads every field a cook sees and says where each word is', () => {
    const findings = readRecipe(
      {
        title: 'Buttermilk Pancakes of the Grove',
        description: 'Pancakes for the road. Conjured by moonlight.',
        ingredients: ['250 ml unsweetened soy milk', '2 flax eggs'],
        notes: 'Soy milk replaces buttermilk. Serve with a little honey.',
        instructions: ['Whisk the soy milk and flax eggs. Fold the egg mixture into the flour.'],
      },
      ['vegan'],
    );
    expect(findings.map((f) => [f.field, f.matched, f.sentence])).toEqual([
      ['title', 'buttermilk', 'Buttermilk Pancakes of the Grove'],
      ['notes', 'honey', 'Serve with a little honey.'],
      ['step', 'egg', 'Fold the egg mixture into the flour.'],
    ]);
    expect(findings.every((f) => f.diet === 'vegan')).toBe(true);
  });

  it('reads only the diets asked for', () => {
    const data = { title: 'Cheese Toast', description: '', ingredients: [], notes: '', instructions: [] };
    expect(readRecipe(data, ['vegetarian', 'egg-free'])).toEqual([]);
    expect(readRecipe(data, ['dairy-free']).map((f) => f.matched)).toEqual(['cheese']);
  });
});
