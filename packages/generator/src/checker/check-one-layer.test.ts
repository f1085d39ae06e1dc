import { describe, expect, it } from 'vitest';
import { checkOneLayer } from './check-one-layer.ts';
import { dishFor, food, sayingIn, vesselFindings } from '../testing/checker-cases.ts';

describe('checkOneLayer', () => {
  it('passes the browning, frying, grilling and roasting the engine writes at every party', () => {
    const dishes = [
      'chili-con-carne',
      'jambalaya',
      'shepherds-pie',
      'spaghetti-bolognese',
      'beef-stew',
      'grilled-salmon-with-lemon-and-herbs',
      'baked-sweet-potato-fries',
      'roasted-butternut-squash-soup',
      'tofu-and-broccoli-stir-fry',
    ];
    for (const id of dishes)
      for (const party of [1, 2, 7, 12, 20])
        expect(vesselFindings(dishFor(id, party)), `${id} for ${party}`).toEqual([]);
  });

  it('batches ground beef by the floor of its pot: a 4-litre Dutch oven browns about 400 g', () => {
    // Chili for 6 browned its 900 g at once when a pot was allowed 1.6 kg.
    expect(dishFor('chili-con-carne', 6).data.instructions[0]).toMatch(/in three batches, 8-10 minutes each/);
    const crowded = sayingIn(dishFor('chili-con-carne', 6), /in three batches, 8-10 minutes each/, '8-10 minutes');
    expect(vesselFindings(crowded)).toEqual([
      expect.stringMatching(
        /^Step 1: about 0\.9 kg of ground beef \(85% lean\) at once in a 4-litre \(4 qt\) Dutch oven, which takes about 0\.4 kg in one layer/,
      ),
    ]);
  });

  it('finds twenty salmon fillets in one grill pan, and counts them by the pan', () => {
    const written = dishFor('grilled-salmon-with-lemon-and-herbs', 20);
    expect(written.data.instructions.join(' ')).toMatch(
      /two 30 cm \(12 in\) grill pans.*in three batches, 7-9 minutes each/,
    );
    const onePan = sayingIn(written, /Heat two 30 cm \(12 in\) grill pans/, 'Heat a grill pan');
    sayingIn(onePan, /, in three batches, 7-9 minutes each/, ', 7-9 minutes');
    expect(vesselFindings(onePan)).toEqual([
      expect.stringMatching(
        /^Step 3: 20 salmon fillet pieces at once in a grill pan, which takes about \d+ in one layer/,
      ),
    ]);
  });

  it('reads a model-written step: 1.4 kg of beef in one 30 cm pan, then in three batches', () => {
    const weighed = [
      { food: food('beef-chuck'), grams: 1400 },
      { food: food('olive-oil'), grams: 27, ml: 30 },
    ];
    const steps = (how: string) => [
      `Heat the olive oil in a 30 cm (12 in) frying pan over high heat. Brown the beef chuck${how}; set aside.`,
    ];
    expect(checkOneLayer(steps(', 4-5 minutes'), weighed).map((p) => p.message)).toEqual([
      expect.stringMatching(
        /about 1\.4 kg of beef chuck at once in a 30 cm \(12 in\) frying pan, which takes about 0\.7 kg/,
      ),
    ]);
    expect(checkOneLayer(steps(', in three batches, 4-5 minutes each'), weighed)).toEqual([]);
    // Brown sugar is no browning; 'do not let it brown' neither.
    expect(
      checkOneLayer(
        ['Melt the butter in a 20 cm (8 in) frying pan; do not let it brown. Stir in the beef chuck and brown sugar.'],
        weighed,
      ),
    ).toEqual([]);
  });

  it('finds potatoes roasted on one tray beyond one layer', () => {
    const weighed = [{ food: food('potato'), grams: 2600 }];
    const step = (tray: string) => [`Toss the potatoes with oil on ${tray} and roast for 40 minutes, turning once.`];
    expect(checkOneLayer(step('a large rimmed baking tray'), weighed).map((p) => p.message)).toEqual([
      expect.stringMatching(/about 2\.6 kg of potato at once in a large rimmed baking tray, which takes about 1\.2 kg/),
    ]);
    expect(checkOneLayer(step('three large rimmed baking trays'), weighed)).toEqual([]);
  });
});
