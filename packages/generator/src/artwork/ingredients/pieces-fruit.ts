import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, n, path, stroke } from '../svg.ts';
import type { FoodSketch } from './categorize.ts';
import { foot, gloss, leaf, pile } from './draw-kit.ts';
import type { PieceMode } from './pieces-protein.ts';

/** A citrus wheel, the shape every drink garnish and dessert topping uses. */
export function citrusWheel(sk: Sketch, color: string, r: number): string {
  let segments = '';
  for (let i = 0; i < 8; i += 1) {
    const a = (i * Math.PI) / 4;
    segments += `M0 0L${n(Math.cos(a) * r * 0.8)} ${n(Math.sin(a) * r * 0.8)}`;
  }
  return `${circle(0, 0, r, sk.body(color))}${circle(0, 0, r * 0.86, '#fbf6e4')}${circle(
    0,
    0,
    r * 0.78,
    sk.radial([
      [0, lighten(color, 0.55)],
      [1, lighten(color, 0.15)],
    ]),
  )}${stroke(segments, '#fbf6e4', r * 0.07)}`;
}

/** Citrus: a wheel on the dish; a whole fruit with a leaf and a cut half beside it. */
export function citrus(sk: Sketch, food: FoodSketch, mode: PieceMode): string {
  const c = food.color;
  if (mode === 'on') return `${foot(sk, 34, 30)}<g transform="scale(1 0.9)">${citrusWheel(sk, c, 32)}</g>`;
  return `${foot(sk, 44, 32)}${leaf(sk, -6, -22, 26, -50, '#3f8a2c')}${ellipse(-12, 4, 30, 27, sk.body(c))}${circle(-36, 4, 2, darken(c, 0.25))}${gloss(-22, -8, 8, 5, -30, 0.5)}<g transform="translate(26 18) rotate(-10) scale(1 0.75)">${citrusWheel(sk, c, 20)}</g>`;
}

/** Berries: strawberries, blueberries, red berries (cherry, raspberry) or dark ones (grapes, olives). */
export function berry(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  switch (food.variant) {
    case 'strawberry': {
      const one = (x: number, y: number, r: number): string => {
        const seeds = [
          [-8, -8],
          [6, -10],
          [-2, 2],
          [10, 2],
          [-10, 6],
          [2, 14],
        ] as const;
        return `<g transform="translate(${x} ${y}) rotate(${r})">${path('M0 30C-26 10 -30 -12 -16 -20C-6 -24 0 -18 0 -18C0 -18 6 -24 16 -20C30 -12 26 10 0 30Z', sk.body(c))}${seeds.map(([sx, sy]) => ellipse(sx, sy, 1.4, 2.2, '#f7e08a')).join('')}${path('M-14 -20L-4 -16L0 -26L4 -16L14 -20L8 -12L-8 -12Z', '#3f8a2c')}</g>`;
      };
      return `${foot(sk, 40, 32)}${one(16, 0, 20)}${one(-12, 4, -15)}`;
    }
    case 'dark':
      return `${foot(sk, 40, 30)}${stroke('M0 -30L4 -40', '#6b4a2a', 3)}${pile(
        sk,
        [
          [-14, -22],
          [0, -24],
          [14, -20],
          [-20, -6],
          [-6, -8],
          [8, -6],
          [20, -4],
          [-12, 8],
          [2, 8],
          [14, 10],
          [-4, 22],
          [8, 22],
        ],
        9,
        c,
      )}`;
    case 'red': {
      const drupes = (x: number, y: number): string =>
        [
          [-5, -5],
          [5, -5],
          [0, 0],
          [-7, 4],
          [7, 4],
          [-3, 9],
          [4, 9],
        ]
          .map(([dx = 0, dy = 0]) => circle(x + dx, y + dy, 5, sk.body(c)))
          .join('');
      return `${foot(sk, 36, 30)}${drupes(-14, -4)}${drupes(14, -2)}${drupes(0, 12)}`;
    }
    default: {
      const spots = [
        [-14, -6],
        [8, -10],
        [22, 4],
        [-20, 12],
        [2, 10],
      ] as const;
      const crowns = spots.map(([x, y]) => circle(x + 3, y - 4, 2.5, darken(c, 0.45))).join('');
      return `${foot(sk, 40, 30)}${pile(sk, spots, 12, c)}${crowns}`;
    }
  }
}

