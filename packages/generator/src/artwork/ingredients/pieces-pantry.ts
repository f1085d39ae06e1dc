import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, n, path, rect, stroke } from '../svg.ts';
import type { FoodSketch } from './categorize.ts';
import { cube, foot, gloss, leaf, PILE_SPOTS } from './draw-kit.ts';
import type { PieceMode } from './pieces-protein.ts';

/** Bread: a scored loaf by default; bagel, flatbread, pastry or baguette by name. */
export function bread(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  const score = lighten(c, 0.45);
  switch (food.variant) {
    case 'bagel':
      return `${foot(sk, 38, 26)}${ellipse(0, 2, 38, 24, sk.body(c))}${ellipse(0, 0, 11, 6, darken(c, 0.45))}${gloss(-14, -10, 12, 4, -10, 0.3)}${[-20, -4, 12, 24].map((x) => ellipse(x, -8 + (x % 3), 2, 1.2, '#f7efe0')).join('')}`;
    case 'flat':
      return `${foot(sk, 44, 20)}${ellipse(0, 4, 44, 18, sk.body(c))}${[
        [-20, 0],
        [4, 8],
        [18, -2],
        [-6, -6],
      ]
        .map(([x = 0, y = 0]) => ellipse(x, y, 4, 2, darken(c, 0.35), 'opacity="0.6"'))
        .join('')}`;
    case 'pastry':
      return `${foot(sk, 40, 28)}${path('M-38 -4L-8 -20L38 -8L8 10Z', lighten(c, 0.2))}${path('M-38 -4L8 10L8 26L-38 12Z', sk.body(c))}${path('M8 10L38 -8L38 8L8 26Z', darken(c, 0.15))}${stroke('M-36 3L8 17M-36 9L8 22M10 16L36 1', lighten(c, 0.4), 1.5)}`;
    case 'pancakes': {
      const stack = [0, 1, 2, 3]
        .map(
          (i) =>
            `${ellipse(0, 18 - i * 11, 44, 13, sk.body(darken(c, 0.1)))}${ellipse(0, 15 - i * 11, 42, 11, i === 3 ? sk.body(lighten(c, 0.15), 0.5) : c)}`,
        )
        .join('');
      const syrup = path(
        'M-30 -20C-24 -32 26 -32 32 -20C34 -10 30 4 28 16C26 22 22 22 22 14C22 0 18 -10 8 -12C-6 -12 -20 -8 -26 -2C-30 2 -34 -8 -30 -20Z',
        sk.body('#c8761a', 0.5),
        'opacity="0.9"',
      );
      return `${foot(sk, 46, 28)}${stack}${syrup}${path('M-10 -30L6 -36L18 -30L2 -24Z', '#f7e08a')}${path('M-10 -30L2 -24L2 -19L-10 -25Z', '#e8c860')}`;
    }
    case 'baguette':
      return `${foot(sk, 48, 26)}<g transform="rotate(-14)">${rect(-50, -14, 100, 28, sk.body(c), 14)}${stroke('M-34 -4L-24 -10M-12 -4L-2 -10M10 -4L20 -10M32 -4L40 -10', score, 4)}</g>`;
    default:
      return `${foot(sk, 44, 30)}${path('M-44 26C-48 -6 -30 -30 0 -30C30 -30 48 -6 44 26Z', sk.body(c))}${stroke('M-26 -8L-14 -20M-8 -4L6 -20M10 -2L24 -16', score, 4.5)}${gloss(-20, -14, 10, 4, -30, 0.3)}`;
  }
}

