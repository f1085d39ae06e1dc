import { describe, expect, it } from 'vitest';
import { dishFor, sayingIn, vesselFindings } from '../testing/checker-cases.ts';

describe('checkLayers', () => {
  it('lays tiramisu for 1 to 3 in a glass each, and in a dish from 4', () => {
    expect(dishFor('tiramisu', 2).data.instructions[3]).toMatch(
      /lay half of them in two glasses, breaking them to fit/,
    );
    expect(dishFor('tiramisu', 3).data.instructions[3]).toMatch(/in three glasses/);
    expect(dishFor('tiramisu', 4).data.instructions[3]).toMatch(/in a small 15 x 20 cm \(6 x 8 in\) dish/);
    for (const party of [1, 2, 3, 4, 7, 12, 20]) expect(vesselFindings(dishFor('tiramisu', party))).toEqual([]);
  });

  it('finds tiramisu for 2 spread over a 15 x 20 cm dish, three biscuits a layer', () => {
    const spread = sayingIn(dishFor('tiramisu', 2), /two glasses/, 'a small 15 x 20 cm (6 x 8 in) dish');
    expect(vesselFindings(spread)).toEqual([
      expect.stringMatching(
        /^Step 4: about \d+ g laid in a small 15 x 20 cm \(6 x 8 in\) dish, a layer too thin to stand/,
      ),
    ]);
  });
});
