import { describe, expect, it } from 'vitest';
import { DIETARY_OPTIONS, RECIPE_TYPES, THEMES, WIZARD_CLASSES } from '@feastforge/domain';
import { conjure, ImpossibleRequestError } from '../../engine/conjure.ts';
import { seededRng } from '../../engine/rng.ts';
import { readRecipe } from './read.ts';

/**
 * The second reader (read.ts) over every combination the wizard offers: the engine conjures, the
 * reader reads what a cook would read, and any word a chosen diet rules out is a finding. The
 * reader's own rules are proven in read.test.ts.
 */

/** Every non-empty subset of the dietary needs. */
const SUBSETS = Array.from({ length: (1 << DIETARY_OPTIONS.length) - 1 }, (_, i) =>
  DIETARY_OPTIONS.filter((_, bit) => (i + 1) & (1 << bit)),
);
const PARTY_SIZES = [1, 4, 7, 20] as const;

describe('second reader sweep: every theme × class × type × non-empty dietary subset × party size 1, 4, 7, 20', () => {
  it('finds no word a dietary need rules out in anything a cook reads', () => {
    const started = performance.now();
    /** Findings by dish, diet, word and field (fantasy titles vary): how many, and one sentence. */
    const groups = new Map<string, { dish: string; what: string; count: number; example: string }>();
    const perDietWord = new Map<string, number>();
    let total = 0;
    let impossible = 0;
    let flagged = 0;
    let seed = 0;
    for (const recipeType of RECIPE_TYPES)
      for (const dietary of SUBSETS)
        for (const theme of THEMES)
          for (const characterClass of WIZARD_CLASSES) {
            // One seed per combination, as the engine's own sweep does: the same dish at every size.
            seed += 1;
            for (const partySize of PARTY_SIZES) {
              total += 1;
              const choices = { theme, characterClass, recipeType, partySize, dietary, manaCost: 1 };
              let recipe;
              try {
                recipe = conjure(choices, { rng: seededRng(seed) });
              } catch (error) {
                if (error instanceof ImpossibleRequestError) {
                  impossible += 1;
                  continue;
                }
                throw error;
              }
              const findings = readRecipe(recipe.data, dietary);
              if (findings.length > 0) flagged += 1;
              for (const f of findings) {
                const what = `[${f.diet}] '${f.matched}' in ${f.field}`;
                const key = `${recipe.baseRecipeId} ${what}`;
                const group = groups.get(key) ?? { dish: recipe.baseRecipeId, what, count: 0, example: f.sentence };
                groups.set(key, { ...group, count: group.count + 1 });
                perDietWord.set(`${f.diet} '${f.word}'`, (perDietWord.get(`${f.diet} '${f.word}'`) ?? 0) + 1);
              }
            }
          }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byCount = [...perDietWord].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n} ${k}`);
    console.info(
      `second reader: ${total} requests, ${impossible} impossible, ${flagged} recipes with findings ` +
        `(${groups.size} kinds) in ${seconds} s${byCount.length > 0 ? `\n  ${byCount.join('\n  ')}` : ''}`,
    );
    expect(total).toBe(6 * 6 * 6 * 63 * PARTY_SIZES.length);
    // One line per sentence, however many dishes show it (engine-wide text is one fix), most seen first.
    const bySentence = new Map<string, { dishes: string[]; count: number }>();
    for (const { dish, what, count, example } of groups.values()) {
      const line = bySentence.get(`${what}: ${example}`) ?? { dishes: [], count: 0 };
      bySentence.set(`${what}: ${example}`, { dishes: [...line.dishes, dish], count: line.count + count });
    }
    const report = [...bySentence]
      .sort((a, b) => b[1].count - a[1].count)
      .map(([line, { dishes, count }]) => {
        const more = dishes.length > 3 ? ` and ${dishes.length - 3} more dishes` : '';
        return `${dishes.slice(0, 3).join(', ')}${more} ×${count} ${line}`;
      });
    expect(report.slice(0, 40)).toEqual([]);
  });
});
