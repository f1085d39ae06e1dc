import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, n, path, rect, glow } from '../svg.ts';
import type { ThemePalette } from './palette.ts';
import { HORIZON, particles, type Scenery, skyFill, surface } from './scenery-kit.ts';
import { scatter } from './terrain.ts';

/** Mystic forest: moonlit mist between layered trunks, glowing mushrooms, drifting fireflies. */
export function mysticForest(sk: Sketch, p: ThemePalette): Scenery {
  const { rng } = sk;
  const moonX = rng.range(420, 780);
  const moon = `${glow(moonX, 150, 220, 220, '#e9f7ff', 0.45)}${circle(moonX, 150, 52, '#f4f7ee')}${circle(moonX - 14, 140, 9, '#dfe6d6')}${circle(moonX + 16, 162, 6, '#dfe6d6')}`;

  const trunk = (x: number, w: number, color: string, canopy: string): string => {
    const d = `M${n(x - w)} ${HORIZON + 10}C${n(x - w * 0.6)} 420 ${n(x - w * 0.5)} 200 ${n(x - w * 0.45)} -20L${n(x + w * 0.45)} -20C${n(x + w * 0.5)} 200 ${n(x + w * 0.6)} 420 ${n(x + w)} ${HORIZON + 10}Z`;
    // Canopies stop short of the moon so it stays visible between the trunks.
    const crown =
      Math.abs(x - moonX) < 230
        ? ''
        : [0, 1, 2]
            .map((i) =>
              ellipse(
                x + rng.range(-w * 3, w * 3),
                rng.range(-20, 120) + i * 30,
                rng.range(90, 150),
                rng.range(60, 90),
                canopy,
              ),
            )
            .join('');
    return `${crown}${path(d, color)}`;
  };
  const farTrees = [90, 260, 430, 770, 940, 1110]
    .map((x) => trunk(x + rng.range(-30, 30), rng.range(16, 26), p.far, darken(p.far, 0.05)))
    .join('');
  const mist = `${rect(
    0,
    360,
    1200,
    260,
    sk.linear([
      [0, '#c9f0e0', 0],
      [1, '#c9f0e0', 0.55],
    ]),
  )}${glow(600, 540, 700, 70, '#e6fff2', 0.5)}`;
  const nearTrees = [rng.range(20, 90), rng.range(1110, 1180)]
    .map((x) => trunk(x, rng.range(44, 60), p.near, darken(p.mid, 0.2)))
    .join('');
  const vines = [150, 1050]
    .map((x) =>
      path(
        `M${n(x)} -10C${n(x + 30)} 90 ${n(x - 30)} 160 ${n(x + 10)} ${n(rng.range(220, 300))}`,
        'none',
        `stroke="${darken(p.near, 0.1)}" stroke-width="5"`,
      ),
    )
    .join('');

  const shroom = (x: number, y: number, s: number, cap: string): string =>
    `${glow(x, y - 20 * s, 70 * s, 70 * s, cap, 0.55)}${path(`M${n(x - 5 * s)} ${n(y)}L${n(x - 4 * s)} ${n(y - 26 * s)}L${n(x + 4 * s)} ${n(y - 26 * s)}L${n(x + 5 * s)} ${n(y)}Z`, '#e9f5ee')}${path(`M${n(x - 22 * s)} ${n(y - 24 * s)}C${n(x - 20 * s)} ${n(y - 46 * s)} ${n(x + 20 * s)} ${n(y - 46 * s)} ${n(x + 22 * s)} ${n(y - 24 * s)}Z`, sk.body(cap))}${circle(x - 8 * s, y - 34 * s, 3 * s, lighten(cap, 0.6))}${circle(x + 7 * s, y - 31 * s, 2.4 * s, lighten(cap, 0.6))}`;
  const shroomColors = ['#5ee6ff', '#c77dff', '#7dffb0'];
  const shrooms = [
    [120, 640, 1.5],
    [200, 660, 1],
    [1060, 650, 1.4],
    [1130, 672, 0.9],
    [990, 676, 0.8],
  ]
    .map(([x = 0, y = 0, s = 1], i) =>
      shroom(x + rng.range(-20, 20), y, s, shroomColors[(i + rng.int(0, 2)) % 3] ?? '#5ee6ff'),
    )
    .join('');
  let grass = '';
  for (let x = -10; x < 1220; x += rng.range(14, 30))
    grass += `M${n(x)} ${HORIZON + 22}l${n(rng.range(-8, 8))} ${n(-rng.range(12, 30))}`;
  const blades = path(grass, 'none', `stroke="${lighten(p.surface[0], 0.15)}" stroke-width="3" stroke-linecap="round"`);

  const back = `${skyFill(sk, p)}${moon}${farTrees}${mist}${vines}${nearTrees}${surface(sk, p, '#a8e07a')}${blades}${shrooms}`;
  const front = particles(sk, scatter(rng, 22, 60, 80, 1140, 820), p.particle, 3.2, true);
  return { back, front };
}
