import type { Rarity } from '@feastforge/domain';
import { darken, lighten } from './color.ts';
import type { Sketch } from './sketch.ts';
import { circle, n, path, rect, sparkle, stroke } from './svg.ts';

/**
 * The frame around every picture. Its material tells the rarity at a glance, the way item borders
 * do in games: plain wood or pewter, green bronze with brackets, blue steel with scrollwork,
 * purple with set gems, and gold filigree that glows and sparkles.
 */
export interface FrameStyle {
  /** Base colour of the band; the gradient and bevels derive from it. */
  metal: string;
  corner: 'none' | 'bracket' | 'ornate' | 'filigree';
  /** Wood grain across the band (common wooden frames). */
  grain?: boolean;
  /** Gems set in the corners and edge centres. */
  gem?: string;
  /** Light bleeding from the frame into the picture. */
  glow?: string;
  sparkles?: boolean;
}

const WOOD: FrameStyle = { metal: '#8a5a36', corner: 'none', grain: true };
const PEWTER: FrameStyle = { metal: '#8e949c', corner: 'none' };

/** The frame of each rarity; common alternates wood and pewter by the title's hash. */
export function rarityFrame(rarity: Rarity, rng: Sketch['rng']): FrameStyle {
  switch (rarity) {
    case 'uncommon':
      return { metal: '#5f8f5a', corner: 'bracket' };
    case 'rare':
      return { metal: '#3c6fb6', corner: 'ornate', glow: '#8cc4ff' };
    case 'epic':
      return { metal: '#6e3fa8', corner: 'ornate', gem: '#e04ad8', glow: '#c58cff' };
    case 'legendary':
      return { metal: '#c9962c', corner: 'filigree', gem: '#ff5a3a', glow: '#ffd86b', sparkles: true };
    default:
      return rng.chance(0.5) ? WOOD : PEWTER;
  }
}

/** A faceted gem with a glint. */
function gem(sk: Sketch, x: number, y: number, r: number, color: string, setting: string): string {
  const d = `M${n(x)} ${n(y - r)}L${n(x + r)} ${n(y)}L${n(x)} ${n(y + r)}L${n(x - r)} ${n(y)}Z`;
  const facet = `M${n(x)} ${n(y - r)}L${n(x + r)} ${n(y)}L${n(x)} ${n(y)}Z`;
  return `${circle(x, y, r * 1.35, sk.body(setting))}${path(d, sk.body(color))}${path(facet, lighten(color, 0.35), 'opacity="0.6"')}${circle(x - r * 0.3, y - r * 0.35, r * 0.18, '#ffffff', 'opacity="0.9"')}`;
}

/**
 * The top-left corner ornament, drawn for a 40-unit band and scaled; the other corners mirror it.
 * Scrolls run along the middle of the band so they never reach into the picture.
 */
function cornerPiece(sk: Sketch, style: FrameStyle): string {
  const light = lighten(style.metal, 0.45);
  const dark = darken(style.metal, 0.45);
  if (style.corner === 'bracket') {
    return `${path('M4 4H130L118 52H52V118L4 130Z', sk.body(light), `stroke="${dark}" stroke-width="2"`)}${[
      [20, 20],
      [104, 20],
      [20, 104],
    ]
      .map(([x = 0, y = 0]) => circle(x, y, 5, sk.body(lighten(style.metal, 0.6))))
      .join('')}`;
  }
  let scroll = 'M50 20C66 4 86 4 98 16C108 28 126 30 136 20C144 12 140 4 132 7';
  if (style.corner === 'filigree')
    scroll += 'M136 20C156 36 178 36 194 22C204 13 200 5 192 8M160 28C166 38 176 40 184 36';
  const along = `${stroke(scroll, dark, 8)}${stroke(scroll, light, 4.5)}`;
  const rosette = `${circle(20, 20, 30, sk.body(light), `stroke="${dark}" stroke-width="2"`)}${circle(20, 20, 21, 'none', `stroke="${dark}" stroke-width="2" opacity="0.6"`)}`;
  const centre = style.gem ? gem(sk, 20, 20, 13, style.gem, light) : circle(20, 20, 10, sk.body(style.metal));
  return `${along}<g transform="matrix(0 1 1 0 0 0)">${along}</g>${rosette}${centre}`;
}

/** Soft light along the inside edges of the frame, drawn with gradients because blurs are slow. */
function innerGlow(sk: Sketch, w: number, h: number, b: number, color: string, strength: number): string {
  const depth = Math.min(w, h) * 0.07;
  const fade = (x1: number, y1: number, x2: number, y2: number) =>
    sk.linear(
      [
        [0, color, strength],
        [1, color, 0],
      ],
      { x1, y1, x2, y2 },
    );
  return `${rect(b, b, w - 2 * b, depth, fade(0, 0, 0, 1))}${rect(b, h - b - depth, w - 2 * b, depth, fade(0, 1, 0, 0))}${rect(b, b, depth, h - 2 * b, fade(0, 0, 1, 0))}${rect(w - b - depth, b, depth, h - 2 * b, fade(1, 0, 0, 0))}`;
}

