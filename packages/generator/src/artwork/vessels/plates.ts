import { darken, lighten, mix } from '../color.ts';
import { placeFood } from '../ingredients/pieces.ts';
import { saucePool } from '../ingredients/pieces-pantry.ts';
import { ellipse, group, n, place, rect, stroke } from '../svg.ts';
import { castShadow, isRunny, served, solids, type Stage, steam, tableFoods } from './stage.ts';

/** A glazed plate seen from above at an angle: rim, a painted band, the well, a highlight. */
export function ceramicDish(stage: Stage, cx: number, cy: number, rx: number): string {
  const { sk, palette } = stage;
  const ry = rx * 0.42;
  const well = sk.radial([
    [0, palette.ceramic],
    [0.8, palette.ceramic],
    [1, darken(palette.ceramic, 0.12)],
  ]);
  return [
    castShadow(cx + 10, cy + ry * 0.45, rx * 1.08, ry * 0.95),
    ellipse(cx, cy + 10, rx, ry, darken(palette.ceramic, 0.22)),
    ellipse(cx, cy, rx, ry, sk.body(palette.ceramic, 0.6)),
    ellipse(cx, cy, rx * 0.9, ry * 0.88, 'none', `stroke="${palette.rim}" stroke-width="5" opacity="0.8"`),
    ellipse(cx, cy + ry * 0.06, rx * 0.7, ry * 0.66, well),
    stroke(
      `M${n(cx - rx * 0.75)} ${n(cy - ry * 0.5)}Q${n(cx - rx * 0.3)} ${n(cy - ry * 0.98)} ${n(cx + rx * 0.2)} ${n(cy - ry * 0.92)}`,
      '#ffffff',
      5,
      'opacity="0.6"',
    ),
  ].join('');
}

/**
 * Food on a dish: the hero piece large in the middle, the next two ingredients either side and
 * again in front of it (a real plate has more than one carrot), and a herb to finish.
 */
export function heapOn(stage: Stage, cx: number, cy: number, spread: number, heroScale: number): string {
  const { sk } = stage;
  const pieces = solids(stage.foods);
  const foods = pieces.length > 0 ? pieces : [...stage.foods];
  const lead = foods[0];
  if (!lead) return '';
  const hero = served(lead, stage);
  const second = foods[1] ?? lead;
  const third = foods[2] ?? second;
  const tilt = (): number => sk.rng.range(-14, 14);
  const side = heroScale * 0.55;
  const back = `${placeFood(sk, second, cx - spread, cy - 6, side, tilt(), 'on')}${placeFood(sk, third, cx + spread, cy - 8, side, tilt(), 'on')}`;
  const front =
    foods.length > 1
      ? `${placeFood(sk, third, cx - spread * 0.55, cy + 44, side * 0.85, tilt(), 'on')}${placeFood(sk, second, cx + spread * 0.6, cy + 42, side * 0.85, tilt(), 'on')}`
      : '';
  const herb = foods.slice(3).find((f) => f.category === 'leafy');
  const garnish = herb ? placeFood(sk, herb, cx + spread * 0.1, cy + 52, heroScale * 0.3, 24, 'on') : '';
  return `${back}${placeFood(sk, hero, cx, cy - 38, heroScale, sk.rng.range(-6, 6), 'on')}${front}${garnish}`;
}

function plated(stage: Stage, cx: number, cy: number, rx: number): string {
  const sauce = stage.foods.find((f) => isRunny(f) && f.variant !== 'water');
  const pool = sauce ? group(place(cx, cy - 4, 2.6, 0, 1.6), saucePool(stage.sk, sauce.color)) : '';
  return `${pool}${heapOn(stage, cx, cy, rx * 0.44, 2.4)}`;
}

/** A round plate (breakfasts) or a wide oval platter with handles (main courses). */
export function plate(stage: Stage, size: 'plate' | 'platter'): string {
  const cx = 600;
  const cy = 650;
  const rx = size === 'platter' ? 350 : 300;
  const wisps = stage.warm ? steam(stage.sk, cx, cy - 110, 180) : '';
  return `${ceramicDish(stage, cx, cy, rx)}${plated(stage, cx, cy, rx)}${wisps}${tableFoods(stage, 3)}`;
}

/** A cast-iron skillet with its handle reaching back, the breakfast pan. */
export function skillet(stage: Stage): string {
  const { sk } = stage;
  const cx = 580;
  const cy = 652;
  const rx = 268;
  const ry = 112;
  const iron = '#34302f';
  const inner = sk.radial([
    [0, '#4a4442'],
    [0.7, '#2a2625'],
    [1, '#1b1817'],
  ]);
  const handle = `${stroke(`M${cx + rx - 30} ${cy - 30}L${cx + rx + 210} ${cy - 112}`, darken(iron, 0.2), 36)}${stroke(`M${cx + rx - 20} ${cy - 40}L${cx + rx + 200} ${cy - 118}`, lighten(iron, 0.25), 6, 'opacity="0.7"')}`;
  const pan = [
    castShadow(cx + 16, cy + 50, rx * 1.08, ry * 0.9),
    handle,
    ellipse(cx, cy + 18, rx, ry, darken(iron, 0.35)),
    ellipse(cx, cy, rx, ry, sk.body(iron)),
    ellipse(cx, cy + 6, rx - 22, ry - 16, inner),
    stroke(
      `M${cx - rx + 40} ${cy - 50}Q${cx - 80} ${cy - ry - 4} ${cx + 80} ${cy - ry + 2}`,
      '#ffffff',
      4,
      'opacity="0.35"',
    ),
  ].join('');
  const inPan = heapOn(stage, cx - 10, cy + 14, 150, 1.9);
  const wisps = stage.warm ? steam(sk, cx, cy - 90, 200) : '';
  return `${pan}${inPan}${wisps}${tableFoods(stage, 3, [
    [160, 770, 1.25, -8],
    [1050, 780, 1.15, 8],
    [330, 822, 0.9, 6],
  ])}`;
}

/** A wooden serving board with a hanging-hole handle; foods laid out along it. */
export function board(stage: Stage): string {
  const { sk, palette } = stage;
  const cx = 600;
  const cy = 655;
  // Boards are pale oak everywhere; the biome's own wood is often too dark to show food on.
  const wood = mix(palette.wood, '#d9a066', 0.6);
  const slab = (dy: number, fill: string): string =>
    group(
      place(cx, cy + dy, 1, 0, 0.42),
      `${rect(-330, -190, 660, 380, fill, 130)}${rect(-420, -60, 120, 120, fill, 40)}`,
    );
  const grain = [-40, 0, 36]
    .map((dy) => stroke(`M${cx - 270} ${cy + dy}q90 -10 180 0t180 0t170 0`, darken(wood, 0.18), 2, 'opacity="0.5"'))
    .join('');
  const boardArt = [
    castShadow(cx + 10, cy + 60, 380, 90),
    slab(18, darken(wood, 0.3)),
    slab(0, sk.body(lighten(wood, 0.12), 0.6)),
    ellipse(cx - 362, cy, 18, 9, darken(wood, 0.45)),
    grain,
  ].join('');
  const onBoard = heapOn(stage, cx + 10, cy + 10, 200, 2.0);
  return `${boardArt}${onBoard}${tableFoods(stage, 3, [
    [150, 780, 1.2, -8],
    [1050, 785, 1.2, 8],
  ])}`;
}
