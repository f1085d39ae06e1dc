import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scaleIngredientLine, type UnitSystem } from './ingredient-scale.ts';

/** Lines exactly as the engine writes them (`npm run conjure -- --json`), one of each shape. */
const ENGINE_LINES = [
  '6 bell peppers, large, any colour',
  '180 ml (¾ cup) olive oil',
  '1½ onions, finely chopped',
  '3 cloves garlic, minced',
  '230 g (1¼ cups) long-grain white rice',
  '1½ tbsp (23 ml) tomato paste',
  '2¼ tsp (11 ml) salt',
  '340 g (12 oz) lamb shank',
  '2.4 L (10 cups) whole milk',
  '1.1 kg (2½ lb) ground lamb',
  '8 g red onion, thinly sliced',
  '2 cans (400 g each) chopped tomatoes',
  'a pinch of black pepper, or 4 peppercorns, crushed',
  '2 pinches of salt',
  '60 leaves fresh basil',
  '2 bay leaves',
  '9 chicken breasts, about 600 g (1⅓ lb)',
  '15 g (½ oz) dark chocolate (70-85%), chopped',
  '240 ml (1 cup) water, warm (about 40°C / 105°F)',
];

type Case = [line: string, factor: number, units: UnitSystem, expected: string];

function check(cases: Case[]) {
  for (const [line, factor, units, expected] of cases) {
    expect(scaleIngredientLine(line, factor, units), `${line} ×${factor} ${units}`).toBe(expected);
  }
}

