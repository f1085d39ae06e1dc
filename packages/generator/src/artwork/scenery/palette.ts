import type { Theme } from '@feastforge/domain';

/** The colours of one biome; scenery, surfaces and vessels all draw from it. */
export interface ThemePalette {
  /** Sky (or cavern air) from the top of the picture down to the horizon. */
  sky: readonly [top: string, middle: string, horizon: string];
  /** Scenery layers from the most distant to the nearest. */
  far: string;
  mid: string;
  near: string;
  /** The surface the dish stands on, lit top and shaded front. */
  surface: readonly [top: string, front: string];
  /** Light pooling behind the dish, which draws the eye to it. */
  glow: string;
  /** Floating particles (snow, embers, fireflies, motes). */
  particle: string;
  /** Glazed ceramic and metal for vessels, tuned to stand out on this biome. */
  ceramic: string;
  rim: string;
  metal: string;
  wood: string;
}

/** One palette per biome, following the spec's wizard themes. */
export const PALETTES: Record<Theme, ThemePalette> = {
  'snowy-mountain': {
    sky: ['#6f9ed3', '#b3d0ee', '#eaf3fb'],
    far: '#a9bfdc',
    mid: '#7393bd',
    near: '#3e5d84',
    surface: ['#f4f8fc', '#c4d6e8'],
    glow: '#ffffff',
    particle: '#ffffff',
    ceramic: '#f6f8fb',
    rim: '#4f7fb8',
    metal: '#8d9aae',
    wood: '#8a5a3a',
  },
  'dragons-lair': {
    sky: ['#170809', '#44120e', '#b8431a'],
    far: '#4a1a12',
    mid: '#2c0f0b',
    near: '#160706',
    surface: ['#4a2f28', '#231410'],
    glow: '#ff8a2a',
    particle: '#ffb347',
    ceramic: '#e8d6bb',
    rim: '#a8321c',
    metal: '#4d4444',
    wood: '#5a3420',
  },
  'mystic-forest': {
    sky: ['#1c1438', '#3b3470', '#6f9884'],
    far: '#45577a',
    mid: '#263352',
    near: '#131f1d',
    surface: ['#5f8a45', '#2b4526'],
    glow: '#c4f5d6',
    particle: '#e2ff8f',
    ceramic: '#f1ebdf',
    rim: '#6d4fa8',
    metal: '#6f7a80',
    wood: '#6b4a30',
  },
  'coastal-cove': {
    sky: ['#3ea6e3', '#93d6f3', '#eefafa'],
    far: '#7eb4b6',
    mid: '#4f8f84',
    near: '#2f6a5a',
    surface: ['#f6e3b6', '#dcb57a'],
    glow: '#fff6d6',
    particle: '#ffffff',
    ceramic: '#ffffff',
    rim: '#1e8fb3',
    metal: '#9aa6ad',
    wood: '#b07d4e',
  },
  'desert-oasis': {
    sky: ['#3d2b6b', '#e0603a', '#ffc24d'],
    far: '#c7704c',
    mid: '#dc9450',
    near: '#eeb262',
    surface: ['#f2c27a', '#c98a48'],
    glow: '#ffd37a',
    particle: '#fff1c4',
    ceramic: '#f4e6cf',
    rim: '#c0532c',
    metal: '#b08a4a',
    wood: '#8a5a30',
  },
  'underground-cavern': {
    sky: ['#0b0a1d', '#1f1942', '#21415a'],
    far: '#2c2656',
    mid: '#1b1738',
    near: '#0d0b21',
    surface: ['#3a3a55', '#17172a'],
    glow: '#63f2e2',
    particle: '#9ff6ff',
    ceramic: '#ece8f4',
    rim: '#2fb3a8',
    metal: '#7b8097',
    wood: '#5a4030',
  },
};
