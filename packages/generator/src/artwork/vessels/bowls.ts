import { darken, lighten } from '../color.ts';
import type { FoodSketch } from '../ingredients/categorize.ts';
import { placeFood } from '../ingredients/pieces.ts';
import { ellipse, n, path, stroke } from '../svg.ts';
import { arrange, brewColor, castShadow, solids, type Spot, type Stage, steam, tableFoods } from './stage.ts';

/**
 * Pieces floating in a broth. The vessel's front is drawn again over them afterwards (see
 * `frontLip`), so they sink below the surface without a clip path, which costs far more to render.
 */
function floating(stage: Stage, spots: readonly Spot[]): string {
  const foods = solids(stage.foods);
  // The back pieces go first so the hero, drawn last of the first three, sits in front of them.
  const order = [foods[1], foods[2], foods[0], foods[3]].filter((f): f is FoodSketch => f !== undefined);
  return arrange(stage, order, spots, 'on');
}

/** The band between an outer ellipse's front arc and an inner one's (a rim in front of a surface). */
function frontLip(
  cx: number,
  outer: readonly [number, number, number],
  inner: readonly [number, number, number],
  fill: string,
): string {
  const [oy, orx, ory] = outer;
  const [iy, irx, iry] = inner;
  return path(
    `M${cx - irx} ${iy}A${irx} ${iry} 0 0 0 ${cx + irx} ${iy}L${cx + orx} ${oy}A${orx} ${ory} 0 0 1 ${cx - orx} ${oy}Z`,
    fill,
  );
}

/** A small glazed bowl: soup when the recipe has a liquid, otherwise a heaped mound. */
export function bowl(stage: Stage): string {
  const { sk, palette } = stage;
  const cx = 600;
  const rim = 600;
  const rx = 225;
  const ry = 64;
  const hasBroth = stage.foods.some((f) => f.category === 'liquid' && f.variant !== 'water');
  const body = `M${cx - rx} ${rim}C${cx - rx + 10} ${rim + 150} ${cx - 120} ${rim + 175} ${cx} ${rim + 175}C${cx + 120} ${rim + 175} ${cx + rx - 10} ${rim + 150} ${cx + rx} ${rim}Z`;
  const frontBody = `M${cx - rx} ${rim}A${rx} ${ry} 0 0 0 ${cx + rx} ${rim}C${cx + rx - 10} ${rim + 150} ${cx + 120} ${rim + 175} ${cx} ${rim + 175}C${cx - 120} ${rim + 175} ${cx - rx + 10} ${rim + 150} ${cx - rx} ${rim}Z`;
  const band = stroke(
    `M${cx - rx + 14} ${rim + 44}C${cx - 120} ${rim + 96} ${cx + 120} ${rim + 96} ${cx + rx - 14} ${rim + 44}`,
    palette.rim,
    8,
    'opacity="0.85"',
  );
  const vessel = [
    castShadow(cx + 10, rim + 170, rx * 0.95, 40),
    ellipse(cx, rim + 172, 100, 18, darken(palette.ceramic, 0.3)),
    path(body, sk.body(palette.ceramic, 0.7)),
    band,
    ellipse(cx, rim, rx, ry, lighten(palette.ceramic, 0.4)),
    ellipse(cx, rim + 4, rx - 14, ry - 10, darken(palette.ceramic, 0.2)),
  ].join('');
  const foods = solids(stage.foods);
  let contents: string;
  if (hasBroth || foods.length === 0) {
    const color = brewColor(stage.foods, '#c98a2e');
    const surface = ellipse(
      cx,
      rim + 8,
      rx - 22,
      ry - 18,
      sk.radial([
        [0, lighten(color, 0.2)],
        [1, darken(color, 0.15)],
      ]),
    );
    const front = `${path(frontBody, sk.body(palette.ceramic, 0.7))}${band}${frontLip(cx, [rim, rx, ry], [rim + 4, rx - 14, ry - 10], darken(palette.ceramic, 0.2))}${frontLip(cx, [rim, rx, ry], [rim, rx - 14, ry - 12], lighten(palette.ceramic, 0.4))}`;
    contents = `${surface}${floating(stage, [
      [cx - 80, rim + 8, 1.05, -10],
      [cx + 85, rim + 6, 1.0, 14],
      [cx, rim - 4, 1.2, 0],
    ])}${front}`;
  } else {
    const base = foods[0]?.color ?? '#4f9a3c';
    const mound = path(
      `M${cx - rx + 20} ${rim + 4}C${cx - 150} ${rim - 90} ${cx + 150} ${rim - 90} ${cx + rx - 20} ${rim + 4}C${cx + 100} ${rim + 44} ${cx - 100} ${rim + 44} ${cx - rx + 20} ${rim + 4}Z`,
      sk.body(darken(base, 0.05), 0.6),
    );
    const spots: Spot[] = [
      [cx - 95, rim - 30, 1.2, -12],
      [cx + 100, rim - 28, 1.2, 12],
      [cx, rim - 66, 1.6, 0],
    ];
    contents = `${mound}${arrange(stage, foods.slice(1, 3), spots, 'on')}${arrange(stage, foods.slice(0, 1), spots.slice(2), 'on')}`;
  }
  const herb = stage.foods.slice(3).find((f) => f.category === 'leafy');
  const garnish = herb ? placeFood(sk, herb, cx + 40, rim + 10, 0.5, 30, 'on') : '';
  const wisps = stage.warm ? steam(sk, cx, rim - 70, 200) : '';
  return `${vessel}${contents}${garnish}${wisps}${tableFoods(stage, 3)}`;
}

