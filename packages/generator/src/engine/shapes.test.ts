import { describe, expect, it } from 'vitest';
import type { WizardChoices } from '@feastforge/domain';
import { conjure } from './conjure.ts';
import { seededRng } from './rng.ts';
import { chooseShapes, shapeText } from './shapes.ts';

function pavlova(partySize: number): string[] {
  const choices: WizardChoices = {
    theme: 'snowy-mountain',
    characterClass: 'wizard',
    recipeType: 'dessert',
    partySize,
    dietary: [],
    manaCost: 1,
  };
  return conjure(choices, { rng: seededRng(1), baseRecipeId: 'pavlova-with-berries-and-cream' }).data.instructions;
}

describe('shapes drawn on a tray follow the party', () => {
  it('grows the circle with the meringue and splits it in two past what a sheet takes', () => {
    expect(chooseShapes(20, 1)).toEqual({ count: 1, cm: 20 });
    expect(chooseShapes(20, 0.25)).toEqual({ count: 1, cm: 10 });
    // 2.5 times the meringue: one circle would be 32 cm, wider than a baking sheet.
    expect(chooseShapes(20, 2.5)).toEqual({ count: 2, cm: 22 });
  });

  it('writes one pavlova for 7 (made for 8, its whites and sugar in proportion) and two for 20, both baked and cooled in one oven', () => {
    const seven = pavlova(7);
    expect(seven[0]).toMatch(/Draw a 20 cm \(8 in\) circle on a sheet of baking paper/);
    expect(seven[3]).toMatch(/leave the pavlova inside/);
    const twenty = pavlova(20);
    expect(twenty[0]).toMatch(/Draw a 22 cm \(9 in\) circle on each of two sheets of baking paper/);
    expect(twenty[0]).toMatch(/two baking sheets, to bake side by side on two shelves of the oven/);
    expect(twenty[2]).toMatch(/Spread half inside each circle/);
    expect(twenty[3]).toMatch(/leave the pavlovas inside/);
    expect(twenty[4]).toMatch(/pile it onto each pavlova/);
    expect(twenty.join(' ')).not.toMatch(/batches/);
  });

  it('refuses a shape no step draws', () => {
    expect(() => shapeText('pavlova', undefined, 1, 'test')).toThrow(/names a shape no step draws/);
  });
});
