import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, path, rect, stroke } from '../svg.ts';
import type { FoodSketch } from './categorize.ts';
import { foot, gloss, leaf } from './draw-kit.ts';

/** Herbs and greens: a sprig by default, needles for rosemary and thyme, broad leaves for greens. */
export function leafy(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  const stem = darken(c, 0.25);
  if (food.variant === 'leaf') {
    const broad = (x: number, y: number, r: number, tone: string): string =>
      `<g transform="translate(${x} ${y}) rotate(${r})">${path('M-36 26C-44 -10 -8 -40 36 -36C42 0 8 32 -36 26Z', sk.body(tone))}${stroke('M-30 20C-8 0 10 -16 30 -30M-14 4L-16 -12M0 -8L-2 -22M-10 14L6 16M6 0L20 2', lighten(tone, 0.35), 2, 'opacity="0.8"')}</g>`;
    return `${foot(sk, 40, 30)}${broad(-8, 0, -10, darken(c, 0.1))}${broad(8, 4, 30, c)}`;
  }
  if (food.variant === 'needles') {
    let needles = '';
    for (let i = 0; i < 9; i += 1) {
      const x = -30 + i * 7;
      const y = 28 - i * 7.5;
      needles += `M${x} ${y}l-11 -4M${x} ${y}l5 -11`;
    }
    return `${foot(sk, 30, 34)}${stroke('M-34 32Q0 4 32 -36', stem, 3)}${stroke(needles, c, 3.2)}`;
  }
  const leaves = [
    leaf(sk, -20, 18, 22, -150, c),
    leaf(sk, -12, 10, 24, -40, c),
    leaf(sk, 0, 0, 24, -160, lighten(c, 0.08)),
    leaf(sk, 8, -8, 24, -30, c),
    leaf(sk, 18, -20, 22, -120, lighten(c, 0.08)),
    leaf(sk, 24, -30, 20, -60, c),
  ];
  return `${foot(sk, 30, 32)}${stroke('M-30 30Q0 4 28 -34', stem, 3)}${leaves.join('')}`;
}

/** Roots: carrot, potato, beet, sweet potato, ginger or a ribbed squash. */
export function root(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  switch (food.variant) {
    case 'potato':
      return `${foot(sk, 40)}${path('M-38 -2C-40 -22 -4 -28 16 -24C38 -20 44 2 36 14C28 28 -30 26 -38 -2Z', sk.body(c))}${stroke('M-14 -10l4 2M12 -8l4 -2M0 10l4 1M22 8l3 2', darken(c, 0.4), 2.5)}${gloss(-12, -14, 12, 5, -10, 0.3)}`;
    case 'sweet-potato':
      return `${foot(sk, 44)}${path('M-46 8C-36 -18 20 -26 42 -10C50 -2 40 14 20 18C-4 24 -30 22 -46 8Z', sk.body(c))}${stroke('M-20 -4l6 4M8 -8l4 5M24 4l5 2', darken(c, 0.35), 2)}`;
    case 'beet':
      return `${foot(sk, 32, 34)}${stroke('M-4 -18L-14 -42M2 -18L10 -44', '#a8244a', 3)}${leaf(sk, -14, -40, 26, -120, '#4f8a3c')}${leaf(sk, 10, -42, 26, -60, '#5a9a40')}${stroke('M0 34C-2 40 -6 44 -10 46', c, 3)}${circle(0, 8, 28, sk.body(c))}${gloss(-10, -4, 9, 6, -30, 0.35)}`;
    case 'ginger':
      return `${foot(sk, 40)}${ellipse(-18, 6, 22, 14, sk.body(c))}${ellipse(12, 0, 20, 13, sk.body(c), 'transform="rotate(-20 12 0)"')}${ellipse(26, 14, 12, 9, sk.body(lighten(c, 0.05)))}${stroke('M-26 0Q-24 8 -28 14M4 -8Q8 0 4 8', darken(c, 0.3), 2)}`;
    case 'pumpkin':
      return `${foot(sk, 44, 32)}${ellipse(-20, 8, 22, 24, sk.body(darken(c, 0.08)))}${ellipse(20, 8, 22, 24, sk.body(darken(c, 0.08)))}${ellipse(0, 6, 22, 26, sk.body(c))}${path('M-3 -18C-4 -28 2 -34 8 -36L10 -32C6 -30 4 -26 4 -18Z', '#6b5a2a')}${gloss(-4, -6, 6, 10, 0, 0.35)}`;
    default: {
      const fronds = `${leaf(sk, 24, -30, 24, -80, '#4f9a3c')}${leaf(sk, 24, -30, 22, -40, '#5aa843')}${leaf(sk, 24, -30, 20, -120, '#468a36')}`;
      return `${foot(sk, 40, 34)}${fronds}${path('M14 -36C28 -32 34 -22 30 -14L-36 40C-40 44 -46 40 -42 36Z', sk.body(c))}${stroke('M4 -14l8 6M-10 2l7 6M-22 16l6 5', darken(c, 0.3), 2.5)}`;
    }
  }
}