/** Grains: a mound of rice or oats, a heap of flour, or a corn cob. */
export function grain(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.variant === 'corn') {
    let kernels = '';
    for (let row = 0; row < 3; row += 1)
      for (let col = 0; col < 7; col += 1)
        kernels += ellipse(-30 + col * 10, -8 + row * 9, 4.5, 4, lighten(c, row === 0 ? 0.2 : 0));
    return `${foot(sk, 46, 26)}<g transform="rotate(-12)">${rect(-38, -14, 76, 28, sk.body(darken(c, 0.1)), 14)}${kernels}${leaf(sk, 34, 4, 30, 10, '#8fb04a')}${leaf(sk, 34, 4, 26, -20, '#a3c45a')}</g>`;
  }
  const mound = path('M-42 26C-36 -2 -16 -22 0 -22C16 -22 36 -2 42 26Z', sk.body(c, 0.6));
  if (food.variant === 'flour') return `${foot(sk, 44, 28)}${mound}${gloss(-8, -10, 12, 5, -10, 0.5)}`;
  const grains = PILE_SPOTS.map(([x, y], i) =>
    ellipse(
      x * 0.9,
      y * 0.7 + 6,
      food.variant === 'oats' ? 4 : 3.5,
      food.variant === 'oats' ? 3 : 1.5,
      darken(c, 0.12),
      `transform="rotate(${(i * 53) % 180} ${n(x * 0.9)} ${n(y * 0.7 + 6)})"`,
    ),
  ).join('');
  return `${foot(sk, 44, 28)}${mound}${grains}`;
}

/** Pasta or noodles: a loose nest of strands. */
export function pasta(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  const strands =
    'M-36 10C-20 -20 20 -20 34 6C20 26 -18 24 -30 0C-20 -14 16 -14 24 6C14 16 -12 16 -18 2M-30 16C-6 -8 20 0 36 16';
  return `${foot(sk, 42, 26)}${stroke(strands, darken(c, 0.15), 7)}${stroke(strands, c, 4.5)}${stroke('M-24 -6C-10 -14 10 -14 20 -8', lighten(c, 0.5), 2, 'opacity="0.7"')}`;
}

/** Nuts and seeds: almonds, walnuts, peanuts in the shell, or a scatter of seeds. */
export function nut(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  const name = food.name.toLowerCase();
  if (food.variant === 'seeds') {
    return `${foot(sk, 36, 22)}${PILE_SPOTS.concat(PILE_SPOTS.map(([x, y]) => [x + 7, y - 5] as const))
      .map(([x, y], i) =>
        ellipse(
          x,
          y * 0.7,
          3,
          1.8,
          i % 3 === 0 ? darken(c, 0.2) : c,
          `transform="rotate(${(i * 41) % 180} ${n(x)} ${n(y * 0.7)})"`,
        ),
      )
      .join('')}`;
  }
  if (name.includes('walnut') || name.includes('pecan')) {
    const one = (x: number, y: number): string =>
      `${circle(x, y, 15, sk.body(c))}${stroke(`M${x} ${y - 14}L${x} ${y + 14}M${x - 10} ${y - 6}Q${x - 4} ${y} ${x - 10} ${y + 6}M${x + 10} ${y - 6}Q${x + 4} ${y} ${x + 10} ${y + 6}`, darken(c, 0.35), 2)}`;
    return `${foot(sk, 40, 26)}${one(-16, 0)}${one(16, 2)}${one(0, 14)}`;
  }
  if (name.includes('peanut') && !name.includes('butter')) {
    const one = (x: number, y: number, r: number): string =>
      `<g transform="translate(${x} ${y}) rotate(${r})">${path('M-22 0C-22 -12 -8 -12 -4 -6C0 -4 4 -12 14 -10C26 -6 24 10 12 10C4 10 2 6 -4 8C-10 12 -22 10 -22 0Z', sk.body('#d8b07a'))}${stroke('M-14 -4l0 6M6 -4l0 6', '#a87c48', 2)}</g>`;
    return `${foot(sk, 40, 24)}${one(-10, -6, -10)}${one(10, 10, 15)}`;
  }
  const almond = (x: number, y: number, r: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${r})">${path('M0 -16C9 -10 10 6 0 13C-10 6 -9 -10 0 -16Z', sk.body(c))}${stroke('M-3 -8C-4 0 -3 6 -1 9', darken(c, 0.3), 1.2)}</g>`;
  return `${foot(sk, 38, 24)}${almond(-18, -2, -40)}${almond(0, -8, 10)}${almond(18, 0, 50)}${almond(-6, 12, -80)}${almond(12, 14, 100)}`;
}

