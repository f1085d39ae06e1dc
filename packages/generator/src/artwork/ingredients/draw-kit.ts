import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { ellipse, n, path, stroke } from '../svg.ts';

/**
 * Shapes several ingredient drawings share. Every piece is drawn around the origin in a box of
 * roughly 100 units and sits on its own contact shadow, so a piece placed anywhere looks set down
 * rather than floating.
 */

/** The soft contact shadow under a piece. */
export function foot(sk: Sketch, rx: number, y = 32): string {
  return ellipse(0, y, rx, rx * 0.22, sk.soft('#1a0f08', 0.38));
}

/** The small glossy highlight that gives flat shapes their volume. */
export function gloss(x: number, y: number, rx: number, ry: number, rotate = 0, opacity = 0.45): string {
  const spin = rotate === 0 ? '' : ` transform="rotate(${n(rotate)} ${n(x)} ${n(y)})"`;
  return ellipse(x, y, rx, ry, '#ffffff', `opacity="${opacity}"${spin}`);
}

/** A pointed leaf from (x, y) along `rotate` degrees, `length` long. */
export function leaf(sk: Sketch, x: number, y: number, length: number, rotate: number, color: string): string {
  const w = length * 0.36;
  const d = `M0 0C${n(length * 0.25)} ${n(-w)} ${n(length * 0.75)} ${n(-w)} ${n(length)} 0C${n(length * 0.75)} ${n(w)} ${n(length * 0.25)} ${n(w)} 0 0Z`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)})">${path(d, sk.body(color))}${stroke(`M${n(length * 0.1)} 0L${n(length * 0.85)} 0`, lighten(color, 0.35), 1.5, 'opacity="0.7"')}</g>`;
}

/** An isometric cube (sugar, feta, tofu, ice) with its top face lit. */
export function cube(sk: Sketch, x: number, y: number, s: number, color: string, opacity = 1): string {
  const alpha = opacity < 1 ? ` opacity="${opacity}"` : '';
  const top = `M${n(x - s)} ${n(y - s * 0.5)}L${n(x)} ${n(y - s)}L${n(x + s)} ${n(y - s * 0.5)}L${n(x)} ${n(y)}Z`;
  const left = `M${n(x - s)} ${n(y - s * 0.5)}L${n(x)} ${n(y)}L${n(x)} ${n(y + s)}L${n(x - s)} ${n(y + s * 0.5)}Z`;
  const right = `M${n(x)} ${n(y)}L${n(x + s)} ${n(y - s * 0.5)}L${n(x + s)} ${n(y + s * 0.5)}L${n(x)} ${n(y + s)}Z`;
  return `<g${alpha}>${path(top, lighten(color, 0.35))}${path(left, color)}${path(right, darken(color, 0.16))}</g>`;
}

/** Small round things in a pile (berries, peas, chickpeas), each lit and glossed. */
export function pile(sk: Sketch, spots: readonly (readonly [number, number])[], r: number, color: string): string {
  return spots
    .map(
      ([x, y]) =>
        `${ellipse(x, y, r, r, sk.body(color))}${gloss(x - r * 0.35, y - r * 0.4, r * 0.3, r * 0.2, -30, 0.55)}`,
    )
    .join('');
}

/** Spots for a small heap of round pieces, back row first so the front ones overlap. */
export const PILE_SPOTS: readonly (readonly [number, number])[] = [
  [-16, -8],
  [4, -12],
  [22, -4],
  [-26, 8],
  [-6, 6],
  [14, 10],
  [30, 14],
  [-14, 22],
  [6, 24],
];
