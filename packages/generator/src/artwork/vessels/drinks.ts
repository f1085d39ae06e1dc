import { darken, lighten } from '../color.ts';
import { citrusWheel } from '../ingredients/pieces-fruit.ts';
import { cube } from '../ingredients/draw-kit.ts';
import { placeFood } from '../ingredients/pieces.ts';
import { circle, ellipse, group, n, path, place, rect, stroke, glow } from '../svg.ts';
import { arrange, brewColor, castShadow, solids, type Spot, type Stage, steam } from './stage.ts';

/** Spots around the foot of a tall drink. */
const DRINK_SPOTS: readonly Spot[] = [
  [340, 765, 1.3, -8],
  [865, 770, 1.3, 9],
  [190, 815, 1.0, 6],
  [1010, 818, 1.0, -6],
];

/** The drink's garnish: a citrus wheel on the rim, a herb or cinnamon standing in the glass. */
function garnish(stage: Stage, cx: number, rimY: number, rx: number): string {
  const { sk } = stage;
  const citrus = stage.foods.find((f) => f.category === 'citrus');
  const herb = stage.foods.find((f) => f.category === 'leafy' || f.variant === 'cinnamon');
  const wheel = citrus
    ? group(
        place(cx + rx - 14, rimY - 6, 1, 24, 1),
        `<g transform="scale(1 0.95)">${citrusWheel(sk, citrus.color, 46)}</g>`,
      )
    : '';
  const sprig = herb ? placeFood(sk, herb, cx - rx * 0.45, rimY - 46, 1.05, -30, 'on') : '';
  return `${sprig}${wheel}`;
}

function beside(stage: Stage): string {
  const items = solids(stage.foods);
  const liquids = stage.foods.filter(
    (f) => f.category === 'liquid' && ['coffee', 'tea', 'matcha', 'hibiscus', 'blue'].includes(f.variant),
  );
  return arrange(stage, [...items, ...liquids].slice(0, 4), DRINK_SPOTS, 'beside');
}

