import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, n, path, stroke, glow } from '../svg.ts';
import type { ThemePalette } from './palette.ts';
import { HORIZON, particles, type Scenery, skyFill, surface } from './scenery-kit.ts';
import { hills, scatter } from './terrain.ts';

/** Desert oasis: a setting sun over dunes, palms around a turquoise pool, a woven rug on the sand. */
export function desertOasis(sk: Sketch, p: ThemePalette): Scenery {
  const { rng } = sk;
  const sunX = rng.range(420, 780);
  const sun = `${glow(sunX, 470, 300, 300, '#ffe08a', 0.7)}${circle(
    sunX,
    470,
    110,
    sk.linear([
      [0, '#fff2b0'],
      [1, '#ff9a3a'],
    ]),
  )}`;
  const stars = scatter(rng, 18, 30, 20, 1170, 200)
    .map(([x, y]) =>
      circle(x, y, rng.range(1, 2.4), '#fff4d8', `opacity="${Math.round(rng.range(0.4, 0.9) * 10) / 10}"`),
    )
    .join('');

  const far = path(
    hills(rng, 520, 40, 4),
    sk.linear([
      [0, lighten(p.far, 0.1)],
      [1, darken(p.far, 0.15)],
    ]),
  );
  const mid = path(
    hills(rng, 575, 36, 3),
    sk.linear([
      [0, lighten(p.mid, 0.15)],
      [1, darken(p.mid, 0.1)],
    ]),
  );
  const poolX = rng.pick([330, 870]);
  const pool = `${ellipse(
    poolX,
    570,
    170,
    22,
    sk.linear([
      [0, '#7fe3e0'],
      [1, '#1f9fb0'],
    ]),
  )}${stroke(`M${poolX - 90} 566l50 0M${poolX + 20} 574l60 0`, '#ffffff', 2.5, 'opacity="0.7"')}`;

  const palm = (x: number, base: number, h: number, lean: number): string => {
    const topX = x + lean;
    const topY = base - h;
    const trunk = stroke(
      `M${n(x)} ${n(base)}Q${n(x + lean * 0.2)} ${n(base - h * 0.5)} ${n(topX)} ${n(topY)}`,
      '#5a3a22',
      h * 0.07,
    );
    const rings = stroke(
      `M${n(x - 6)} ${n(base - h * 0.3)}l12 -3M${n(x + lean * 0.1 - 6)} ${n(base - h * 0.55)}l12 -3M${n(x + lean * 0.4 - 6)} ${n(base - h * 0.8)}l12 -3`,
      '#3e2716',
      2,
    );
    const frond = (angle: number, len: number): string => {
      const a = (angle * Math.PI) / 180;
      const ex = topX + Math.cos(a) * len;
      const ey = topY + Math.sin(a) * len;
      const cx = topX + Math.cos(a) * len * 0.5;
      const cy = topY + Math.sin(a) * len * 0.5 - len * 0.3;
      return path(
        `M${n(topX)} ${n(topY)}Q${n(cx)} ${n(cy - 14)} ${n(ex)} ${n(ey)}Q${n(cx)} ${n(cy + 14)} ${n(topX)} ${n(topY)}Z`,
        '#2f5a2a',
      );
    };
    return `${trunk}${rings}${[-170, -135, -100, -70, -35, -5].map((a) => frond(a, h * rng.range(0.42, 0.55))).join('')}`;
  };
  const palms = `${palm(poolX - 150, 580, rng.range(180, 230), -30)}${palm(poolX + 140, 586, rng.range(150, 200), 26)}${palm(poolX > 600 ? 90 : 1110, 620, 260, poolX > 600 ? 40 : -40)}`;

  const rugTop = HORIZON + 70;
  const rug = `${path(
    `M330 ${rugTop}L870 ${rugTop}L960 880L240 880Z`,
    sk.linear([
      [0, '#a8322a'],
      [1, '#7a1f1c'],
    ]),
  )}${path(`M360 ${rugTop + 16}L840 ${rugTop + 16}L915 864L285 864Z`, 'none', `stroke="#f2c14e" stroke-width="6"`)}${path(`M392 ${rugTop + 36}L808 ${rugTop + 36}L866 846L334 846Z`, 'none', `stroke="#1f6f8a" stroke-width="4" stroke-dasharray="14 10"`)}`;
  const dunes = glow(160, 860, 300, 60, darken(p.surface[1], 0.2), 0.4);

  const back = `${skyFill(sk, p)}${stars}${sun}${far}${mid}${pool}${palms}${surface(sk, p, '#ffe2a6')}${dunes}${rug}`;
  const front = particles(sk, scatter(rng, 14, 40, 300, 1160, 860), p.particle, 2.2, false);
  return { back, front };
}
