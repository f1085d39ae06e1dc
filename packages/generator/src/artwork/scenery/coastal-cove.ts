import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, n, path, rect, sparkle, stroke, glow } from '../svg.ts';
import type { ThemePalette } from './palette.ts';
import { HORIZON, type Scenery, skyFill, surface } from './scenery-kit.ts';
import { scatter } from './terrain.ts';

const SEA_LINE = 430;

/** Coastal cove: bright sun and clouds over a turquoise sea, green headlands, a sail, warm sand. */
export function coastalCove(sk: Sketch, p: ThemePalette): Scenery {
  const { rng } = sk;
  const sunX = rng.pick([220, 980]) + rng.range(-40, 40);
  const sun = `${glow(sunX, 150, 190, 190, '#fff7c2', 0.7)}${circle(sunX, 150, 52, '#fff3b0')}`;
  const cloud = (x: number, y: number, s: number): string =>
    `${ellipse(x, y, 70 * s, 22 * s, '#ffffff')}${circle(x - 26 * s, y - 12 * s, 26 * s, '#ffffff')}${circle(x + 12 * s, y - 20 * s, 32 * s, '#ffffff')}`;
  const clouds = `${cloud(rng.range(380, 560), rng.range(110, 170), 1)}${cloud(rng.range(700, 860), rng.range(200, 250), 0.7)}`;

  const sea = rect(
    0,
    SEA_LINE,
    1200,
    HORIZON - SEA_LINE + 40,
    sk.linear([
      [0, '#4fd1d1'],
      [0.5, '#1ba8b8'],
      [1, '#0d7f9c'],
    ]),
  );
  const glitter = scatter(rng, 14, 80, SEA_LINE + 10, 1120, HORIZON - 20)
    .map(([x, y]) => stroke(`M${n(x)} ${n(y)}l${n(rng.range(18, 44))} 0`, '#ffffff', 3, 'opacity="0.7"'))
    .join('');
  const left = rng.chance(0.5);
  const cliffX = left ? 0 : 1200;
  const dir = left ? 1 : -1;
  const headland = `M${cliffX} ${SEA_LINE - 150}C${n(cliffX + dir * 120)} ${SEA_LINE - 170} ${n(cliffX + dir * 240)} ${SEA_LINE - 90} ${n(cliffX + dir * 330)} ${SEA_LINE + 30}L${cliffX} ${SEA_LINE + 40}Z`;
  const grassTop = `M${cliffX} ${SEA_LINE - 150}C${n(cliffX + dir * 120)} ${SEA_LINE - 170} ${n(cliffX + dir * 200)} ${SEA_LINE - 120} ${n(cliffX + dir * 250)} ${SEA_LINE - 80}C${n(cliffX + dir * 160)} ${SEA_LINE - 110} ${n(cliffX + dir * 80)} ${SEA_LINE - 120} ${cliffX} ${SEA_LINE - 110}Z`;
  const islet = ellipse(left ? 930 : 270, SEA_LINE + 2, 120, 26, p.far);
  const boatX = left ? rng.range(560, 760) : rng.range(440, 640);
  const boat = `${path(`M${n(boatX - 22)} ${SEA_LINE + 26}L${n(boatX + 22)} ${SEA_LINE + 26}L${n(boatX + 14)} ${SEA_LINE + 34}L${n(boatX - 14)} ${SEA_LINE + 34}Z`, '#7a4a2a')}${path(`M${n(boatX)} ${SEA_LINE - 20}L${n(boatX)} ${SEA_LINE + 24}L${n(boatX + 20)} ${SEA_LINE + 24}Z`, '#fff8ec')}`;
  const gulls = scatter(rng, 3, 300, 90, 900, 260)
    .map(([x, y]) => stroke(`M${n(x - 12)} ${n(y)}q6 -8 12 0q6 -8 12 0`, '#3b5a6a', 2.5))
    .join('');
  const foam = stroke(
    `M-10 ${HORIZON + 6}q60 -14 120 0t120 0t120 0t120 0t120 0t120 0t120 0t120 0t120 0t120 0t120 0`,
    '#ffffff',
    5,
    'opacity="0.8"',
  );

  const star = (x: number, y: number): string => {
    let d = '';
    for (let i = 0; i < 10; i += 1) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 === 0 ? 26 : 11;
      d += `${i === 0 ? 'M' : 'L'}${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r * 0.6)}`;
    }
    return path(`${d}Z`, sk.body('#f2785a'));
  };
  const shell = (x: number, y: number): string =>
    `${path(`M${n(x - 20)} ${n(y + 6)}C${n(x - 22)} ${n(y - 20)} ${n(x + 22)} ${n(y - 20)} ${n(x + 20)} ${n(y + 6)}Z`, sk.body('#f6d6c4'))}${stroke(`M${x} ${n(y + 4)}L${x} ${n(y - 12)}M${x - 8} ${n(y + 4)}L${x - 12} ${n(y - 8)}M${x + 8} ${n(y + 4)}L${x + 12} ${n(y - 8)}`, darken('#f6d6c4', 0.2), 1.5)}`;
  const sandDots = scatter(rng, 30, 20, HORIZON + 40, 1180, 880)
    .map(([x, y]) => circle(x, y, 1.6, darken(p.surface[1], 0.12)))
    .join('');

  const back = `${skyFill(sk, p, SEA_LINE)}${sun}${clouds}${gulls}${sea}${islet}${path(
    headland,
    sk.linear([
      [0, lighten(p.near, 0.1)],
      [1, darken(p.near, 0.3)],
    ]),
  )}${path(grassTop, '#6fb352')}${boat}${glitter}${surface(sk, p, '#fff6dc')}${foam}${sandDots}${star(rng.range(110, 200), rng.range(770, 800))}${shell(rng.range(990, 1080), rng.range(770, 800))}`;
  const front = scatter(rng, 5, 120, 460, 1080, 580)
    .map(([x, y]) => sparkle(x, y, rng.range(6, 11), '#ffffff', 'opacity="0.85"'))
    .join('');
  return { back, front };
}
