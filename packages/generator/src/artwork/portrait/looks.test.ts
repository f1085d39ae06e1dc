import { HERO_RACES } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../hash.ts';
import { styleFor } from './looks.ts';

const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

describe('styleFor', () => {
  it('never gives women a beard', () => {
    for (const race of HERO_RACES)
      for (const seed of SEEDS) expect(styleFor('Female', race, createRng(seed)).beard).toBe('none');
  });

  it('gives non-binary and other heroes neutral styles, with a beard only as a dwarven option', () => {
    for (const gender of ['Non-binary', 'other']) {
      for (const race of HERO_RACES) {
        for (const seed of SEEDS) {
          const { hair, beard } = styleFor(gender, race, createRng(seed));
          if (race !== 'Dwarf') expect(beard).toBe('none');
          expect(['long', 'braids']).not.toContain(hair);
        }
      }
    }
  });

  it('gives dwarf men their full beard and dragonborn no hair', () => {
    for (const seed of SEEDS) {
      expect(styleFor('Male', 'Dwarf', createRng(seed)).beard).toBe('full');
      expect(styleFor('Male', 'Dragonborn', createRng(seed))).toEqual({ hair: 'bald', beard: 'none' });
    }
  });
});
