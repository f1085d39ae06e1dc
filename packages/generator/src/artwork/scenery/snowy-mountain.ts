import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, glow, n, path, rect } from '../svg.ts';
import type { ThemePalette } from './palette.ts';
import { particles, pine, type Scenery, skyFill, surface } from './scenery-kit.ts';
import { peaks, scatter, snowCap } from './terrain.ts';

/** Snowy mountain: a pale sun over two ranges of snow-capped peaks, pines, and a snowfield. */
export function snowyMountain(sk: Sketch, p: ThemePalette): Scenery {
  const { rng } = sk;
  const sunX = rng.pick([230, 970]) + rng.range(-50, 50);
  const sun = `${glow(sunX, 170, 170, 170, '#ffffff', 0.6)}${circle(sunX, 170, 46, '#fffbf2', 'opacity="0.95"')}`;

  const range = (base: number, lo: number, hi: number, count: number, color: string): string => {
    const { d, tips } = peaks(rng, base, lo, hi, count);
    // The right flank of every peak in shadow: light comes from the left in all the art.
    const shade = tips
      .map(([, tip, right]) =>
        path(
          `M${n(tip[0])} ${n(tip[1])}L${n(right[0])} ${n(right[1])}L${n(tip[0] + (right[0] - tip[0]) * 0.15)} ${base + 40}Z`,
          darken(color, 0.25),
          'opacity="0.45"',
        ),
      )
      .join('');
    const caps = tips
      .map((tip) =>
        path(
          snowCap(tip, 0.34),
          sk.linear([
            [0, '#ffffff'],
            [1, lighten(color, 0.7)],
          ]),
        ),
      )
      .join('');
    return `${path(
      d,
      sk.linear([
        [0, lighten(color, 0.12)],
        [1, color],
      ]),
    )}${shade}${caps}`;
  };

  const mist = rect(
    0,
    380,
    1200,
    240,
    sk.linear([
      [0, '#ffffff', 0],
      [1, '#ffffff', 0.7],
    ]),
  );
  const treeSpots = [70, 150, 240, 980, 1060, 1140].map((x) => x + rng.range(-25, 25));
  const trees = treeSpots
    .map((x, i) => pine(x, 612 + (i % 2) * 10, rng.range(120, 190), i % 2 === 0 ? p.near : darken(p.near, 0.2), true))
    .join('');
  const drifts = `${glow(180, 760, 260, 40, darken(p.surface[1], 0.1), 0.5)}${glow(1020, 800, 280, 46, darken(p.surface[1], 0.1), 0.5)}`;

  const back = `${skyFill(sk, p)}${sun}${range(470, 120, 280, 5, p.far)}${range(560, 70, 170, 4, p.mid)}${mist}${trees}${surface(sk, p, '#ffffff')}${drifts}`;
  const front = particles(sk, scatter(rng, 46, 20, 20, 1180, 880), p.particle, 3.2, false);
  return { back, front };
}
