import { describe, expect, it } from 'vitest';
import { DIETARY_OPTIONS, RARITIES, THEMES, WIZARD_CLASSES } from '@feastforge/domain';
import { BASE_RECIPES } from '../../knowledge/recipes/index.ts';
import { adaptRecipe } from '../adapt.ts';
import { seededRng } from '../rng.ts';
import { fantasyTitle, titleCase } from './names.ts';

// Words a cook leaves in lower case inside a title ('of', 'with', 'the'), never at its start.
const SMALL = /^(a|an|and|as|at|by|de|del|di|for|in|of|on|or|the|to|with|con|y|e|au|à|la|le)$/;

/** The words of a title a cook would write with a capital and that here start in lower case. */
function miscased(title: string): string[] {
  return title.split(' ').filter((word, i) => {
    const match = /^(\P{L}*)(\p{L})/u.exec(word);
    if (!match) return false;
    const [, lead = '', letter = ''] = match;
    if (letter === letter.toUpperCase()) return false;
    return i === 0 || lead.includes('(') || !SMALL.test(word.toLowerCase());
  });
}

// Every dish the engine can name, as written and as each dietary need renames it.
const dishes = [
  ...new Set(
    BASE_RECIPES.flatMap((recipe) => [
      recipe.dish,
      ...DIETARY_OPTIONS.map((need) => adaptRecipe(recipe, [need])?.dish).filter((dish) => dish !== undefined),
    ]),
  ),
];

describe('fantasy titles', () => {
  it('write a bracketed name as a phrase of its own', () => {
    expect(titleCase('moules marinières (peppered mussels)')).toBe('Moules Marinières (Peppered Mussels)');
    expect(titleCase('red lentil soup (mercimek çorbası)')).toBe('Red Lentil Soup (Mercimek Çorbası)');
    expect(titleCase('tarta de santiago (the almond cake)')).toBe('Tarta de Santiago (The Almond Cake)');
  });

  it('are cased as a cook writes them, for every dish, biome, class and rarity', () => {
    const wrong = new Set<string>();
    for (const dish of dishes) {
      for (const [t, theme] of THEMES.entries()) {
        for (const [c, characterClass] of WIZARD_CLASSES.entries()) {
          for (const rarity of RARITIES) {
            for (let seed = 0; seed < 3; seed += 1) {
              const title = fantasyTitle(seededRng(`${dish}|${t}|${c}|${rarity}|${seed}`), {
                dish,
                theme,
                characterClass,
                rarity,
                facts: new Set(),
              });
              if (miscased(title).length > 0) wrong.add(title);
            }
          }
        }
      }
    }
    expect([...wrong].slice(0, 10)).toEqual([]);
  });
});