/** A cast-iron stew pot on three feet, bubbling with the recipe's broth and a ladle. */
export function stewPot(stage: Stage): string {
  const { sk, palette } = stage;
  const cx = 600;
  const rim = 520;
  const rx = 250;
  const ry = 64;
  const iron = darken(palette.metal, 0.35);
  const bottom = rim + 235;
  const body = `M${cx - rx} ${rim}C${cx - rx - 40} ${rim + 150} ${cx - 170} ${bottom} ${cx} ${bottom}C${cx + 170} ${bottom} ${cx + rx + 40} ${rim + 150} ${cx + rx} ${rim}Z`;
  const bodyPaint = sk.linear(
    [
      [0, darken(iron, 0.2)],
      [0.3, lighten(iron, 0.2)],
      [0.55, iron],
      [1, darken(iron, 0.45)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const feet = [-150, 0, 150]
    .map((dx) =>
      path(
        `M${cx + dx - 22} ${bottom - 16}L${cx + dx + 22} ${bottom - 16}L${cx + dx + 14} ${bottom + 26}L${cx + dx - 14} ${bottom + 26}Z`,
        darken(iron, 0.3),
      ),
    )
    .join('');
  const handles = [-1, 1]
    .map((s) =>
      ellipse(cx + s * (rx + 20), rim + 40, 30, 40, 'none', `stroke="${darken(iron, 0.2)}" stroke-width="12"`),
    )
    .join('');
  const color = brewColor(stage.foods, '#a45a2a');
  const stew = ellipse(
    cx,
    rim + 6,
    rx - 20,
    ry - 16,
    sk.radial([
      [0, lighten(color, 0.25)],
      [0.7, color],
      [1, darken(color, 0.3)],
    ]),
  );
  const spots: Spot[] = [
    [cx - 140, rim - 2, 1.05, -14],
    [cx + 120, rim - 4, 1.05, 16],
    [cx - 20, rim - 14, 1.35, -6],
    [cx + 40, rim + 14, 0.8, 10],
  ];
  const bubbles = [-90, 60, 170]
    .map((dx) => ellipse(cx + dx, rim + 14 + (dx % 7), 9, 4, lighten(color, 0.4), 'opacity="0.7"'))
    .join('');
  const ladle = `${stroke(`M${cx + 150} ${rim + 8}L${cx + 230} ${rim - 170}`, '#8a5a3a', 12)}${stroke(`M${cx + 150} ${rim + 8}L${cx + 226} ${rim - 162}`, '#b8845a', 4, 'opacity="0.7"')}`;
  const front = stroke(
    `M${cx - rx} ${rim}C${cx - rx + 20} ${rim + ry} ${cx + rx - 20} ${rim + ry} ${cx + rx} ${rim}`,
    lighten(iron, 0.15),
    16,
  );
  // A stew pot is served hot whatever the ingredients say.
  const wisps = steam(sk, cx, rim - 30, 260);
  return [
    castShadow(cx + 12, bottom + 20, rx * 1.1, 46),
    feet,
    handles,
    path(body, bodyPaint),
    ellipse(cx, rim, rx, ry, darken(iron, 0.4)),
    stew,
    floating(stage, spots),
    path(
      `M${cx - rx} ${rim}A${rx} ${ry} 0 0 0 ${cx + rx} ${rim}C${cx + rx + 40} ${rim + 150} ${cx + 170} ${bottom} ${cx} ${bottom}C${cx - 170} ${bottom} ${cx - rx - 40} ${rim + 150} ${cx - rx} ${rim}Z`,
      bodyPaint,
    ),
    frontLip(cx, [rim, rx, ry], [rim + 6, rx - 20, ry - 16], darken(iron, 0.4)),
    bubbles,
    ladle,
    front,
    wisps,
    tableFoods(stage, 4, [
      [165, 770, 1.25, -8],
      [1035, 775, 1.25, 8],
      [320, 828, 0.9, 6],
    ]),
  ].join('');
}

/** A woven basket lined with a checked cloth, heaped with the snacks. */
export function basket(stage: Stage): string {
  const { sk } = stage;
  const cx = 600;
  const rim = 590;
  const rx = 240;
  const ry = 62;
  const straw = '#c99a52';
  const bottom = rim + 170;
  const body = `M${cx - rx} ${rim}L${cx - rx * 0.78} ${bottom}Q${cx} ${bottom + 30} ${cx + rx * 0.78} ${bottom}L${cx + rx} ${rim}Q${cx} ${rim + ry * 1.4} ${cx - rx} ${rim}Z`;
  let weave = '';
  for (let i = 1; i <= 4; i += 1) {
    const y = rim + i * 36;
    const w = rx - i * 12;
    weave += `M${n(cx - w)} ${n(y)}Q${cx} ${n(y + 34)} ${n(cx + w)} ${n(y)}`;
  }
  let ribs = '';
  for (let x = -200; x <= 200; x += 40)
    ribs += `M${n(cx + x)} ${n(rim + ry * 0.8 - Math.abs(x) * 0.14)}L${n(cx + x * 0.8)} ${n(bottom + 18 - Math.abs(x) * 0.05)}`;
  // A checked cloth hanging over the front rim: red, crossed by translucent white bands.
  const [ax, ay, bx, by, qx, qy, ex, ey] = [
    cx - 150,
    rim + 34,
    cx + 20,
    rim + 46,
    cx - 30,
    rim + 150,
    cx - 120,
    rim + 150,
  ];
  const drape = `M${ax} ${ay}L${bx} ${by}L${qx} ${qy}L${cx - 75} ${rim + 126}L${ex} ${ey}Z`;
  const lerp = (x0: number, y0: number, x1: number, y1: number, t: number): string =>
    `${n(x0 + (x1 - x0) * t)} ${n(y0 + (y1 - y0) * t)}`;
  let bands = '';
  for (const t of [0.2, 0.45, 0.7, 0.92])
    bands += `M${lerp(ax, ay, bx, by, t)}L${lerp(ex, ey, qx, qy, t)}M${lerp(ax, ay, ex, ey, t)}L${lerp(bx, by, qx, qy, t)}`;
  const cloth = `${path(
    drape,
    sk.linear([
      [0, '#e0483c'],
      [1, '#a82a24'],
    ]),
  )}${stroke(bands, '#ffffff', 9, 'opacity="0.45"')}`;
  const lining = ellipse(cx, rim + 4, rx - 12, ry - 10, '#f4ead6');
  const handle = path(
    `M${cx - rx + 30} ${rim}C${cx - rx + 40} ${rim - 300} ${cx + rx - 40} ${rim - 300} ${cx + rx - 30} ${rim}`,
    'none',
    `stroke="${darken(straw, 0.25)}" stroke-width="18"`,
  );
  const pieces = solids(stage.foods);
  const foods = pieces.length > 0 ? pieces : [...stage.foods];
  const hero = foods[0];
  const second = foods[1] ?? hero;
  const third = foods[2] ?? second;
  const heap =
    hero && second && third
      ? [
          placeFood(sk, second, cx - 125, rim - 30, 1.6, -14, 'beside'),
          placeFood(sk, third, cx + 130, rim - 32, 1.6, 14, 'beside'),
          placeFood(sk, hero, cx - 5, rim - 74, 2.2, -4, 'beside'),
          placeFood(sk, third, cx - 75, rim + 4, 1.4, 10, 'beside'),
          placeFood(sk, second, cx + 80, rim + 6, 1.4, -10, 'beside'),
        ].join('')
      : '';
  return [
    castShadow(cx + 10, bottom + 16, rx * 1.05, 42),
    handle,
    ellipse(cx, rim, rx, ry, darken(straw, 0.45)),
    lining,
    heap,
    path(
      body,
      sk.linear([
        [0, lighten(straw, 0.15)],
        [1, darken(straw, 0.25)],
      ]),
    ),
    stroke(weave, darken(straw, 0.3), 3, 'opacity="0.7"'),
    stroke(ribs, darken(straw, 0.2), 4, 'opacity="0.45"'),
    stroke(`M${cx - rx} ${rim}Q${cx} ${rim + ry * 1.4} ${cx + rx} ${rim}`, lighten(straw, 0.2), 14),
    cloth,
    tableFoods(stage, 3),
  ].join('');
}