/** A glass goblet on a metal stem, the chilled elixir inside it with ice or bubbles. */
export function goblet(stage: Stage): string {
  const { sk, palette } = stage;
  const cx = 600;
  const rimY = 330;
  const rx = 140;
  const ry = 32;
  const bowlBottom = rimY + 250;
  const color = brewColor(stage.foods, '#e0a040');
  const bowlPath = `M${cx - rx} ${rimY}C${cx - rx} ${rimY + 200} ${cx - 60} ${bowlBottom} ${cx} ${bowlBottom}C${cx + 60} ${bowlBottom} ${cx + rx} ${rimY + 200} ${cx + rx} ${rimY}Z`;
  const level = rimY + 56;
  // The bowl's outline below the fill line: the same curve as the glass, started lower down.
  const lw = rx - 6;
  const fill = `M${cx - lw} ${level}C${cx - lw + 2} ${rimY + 200} ${cx - 58} ${bowlBottom - 4} ${cx} ${bowlBottom - 4}C${cx + 58} ${bowlBottom - 4} ${cx + lw - 2} ${rimY + 200} ${cx + lw} ${level}Z`;
  const liquid = `<g>${path(
    fill,
    sk.linear([
      [0, lighten(color, 0.25)],
      [1, darken(color, 0.25)],
    ]),
  )}${ellipse(cx, level, lw, ry * 0.85, lighten(color, 0.35))}${
    stage.warm
      ? ''
      : `${cube(sk, cx - 40, level + 10, 26, '#e6f6fb', 0.55)}${cube(sk, cx + 36, level + 18, 22, '#e6f6fb', 0.5)}${[0, 1, 2, 3, 4].map((i) => circle(cx - 50 + i * 26, level + 80 + (i % 2) * 50, 4 + (i % 3), '#ffffff', 'opacity="0.5"')).join('')}`
  }</g>`;
  const metal = palette.metal;
  const stem = path(
    `M${cx - 16} ${bowlBottom - 8}C${cx - 8} ${bowlBottom + 60} ${cx - 10} 700 ${cx - 60} 742L${cx + 60} 742C${cx + 10} 700 ${cx + 8} ${bowlBottom + 60} ${cx + 16} ${bowlBottom - 8}Z`,
    sk.linear(
      [
        [0, darken(metal, 0.2)],
        [0.4, lighten(metal, 0.45)],
        [1, darken(metal, 0.35)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
  const gem = `${ellipse(cx, bowlBottom + 70, 22, 16, sk.body(metal))}${path(`M${cx} ${bowlBottom + 58}L${cx + 10} ${bowlBottom + 70}L${cx} ${bowlBottom + 82}L${cx - 10} ${bowlBottom + 70}Z`, sk.body(palette.rim))}`;
  const glass = path(
    bowlPath,
    sk.linear(
      [
        [0, '#ffffff', 0.35],
        [0.5, '#ffffff', 0.08],
        [1, '#ffffff', 0.25],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    'stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"',
  );
  return [
    glow(cx, rimY + 200, 260, 260, color, 0.35),
    castShadow(cx + 10, 752, 160, 30),
    ellipse(cx, 746, 112, 24, darken(metal, 0.3)),
    ellipse(cx, 740, 110, 22, sk.body(metal)),
    stem,
    gem,
    liquid,
    glass,
    ellipse(cx, rimY, rx, ry, 'none', `stroke="${lighten(metal, 0.3)}" stroke-width="6"`),
    stroke(
      `M${cx - rx + 26} ${rimY + 30}C${cx - rx + 24} ${rimY + 120} ${cx - 80} ${rimY + 190} ${cx - 50} ${rimY + 214}`,
      '#ffffff',
      8,
      'opacity="0.55"',
    ),
    garnish(stage, cx, rimY, rx),
    stage.warm ? steam(sk, cx, rimY - 30, 160) : '',
    beside(stage),
  ].join('');
}

/** A mug (ceramic, or a banded wooden tankard) with a handle, foam for milky drinks, steam when hot. */
export function mug(stage: Stage): string {
  const { sk, palette } = stage;
  const cx = 585;
  const top = 420;
  const bottom = 700;
  const rx = 135;
  const ry = 34;
  const color = brewColor(stage.foods, '#8a4a22');
  const tankard = sk.rng.chance(0.5);
  const shell = tankard ? palette.wood : palette.ceramic;
  const body = `M${cx - rx} ${top}L${cx - rx + 8} ${bottom}A${rx - 8} ${ry} 0 0 0 ${cx + rx - 8} ${bottom}L${cx + rx} ${top}Z`;
  const handle = `${path(`M${cx + rx - 6} ${top + 50}C${cx + rx + 110} ${top + 30} ${cx + rx + 110} ${bottom - 50} ${cx + rx - 4} ${bottom - 60}`, 'none', `stroke="${darken(shell, 0.2)}" stroke-width="34" stroke-linecap="round"`)}${path(`M${cx + rx + 8} ${top + 56}C${cx + rx + 80} ${top + 50} ${cx + rx + 80} ${bottom - 70} ${cx + rx + 8} ${bottom - 76}`, 'none', `stroke="${lighten(shell, 0.25)}" stroke-width="6" opacity="0.6"`)}`;
  const bodyPaint = sk.linear(
    [
      [0, lighten(shell, 0.3)],
      [0.35, shell],
      [1, darken(shell, 0.35)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const decor = tankard
    ? `${stroke(`M${cx - rx + 2} ${top + 50}A${rx} ${ry} 0 0 0 ${cx + rx - 2} ${top + 50}M${cx - rx + 7} ${bottom - 40}A${rx - 7} ${ry} 0 0 0 ${cx + rx - 7} ${bottom - 40}`, sk.body(palette.metal), 16)}${stroke(`M${cx - 70} ${top + 80}L${cx - 66} ${bottom - 60}M${cx} ${top + 84}L${cx} ${bottom - 56}M${cx + 70} ${top + 80}L${cx + 66} ${bottom - 60}`, darken(shell, 0.3), 3, 'opacity="0.6"')}`
    : `${stroke(`M${cx - rx + 4} ${top + 70}A${rx} ${ry} 0 0 0 ${cx + rx - 4} ${top + 70}`, palette.rim, 14, 'opacity="0.9"')}${stroke(`M${cx - rx + 6} ${top + 96}A${rx} ${ry} 0 0 0 ${cx + rx - 6} ${top + 96}`, palette.rim, 4, 'opacity="0.7"')}`;
  const milky = stage.foods.some((f) => f.variant === 'milk' || f.category === 'dairy');
  const surface = milky
    ? `${ellipse(cx, top + 4, rx - 12, ry - 8, sk.body(lighten(color, 0.55), 0.4))}${path(`M${cx} ${top + 20}C${cx - 40} ${top - 2} ${cx - 24} ${top - 20} ${cx} ${top - 6}C${cx + 24} ${top - 20} ${cx + 40} ${top - 2} ${cx} ${top + 20}Z`, lighten(color, 0.2), 'opacity="0.8"')}`
    : `${ellipse(
        cx,
        top + 4,
        rx - 12,
        ry - 8,
        sk.radial([
          [0, lighten(color, 0.2)],
          [1, darken(color, 0.3)],
        ]),
      )}${ellipse(cx - 40, top, 30, 5, '#ffffff', 'opacity="0.35"')}`;
  return [
    glow(cx, 560, 300, 260, stage.palette.glow, 0.25),
    castShadow(cx + 20, bottom + 24, 200, 36),
    handle,
    path(body, bodyPaint),
    decor,
    ellipse(cx, top, rx, ry, lighten(shell, 0.2)),
    surface,
    garnish(stage, cx, top, rx),
    stage.warm ? steam(sk, cx, top - 40, 200) : '',
    beside(stage),
  ].join('');
}

/** A round potion flask glowing with the elixir, corked, with a blank tag on a string. */
export function bottle(stage: Stage): string {
  const { sk } = stage;
  const cx = 600;
  const cy = 590;
  const r = 155;
  const color = brewColor(stage.foods, '#b04ad0');
  const level = cy - 50;
  const bubbles = [
    [-60, 40, 10],
    [30, 80, 7],
    [70, -10, 12],
    [-20, -20, 6],
    [10, 120, 9],
    [-90, 90, 5],
  ]
    .map(
      ([dx = 0, dy = 0, br = 0]) =>
        `${circle(cx + dx, cy + dy, br, lighten(color, 0.55), 'opacity="0.6"')}${circle(cx + dx - br * 0.3, cy + dy - br * 0.3, br * 0.3, '#ffffff', 'opacity="0.7"')}`,
    )
    .join('');
  const inner = r - 6;
  const half = Math.sqrt(inner * inner - (level - cy) ** 2);
  const body = `M${n(cx - half)} ${level}A${inner} ${inner} 0 1 0 ${n(cx + half)} ${level}Z`;
  const liquid = `${path(
    body,
    sk.radial(
      [
        [0, lighten(color, 0.45)],
        [0.6, color],
        [1, darken(color, 0.35)],
      ],
      { cy: 0.45 },
    ),
  )}${ellipse(cx, level, half, 16, lighten(color, 0.35))}${bubbles}`;
  const glass = sk.radial([
    [0, '#ffffff', 0.05],
    [0.8, '#ffffff', 0.12],
    [1, '#ffffff', 0.45],
  ]);
  const neck = `${rect(
    cx - 38,
    360,
    76,
    120,
    sk.linear(
      [
        [0, '#ffffff', 0.35],
        [0.5, '#ffffff', 0.1],
        [1, '#ffffff', 0.3],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
    6,
    'stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"',
  )}${ellipse(cx, 362, 48, 14, '#e9f2f4', 'opacity="0.9"')}`;
  const cork = `${path(`M${cx - 30} 366L${cx - 34} 310Q${cx} 296 ${cx + 34} 310L${cx + 30} 366Z`, sk.body('#b98a56'))}${ellipse(cx, 310, 34, 9, '#d6ab78')}`;
  const tag = `${stroke(`M${cx - 38} 430Q${cx - 70} 470 ${cx - 96} 500`, '#8a5a3a', 3)}${group(place(cx - 120, 530, 1, -18), `${rect(-34, -26, 68, 52, sk.body('#efe0bd', 0.5), 6)}${circle(0, -16, 5, '#8a5a3a')}`)}`;
  return [
    glow(cx, cy, r * 1.9, r * 1.9, color, 0.55),
    castShadow(cx + 10, cy + r - 4, r * 1.1, 30),
    liquid,
    circle(cx, cy, r, glass, 'stroke="#ffffff" stroke-opacity="0.65" stroke-width="4"'),
    neck,
    cork,
    stroke(
      `M${cx - r + 36} ${cy - 40}A${r - 36} ${r - 36} 0 0 1 ${cx - 40} ${cy - r + 36}`,
      '#ffffff',
      10,
      'opacity="0.55"',
    ),
    circle(cx + 70, cy + 70, 10, '#ffffff', 'opacity="0.5"'),
    tag,
    stage.warm ? steam(sk, cx, 290, 120) : '',
    beside(stage),
  ].join('');
}
