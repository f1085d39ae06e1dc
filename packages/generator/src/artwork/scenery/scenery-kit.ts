import { lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, n, path, rect, glow } from '../svg.ts';
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
    if (snow)
      tiers += path(
        `M${n(x)} ${n(top)}L${n(x + half * 0.45)} ${n(top + height * 0.19)}L${n(x)} ${n(top + height * 0.14)}L${n(x - half * 0.45)} ${n(top + height * 0.19)}Z`,
        '#f4f8fc',
      );
  }
  return `${rect(x - height * 0.04, base - height * 0.12, height * 0.08, height * 0.14, '#3a2a22')}${tiers}`;
}

/** Morning light slanting in from a top corner: a warm bloom and soft beams fanning out from it. */
export function lightRays(sk: Sketch, fromLeft: boolean, color: string, strength: number): string {
  const ox = fromLeft ? -120 : 1320;
  const oy = -160;
  const paint = sk.linear(
    [
      [0, color, strength],
      [1, color, 0],
    ],
    { x1: ox, y1: oy, x2: fromLeft ? 900 : 300, y2: 900, user: true },
  );
  const beams = [
    [48, 53],
    [57, 60],
    [64, 70],
    [74, 77],
  ]
    .map(([a0 = 0, a1 = 0]) => {
      const ray = (deg: number): string => {
        const rad = (deg * Math.PI) / 180;
        return `${n(ox + (fromLeft ? 1 : -1) * Math.cos(rad) * 1700)} ${n(oy + Math.sin(rad) * 1700)}`;
      };
      return `M${ox} ${oy}L${ray(a0)}L${ray(a1)}Z`;
    })
    .join('');
  return `${glow(fromLeft ? 60 : 1140, 40, 420, 420, color, strength * 1.4)}${path(beams, paint)}`;
}
