import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, path, rect, stroke } from '../svg.ts';
import type { FoodSketch } from './categorize.ts';
import { cube, foot, gloss, pile, PILE_SPOTS } from './draw-kit.ts';

/** Whether a piece lies on the dish (cooked, sliced) or beside it on the table (whole, raw). */
export type PieceMode = 'on' | 'beside';

/** Meat: a seared cut by default; shank with its bone, sausages, bacon, ham or meatballs. */
export function meat(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  const sear = darken(c, 0.45);
  switch (food.variant) {
    case 'shank':
      return `${foot(sk, 40)}${stroke('M2 -8L12 -42', '#eadfc6', 14)}${circle(6, -50, 9, '#f4ecda')}${circle(19, -46, 9, '#f4ecda')}${path('M-38 20C-44 -8 -20 -26 2 -22C26 -18 36 0 30 18C24 36 -30 40 -38 20Z', sk.body(c))}${stroke('M-28 0C-18 -12 0 -14 14 -8', lighten(c, 0.4), 4, 'opacity="0.5"')}${gloss(-16, -6, 12, 5, -20, 0.35)}`;
    case 'sausage':
      return `${foot(sk, 42)}<g transform="rotate(-12)">${rect(-42, -20, 82, 24, sk.body(c), 12)}${stroke('M-30 -14L28 -14', lighten(c, 0.45), 3, 'opacity="0.6"')}</g><g transform="rotate(-4)">${rect(-38, 4, 82, 24, sk.body(darken(c, 0.08)), 12)}${stroke('M-20 10L-14 20M0 10L6 20M20 10L26 20', sear, 3, 'opacity="0.6"')}</g>`;
    case 'bacon': {
      const strip = (y: number): string =>
        `${path(`M-46 ${y - 8}Q-34 ${y - 20} -22 ${y - 8}T2 ${y - 8}T26 ${y - 8}T48 ${y - 8}L48 ${y + 8}Q36 ${y - 4} 24 ${y + 8}T0 ${y + 8}T-24 ${y + 8}T-46 ${y + 8}Z`, sk.body(c))}${stroke(`M-46 ${y}Q-34 ${y - 12} -22 ${y}T2 ${y}T26 ${y}T48 ${y}`, '#f6dcd0', 4)}`;
      return `${foot(sk, 44)}${strip(-8)}${strip(16)}`;
    }
    case 'ham':
      return `${foot(sk, 38)}${circle(0, 0, 36, '#f3c9c0')}${circle(0, 0, 30, sk.body(c))}${stroke('M-16 -8C-4 -16 10 -4 18 -12M-14 12C0 4 8 16 20 8', lighten(c, 0.45), 3, 'opacity="0.7"')}${gloss(-12, -14, 10, 5, -25)}`;
    case 'meatball':
      return `${foot(sk, 40)}${pile(
        sk,
        [
          [-18, 8],
          [18, 8],
          [0, -12],
        ],
        17,
        c,
      )}${circle(-24, 14, 1.6, sear)}${circle(12, 14, 1.6, sear)}${circle(4, -16, 1.6, sear)}`;
    default:
      return `${foot(sk, 44)}${path('M-44 -6C-44 -30 -10 -36 14 -30C38 -26 48 -10 44 8C40 28 10 34 -14 30C-36 27 -44 14 -44 -6Z', sk.body(c))}${stroke('M-40 -16C-32 -30 -6 -34 14 -30', '#f3dcc4', 5)}${stroke('M-24 -12L-8 16M-6 -18L10 12M12 -20L28 6', sear, 4, 'opacity="0.55"')}${gloss(-14, -14, 14, 5, -15, 0.3)}`;
  }
}

