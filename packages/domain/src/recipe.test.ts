import { describe, expect, it } from 'vitest';
import { formatMinutes, parseMinutes } from './recipe.ts';

describe('parseMinutes', () => {
  it('reads back every time the recipe page writes', () => {
    for (const minutes of [0, 5, 45, 60, 90, 125, 240]) expect(parseMinutes(formatMinutes(minutes))).toBe(minutes);
  });

  it.each([
    ['45 min', 45],
    ['1 h 30 min', 90],
    ['2 hours', 120],
    ['1.5 hours', 90],
    ['1 hour 5 minutes', 65],
    ['90', 90],
    ['1 hr 30', 90],
    ['2 hours 15', 135],
    // A range is read at its upper end: a cook plans for the longer time.
    ['10-15 min', 15],
    ['soon', null],
    ['', null],
  ])('%s → %s', (text, minutes) => {
    expect(parseMinutes(text)).toBe(minutes);
  });
});
