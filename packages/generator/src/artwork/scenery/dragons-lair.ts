import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, n, path, glow } from '../svg.ts';
import type { ThemePalette } from './palette.ts';
import { HORIZON, particles, type Scenery, skyFill, surface } from './scenery-kit.ts';
import { hills, scatter } from './terrain.ts';

/** Dragon's lair: a cavern lit by lava glow, heaps of hoarded gold, a watching eye, rising embers. */
export function dragonsLair(sk: Sketch, p: ThemePalette): Scenery {
  const { rng } = sk;
  const lavaGlow = glow(600, 560, 720, 300, '#ff7a1a', 0.75);

  let fangs = '';
  for (let x = -20; x < 1240; x += rng.range(60, 110)) {
    const len = rng.range(50, 170);
    const w = rng.range(24, 46);
    fangs += `M${n(x)} -10L${n(x + w / 2 + rng.range(-6, 6))} ${n(len)}L${n(x + w)} -10Z`;
  }
  const walls = `M-20 -20L330 -20C250 60 230 170 170 260C120 340 140 460 90 620L-20 640ZM1220 -20L870 -20C950 70 990 170 1040 270C1090 360 1060 470 1110 620L1220 640Z`;
  const rock = sk.linear(
    [
      [0, p.near],
      [1, p.mid],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );

  const lava = path(
    hills(rng, 560, 26, 5, 640),
    sk.linear([
      [0, '#ffb02a'],
      [0.4, '#f0561a'],
      [1, '#8a1a0c'],
    ]),
  );
  const hoard = (cx: number, w: number): string => {
    let coins = '';
    for (let i = 0; i < 16; i += 1) {
      const x = cx + rng.range(-w * 0.75, w * 0.75);
      const y = HORIZON - 10 - rng.range(0, 70) * (1 - Math.abs(x - cx) / w);
      coins += ellipse(x, y, 9, 4, lighten('#f2b632', 0.3), `stroke="${darken('#f2b632', 0.3)}" stroke-width="1.5"`);
    }
    const gem = (x: number, y: number, c: string): string =>
      path(`M${n(x)} ${n(y - 10)}L${n(x + 8)} ${n(y)}L${n(x)} ${n(y + 8)}L${n(x - 8)} ${n(y)}Z`, sk.body(c));
    return `${path(
      `M${n(cx - w)} ${HORIZON + 10}C${n(cx - w * 0.5)} ${HORIZON - 100} ${n(cx + w * 0.5)} ${HORIZON - 100} ${n(cx + w)} ${HORIZON + 10}Z`,
      sk.linear([
        [0, '#ffd66b'],
        [0.5, '#e09a22'],
        [1, '#7a4410'],
      ]),
    )}${coins}${gem(cx - w * 0.3, HORIZON - 46, '#d4213a')}${gem(cx + w * 0.25, HORIZON - 40, '#2fae6a')}`;
  };
  const eyeX = rng.pick([300, 900]) + rng.range(-40, 40);
  const eye = `${glow(eyeX, 250, 70, 26, '#ffb020', 0.5)}${ellipse(
    eyeX,
    250,
    34,
    13,
    sk.radial([
      [0, '#fff1a0'],
      [0.6, '#ffb020'],
      [1, '#c2410c'],
    ]),
  )}${ellipse(eyeX, 250, 4, 12, '#1a0604')}`;

  const back = `${skyFill(sk, p)}${lavaGlow}${eye}${lava}${hoard(210, 200)}${hoard(1000, 190)}${path(walls, rock)}${path(fangs, rock)}${surface(sk, p, '#ff9a4a')}`;
  const embers = particles(sk, scatter(rng, 36, 40, 60, 1160, 860), p.particle, 3, true);
  const sparks = scatter(rng, 6, 120, 120, 1080, 520)
    .map(([x, y]) => circle(x, y, 2, lighten(p.particle, 0.5)))
    .join('');
  return { back, front: `${embers}${sparks}` };
}
