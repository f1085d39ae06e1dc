import { describe, expect, it } from 'vitest';
import { conjure, DishNotOfferedError } from '../engine/conjure.ts';
import { seededRng } from '../engine/rng.ts';
import { checkOvenRoom } from './check-oven-room.ts';
import { dishFor, food, request, sayingIn, vesselFindings } from '../testing/checker-cases.ts';

describe('checkOvenRoom', () => {
  it('braises lamb shanks in two Dutch ovens at most, and offers them to ten at most', () => {
    for (const party of [1, 2, 7, 10]) expect(vesselFindings(dishFor('braised-lamb-shanks', party))).toEqual([]);
    expect(dishFor('braised-lamb-shanks', 10).data.instructions[1]).toMatch(/two 10-litre \(11 qt\) heavy Dutch ovens/);
    for (const party of [11, 12, 20])
      expect(() => conjure(request('main', party), { rng: seededRng(1), baseRecipeId: 'braised-lamb-shanks' })).toThrow(
        DishNotOfferedError,
      );
  });

  it('finds three 8-litre Dutch ovens braising in one home oven (lamb shanks for 12, as once written)', () => {
    const three = sayingIn(dishFor('braised-lamb-shanks', 10), /two 10-litre \(11 qt\)/, 'three 8-litre (8 qt)');
    expect(vesselFindings(three)).toEqual([
      expect.stringMatching(
        /^Step 5: three 8-litre \(8 qt\) heavy Dutch ovens go in the oven at once; a home oven holds about two large pots/,
      ),
    ]);
  });

  it('counts pots past six and in digits, and reads an oven named with its heat', () => {
    const steps = (pots: string, oven: string) => [
      `Brown the beef in ${pots} over high heat.`,
      `Cover and braise ${oven} for 2 hours.`,
    ];
    for (const pots of ['eight 6-litre (6 qt) Dutch ovens', '3 8-litre (8 qt) Dutch ovens'])
      for (const oven of ['in the oven', 'in a 160°C (325°F) oven', 'in a low oven'])
        expect(checkOvenRoom(steps(pots, oven), []).map((p) => p.message)).toEqual([
          expect.stringMatching(/^Step 2: .* go in the oven at once; a home oven holds about two large pots/),
        ]);
    expect(checkOvenRoom(steps('two 8-litre (8 qt) Dutch ovens', 'in a 160°C (325°F) oven'), [])).toEqual([]);
    expect(checkOvenRoom(steps('eight 6-litre (6 qt) Dutch ovens', 'on the hob'), [])).toEqual([]);
    // The Dutch oven a stew goes back into is no oven.
    expect(checkOvenRoom(steps('eight 6-litre (6 qt) Dutch ovens', 'back in the Dutch oven on the hob'), [])).toEqual(
      [],
    );
  });

  it('finds more fries than two shelves take spread on trays named without a count', () => {
    const weighed = [{ food: food('sweet-potato'), grams: 4000 }];
    const steps = (trays: string) => [
      `Heat the oven to 220°C (425°F). Spread the sweet potatoes on ${trays} in a single layer and bake for 25-30 minutes.`,
    ];
    expect(checkOvenRoom(steps('the hot baking trays'), weighed).map((p) => p.message)).toEqual([
      expect.stringMatching(/about 4\.0 kg spread in one layer on trays named without a count: it takes 4 trays/),
    ]);
    expect(
      checkOvenRoom(steps('two large baking trays (in two batches, on two shelves, swapping them halfway)'), weighed),
    ).toEqual([]);
    // The engine counts them now, and says the batches.
    expect(dishFor('baked-sweet-potato-fries', 20).data.instructions[0]).toMatch(
      /two large baking trays inside \(in three batches, on two shelves, swapping them halfway\)/,
    );
  });
});
