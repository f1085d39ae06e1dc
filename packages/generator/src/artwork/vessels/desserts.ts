import { darken, lighten } from '../color.ts';
import type { FoodCategory, FoodSketch } from '../ingredients/categorize.ts';
import { circle, ellipse, n, path, stroke } from '../svg.ts';
import { ceramicDish } from './plates.ts';
import { arrange, castShadow, type Spot, type Stage, TABLE_SPOTS } from './stage.ts';

/** Categories that belong on top of a dessert; the rest (eggs, flour, butter) wait on the table. */
const TOPPINGS: ReadonlySet<FoodCategory> = new Set([
  'berry',
  'citrus',
  'orchard',
  'banana',
  'tropical',
  'nut',
  'chocolate',
  'leafy',
  'dairy',
  'spice',
  'sweetener',
]);

const CREAM: FoodSketch = { name: 'cream', category: 'dairy', variant: 'dollop', color: '#fbf6ea' };

interface Flavour {
  sponge: string;
  frosting: string;
  drip: string;
  /** The body of a mousse or tart filling. */
  filling: string;
}

/** The cake's colours follow its leading flavour, so a chocolate torte looks like one. */
function flavourOf(foods: readonly FoodSketch[]): Flavour {
  const lead = foods.find((f) => TOPPINGS.has(f.category) && f.category !== 'leafy' && f.category !== 'dairy');
  switch (lead?.category) {
    case 'chocolate':
      return { sponge: '#6a3a22', frosting: '#f1e2cc', drip: '#3b2015', filling: '#5a3020' };
    case 'berry':
      return { sponge: '#f2d7a0', frosting: '#f7b9c8', drip: lead.color, filling: '#f4a3b8' };
    case 'citrus':
      return { sponge: '#f4d98e', frosting: '#fff4bf', drip: lead.color, filling: '#f8e27a' };
    case 'tropical':
    case 'banana':
    case 'orchard':
      return { sponge: '#efc98a', frosting: '#ffe8bc', drip: lead.color, filling: '#ffd38a' };
    case 'nut':
      return { sponge: '#d9a868', frosting: '#efdcbc', drip: '#9a5a2a', filling: '#d8b27a' };
    default:
      return { sponge: '#e8bb6e', frosting: '#fbf4e8', drip: '#e0922a', filling: '#f6e6c4' };
  }
}

function split(stage: Stage): { top: FoodSketch[]; table: FoodSketch[] } {
  const top = stage.foods.filter((f) => TOPPINGS.has(f.category));
  const table = stage.foods.filter((f) => !TOPPINGS.has(f.category));
  return { top: top.length > 0 ? top : [CREAM], table: [...table, ...top.slice(3)] };
}

/**
 * A glaze running over the front edge of an elliptical top: the front half-ellipse with rounded
 * drips of varying length hanging from it.
 */
function dripGlaze(sk: Stage['sk'], cx: number, cy: number, rx: number, ry: number, steps: number): string {
  let d = `M${n(cx - rx)} ${n(cy)}`;
  for (let i = 0; i < steps; i += 1) {
    const a0 = Math.PI - (i / steps) * Math.PI;
    const a1 = Math.PI - ((i + 1) / steps) * Math.PI;
    const x0 = cx + Math.cos(a0) * rx;
    const x1 = cx + Math.cos(a1) * rx;
    const y0 = cy + Math.sin(a0) * ry;
    const y1 = cy + Math.sin(a1) * ry;
    const mid = (x0 + x1) / 2;
    const w = Math.abs(x1 - x0) * 0.28;
    const len = 10 + sk.rng.range(8, 46) * Math.sin((a0 + a1) / 2);
    const drop = Math.max(y0, y1) + len;
    d += `L${n(mid - w)} ${n((y0 + y1) / 2 + 4)}L${n(mid - w)} ${n(drop)}A${n(w)} ${n(w)} 0 0 0 ${n(mid + w)} ${n(drop)}L${n(mid + w)} ${n((y0 + y1) / 2 + 4)}L${n(x1)} ${n(y1 + 4)}`;
  }
  return `${d}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx - rx)} ${n(cy)}Z`;
}

