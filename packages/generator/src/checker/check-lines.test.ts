import { describe, expect, it } from 'vitest';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import { checkLines, type LineProblemCode } from './check-lines.ts';

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`No food ${id}`);
  return found;
}

/** The codes the checker finds in one line of a food, and in sentences. */
function codes(line: string, id: string, sentences: string[] = []): LineProblemCode[] {
  return checkLines({ lines: [line], foods: [food(id)], sentences }).map((p) => p.code);
}

describe('checkLines', () => {
  it('passes lines that read cleanly', () => {
    expect(codes('½ tsp (2.5 ml) toasted sesame oil', 'sesame-oil')).toEqual([]);
    expect(codes('2 tbsp (30 ml) short-grain rice, the pudding kind, or arborio rice', 'short-grain-rice')).toEqual([]);
    expect(codes('2 nori sheets, cut into strips', 'nori')).toEqual([]);
    expect(codes('60 ml (¼ cup) fish sauce', 'fish-sauce')).toEqual([]);
    expect(codes('100 g (3½ oz) canned coconut milk', 'coconut-milk')).toEqual([]);
    expect(codes('190 g (6¾ oz) all-purpose flour', 'all-purpose-flour')).toEqual([]);
    expect(codes('3 tbsp (48 g) smooth peanut butter', 'peanut-butter')).toEqual([]);
    expect(codes('½ cinnamon stick, broken into pieces', 'cinnamon-stick')).toEqual([]);
  });

  it('finds a word said twice between the name and its prep', () => {
    expect(codes('½ tsp (2.5 ml) toasted sesame oil, toasted', 'sesame-oil')).toEqual(['doubled-word']);
    expect(codes('2 pork sausages, good-quality pork sausages', 'pork-sausage')).toEqual(['doubled-word']);
  });

  it('finds a count of something a cook does not count', () => {
    expect(codes('5 fresh ginger, 5 cm piece, peeled', 'ginger')).toEqual(['mass-count']);
    expect(codes('1 nori, full sheets, cut into strips', 'nori')).toEqual(['mass-count']);
    expect(codes('2 cauliflowers, medium head, cut into florets', 'cauliflower')).toEqual(['mass-count']);
  });

  it('finds a liquid in grams', () => {
    expect(codes('70 g (2½ oz) fish sauce', 'fish-sauce')).toEqual(['liquid-weight']);
    expect(codes('120 g (½ cup) rice vinegar', 'rice-vinegar')).toEqual(['liquid-weight']);
  });

  it('finds butter or flour by volume', () => {
    expect(codes('150 g (⅔ cup) butter', 'butter')).toEqual(['weighed-solid']);
    expect(codes('2 tbsp (16 g) all-purpose flour', 'all-purpose-flour')).toEqual(['weighed-solid']);
    // The spoon beside the grams is the measure a cook uses for a small weight.
    expect(codes('10 g (2 tsp) butter', 'butter')).toEqual([]);
  });

  it('finds grated hard cheese by the spoon or millilitre', () => {
    expect(codes('2½ tbsp (40 ml) parmesan', 'parmesan')).toEqual(['weighed-solid']);
    expect(codes('3 tbsp (45 ml) parmesan', 'parmesan')).toEqual(['weighed-solid']);
    expect(codes('15 g (2½ tbsp) parmesan', 'parmesan')).toEqual([]);
    expect(codes('50 g (½ cup) parmesan, grated', 'parmesan')).toEqual([]);
  });

  it("finds 'a' or 'an' before the wrong sound, numbers included", () => {
    const sentences = (text: string) => codes('1 egg', 'egg', [text]);
    for (const fine of [
      'an 8 cm pan',
      'a 1 cm dice',
      'an 18 cm tin',
      'a 180°C oven',
      'an hour',
      'a one-pot supper',
      'a U',
      'a herb',
      'an egg',
      'a useful',
      'A Unicorn cake',
      'a European plum',
      'a U-shaped tin',
    ])
      expect(sentences(fine), fine).toEqual([]);
    for (const wrong of [
      'a 8 cm pan',
      'an 20 cm tin',
      'a egg',
      'an one-pot supper',
      'a hour',
      'an herb',
      'A 11 cm ring',
    ])
      expect(sentences(wrong), wrong).toEqual(['article']);
  });
});

describe('the knowledge base', () => {
  it('gives every liquid a volume, so its lines pour rather than weigh', () => {
    const LIQUID = /\b(sauce|vinegar|oil|stock|broth|syrup|juice|extract|mirin|molasses|treacle|tamari|ketchup)\b/i;
    const dry = [...FOOD_BY_ID.values()].filter((f) => LIQUID.test(f.name) && f.grams.ml === undefined);
    expect(dry.map((f) => f.id)).toEqual([]);
  });
});