describe('scaleIngredientLine', () => {
  it('leaves every engine line as it is at the original servings in metric', () => {
    for (const line of ENGINE_LINES) expect(scaleIngredientLine(line, 1, 'metric')).toBe(line);
  });

  it('puts US measures first without changing them when asked for US at the original servings', () => {
    check([
      ['340 g (12 oz) lamb shank', 1, 'us', '12 oz (340 g) lamb shank'],
      ['180 ml (¾ cup) olive oil', 1, 'us', '¾ cup (180 ml) olive oil'],
      ['230 g (1¼ cups) long-grain white rice', 1, 'us', '1¼ cups (230 g) long-grain white rice'],
      ['2.4 L (10 cups) whole milk', 1, 'us', '10 cups (2.4 L) whole milk'],
      ['1.1 kg (2½ lb) ground lamb', 1, 'us', '2½ lb (1.1 kg) ground lamb'],
      ['240 ml (1 cup) water, warm (about 40°C / 105°F)', 1, 'us', '1 cup (240 ml) water, warm (about 40°C / 105°F)'],
      ['2 cans (400 g each) chopped tomatoes', 1, 'us', '2 cans (14 oz each) chopped tomatoes'],
      // Spoons read first in both systems; a weight too small for the engine's ounces stays metric.
      ['1½ tbsp (23 ml) tomato paste', 1, 'us', '1½ tbsp (23 ml) tomato paste'],
      ['8 g red onion, thinly sliced', 1, 'us', '8 g red onion, thinly sliced'],
      ['1½ onions, finely chopped', 1, 'us', '1½ onions, finely chopped'],
      ['a pinch of salt', 1, 'us', 'a pinch of salt'],
    ]);
  });

  it('scales a goulash for one up to a party of 20', () => {
    check([
      ['1½ tsp (7.5 ml) vegetable oil, or lard', 20, 'metric', '160 ml (⅔ cup) vegetable oil, or lard'],
      ['1½ tsp (7.5 ml) vegetable oil, or lard', 20, 'us', '⅔ cup (160 ml) vegetable oil, or lard'],
      ['½ onion, chopped', 20, 'metric', '10 onions, chopped'],
      [
        '170 g (6 oz) beef chuck, cut into 3 cm (1¼ in) cubes',
        20,
        'metric',
        '3.4 kg (7½ lb) beef chuck, cut into 3 cm (1¼ in) cubes',
      ],
      [
        '170 g (6 oz) beef chuck, cut into 3 cm (1¼ in) cubes',
        20,
        'us',
        '7½ lb (3.4 kg) beef chuck, cut into 3 cm (1¼ in) cubes',
      ],
      ['¼ tsp (1 ml) salt', 20, 'metric', '1½ tbsp (23 ml) salt'],
      ['½ tsp (2.5 ml) tomato paste', 20, 'metric', '3½ tbsp (55 ml) tomato paste'],
      ['1 clove garlic, minced', 20, 'metric', '20 cloves garlic, minced'],
      ['180 ml (¾ cup) beef stock', 20, 'metric', '3.6 L (15 cups) beef stock'],
      ['180 ml (¾ cup) beef stock', 20, 'us', '15 cups (3.6 L) beef stock'],
      [
        '½ potato, peeled, cut into 3 cm (1¼ in) chunks',
        20,
        'metric',
        '10 potatoes, peeled, cut into 3 cm (1¼ in) chunks',
      ],
    ]);
  });

  it('halves a bagel breakfast for four down to two', () => {
    check([
      ['4 plain bagels, plain or sesame, halved', 0.5, 'metric', '2 plain bagels, plain or sesame, halved'],
      ['120 g (½ cup) cream cheese, softened', 0.5, 'metric', '60 g (¼ cup) cream cheese, softened'],
      ['120 g (½ cup) cream cheese, softened', 0.5, 'us', '¼ cup (60 g) cream cheese, softened'],
      ['1 lemon, zest finely grated, then juiced', 0.5, 'metric', '½ lemon, zest finely grated, then juiced'],
      ['200 g (7 oz) smoked salmon, thinly sliced', 0.5, 'metric', '100 g (3½ oz) smoked salmon, thinly sliced'],
      // Ounces follow the grams (20 g is ½ oz), not the rounded 1½ oz halved.
      ['40 g (1½ oz) red onion, sliced paper-thin', 0.5, 'us', '½ oz (20 g) red onion, sliced paper-thin'],
      ['2 tbsp (30 ml) capers, drained', 0.5, 'metric', '1 tbsp (15 ml) capers, drained'],
      ['8 sprigs fresh dill', 0.5, 'metric', '4 sprigs fresh dill'],
      ['2 pinches of black pepper', 0.5, 'metric', 'a pinch of black pepper'],
    ]);
  });

  it('takes a gemista for six down to four', () => {
    const factor = 4 / 6;
    check([
      ['6 bell peppers, large, any colour', factor, 'metric', '4 bell peppers, large, any colour'],
      ['1½ onions, finely chopped', factor, 'metric', '1 onion, finely chopped'],
      ['2¼ tsp (11 ml) salt', factor, 'metric', '1½ tsp (7.5 ml) salt'],
      ['180 ml (¾ cup) olive oil', factor, 'metric', '120 ml (½ cup) olive oil'],
      // The cups are the measure; the grams beside them weigh the rounded cups, as the engine's do.
      ['230 g (1¼ cups) long-grain white rice', factor, 'metric', '140 g (¾ cup) long-grain white rice'],
      ['45 g (¾ cup) fresh parsley, chopped', factor, 'us', '½ cup (30 g) fresh parsley, chopped'],
      ['15 g (½ cup) fresh mint, chopped', factor, 'us', '⅓ cup (10 g) fresh mint, chopped'],
      ['3 cloves garlic, minced', factor, 'metric', '2 cloves garlic, minced'],
    ]);
  });

  it('rounds the way a cook measures', () => {
    check([
      // Grams to the 5 below 100, to the 10 below 1000, and from 1000 to the tenth of a kilogram or litre.
      ['8 g dark chocolate (70-85%), chopped', 3, 'metric', '25 g (1 oz) dark chocolate (70-85%), chopped'],
      ['245 g (8½ oz) all-purpose flour', 5, 'metric', '1.2 kg (2¾ lb) all-purpose flour'],
      ['1.05 kg (2¼ lb) ground lamb', 2, 'metric', '2.1 kg (4¾ lb) ground lamb'],
      ['1.45 L (6 cups) vegetable stock', 0.5, 'us', '3 cups (730 ml) vegetable stock'],
      ['2.4 L (10 cups) whole milk', 0.5, 'metric', '1.2 L (5 cups) whole milk'],
      // Spoons grow into tablespoons and cups, and shrink back.
      ['2 tbsp (30 ml) olive oil', 10, 'metric', '300 ml (1¼ cups) olive oil'],
      ['1½ tbsp (23 ml) tomato paste', 1 / 6, 'metric', '¾ tsp (4 ml) tomato paste'],
      // Cups to the quarter or third a measuring cup holds; a liquid's cups give millilitres.
      ['1 tbsp (15 ml) olive oil', 5, 'metric', '80 ml (⅓ cup) olive oil'],
      ['240 ml (1 cup) water', 1.5, 'metric', '360 ml (1½ cups) water'],
      ['250 ml (1 cup) vegetable stock', 2, 'us', '2 cups (500 ml) vegetable stock'],
      ['1 tsp smoked paprika', 2, 'metric', '2 tsp (10 ml) smoked paprika'],
      // Whole eggs, tea bags and pods; halves of onions and cans below 3, whole from 3.
      ['7 eggs', 1 / 6, 'metric', '1 egg'],
      ['1 egg', 2.5, 'metric', '3 eggs'],
      ['4 black tea bags', 1 / 6, 'metric', '1 black tea bag'],
      ['3 green cardamom pods', 1 / 4, 'metric', '1 green cardamom pod'],
      ['5 onions, finely chopped', 1 / 6, 'metric', '1 onion, finely chopped'],
      ['2 carrots, diced', 1 / 6, 'metric', '¼ carrot, diced'],
      ['10 scallions, finely sliced', 1 / 6, 'metric', '1½ scallions, finely sliced'],
      ['1½ cans (400 g each) chopped tomatoes', 0.5, 'us', '1 can (14 oz) chopped tomatoes'],
      ['1 can (400 g) chickpeas', 2, 'metric', '2 cans (400 g each) chickpeas'],
      // Part of a can is weighed, and the food named as the engine weighs it.
      ['1 can (400 g each) chopped tomatoes, chopped', 0.5, 'metric', '200 g (7 oz) canned chopped tomatoes, chopped'],
      ['1 can (240 g each) black beans', 1.5, 'us', '12½ oz (360 g) canned black beans'],
      // Whole foods and what the line says is cooked whole.
      ['6 dried shiitake mushrooms', 0.25, 'metric', '2 dried shiitake mushrooms'],
      ['1 whole chicken, giblets removed', 1.5, 'metric', '2 whole chickens, giblets removed'],
      ['2 eggplants, large, whole', 0.75, 'metric', '2 eggplants, large, whole'],
      // Past a few pinches, a measuring spoon.
      ['3 pinches of cayenne pepper', 4, 'metric', '¾ tsp (4 ml) cayenne pepper'],
      ['a pinch of saffron threads', 3, 'us', '3 pinches of saffron threads'],
    ]);
  });

  it('keeps the noun and its unit in the right number', () => {
    check([
      ['1 bay leaf', 2, 'metric', '2 bay leaves'],
      ['2 bay leaves', 0.5, 'metric', '1 bay leaf'],
      ['6 leaves fresh basil', 1 / 6, 'metric', '1 leaf fresh basil'],
      ['1 green chili', 2, 'metric', '2 green chilies'],
      ['1 potato', 3, 'metric', '3 potatoes'],
      ['4 jalapeños', 0.25, 'metric', '1 jalapeño'],
      ['1 zucchini', 2, 'metric', '2 zucchini'],
      ['2 whole cloves', 0.25, 'metric', '1 whole clove'],
      ['3 whole chickens, about 1.8 kg (4 lb)', 1 / 3, 'metric', '1 whole chicken, about 1.8 kg (4 lb)'],
      ['1 knob of butter', 2, 'metric', '2 knobs of butter'],
      ['2 cans (400 g each) chickpeas', 0.5, 'metric', '1 can (400 g) chickpeas'],
    ]);
  });

  it('reads fractions, decimals, ranges and measures written by hand', () => {
    check([
      ['1/2 cup sugar', 2, 'us', '1 cup (240 ml) sugar'],
      ['1 1/2 cups flour', 0.5, 'us', '¾ cup (180 ml) flour'],
      ['⅓ cup milk', 2, 'metric', '160 ml (⅔ cup) milk'],
      ['1.5 kg beef', 2, 'us', '6½ lb (3 kg) beef'],
      ['400g flour', 2, 'metric', '800 g (1¾ lb) flour'],
      ['1 lb ground beef', 1, 'metric', '450 g (1 lb) ground beef'],
      ['½ oz saffron', 0.5, 'us', '¼ oz (7 g) saffron'],
      ['2-3 tomatoes, diced', 2, 'metric', '4-6 tomatoes, diced'],
      ['2–3 tomatoes', 0.25, 'metric', '½–1 tomato'],
      ['200-300 g flour', 2, 'metric', '400-600 g (14 oz-1¼ lb) flour'],
      ['2 to 3 cups stock', 2, 'us', '4 to 6 cups (960 ml to 1.4 L) stock'],
      ['  2 onions', 2, 'metric', '  4 onions'],
      // Words that name an object's own methods are not units.
      ['2 constructor biscuits', 2, 'metric', '4 constructor biscuits'],
    ]);
  });

  it('returns lines it cannot read unchanged', () => {
    for (const line of [
      'salt to taste',
      'Juice of 1 lemon',
      'Freshly ground black pepper',
      '',
      '0 eggs',
      '1/0 cup sugar',
    ]) {
      expect(scaleIngredientLine(line, 2, 'us')).toBe(line);
    }
    for (const factor of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(scaleIngredientLine('340 g (12 oz) lamb shank', factor, 'us')).toBe('340 g (12 oz) lamb shank');
    }
  });

  it('never changes a line that does not start with an amount', () => {
    const noAmount = fc.string().filter((s) => !/^\s*([\d½¼¾⅓⅔⅛]|(a|one)\s+pinch)/i.test(s));
    fc.assert(
      fc.property(noAmount, fc.double({ min: 0.05, max: 20, noNaN: true }), (line, factor) => {
        expect(scaleIngredientLine(line, factor, 'metric')).toBe(line);
      }),
    );
  });

  it('keeps the words after the amount whatever the factor', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENGINE_LINES), fc.integer({ min: 1, max: 20 }), (line, servings) => {
        const scaled = scaleIngredientLine(line, servings / 4, 'us');
        const tail = line.split(',').slice(1).join(',');
        expect(scaled.endsWith(tail)).toBe(true);
      }),
    );
  });
});
