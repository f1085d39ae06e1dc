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
    ['15 minutes', 15],
    ['1 hour 30 minutes', 90],
    ['1h 30m', 90],
    ['1h30m', 90],
    ['1h30', 90],
    ['1hr 30min', 90],
    ['90 min', 90],
    ['90 mins.', 90],
    ['1½ hours', 90],
    ['½ hour', 30],
    ['1,5 hours', 90],
    ['1 to 2 hours', 120],
    ['20–25 minutes', 25],
    ['a 1-hour bake', 60],
    ['1 hour and 15 minutes', 75],
    ['PT1H30M', 90],
    ['2 days', 2880],
    ['About 45 Minutes', 45],
    ['30 min, plus 2 hours chilling', 150],
    // Words that merely start like a unit are not times.
    ['2 medium', null],
    ['serve with 5', null],
    ['overnight', null],
    ['until golden', null],
    ['soon', null],
    ['', null],
  ])('%s → %s', (text, minutes) => {
    expect(parseMinutes(text)).toBe(minutes);
  });
});