/** Orchard fruit: apple, pear, peach or plum, with a stem and a leaf. */
export function orchard(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  const stem = stroke('M0 -24C0 -30 2 -36 6 -40', '#5a3a1f', 3.5);
  const topLeaf = leaf(sk, 3, -34, 20, -30, '#4f8a2c');
  switch (food.variant) {
    case 'pear':
      return `${foot(sk, 34, 34)}${path('M0 -30C8 -30 10 -20 12 -12C30 0 34 30 0 34C-34 30 -30 0 -12 -12C-10 -20 -8 -30 0 -30Z', sk.body(c))}${stroke('M0 -28C0 -34 2 -38 4 -42', '#5a3a1f', 3)}${leaf(sk, 2, -36, 18, -20, '#4f8a2c')}${gloss(-10, 4, 5, 10, 10, 0.4)}`;
    case 'peach':
      return `${foot(sk, 36, 32)}${circle(
        0,
        2,
        32,
        sk.radial(
          [
            [0, lighten(c, 0.3)],
            [0.7, c],
            [1, '#d9543a'],
          ],
          { fx: 0.35, fy: 0.35 },
        ),
      )}${stroke('M2 -28C10 -8 10 14 2 32', darken(c, 0.2), 2.5, 'opacity="0.6"')}${stem}${topLeaf}`;
    case 'date': {
      const one = (x: number, y: number, r: number): string =>
        `<g transform="translate(${x} ${y}) rotate(${r})">${ellipse(0, 0, 22, 11, sk.body(c))}${stroke('M-12 -3Q-4 2 4 -3M-6 4Q2 8 10 3', darken(c, 0.35), 1.5)}${gloss(-8, -5, 6, 2.5, 0, 0.4)}</g>`;
      return `${foot(sk, 36, 22)}${one(-14, -6, -15)}${one(14, -4, 20)}${one(0, 10, 5)}`;
    }
    case 'plum':
      return `${foot(sk, 34, 32)}${ellipse(0, 4, 30, 29, sk.body(c))}${stroke('M4 -24C10 -6 10 14 4 32', lighten(c, 0.2), 2, 'opacity="0.6"')}${ellipse(-10, -6, 10, 6, lighten(c, 0.4), 'opacity="0.35"')}`;
    default:
      return `${foot(sk, 38, 32)}${path('M0 -22C14 -34 38 -26 38 0C38 24 20 36 0 30C-20 36 -38 24 -38 0C-38 -26 -14 -34 0 -22Z', sk.body(c))}${stem}${topLeaf}${gloss(-18, -6, 7, 11, 15, 0.4)}`;
  }
}

/** A pair of bananas with dark tips. */
export function banana(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  const one = (y: number, r: number, tone: string): string =>
    `<g transform="translate(0 ${y}) rotate(${r})">${path('M-44 -10C-30 24 20 30 44 -6C46 -10 42 -14 38 -10C20 12 -20 10 -36 -16Z', sk.body(tone))}${stroke('M-34 -6C-16 14 18 14 38 -4', darken(tone, 0.2), 1.8, 'opacity="0.6"')}${circle(-40, -14, 3.5, '#4a3420')}${circle(42, -9, 3, '#4a3420')}</g>`;
  return `${foot(sk, 44, 28)}${one(-6, -6, darken(c, 0.05))}${one(8, 4, c)}`;
}

/** Tropical fruit: avocado half, pineapple, melon slice, coconut half or a blushing mango. */
export function tropical(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  switch (food.variant) {
    case 'avocado':
      return `${foot(sk, 34, 34)}${path('M0 -40C18 -40 36 10 30 24C24 38 -24 38 -30 24C-36 10 -18 -40 0 -40Z', sk.body(c))}${path('M0 -32C14 -32 28 10 24 20C18 32 -18 32 -24 20C-28 10 -14 -32 0 -32Z', '#dfe8a2')}${circle(0, 12, 12, sk.body('#8a5a30'))}${gloss(-4, 6, 4, 3, -30, 0.5)}`;
    case 'pineapple': {
      const crown = [-30, -15, 0, 15, 30]
        .map((r) => leaf(sk, 0, -22, 30, -90 + r, r === 0 ? '#5aa843' : '#3f8a2c'))
        .join('');
      return `${foot(sk, 30, 38)}${crown}${ellipse(0, 10, 24, 30, sk.body(c))}${stroke('M-20 -6L16 32M-24 12L4 40M-8 -18L22 18M20 -6L-16 32M24 12L-4 40M8 -18L-22 18', darken(c, 0.3), 1.8, 'opacity="0.7"')}`;
    }
    case 'melon':
      return `${foot(sk, 44, 28)}${path('M-44 -12L44 -12A44 38 0 0 1 -44 -12Z', '#3f7a2a')}${path('M-38 -12L38 -12A38 32 0 0 1 -38 -12Z', '#f1f6d8')}${path('M-34 -12L34 -12A34 28 0 0 1 -34 -12Z', sk.body(c))}${[-16, 0, 16, -8, 8].map((x, i) => ellipse(x, i < 3 ? 0 : 8, 2, 3, '#2a1a14')).join('')}`;
    case 'coconut':
      return `${foot(sk, 40, 30)}${path('M-38 -4A38 34 0 0 0 38 -4Z', sk.body(c))}${ellipse(0, -4, 38, 12, '#6a3e22')}${ellipse(0, -4, 32, 9, sk.body('#fbf8f0'))}${stroke('M-30 10L-24 16M-10 18L-8 24M10 18L12 24M28 10L32 16', darken(c, 0.3), 2)}`;
    default:
      return `${foot(sk, 38, 30)}${path(
        'M-36 8C-40 -20 -4 -32 20 -24C40 -16 42 10 26 22C10 34 -32 32 -36 8Z',
        sk.radial(
          [
            [0, '#ffd25a'],
            [0.6, c],
            [1, '#d9433a'],
          ],
          { cx: 0.35, cy: 0.35, r: 0.8 },
        ),
      )}${gloss(-14, -10, 10, 5, -20, 0.4)}${stroke('M18 -24C24 -30 30 -32 34 -30', '#5a3a1f', 3)}`;
  }
}
