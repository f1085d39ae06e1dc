import { GENDERS, HERO_CLASSES, HERO_RACES } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { heroPortrait } from './hero-portrait.ts';
import { renderPng } from './png.ts';
import { pngSize } from './test-support.ts';

describe('heroPortrait', () => {
  it('is deterministic and square', () => {
    const input = { race: 'Dwarf', heroClass: 'Cleric', gender: 'Female', seed: 'u1' } as const;
    const svg = heroPortrait(input);
    expect(svg).toBe(heroPortrait(input));
    expect(svg).toMatch(/viewBox="0 0 600 600"/);
    expect(pngSize(renderPng(svg, 400))).toEqual({ width: 400, height: 400 });
  });

  it('varies with the seed', () => {
    const base = { race: 'Human', heroClass: 'Ranger', gender: 'Male' } as const;
    expect(heroPortrait({ ...base, seed: 'a' })).not.toBe(heroPortrait({ ...base, seed: 'b' }));
  });

  it('treats gender case-insensitively (profiles store it lower-case)', () => {
    const base = { race: 'Elf', heroClass: 'Bard', seed: 's' } as const;
    expect(heroPortrait({ ...base, gender: 'non-binary' })).toBe(heroPortrait({ ...base, gender: 'Non-binary' }));
  });

  it.each(HERO_RACES)('renders a well-formed %s of every class and gender', (race) => {
    for (const heroClass of HERO_CLASSES) {
      for (const gender of GENDERS) {
        const svg = heroPortrait({ race, heroClass, gender, seed: `${race}${heroClass}` });
        expect(svg.length, `${heroClass}/${gender}`).toBeLessThan(40 * 1024);
        expect(pngSize(renderPng(svg, 48))).toEqual({ width: 48, height: 48 });
      }
    }
  });
});