/** Poultry: a drumstick, or a whole roast bird for 'whole chicken'. */
export function poultry(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.variant === 'roast') {
    const leg = (side: number): string =>
      `${stroke(`M${side * 30} -6L${side * 44} -26`, '#f1e6cc', 7)}${circle(side * 45, -29, 5, '#f7efdf')}${path(`M${side * 20} 6C${side * 16} -14 ${side * 34} -20 ${side * 42} -10C${side * 48} 0 ${side * 36} 16 ${side * 20} 6Z`, sk.body(darken(c, 0.08)))}`;
    return `${foot(sk, 48, 30)}${ellipse(0, 4, 46, 30, sk.body(c))}${leg(-1)}${leg(1)}${gloss(-10, -10, 18, 7, -8, 0.4)}${stroke('M-20 14C-6 20 10 20 22 12', darken(c, 0.25), 3, 'opacity="0.5"')}`;
  }
  return `${foot(sk, 40)}${stroke('M4 -8L30 -34', '#eee3ca', 10)}${circle(28, -40, 7, '#f6eedd')}${circle(36, -32, 7, '#f6eedd')}${path('M-40 14C-44 -14 -20 -30 4 -20C18 -14 20 0 14 12C8 24 -36 36 -40 14Z', sk.body(c))}${gloss(-20, -8, 12, 6, -30, 0.4)}${circle(-8, 10, 2, darken(c, 0.3))}${circle(-22, 4, 2, darken(c, 0.3))}`;
}

/** Fish: a salmon fillet, or a whole silver fish (two small ones for anchovies). */
export function fish(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.variant === 'salmon') {
    return `${foot(sk, 44)}${path('M-46 -6C-40 -24 20 -28 46 -14C50 0 44 18 34 22C8 30 -36 24 -46 -6Z', sk.body(c))}${stroke('M-28 -20Q-20 0 -28 20M-10 -22Q-2 0 -10 24M8 -22Q16 0 8 24M26 -20Q32 0 26 20', '#fde6d8', 3, 'opacity="0.75"')}${stroke('M-40 6C-20 22 20 26 38 18', darken(c, 0.35), 4, 'opacity="0.6"')}`;
  }
  const whole = (x: number, y: number, s: number): string =>
    `<g transform="translate(${x} ${y}) scale(${s})">${path('M-14 -14L0 -30L12 -18Z', darken(c, 0.2))}${path('M-42 0C-26 -24 18 -26 32 -4L48 -20L44 0L48 20L32 4C18 26 -26 24 -42 0Z', sk.body(c))}${path('M-34 4C-20 18 14 18 30 4C14 10 -20 12 -34 4Z', lighten(c, 0.45))}${circle(-28, -4, 4, '#ffffff')}${circle(-28, -4, 2.2, '#1b1b22')}${stroke('M-18 -12C-14 -4 -14 4 -18 10', darken(c, 0.3), 2.5)}</g>`;
  if (food.variant === 'small') return `${foot(sk, 40)}${whole(-4, -10, 0.62)}${whole(6, 12, 0.62)}`;
  return `${foot(sk, 46)}${whole(0, 0, 1)}`;
}

/** Shellfish: a curled shrimp pair, or mussels with one shell open. */
export function shellfish(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.variant === 'mussel') {
    const shell = (x: number, y: number, r: number): string =>
      `<g transform="translate(${x} ${y}) rotate(${r})">${path('M-30 8C-24 -16 14 -26 32 -20C30 -4 0 18 -30 8Z', sk.body(c))}${stroke('M-22 4C-8 -6 10 -12 26 -16', lighten(c, 0.3), 2, 'opacity="0.6"')}</g>`;
    return `${foot(sk, 42)}${shell(-10, -6, -10)}${shell(12, 12, 8)}${path('M-18 18C-14 4 8 0 20 4C16 16 -4 24 -18 18Z', '#f29a5c')}`;
  }
  const shrimp = (x: number, y: number, s: number): string =>
    `<g transform="translate(${x} ${y}) scale(${s})">${path('M-26 14L-40 6L-36 24Z', darken(c, 0.1))}${stroke('M-14 -28C18 -34 36 -6 22 16C12 30 -14 28 -24 14', sk.body(c), 22)}${stroke('M-12 -30C16 -34 32 -8 20 12', lighten(c, 0.45), 4, 'opacity="0.7"')}${stroke('M6 -36L4 -20M22 -22L12 -12M26 2L12 0M14 18L6 8', darken(c, 0.25), 2)}${circle(-12, -30, 2.5, '#2a1a14')}</g>`;
  return `${foot(sk, 42)}${shrimp(-8, -4, 0.78)}${shrimp(14, 8, 0.72)}`;
}