/** Chocolate: a snapped bar with a loose chunk; cocoa as a dusty heap. */
export function chocolate(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.name.toLowerCase().includes('cocoa')) return spiceHeap(sk, darken(c, 0.05));
  let squares = '';
  for (let row = 0; row < 2; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      const x = -38 + col * 24;
      const y = -22 + row * 22;
      squares += `${rect(x, y, 22, 20, sk.body(c), 3)}${stroke(`M${x + 3} ${y + 17}L${x + 3} ${y + 3}L${x + 19} ${y + 3}`, lighten(c, 0.25), 1.5)}`;
    }
  }
  return `${foot(sk, 44, 28)}<g transform="rotate(-10)">${rect(-40, -24, 74, 46, darken(c, 0.3), 4)}${squares}</g>${path('M26 14L40 8L46 20L32 28Z', sk.body(c))}`;
}

/** A small dish heaped with a ground spice, the form any powder takes. */
export function spiceHeap(sk: Sketch, color: string): string {
  const specks = [
    [-10, -4],
    [6, -8],
    [14, 2],
    [-2, 4],
    [-16, 6],
    [8, 8],
  ]
    .map(([x = 0, y = 0]) => circle(x, y, 1.4, darken(color, 0.3)))
    .join('');
  return `${foot(sk, 38, 30)}${path('M-36 4C-34 24 -20 32 0 32C20 32 34 24 36 4Z', sk.body('#b9a58a'))}${path('M-34 6C-26 -16 -10 -20 0 -20C10 -20 26 -16 34 6C20 12 -20 12 -34 6Z', sk.body(color, 0.6))}${specks}${ellipse(0, 6, 36, 8, 'none', 'stroke="#d8c6a8" stroke-width="3"')}`;
}

/** Spices: cinnamon sticks, star anise, vanilla pods, cardamom pods, or a heap of a ground spice. */
export function spice(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  switch (food.variant) {
    case 'cinnamon': {
      const stick = (r: number, y: number): string =>
        `<g transform="translate(0 ${y}) rotate(${r})">${rect(-42, -7, 84, 14, sk.body(c), 4)}${ellipse(42, 0, 5, 7, darken(c, 0.3))}${stroke('M40 -3Q44 0 40 3', lighten(c, 0.3), 1.5)}${stroke('M-36 -2L30 -2', lighten(c, 0.3), 1.5, 'opacity="0.6"')}</g>`;
      return `${foot(sk, 44, 24)}${stick(-14, -4)}${stick(8, 10)}`;
    }
    case 'star': {
      let d = '';
      for (let i = 0; i < 16; i += 1) {
        const a = (i * Math.PI) / 8;
        const r = i % 2 === 0 ? 30 : 10;
        d += `${i === 0 ? 'M' : 'L'}${n(Math.cos(a) * r)} ${n(Math.sin(a) * r * 0.8)}`;
      }
      const seeds = [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) => ellipse(Math.cos((i * Math.PI) / 4) * 17, Math.sin((i * Math.PI) / 4) * 13.6, 3.5, 2.5, '#c9955a'))
        .join('');
      return `${foot(sk, 34, 28)}${path(`${d}Z`, sk.body(c))}${seeds}${circle(0, 0, 4, darken(c, 0.3))}`;
    }
    case 'vanilla':
      return `${foot(sk, 44, 26)}${stroke('M-44 10C-20 -10 10 -14 44 -4', c, 6)}${stroke('M-42 18C-16 0 14 -2 42 8', lighten(c, 0.1), 6)}${stroke('M-4 -8C-6 4 -4 10 -2 12', '#c9a25a', 3)}`;
    case 'pods':
      return `${foot(sk, 34, 24)}${[
        [-14, 0, -30],
        [4, -6, 20],
        [14, 10, 70],
      ]
        .map(
          ([x = 0, y = 0, r = 0]) =>
            `<g transform="translate(${x} ${y}) rotate(${r})">${path('M0 -16C9 -8 9 8 0 16C-9 8 -9 -8 0 -16Z', sk.body(c))}${stroke('M-3 -10L-3 10M3 -10L3 10', darken(c, 0.25), 1.2)}</g>`,
        )
        .join('')}`;
    default:
      return spiceHeap(sk, c);
  }
}

