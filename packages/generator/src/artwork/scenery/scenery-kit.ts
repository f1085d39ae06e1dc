import { lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, n, path, rect } from '../svg.ts';
import type { ThemePalette } from './palette.ts';
import { type Point, surfaceOutline } from './terrain.ts';

/** What a biome contributes: everything behind the dish, and particles drifting in front of it. */
export interface Scenery {
  back: string;
  front: string;
}

/** The y of the surface's top edge; vessels are laid out against it. */
export const HORIZON = 600;

/** The full-picture sky (or cavern air) gradient. */
export function skyFill(sk: Sketch, p: ThemePalette, horizon = HORIZON): string {
  const paint = sk.linear(
    [
      [0, p.sky[0]],
      [0.6, p.sky[1]],
      [1, p.sky[2]],
    ],
    { y2: horizon, user: true },
  );
  return rect(0, 0, 1200, horizon + 40, paint);
}

/** The surface the dish stands on, with a lit lip along its top edge. */
export function surface(sk: Sketch, p: ThemePalette, lip = lighten(p.surface[0], 0.35)): string {
  const d = surfaceOutline(sk.rng, HORIZON);
  const paint = sk.linear([
    [0, p.surface[0]],
    [1, p.surface[1]],
  ]);
  return `${path(d, paint)}${path(d, 'none', `stroke="${lip}" stroke-width="4" opacity="0.7"`)}`;
}

/** Drifting particles, each a soft dot; `glow` adds a halo for embers and fireflies. */
export function particles(sk: Sketch, points: readonly Point[], color: string, size: number, glow: boolean): string {
  const halo = glow ? sk.soft(color, 0.5) : '';
  return points
    .map(([x, y]) => {
      const r = sk.rng.range(size * 0.5, size * 1.3);
      const opacity = Math.round(sk.rng.range(0.45, 0.95) * 100) / 100;
      return `${glow ? circle(x, y, r * 4, halo) : ''}${circle(x, y, r, color, `opacity="${opacity}"`)}`;
    })
    .join('');
}

/** A layered pine, optionally dusted with snow. */
export function pine(x: number, base: number, height: number, color: string, snow: boolean): string {
  let tiers = '';
  for (let i = 0; i < 3; i += 1) {
    const top = base - height + i * height * 0.24;
    const half = height * (0.2 + i * 0.09);
    const bottom = top + height * 0.42;
    tiers += path(`M${n(x)} ${n(top)}L${n(x + half)} ${n(bottom)}L${n(x - half)} ${n(bottom)}Z`, color);
    if (snow) tiers += path(`M${n(x)} ${n(top)}L${n(x + half * 0.45)} ${n(top + height * 0.19)}L${n(x)} ${n(top + height * 0.14)}L${n(x - half * 0.45)} ${n(top + height * 0.19)}Z`, '#f4f8fc');
  }
  return `${rect(x - height * 0.04, base - height * 0.12, height * 0.08, height * 0.14, '#3a2a22')}${tiers}`;
}

/** Light falling on the dish from one side, used for the morning light of breakfasts. */
export function lightRays(sk: Sketch, fromLeft: boolean, color: string, strength: number): string {
  const paint = sk.linear(
    [
      [0, color, strength],
      [1, color, 0],
    ],
    { x1: fromLeft ? 0 : 1, y1: 0, x2: fromLeft ? 0.7 : 0.3, y2: 1 },
  );
  const ox = fromLeft ? 0 : 1200;
  const s = fromLeft ? 1 : -1;
  const beams = [
    [140, 330],
    [420, 560],
    [700, 780],
  ]
    .map(([a = 0, b = 0]) => `M${ox} ${n(a * 0.2)}L${ox} ${n(b * 0.25)}L${n(ox + s * (b + 300))} 900L${n(ox + s * (a + 200))} 900Z`)
    .join('');
  return `${circle(fromLeft ? 80 : 1120, 60, 380, sk.soft(color, strength * 1.6))}${path(beams, paint)}`;
}