/** Alliums: an onion or garlic bulb, or a long stalk (leek, scallion, celery). */
export function allium(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.variant === 'stalk') {
    const body = sk.linear(
      [
        [0, '#f4f1e4'],
        [0.45, lighten(c, 0.3)],
        [1, c],
      ],
      { x1: 0, y1: 1, x2: 1, y2: 0 },
    );
    return `${foot(sk, 44, 30)}<g transform="rotate(-32)">${rect(-50, -9, 78, 18, body, 9)}${leaf(sk, 24, -4, 30, -14, c)}${leaf(sk, 24, 4, 28, 16, darken(c, 0.1))}${stroke('M-44 -2L18 -2', '#ffffff', 2, 'opacity="0.6"')}</g>`;
  }
  const garlic = food.variant === 'garlic';
  const lines = garlic
    ? 'M-6 -26C-18 -8 -18 16 -8 30M6 -26C18 -8 18 16 8 30'
    : 'M-4 -30C-26 -10 -22 20 -8 32M4 -30C26 -10 22 20 8 32M0 -32L0 32';
  return `${foot(sk, 36, 32)}${path('M0 -42C4 -28 34 -18 34 6C34 26 18 34 0 34C-18 34 -34 26 -34 6C-34 -18 -4 -28 0 -42Z', sk.body(c))}${stroke(lines, garlic ? darken(c, 0.18) : lighten(c, 0.3), 2, 'opacity="0.8"')}${stroke('M-6 34l-3 6M0 34l0 7M6 34l3 6', darken(c, 0.35), 1.8)}${gloss(-14, -4, 6, 12, 15, 0.35)}`;
}

/** A ripe tomato with its green calyx. */
export function tomato(sk: Sketch, food: FoodSketch): string {
  const calyx = 'M0 -30L5 -40L6 -28L18 -32L8 -24L14 -16L2 -22L-8 -14L-6 -24L-18 -26L-6 -30Z';
  return `${foot(sk, 36, 34)}${ellipse(0, 4, 34, 30, sk.body(food.color))}${path(calyx, '#3f8a2c')}${gloss(-14, -8, 9, 6, -35, 0.5)}`;
}

/** Peppers: a lobed bell pepper, or a long curved chili. */
export function pepper(sk: Sketch, food: FoodSketch): string {
  const c = /green/.test(food.name.toLowerCase())
    ? '#3f8a2c'
    : /yellow/.test(food.name.toLowerCase())
      ? '#f2c12e'
      : food.color;
  if (food.variant === 'chili') {
    const chili = (x: number, y: number, r: number, tone: string): string =>
      `<g transform="translate(${x} ${y}) rotate(${r})">${path('M18 -32C30 -20 20 10 -10 30C-30 42 -42 38 -34 32C-10 14 6 -6 8 -28Z', sk.body(tone))}${stroke('M14 -30L20 -42', '#3f7a2a', 4)}${stroke('M10 -20C10 -6 0 8 -16 20', lighten(tone, 0.45), 2.5, 'opacity="0.6"')}</g>`;
    return `${foot(sk, 40, 32)}${chili(-6, 0, 0, c)}${chili(12, 4, 20, darken(c, 0.08))}`;
  }
  return `${foot(sk, 36, 34)}${path('M-30 -14C-34 10 -24 34 -8 34C-2 30 2 30 8 34C24 34 34 10 30 -14C26 -26 -26 -26 -30 -14Z', sk.body(c))}${stroke('M-4 -16C-8 4 -6 20 -4 30M10 -16C12 4 12 20 10 30', darken(c, 0.2), 2.5, 'opacity="0.7"')}${path('M-4 -22C-4 -30 0 -38 8 -40L10 -36C6 -34 4 -30 4 -22Z', '#3f7a2a')}${gloss(-18, -6, 5, 12, 10, 0.4)}`;
}

/** Other vegetables: broccoli or cauliflower florets, a cucumber with a slice, an eggplant. */
export function greenVeg(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.variant === 'cucumber') {
    return `${foot(sk, 44, 30)}<g transform="rotate(-18)">${rect(-46, -12, 76, 24, sk.body(c), 12)}${stroke('M-38 -4L20 -4M-36 4L18 4', lighten(c, 0.3), 2, 'opacity="0.6"')}</g>${ellipse(28, 18, 16, 15, '#cfe6a8', `stroke="${c}" stroke-width="3"`)}${circle(24, 16, 2, '#f4f0d8')}${circle(32, 16, 2, '#f4f0d8')}${circle(28, 22, 2, '#f4f0d8')}`;
  }
  if (food.variant === 'eggplant') {
    return `${foot(sk, 40, 30)}${path('M-40 20C-50 -4 -20 -18 6 -16C22 -14 32 -22 38 -18C44 -8 30 10 14 20C-4 30 -32 36 -40 20Z', sk.body(c))}${path('M28 -22C34 -30 44 -28 46 -22C44 -14 36 -12 30 -14Z', '#4f7a2a')}${gloss(-20, 2, 14, 5, -15, 0.35)}`;
  }
  const crown = [
    [-18, -14, 15],
    [2, -22, 17],
    [20, -12, 15],
    [-8, -4, 14],
    [12, -2, 13],
  ] as const;
  return `${foot(sk, 34, 34)}${path('M-10 -2L-6 34L8 34L12 -2Z', lighten(c, 0.35))}${crown.map(([x, y, r]) => circle(x, y, r, sk.body(c))).join('')}${gloss(-6, -26, 8, 4, -20, 0.35)}`;
}

/** A pair of mushrooms, one large and one small. */
export function mushroom(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  const one = (x: number, y: number, s: number): string =>
    `<g transform="translate(${x} ${y}) scale(${s})">${path('M-10 0C-12 20 -14 30 -16 34L16 34C14 30 12 20 10 0Z', sk.body('#efe4cf'))}${path('M-40 4C-40 -30 40 -30 40 4C20 12 -20 12 -40 4Z', sk.body(c))}${ellipse(0, 5, 34, 5, darken(c, 0.3))}${gloss(-14, -14, 12, 5, -15, 0.3)}</g>`;
  return `${foot(sk, 42, 33)}${one(18, 8, 0.62)}${one(-8, 0, 0.95)}`;
}
