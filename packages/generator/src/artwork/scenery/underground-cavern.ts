import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { ellipse, n, path, rect, glow } from '../svg.ts';
import type { ThemePalette } from './palette.ts';
import { HORIZON, particles, type Scenery, skyFill, surface } from './scenery-kit.ts';
import { hills, scatter } from './terrain.ts';

/** Underground cavern: crystal clusters glowing teal and violet, wall torches, a still pool. */
export function undergroundCavern(sk: Sketch, p: ThemePalette): Scenery {
  const { rng } = sk;
  const backWall = path(
    hills(rng, 380, 80, 4),
    sk.linear([
      [0, lighten(p.far, 0.08)],
      [1, p.mid],
    ]),
  );
  let drips = '';
  for (let x = -20; x < 1240; x += rng.range(50, 100)) {
    const len = rng.range(40, 150);
    const w = rng.range(20, 40);
    drips += `M${n(x)} -10Q${n(x + w * 0.4)} ${n(len * 0.6)} ${n(x + w / 2)} ${n(len)}Q${n(x + w * 0.6)} ${n(len * 0.6)} ${n(x + w)} -10Z`;
  }
  const ceiling = path(
    drips,
    sk.linear([
      [0, p.near],
      [1, p.mid],
    ]),
  );
  const sideWalls = path(
    `M-20 -20L200 -20C150 120 170 300 120 420C90 500 110 560 80 640L-20 640ZM1220 -20L1000 -20C1050 130 1030 300 1080 420C1110 500 1090 560 1120 640L1220 640Z`,
    p.near,
  );

  const crystal = (x: number, base: number, h: number, tilt: number, color: string): string => {
    const w = h * 0.22;
    const tipX = x + tilt;
    const body = `M${n(x - w)} ${n(base)}L${n(x - w)} ${n(base - h * 0.7)}L${n(tipX)} ${n(base - h)}L${n(x + w)} ${n(base - h * 0.7)}L${n(x + w)} ${n(base)}Z`;
    const facet = `M${n(x)} ${n(base)}L${n(x)} ${n(base - h * 0.72)}L${n(tipX)} ${n(base - h)}L${n(x + w)} ${n(base - h * 0.7)}L${n(x + w)} ${n(base)}Z`;
    return `${path(
      body,
      sk.linear([
        [0, lighten(color, 0.5)],
        [1, color],
      ]),
    )}${path(facet, darken(color, 0.25), 'opacity="0.55"')}${path(`M${n(x - w * 0.6)} ${n(base - h * 0.1)}L${n(x - w * 0.6)} ${n(base - h * 0.62)}`, 'none', `stroke="#ffffff" stroke-width="${n(w * 0.18)}" opacity="0.55" stroke-linecap="round"`)}`;
  };
  const cluster = (cx: number, base: number, color: string, scale: number): string =>
    `${glow(cx, base - 80 * scale, 200 * scale, 170 * scale, color, 0.45)}${[
      [-50, 120, -18],
      [40, 140, 14],
      [-10, 190, 4],
      [70, 90, 26],
      [-80, 80, -30],
    ]
      .map(([dx = 0, h = 0, t = 0]) => crystal(cx + dx * scale, base, h * scale, t * scale, color))
      .join('')}`;
  const left = rng.chance(0.5);
  const crystals = `${cluster(left ? 170 : 1030, HORIZON + 20, '#3fe0d0', 1.1)}${cluster(left ? 1040 : 160, HORIZON + 24, '#a070ff', 0.9)}${cluster(rng.range(420, 780), 470, '#6fb8ff', 0.45)}`;

  const torch = (x: number, y: number): string =>
    `${glow(x, y - 30, 150, 150, '#ffb347', 0.55)}${rect(x - 5, y - 10, 10, 60, '#4a3322')}${path(`M${x - 16} ${y - 12}L${x + 16} ${y - 12}L${x + 10} ${y + 4}L${x - 10} ${y + 4}Z`, '#6b6f80')}${path(
      `M${x} ${y - 62}C${x + 18} ${y - 36} ${x + 16} ${y - 14} ${x} ${y - 12}C${x - 16} ${y - 14} ${x - 18} ${y - 36} ${x} ${y - 62}Z`,
      sk.linear([
        [0, '#fff3a0'],
        [0.5, '#ffb020'],
        [1, '#e0531a'],
      ]),
    )}`;
  const torches = `${torch(290, 330)}${torch(910, 330)}`;
  const pool = `${ellipse(
    600,
    585,
    380,
    26,
    sk.linear([
      [0, '#2bd1c4', 0.9],
      [1, '#123a5a'],
    ]),
  )}${ellipse(600, 580, 260, 6, '#bffcf4', 'opacity="0.45"')}`;

  const back = `${skyFill(sk, p)}${backWall}${torches}${pool}${sideWalls}${ceiling}${crystals}${surface(sk, p, '#5ff0e0')}`;
  const front = particles(sk, scatter(rng, 26, 40, 60, 1160, 860), p.particle, 2.6, true);
  return { back, front };
}