/** A layer cake with a dripping glaze on a pedestal stand, crowned with the toppings. */
export function cakeStand(stage: Stage): string {
  const { sk, palette } = stage;
  const cx = 600;
  const plateY = 640;
  const f = flavourOf(stage.foods);
  const { top, table } = split(stage);
  const stand = [
    castShadow(cx + 10, 800, 190, 34),
    ellipse(cx, 796, 124, 28, darken(palette.ceramic, 0.2)),
    ellipse(cx, 790, 120, 26, sk.body(palette.ceramic, 0.6)),
    path(
      `M${cx - 40} ${plateY + 14}C${cx - 20} ${plateY + 60} ${cx - 20} 740 ${cx - 56} 786L${cx + 56} 786C${cx + 20} 740 ${cx + 20} ${plateY + 60} ${cx + 40} ${plateY + 14}Z`,
      sk.linear(
        [
          [0, darken(palette.ceramic, 0.1)],
          [0.35, lighten(palette.ceramic, 0.4)],
          [1, darken(palette.ceramic, 0.25)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    ),
    ellipse(cx, plateY + 10, 262, 58, darken(palette.ceramic, 0.25)),
    ellipse(cx, plateY, 262, 58, sk.body(palette.ceramic, 0.6)),
    ellipse(cx, plateY, 236, 50, 'none', `stroke="${palette.rim}" stroke-width="4" opacity="0.7"`),
  ].join('');

  const rx = 180;
  const ry = 46;
  const bottom = plateY - 4;
  const crown = bottom - 190;
  const side = `M${cx - rx} ${crown}L${cx - rx} ${bottom}A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom}L${cx + rx} ${crown}Z`;
  const layers = [1 / 3, 2 / 3]
    .map((t) =>
      stroke(`M${cx - rx} ${n(crown + 190 * t)}A${rx} ${ry} 0 0 0 ${cx + rx} ${n(crown + 190 * t)}`, f.frosting, 12),
    )
    .join('');
  const drip = dripGlaze(sk, cx, crown, rx, ry, 9);
  const cake = [
    path(
      side,
      sk.linear(
        [
          [0, lighten(f.sponge, 0.2)],
          [0.4, f.sponge],
          [1, darken(f.sponge, 0.3)],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    ),
    layers,
    path(drip, sk.body(f.drip, 0.6)),
    ellipse(cx, crown, rx, ry, sk.body(f.frosting, 0.5)),
    ellipse(cx - 60, crown - 12, 60, 10, '#ffffff', 'opacity="0.35"'),
  ].join('');
  const spots: Spot[] = [
    [cx, crown - 40, 1.35, 0],
    [cx - 100, crown - 12, 1.05, -10],
    [cx + 100, crown - 10, 1.05, 12],
  ];
  const toppings = `${arrange(stage, top.slice(1, 3), spots.slice(1), 'on')}${arrange(stage, top.slice(0, 1), spots, 'on')}`;
  return `${stand}${cake}${toppings}${arrange(stage, table, TABLE_SPOTS, 'beside')}`;
}

/** A plated dessert: a fruit-topped tart or a glazed dome, with dots of sauce on the plate. */
export function dessertPlate(stage: Stage): string {
  const { sk } = stage;
  const cx = 600;
  const cy = 680;
  const f = flavourOf(stage.foods);
  const { top, table } = split(stage);
  const dots = [-200, -160, 170, 205]
    .map((dx, i) => circle(cx + dx, cy + 30 - (i % 2) * 18, 9 - (i % 2) * 3, f.drip))
    .join('');
  let dessert: string;
  let spots: Spot[];
  let placed: FoodSketch[] = top;
  const tart =
    /\b(tart|pie|galette|quiche|flan)\b/.test(stage.title) ||
    (!/\b(pudding|mousse|panna|dome|custard|bombe|jelly)\b/.test(stage.title) && sk.rng.chance(0.5));
  if (tart) {
    const rx = 175;
    const ry = 62;
    const top0 = cy - 40;
    let crimp = '';
    for (let i = 0; i < 28; i += 1) {
      const a = (i / 28) * Math.PI * 2;
      crimp += circle(cx + Math.cos(a) * rx, top0 + Math.sin(a) * ry, 11, '#e8b46a');
    }
    dessert = `${path(`M${cx - rx} ${top0}L${cx - rx + 8} ${top0 + 32}A${rx - 8} ${ry} 0 0 0 ${cx + rx - 8} ${top0 + 32}L${cx + rx} ${top0}Z`, sk.body('#d39a4e'))}${ellipse(cx, top0, rx, ry, '#d9a458')}${crimp}${ellipse(cx, top0, rx - 18, ry - 12, sk.body(f.filling, 0.5))}`;
    spots = [
      [cx - 85, top0 - 6, 0.85, -10],
      [cx + 85, top0 - 4, 0.85, 12],
      [cx, top0 - 18, 1.1, 0],
      [cx - 36, top0 + 22, 0.7, 20],
      [cx + 44, top0 + 24, 0.7, -20],
    ];
    const [a, b = a, c = b] = top;
    // The hero sits in the middle of the tart, its companions around it and repeated in front.
    placed = a && b && c ? [b, c, a, c, b] : top;
  } else {
    const base = cy + 4;
    const dome = `M${cx - 140} ${base}C${cx - 140} ${base - 190} ${cx + 140} ${base - 190} ${cx + 140} ${base}A140 34 0 0 1 ${cx - 140} ${base}Z`;
    dessert = `${path(dome, sk.body(f.filling, 0.8))}${path(dripGlaze(sk, cx, base - 128, 92, 26, 6), sk.body(f.drip, 0.6))}${ellipse(cx, base - 128, 92, 26, sk.body(f.drip, 0.5))}${ellipse(cx - 70, base - 70, 16, 34, '#ffffff', `opacity="0.3" transform="rotate(30 ${cx - 70} ${base - 70})"`)}`;
    spots = [
      [cx, base - 168, 1.05, 0],
      [cx + 200, cy + 6, 0.8, 10],
      [cx - 200, cy + 2, 0.75, -10],
    ];
  }
  return `${ceramicDish(stage, cx, cy, 290)}${dots}${dessert}${arrange(stage, placed, spots, 'on')}${arrange(stage, table, TABLE_SPOTS, 'beside')}`;
}
