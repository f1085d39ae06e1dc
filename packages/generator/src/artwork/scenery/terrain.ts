import type { Rng } from '../hash.ts';
import { n } from '../svg.ts';

/**
 * Where background shapes stop: just below the top of the surface, which hides everything lower.
 * Closing them at the foot of the picture instead made their gradients paint 300 rows nobody sees,
 * and gradient fills are most of the raster time.
 */
export const BACKDROP_BOTTOM = 660;

/** A point on a skyline. */
export type Point = readonly [x: number, y: number];

/** A peak with the valleys either side of it. */
export type Peak = readonly [left: Point, tip: Point, right: Point];

/**
 * A jagged mountain skyline across the picture: alternating peaks and valleys. Returns the closed
 * outline (down to `bottom`) and the peaks with their neighbouring valleys, for snow caps.
 */
export function peaks(
  rng: Rng,
  base: number,
  minRise: number,
  maxRise: number,
  count: number,
  bottom = BACKDROP_BOTTOM,
): { d: string; tips: Peak[] } {
  const step = 1300 / count;
  const points: Point[] = [[-50, base - rng.range(0, minRise)]];
  for (let i = 0; i < count; i += 1) {
    const x = -50 + step * (i + 0.5) + rng.range(-step * 0.2, step * 0.2);
    points.push([x, base - rng.range(minRise, maxRise)]);
    points.push([-50 + step * (i + 1), base - rng.range(0, minRise * 0.5)]);
  }
  const tips: Peak[] = [];
  for (let i = 1; i < points.length - 1; i += 2) {
    const [left, tip, right] = [points[i - 1], points[i], points[i + 1]];
    if (left && tip && right) tips.push([left, tip, right]);
  }
  const d = `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}L1250 ${bottom}L-50 ${bottom}Z`;
  return { d, tips };
}

/** A snow cap on one peak: the top `depth` of its slopes with a ragged lower edge. */
export function snowCap([left, tip, right]: Peak, depth: number): string {
  const at = (from: Point, t: number): Point => [tip[0] + (from[0] - tip[0]) * t, tip[1] + (from[1] - tip[1]) * t];
  const a = at(left, depth);
  const b = at(right, depth);
  const midY = (a[1] + b[1]) / 2;
  const mx = (a[0] + b[0]) / 2;
  return `M${n(tip[0])} ${n(tip[1])}L${n(b[0])} ${n(b[1])}L${n(mx + (b[0] - mx) * 0.5)} ${n(midY - depth * 20)}L${n(mx)} ${n(midY + 6)}L${n(mx - (mx - a[0]) * 0.5)} ${n(midY - depth * 24)}L${n(a[0])} ${n(a[1])}Z`;
}

/** Smooth rolling hills or dunes across the picture, closed down to `bottom`. */
export function hills(rng: Rng, base: number, rise: number, count: number, bottom = BACKDROP_BOTTOM): string {
  const step = 1300 / count;
  let d = `M-50 ${n(base - rng.range(0, rise))}`;
  for (let i = 0; i < count; i += 1) {
    const x = -50 + step * (i + 1);
    const cx = x - step / 2 + rng.range(-step * 0.15, step * 0.15);
    d += `Q${n(cx)} ${n(base - rise - rng.range(0, rise))} ${n(x)} ${n(base - rng.range(0, rise * 0.4))}`;
  }
  return `${d}L1250 ${bottom}L-50 ${bottom}Z`;
}

/** Random points in a box, for particles and stars. */
export function scatter(rng: Rng, count: number, x0: number, y0: number, x1: number, y1: number): Point[] {
  return Array.from({ length: count }, () => [rng.range(x0, x1), rng.range(y0, y1)] as const);
}

/** The surface the dish stands on: a gently curved top edge at `top`, down to the bottom. */
export function surfaceOutline(rng: Rng, top: number): string {
  const lift = rng.range(-14, 14);
  return `M-20 ${n(top + 18)}C300 ${n(top - 8 + lift)} 900 ${n(top - 8 - lift)} 1220 ${n(top + 18)}L1220 920L-20 920Z`;
}