/**
 * Everything the frame draws over the picture. `b` is the band width; ornaments scale with it so
 * the same style reads on the 1200-wide recipe art and the 600-wide portrait.
 */
export function paintFrame(sk: Sketch, w: number, h: number, b: number, style: FrameStyle): string {
  const k = b / 40;
  const radius = 14 * k;
  const band = `M0 0H${w}V${h}H0ZM${n(b + radius)} ${n(b)}H${n(w - b - radius)}Q${n(w - b)} ${n(b)} ${n(w - b)} ${n(b + radius)}V${n(h - b - radius)}Q${n(w - b)} ${n(h - b)} ${n(w - b - radius)} ${n(h - b)}H${n(b + radius)}Q${n(b)} ${n(h - b)} ${n(b)} ${n(h - b - radius)}V${n(b + radius)}Q${n(b)} ${n(b)} ${n(b + radius)} ${n(b)}Z`;
  const paint = sk.linear(
    [
      [0, lighten(style.metal, 0.35)],
      [0.3, style.metal],
      [0.55, lighten(style.metal, 0.2)],
      [1, darken(style.metal, 0.35)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const bevel = `${rect(b - 3 * k, b - 3 * k, w - 2 * b + 6 * k, h - 2 * b + 6 * k, 'none', radius + 3 * k, `stroke="${lighten(style.metal, 0.5)}" stroke-width="${n(2 * k)}" opacity="0.8"`)}${rect(b, b, w - 2 * b, h - 2 * b, 'none', radius, `stroke="${darken(style.metal, 0.55)}" stroke-width="${n(3 * k)}"`)}${rect(2 * k, 2 * k, w - 4 * k, h - 4 * k, 'none', 0, `stroke="${darken(style.metal, 0.5)}" stroke-width="${n(4 * k)}"`)}`;
  let grain = '';
  if (style.grain) {
    let d = '';
    for (let i = 1; i < 4; i += 1) {
      const o = (b * i) / 4;
      d += `M0 ${n(o)}Q${n(w / 3)} ${n(o + 3 * k)} ${n(w / 2)} ${n(o)}T${w} ${n(o)}M0 ${n(h - o)}Q${n(w / 3)} ${n(h - o - 3 * k)} ${n(w / 2)} ${n(h - o)}T${w} ${n(h - o)}M${n(o)} ${n(b)}L${n(o)} ${n(h - b)}M${n(w - o)} ${n(b)}L${n(w - o)} ${n(h - b)}`;
    }
    grain = stroke(d, darken(style.metal, 0.3), 1.5 * k, 'opacity="0.45"');
  }
  let ornaments = '';
  if (style.corner !== 'none') {
    const id = sk.symbol(
      `corner${style.metal}${style.corner}${b}`,
      `<g transform="scale(${Math.round(k * 1000) / 1000})">${cornerPiece(sk, style)}</g>`,
    );
    ornaments = [
      `matrix(1 0 0 1 0 0)`,
      `matrix(-1 0 0 1 ${w} 0)`,
      `matrix(1 0 0 -1 0 ${h})`,
      `matrix(-1 0 0 -1 ${w} ${h})`,
    ]
      .map((m) => `<use href="${id}" transform="${m}"/>`)
      .join('');
  }
  const midGems = style.gem
    ? [
        [w / 2, b / 2],
        [w / 2, h - b / 2],
        [b / 2, h / 2],
        [w - b / 2, h / 2],
      ]
        .map(([x = 0, y = 0]) => gem(sk, x, y, 10 * k, style.gem ?? '#ffffff', lighten(style.metal, 0.4)))
        .join('')
    : '';
  // Every frame casts a soft shade inwards (a vignette that costs a fraction of a full-picture
  // radial gradient to rasterise); magical frames cast their own light instead.
  const glow = style.glow
    ? innerGlow(sk, w, h, b, style.glow, style.corner === 'filigree' ? 0.32 : 0.2)
    : innerGlow(sk, w, h, b, '#000000', 0.28);
  let sparkles = '';
  if (style.sparkles) {
    for (let i = 0; i < 14; i += 1) {
      const x = sk.rng.range(b + 20, w - b - 20);
      const y = sk.rng.range(b + 20, h - b - 20);
      const nearEdge = Math.min(x - b, w - b - x, y - b, h - b - y) < Math.min(w, h) * 0.2;
      if (nearEdge)
        sparkles += sparkle(x, y, sk.rng.range(6, 14) * k, i % 3 === 0 ? '#ffffff' : '#ffe9a0', 'opacity="0.9"');
    }
    sparkles += [
      [b * 0.5, b * 0.5],
      [w - b * 0.5, b * 0.5],
      [b * 0.5, h - b * 0.5],
      [w - b * 0.5, h - b * 0.5],
    ]
      .map(([x = 0, y = 0]) => sparkle(x + 8 * k, y - 8 * k, 16 * k, '#ffffff'))
      .join('');
  }
  return `${glow}${path(band, paint, 'fill-rule="evenodd"')}${grain}${bevel}${ornaments}${midGems}${sparkles}`;
}