/** Egg: fried on a dish, whole in its shell beside it. */
export function egg(sk: Sketch, mode: PieceMode): string {
  if (mode === 'beside') {
    return `${foot(sk, 30, 30)}${ellipse(-12, 4, 20, 26, sk.body('#f0d9bd'))}${ellipse(16, 10, 18, 23, sk.body('#f7efe2'))}${gloss(-18, -8, 6, 9, -20)}${gloss(10, -2, 5, 8, -20)}`;
  }
  return `${foot(sk, 42, 26)}${path(
    'M-44 4C-46 -22 -10 -30 8 -26C34 -30 48 -12 42 8C38 28 8 30 -10 28C-34 30 -42 20 -44 4Z',
    sk.linear([
      [0, '#ffffff'],
      [1, '#ece2d0'],
    ]),
  )}${circle(
    4,
    -2,
    15,
    sk.radial(
      [
        [0, '#ffd45a'],
        [0.7, '#f6a81a'],
        [1, '#e48a10'],
      ],
      { fx: 0.35, fy: 0.3 },
    ),
  )}${gloss(-1, -8, 5, 3, -30, 0.7)}`;
}

/** Cheese: a wedge with holes; white cheeses and tofu as cubes; blue cheese speckled. */
export function cheese(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.variant === 'white') {
    return `${foot(sk, 40, 30)}${cube(sk, -16, -6, 18, darken(c, 0.04))}${cube(sk, 18, -2, 16, darken(c, 0.08))}${cube(sk, 0, 14, 17, c)}`;
  }
  const holes = food.variant === 'blue' ? '#5a7aa6' : darken(c, 0.22);
  const speck =
    food.variant === 'blue'
      ? `${circle(-20, 14, 3, holes)}${circle(6, 8, 2.5, holes)}${circle(24, 16, 3, holes)}${circle(-4, -12, 2, holes)}`
      : '';
  return `${foot(sk, 46, 30)}${path('M-46 -2L46 -10L46 24L-46 22Z', darken(c, 0.1))}${path('M-46 -2L28 -30L46 -10Z', lighten(c, 0.25))}${stroke('M46 -10L46 24', darken(c, 0.3), 6)}${ellipse(-18, 10, 6, 4, holes)}${ellipse(14, 4, 5, 3.5, holes)}${ellipse(26, 14, 3.5, 3, holes)}${ellipse(10, -16, 5, 2.2, darken(c, 0.1))}${speck}`;
}

/** Dairy: a dollop of cream, a pat of butter, or a scoop of ice cream. */
export function dairy(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.variant === 'butter') {
    return `${foot(sk, 38, 24)}${path('M-32 -6L4 -20L36 -6L0 8Z', lighten(c, 0.3))}${path('M-32 -6L0 8L0 24L-32 10Z', c)}${path('M0 8L36 -6L36 10L0 24Z', darken(c, 0.15))}`;
  }
  if (food.variant === 'scoop') {
    return `${foot(sk, 34, 28)}${path('M-30 10C-34 -24 34 -24 30 10C26 16 22 10 16 16C10 22 4 14 -2 18C-10 22 -14 14 -20 16C-26 18 -28 14 -30 10Z', sk.body(c))}${gloss(-10, -12, 10, 6, -25, 0.6)}`;
  }
  return `${foot(sk, 34, 24)}${ellipse(0, 14, 34, 12, sk.body(c))}${ellipse(0, 2, 25, 10, sk.body(c))}${ellipse(2, -9, 15, 8, sk.body(c))}${path('M-4 -14C0 -26 4 -30 8 -32C8 -24 10 -18 6 -12Z', sk.body(c))}${stroke('M-20 6C-8 12 10 12 22 4', darken(c, 0.1), 2)}`;
}

/** Beans, chickpeas, lentils and peas: a little heap in the legume's colour. */
export function legume(sk: Sketch, food: FoodSketch): string {
  const c = food.color;
  if (food.variant === 'bean' || food.variant === 'lentil') {
    const [rx, ry] = food.variant === 'bean' ? [9, 5.5] : [6, 4];
    const beans = PILE_SPOTS.map(([x, y], i) =>
      ellipse(x, y, rx, ry, sk.body(c), `transform="rotate(${(i * 47) % 180} ${x} ${y})"`),
    ).join('');
    return `${foot(sk, 40, 30)}${beans}`;
  }
  return `${foot(sk, 40, 30)}${pile(sk, PILE_SPOTS, 8.5, c)}`;
}