/** Sweeteners: a honey dipper with a golden drip, or sugar cubes. */
export function sweetener(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.variant === 'cubes')
    return `${foot(sk, 36, 28)}${cube(sk, -14, -2, 14, '#f1ece2')}${cube(sk, 14, -4, 14, '#ece6da')}${cube(sk, 0, 14, 14, '#f7f3ea')}`;
  const ridges = [-8, 0, 8].map((dy) => ellipse(16, -16 + dy, 15, 5, darken(c, 0.2))).join('');
  return `${foot(sk, 40, 32)}${stroke('M-42 34L6 -8', '#9a6a3a', 7)}${ellipse(16, -16, 14, 18, sk.body(c))}${ridges}${path('M10 0C10 10 6 14 8 22C10 30 18 30 18 22C18 14 14 10 16 0Z', sk.body(c))}${gloss(10, -24, 4, 7, 0, 0.5)}`;
}

/**
 * Liquids beside a dish, drawn as what a cook would set out: coffee beans, tea leaves, dried flowers,
 * ice, or a small stoppered cruet of the liquid itself.
 */
export function liquid(sk: Sketch, food: FoodSketch, mode: PieceMode): string {
  const c = food.color;
  if (mode === 'on') return saucePool(sk, c);
  switch (food.variant) {
    case 'coffee':
      return `${foot(sk, 36, 26)}${PILE_SPOTS.slice(0, 7)
        .map(
          ([x, y], i) =>
            `<g transform="translate(${x} ${y + 6}) rotate(${i * 37})">${ellipse(0, 0, 9, 6.5, sk.body('#5a3620'))}${stroke('M-7 0Q0 -3 7 0', '#2a160c', 1.6)}</g>`,
        )
        .join('')}`;
    case 'tea':
    case 'matcha':
      return `${foot(sk, 36, 26)}${[
        [-18, 0, -20],
        [0, -10, 30],
        [14, 6, -60],
        [-4, 12, 70],
        [20, -8, 10],
      ]
        .map(([x = 0, y = 0, r = 0]) => leaf(sk, x, y, 20, r, food.variant === 'tea' ? '#4a5a2a' : '#6f9f38'))
        .join('')}`;
    case 'hibiscus':
    case 'blue':
      return `${foot(sk, 36, 26)}${[0, 72, 144, 216, 288].map((r) => `<g transform="rotate(${r})">${path('M0 0C-12 -8 -10 -30 0 -32C10 -30 12 -8 0 0Z', sk.body(c))}</g>`).join('')}${circle(0, 0, 5, '#f2d04a')}`;
    case 'water':
      return `${foot(sk, 34, 28)}${cube(sk, -12, 0, 14, '#d7eef7', 0.85)}${cube(sk, 12, 6, 12, '#cbe8f4', 0.85)}`;
    default: {
      const glass = sk.linear(
        [
          [0, '#ffffff', 0.55],
          [1, '#cfe3ea', 0.35],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      );
      return `${foot(sk, 28, 34)}${path('M-22 -4C-30 8 -30 30 -18 34L18 34C30 30 30 8 22 -4Z', sk.body(c))}${path('M-8 -34L-8 -10C-20 -6 -30 6 -28 22C-28 30 -22 34 -18 34L18 34C22 34 28 30 28 22C30 6 20 -6 8 -10L8 -34Z', glass, 'stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"')}${rect(-10, -44, 20, 12, '#a9784a', 3)}${gloss(-16, 12, 3, 10, 0, 0.6)}`;
    }
  }
}

/** A glossy pool of sauce under the hero piece of a dish. */
export function saucePool(sk: Sketch, color: string): string {
  return `${path('M-56 4C-58 -18 -20 -26 6 -22C40 -26 60 -10 56 8C52 26 20 30 -6 26C-36 30 -54 22 -56 4Z', sk.body(color, 0.7))}${gloss(-18, -10, 20, 4, -5, 0.3)}`;
}
