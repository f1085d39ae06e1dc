import { describe, expect, it } from 'vitest';
import { scaledMinutes } from './scaled-minutes.ts';
import { batchesText, chooseVessel, declaredVessels, vesselAgain } from './vessels.ts';

const text = (spec: string, factor: number) => chooseVessel(spec, factor, 'test').text;

describe('chooseVessel', () => {
  it('keeps the base vessel while the contents still fit it', () => {
    expect(text('28cm frying pan', 1)).toBe('a 28 cm (11 in) frying pan');
    expect(text('5l heavy pot', 1.1)).toBe('a 5-litre (5 qt) heavy pot');
    expect(text('20cm square tin', 0.9)).toBe('a 20 cm (8 in) square tin');
  });

  it('takes a smaller size for a small party', () => {
    expect(text('30cm lidded frying pan', 0.25)).toBe('a small 16 cm (6 in) lidded frying pan');
    expect(text('5l pot', 0.25)).toBe('a small 1½-litre (2 qt) pot');
    // A Dutch oven comes no smaller than 2 litres.
    expect(text('4l heavy dutch oven', 0.25)).toBe('a small 2-litre (2 qt) heavy Dutch oven');
  });

  it('sizes a small tin or dish for a cake or crumble for one or two by its depth', () => {
    expect(text('23cm springform tin', 0.2)).toBe('a small 10 cm (4 in) springform tin');
    expect(text('20cm square tin', 3 / 12)).toBe('a small 10 cm (4 in) square tin');
    expect(text('20x28cm baking dish', 1 / 6)).toBe('a small 10 x 15 cm (4 x 6 in) baking dish');
    expect(chooseVessel('20x28cm baking dish', 1 / 6, 'test').fill).toBeGreaterThan(0.55);
    // A dish that stays out of the oven keeps its smallest size: a tiramisu for two goes in glasses.
    expect(text('20x30cm dish', 0.25)).toBe('a small 15 x 20 cm (6 x 8 in) dish');
  });

  it('grows a pot written by its small contents only when they outgrow the smallest pot', () => {
    expect(text('0.2l saucepan', 1)).toBe('a 1-litre (1 qt) saucepan');
    expect(text('0.2l saucepan', 3.5)).toBe('a 1-litre (1 qt) saucepan');
    expect(text('0.2l saucepan', 10)).toBe('a 2-litre (2 qt) saucepan');
  });

  it('takes a larger size, then two or three, for a large party', () => {
    expect(text('20cm square tin', 20 / 12)).toBe('a 25 cm (10 in) square tin');
    expect(text('5l pot', 1.5)).toBe('an 8-litre (8 qt) pot');
    expect(text('5l pot', 4)).toBe('two 10-litre (11 qt) pots');
    expect(text('30cm frying pan', 2)).toBe('two 28 cm (11 in) frying pans');
    expect(text('20x30cm baking dish', 2)).toBe('a 30 x 40 cm (12 x 16 in) baking dish');
    expect(text('900g loaf tin', 2)).toBe('two 900 g (2 lb) loaf tins');
    expect(text('2*20cm round cake tin', 1.7)).toBe('two 25 cm (10 in) round cake tins');
  });

  it('cooks in batches what the hob or the oven cannot hold at once', () => {
    expect(text('30cm frying pan', 5)).toBe(
      'two 28 cm (11 in) frying pans at a time (in three batches, keeping each batch warm)',
    );
    expect(text('1 roasting tin', 2)).toBe('two roasting tins (on two shelves, swapping them halfway)');
    expect(text('1 roasting tin', 5)).toBe(
      'two roasting tins at a time (in three batches, on two shelves, swapping them halfway)',
    );
    expect(text('1 wok', 2.5)).toBe('a wok at a time (in three batches, keeping each batch warm)');
  });

  it('takes no size smaller than the work needs: a stir-fry for two still needs room to toss', () => {
    expect(text('30cm frying pan', 0.25)).toBe('a small 16 cm (6 in) frying pan');
    expect(text('30cm>=28 frying pan', 0.25)).toBe('a 28 cm (11 in) frying pan');
    expect(text('30cm>=26 non-stick frying pan', 0.25)).toBe('a 26 cm (10 in) non-stick frying pan');
    expect(text('30cm>=28 frying pan', 2)).toBe(text('30cm frying pan', 2));
  });

  it('keeps a pan for one portion at a time its size', () => {
    expect(text('=20cm non-stick frying pan', 10)).toBe('a 20 cm (8 in) non-stick frying pan');
  });

  it('refuses a vessel it cannot read', () => {
    expect(() => text('big pot', 1)).toThrow(/unknown vessel/);
  });
});

describe('the words around a vessel', () => {
  it('names it again in the number the party needs', () => {
    expect(vesselAgain(chooseVessel('30cm frying pan', 2, 'test'), 'pan')).toBe('the pans');
    expect(vesselAgain(chooseVessel('30cm frying pan', 1, 'test'), 'pan')).toBe('the pan');
    expect(declaredVessels(['Heat {@30cm frying pan}.', 'Wipe {@pan}.'])).toEqual(
      new Map([
        ['frying pan', '30cm frying pan'],
        ['pan', '30cm frying pan'],
      ]),
    );
  });

  it('gives each batch its own time, and a heating time that follows the volume', () => {
    expect(batchesText(1, '8-10 minutes')).toBe('8-10 minutes');
    expect(batchesText(3, '8-10 minutes')).toBe('in three batches, 8-10 minutes each');
    expect(scaledMinutes('5-6', 1)).toBe('5-6 minutes');
    expect(scaledMinutes('5-6', 5)).toBe('13-16 minutes');
    expect(scaledMinutes('5-6', 0.25)).toBe('2-3 minutes');
  });
});
