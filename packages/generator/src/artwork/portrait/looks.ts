import type { HeroClass, HeroRace } from '@feastforge/domain';
import type { Rng } from '../hash.ts';

/** The head's geometry; hair, hats and faces are all placed against it. */
export interface Head {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Horizontal scale of the shoulders (small folk are narrower, dwarves and orcs broader). */
  body: number;
}

const HEADS: Record<HeroRace, Omit<Head, 'cx'>> = {
  Human: { cy: 262, rx: 86, ry: 106, body: 1 },
  Elf: { cy: 258, rx: 80, ry: 108, body: 0.95 },
  'Half-Elf': { cy: 260, rx: 83, ry: 106, body: 0.98 },
  Dwarf: { cy: 272, rx: 96, ry: 100, body: 1.14 },
  Halfling: { cy: 286, rx: 94, ry: 100, body: 0.84 },
  Gnome: { cy: 290, rx: 96, ry: 98, body: 0.8 },
  'Half-Orc': { cy: 262, rx: 96, ry: 110, body: 1.16 },
  Tiefling: { cy: 264, rx: 84, ry: 106, body: 1 },
  Dragonborn: { cy: 262, rx: 98, ry: 114, body: 1.12 },
};

/** The head of a race, centred in the portrait; unknown races get human proportions. */
export function headFor(race: HeroRace): Head {
  return { cx: 300, ...(HEADS[race] ?? HEADS.Human) };
}

const HUMAN_SKIN = ['#f6d5b8', '#efc3a0', '#dca57c', '#c08456', '#915f3e', '#5f3d2a'] as const;
const ORC_SKIN = ['#8fa37a', '#7f9670', '#9aab89', '#70876a'] as const;
const TIEFLING_SKIN = ['#c8473f', '#b53a4c', '#a84f6c', '#93405e'] as const;
const DRAGON_SCALES = ['#b8742f', '#3f6fb5', '#3f8f5a', '#b5413a', '#d4a63a', '#8c98a8'] as const;

/** Skin (or scale) colour: the full range of human tones, green-grey orcs, red tieflings. */
export function skinFor(race: HeroRace, rng: Rng): string {
  switch (race) {
    case 'Half-Orc':
      return rng.pick(ORC_SKIN);
    case 'Tiefling':
      return rng.pick(TIEFLING_SKIN);
    case 'Dragonborn':
      return rng.pick(DRAGON_SCALES);
    default:
      return rng.pick(HUMAN_SKIN);
  }
}

const HAIR = ['#2a1c14', '#4a2e1a', '#7a4a22', '#b0702a', '#d9b066', '#8a2e1a', '#e6ddcf', '#33323f'] as const;

/** Hair colour; elves lean to silver and gold, tieflings to black and plum. */
export function hairFor(race: HeroRace, rng: Rng): string {
  if (race === 'Tiefling') return rng.pick(['#2a1c2a', '#3b2450', '#1f1a24']);
  if (race === 'Elf') return rng.pick(['#e6ddcf', '#d9b066', '#2a1c14', '#b0702a']);
  return rng.pick(HAIR);
}

/** Eye colour; tieflings have solid gold eyes and dragonborn amber ones. */
export function eyesFor(race: HeroRace, rng: Rng): string {
  if (race === 'Tiefling') return '#f2c14e';
  if (race === 'Dragonborn') return '#f0a020';
  return rng.pick(['#4a2e1a', '#3f6f9f', '#4f7f3f', '#7a5a2a', '#5a5a6a']);
}

/** The colours a class wears and the light of its backdrop. */
export interface ClassLook {
  backdrop: readonly [centre: string, edge: string];
  cloth: string;
  trim: string;
  /** The frame's metal. */
  frame: string;
  gem: string;
}

export const CLASS_LOOKS: Record<HeroClass, ClassLook> = {
  Warrior: { backdrop: ['#c0604a', '#4a1a16'], cloth: '#8a2a24', trim: '#c9ced6', frame: '#7d8796', gem: '#d4213a' },
  Mage: { backdrop: ['#5a6ad8', '#161a52'], cloth: '#2f3f9f', trim: '#f2c14e', frame: '#3c5fb6', gem: '#6fd0ff' },
  Rogue: { backdrop: ['#4f6a66', '#10181a'], cloth: '#2f3a3a', trim: '#8a7a5a', frame: '#5f6a70', gem: '#5fd08a' },
  Cleric: { backdrop: ['#fff3c4', '#b08a3a'], cloth: '#f4efe2', trim: '#d4a63a', frame: '#c9962c', gem: '#ffffff' },
  Paladin: { backdrop: ['#9ab8ff', '#1f3a7a'], cloth: '#2f4f9f', trim: '#f2c14e', frame: '#c9962c', gem: '#6fa8ff' },
  Ranger: { backdrop: ['#8fc47a', '#1a3a22'], cloth: '#3f6a3a', trim: '#a8844a', frame: '#5f8f5a', gem: '#9fe07a' },
  Bard: { backdrop: ['#f08ab8', '#4a1a3f'], cloth: '#b03a5a', trim: '#f2c14e', frame: '#a8487a', gem: '#ffd24a' },
  Warlock: { backdrop: ['#6a3aa8', '#0e0818'], cloth: '#241a3a', trim: '#7dff9a', frame: '#5a3a8a', gem: '#7dff9a' },
  Monk: { backdrop: ['#ffd08a', '#a8501a'], cloth: '#e08a2a', trim: '#8a3a1a', frame: '#a86a3a', gem: '#ffb347' },
  Druid: { backdrop: ['#b8e08a', '#24401a'], cloth: '#6a4a2a', trim: '#5a9a3a', frame: '#6a7a3a', gem: '#8fe06a' },
};

/** A hair style; which ones a hero may get depends on the gender they chose. */
export type HairStyle = 'short' | 'curly' | 'bald' | 'long' | 'bun' | 'braids' | 'bob' | 'undercut' | 'ponytail';

/**
 * Hair and beard choices by gender. Men and women get the usual range; non-binary and other
 * heroes get neutral styles and no beard, so nobody is drawn as something they did not choose.
 */
export function styleFor(
  gender: string,
  race: HeroRace,
  rng: Rng,
): { hair: HairStyle; beard: 'none' | 'stubble' | 'short' | 'full' } {
  const g = gender.toLowerCase();
  if (race === 'Dragonborn') return { hair: 'bald', beard: 'none' };
  if (g === 'male') {
    const hair = rng.pick<HairStyle>([
      'short',
      'curly',
      'undercut',
      'long',
      'ponytail',
      race === 'Dwarf' ? 'bald' : 'short',
    ]);
    const beard =
      race === 'Dwarf' ? 'full' : race === 'Elf' ? 'none' : rng.pick(['none', 'stubble', 'short', 'full'] as const);
    return { hair, beard };
  }
  if (g === 'female')
    return { hair: rng.pick<HairStyle>(['long', 'bun', 'braids', 'ponytail', 'curly', 'bob']), beard: 'none' };
  return {
    hair: rng.pick<HairStyle>(['bob', 'undercut', 'short', 'bun', 'curly', 'ponytail']),
    beard: race === 'Dwarf' && rng.chance(0.5) ? 'short' : 'none',
  };
}
