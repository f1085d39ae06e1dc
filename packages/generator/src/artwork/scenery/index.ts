import type { Theme } from '@feastforge/domain';
import type { Sketch } from '../sketch.ts';
import { coastalCove } from './coastal-cove.ts';
import { desertOasis } from './desert-oasis.ts';
import { dragonsLair } from './dragons-lair.ts';
import { mysticForest } from './mystic-forest.ts';
import { PALETTES, type ThemePalette } from './palette.ts';
import type { Scenery } from './scenery-kit.ts';
import { snowyMountain } from './snowy-mountain.ts';
import { undergroundCavern } from './underground-cavern.ts';

export { PALETTES, type ThemePalette } from './palette.ts';
export { HORIZON, lightRays, type Scenery } from './scenery-kit.ts';

const PAINTERS: Record<Theme, (sk: Sketch, p: ThemePalette) => Scenery> = {
  'snowy-mountain': snowyMountain,
  'dragons-lair': dragonsLair,
  'mystic-forest': mysticForest,
  'coastal-cove': coastalCove,
  'desert-oasis': desertOasis,
  'underground-cavern': undergroundCavern,
};

/** The biome around the dish; unknown themes (old saved recipes) fall back to the mystic forest. */
export function paintScenery(sk: Sketch, theme: Theme): Scenery & { palette: ThemePalette } {
  const known = theme in PAINTERS ? theme : 'mystic-forest';
  const palette = PALETTES[known];
  return { ...PAINTERS[known](sk, palette), palette };
}
