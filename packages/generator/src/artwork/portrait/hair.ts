import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, n, path, stroke } from '../svg.ts';
import { mirrored } from './face.ts';
import type { HairStyle, Head } from './looks.ts';

/** Hair that falls behind the head and shoulders (long hair, bobs, ponytails). */
export function hairBack(sk: Sketch, h: Head, style: HairStyle, color: string): string {
  const { cx, cy, rx, ry } = h;
  const paint = sk.body(darken(color, 0.1), 0.6);
  switch (style) {
    case 'long':
      return path(
        `M${n(cx - rx * 1.08)} ${n(cy - ry * 0.5)}C${n(cx - rx * 1.45)} ${n(cy + ry * 0.5)} ${n(cx - rx * 1.4)} ${n(cy + ry * 1.5)} ${n(cx - rx * 1.1)} ${n(cy + ry * 2)}L${n(cx + rx * 1.1)} ${n(cy + ry * 2)}C${n(cx + rx * 1.4)} ${n(cy + ry * 1.5)} ${n(cx + rx * 1.45)} ${n(cy + ry * 0.5)} ${n(cx + rx * 1.08)} ${n(cy - ry * 0.5)}Z`,
        paint,
      );
    case 'bob':
      return path(
        `M${n(cx - rx * 1.1)} ${n(cy - ry * 0.5)}C${n(cx - rx * 1.3)} ${n(cy + ry * 0.3)} ${n(cx - rx * 1.25)} ${n(cy + ry * 0.7)} ${n(cx - rx * 0.95)} ${n(cy + ry * 0.78)}L${n(cx + rx * 0.95)} ${n(cy + ry * 0.78)}C${n(cx + rx * 1.25)} ${n(cy + ry * 0.7)} ${n(cx + rx * 1.3)} ${n(cy + ry * 0.3)} ${n(cx + rx * 1.1)} ${n(cy - ry * 0.5)}Z`,
        paint,
      );
    case 'ponytail':
      return path(
        `M${n(cx + rx * 0.7)} ${n(cy - ry * 0.6)}C${n(cx + rx * 1.5)} ${n(cy - ry * 0.4)} ${n(cx + rx * 1.5)} ${n(cy + ry * 0.9)} ${n(cx + rx * 1.1)} ${n(cy + ry * 1.5)}C${n(cx + rx * 1.15)} ${n(cy + ry * 0.8)} ${n(cx + rx * 1.0)} ${n(cy)} ${n(cx + rx * 0.6)} ${n(cy - ry * 0.3)}Z`,
        paint,
      );
    default:
      return '';
  }
}

/** The crown of the hair, over the forehead; most styles share it with a different fringe. */
export function hairFront(sk: Sketch, h: Head, style: HairStyle, color: string): string {
  const { cx, cy, rx, ry } = h;
  const paint = sk.body(color, 0.7);
  const sheen = lighten(color, 0.3);
  if (style === 'bald')
    return ellipse(cx - rx * 0.3, cy - ry * 0.78, rx * 0.22, ry * 0.08, '#ffffff', 'opacity="0.25"');
  if (style === 'curly') {
    let curls = '';
    for (let i = 0; i <= 10; i += 1) {
      const a = Math.PI + (i / 10) * Math.PI;
      curls += circle(cx + Math.cos(a) * rx * 0.98, cy - ry * 0.2 + Math.sin(a) * ry * 0.95, rx * 0.24, paint);
    }
    curls += [-0.45, -0.1, 0.25, 0.55].map((t) => circle(cx + t * rx, cy - ry * 0.62, rx * 0.2, paint)).join('');
    return curls;
  }
  const side = style === 'undercut' ? 0.86 : 1.06;
  const fringe =
    style === 'undercut'
      ? `C${n(cx + rx * 0.7)} ${n(cy - ry * 0.8)} ${n(cx)} ${n(cy - ry * 0.95)} ${n(cx - rx * 0.5)} ${n(cy - ry * 0.5)}C${n(cx - rx * 0.7)} ${n(cy - ry * 0.4)} ${n(cx - rx * 0.8)} ${n(cy - ry * 0.3)} ${n(cx - rx * side)} ${n(cy - ry * 0.2)}`
      : `C${n(cx + rx * 0.92)} ${n(cy - ry * 0.3)} ${n(cx + rx * 0.55)} ${n(cy - ry * 0.62)} ${n(cx + rx * 0.12)} ${n(cy - ry * 0.52)}C${n(cx - rx * 0.3)} ${n(cy - ry * 0.66)} ${n(cx - rx * 0.8)} ${n(cy - ry * 0.4)} ${n(cx - rx * side)} ${n(cy + ry * 0.08)}`;
  const cap = `M${n(cx - rx * side)} ${n(cy + ry * 0.08)}C${n(cx - rx * 1.12)} ${n(cy - ry * 1.38)} ${n(cx + rx * 1.12)} ${n(cy - ry * 1.38)} ${n(cx + rx * side)} ${n(cy + ry * 0.08)}${fringe}Z`;
  const shaved =
    style === 'undercut'
      ? mirrored(
          path(
            `M${n(cx + rx * 0.86)} ${n(cy - ry * 0.5)}Q${n(cx + rx * 1.02)} ${n(cy - ry * 0.2)} ${n(cx + rx)} ${n(cy + ry * 0.05)}L${n(cx + rx * 0.9)} ${n(cy)}Z`,
            darken(color, 0.2),
            'opacity="0.45"',
          ),
        )
      : '';
  const strands = stroke(
    `M${n(cx - rx * 0.5)} ${n(cy - ry * 0.95)}Q${n(cx - rx * 0.1)} ${n(cy - ry * 1.05)} ${n(cx + rx * 0.4)} ${n(cy - ry * 0.85)}M${n(cx - rx * 0.7)} ${n(cy - ry * 0.7)}Q${n(cx - rx * 0.3)} ${n(cy - ry * 0.9)} ${n(cx + rx * 0.1)} ${n(cy - ry * 0.75)}`,
    sheen,
    4,
    'opacity="0.55"',
  );
  let extra = '';
  if (style === 'bun')
    extra = `${circle(cx, cy - ry * 1.12, rx * 0.36, paint)}${stroke(`M${n(cx - rx * 0.2)} ${n(cy - ry * 1.2)}Q${n(cx)} ${n(cy - ry * 1.35)} ${n(cx + rx * 0.22)} ${n(cy - ry * 1.15)}`, sheen, 3, 'opacity="0.6"')}`;
  if (style === 'braids') {
    let braid = '';
    for (let i = 0; i < 6; i += 1)
      braid += ellipse(cx + rx * 1.0 - i * 1.5, cy + ry * (0.15 + i * 0.24), rx * 0.15, ry * 0.14, paint);
    extra = mirrored(`${braid}${circle(cx + rx * 0.92, cy + ry * 1.6, rx * 0.08, '#c9962c')}`);
  }
  return `${extra}${path(cap, paint)}${shaved}${strands}`;
}

/** Beards from stubble to a dwarf's braided pride; drawn after the face, before the hair. */
export function beard(
  sk: Sketch,
  h: Head,
  kind: 'none' | 'stubble' | 'short' | 'full',
  color: string,
  braided: boolean,
): string {
  if (kind === 'none') return '';
  const { cx, cy, rx, ry } = h;
  const mouthY = cy + ry * 0.64;
  if (kind === 'stubble') {
    return path(
      `M${n(cx - rx * 0.96)} ${n(cy + ry * 0.2)}C${n(cx - rx * 0.85)} ${n(cy + ry * 0.85)} ${n(cx - rx * 0.4)} ${n(cy + ry)} ${n(cx)} ${n(cy + ry)}C${n(cx + rx * 0.4)} ${n(cy + ry)} ${n(cx + rx * 0.85)} ${n(cy + ry * 0.85)} ${n(cx + rx * 0.96)} ${n(cy + ry * 0.2)}C${n(cx + rx * 0.7)} ${n(cy + ry * 0.6)} ${n(cx - rx * 0.7)} ${n(cy + ry * 0.6)} ${n(cx - rx * 0.96)} ${n(cy + ry * 0.2)}Z`,
      color,
      'opacity="0.3"',
    );
  }
  const drop = kind === 'full' ? 1.75 : 1.18;
  const paint = sk.body(color, 0.6);
  const d = `M${n(cx - rx * 0.98)} ${n(cy + ry * 0.05)}C${n(cx - rx * 1.02)} ${n(cy + ry * 1.0)} ${n(cx - rx * 0.55)} ${n(cy + ry * drop)} ${n(cx)} ${n(cy + ry * drop)}C${n(cx + rx * 0.55)} ${n(cy + ry * drop)} ${n(cx + rx * 1.02)} ${n(cy + ry * 1.0)} ${n(cx + rx * 0.98)} ${n(cy + ry * 0.05)}C${n(cx + rx * 0.8)} ${n(cy + ry * 0.62)} ${n(cx + rx * 0.3)} ${n(mouthY + ry * 0.2)} ${n(cx)} ${n(mouthY + ry * 0.18)}C${n(cx - rx * 0.3)} ${n(mouthY + ry * 0.2)} ${n(cx - rx * 0.8)} ${n(cy + ry * 0.62)} ${n(cx - rx * 0.98)} ${n(cy + ry * 0.05)}Z`;
  const moustache = path(
    `M${n(cx)} ${n(mouthY - ry * 0.1)}C${n(cx + rx * 0.2)} ${n(mouthY - ry * 0.2)} ${n(cx + rx * 0.42)} ${n(mouthY - ry * 0.1)} ${n(cx + rx * 0.46)} ${n(mouthY + ry * 0.08)}C${n(cx + rx * 0.3)} ${n(mouthY - ry * 0.02)} ${n(cx + rx * 0.1)} ${n(mouthY - ry * 0.02)} ${n(cx)} ${n(mouthY + ry * 0.02)}C${n(cx - rx * 0.1)} ${n(mouthY - ry * 0.02)} ${n(cx - rx * 0.3)} ${n(mouthY - ry * 0.02)} ${n(cx - rx * 0.46)} ${n(mouthY + ry * 0.08)}C${n(cx - rx * 0.42)} ${n(mouthY - ry * 0.1)} ${n(cx - rx * 0.2)} ${n(mouthY - ry * 0.2)} ${n(cx)} ${n(mouthY - ry * 0.1)}Z`,
    paint,
  );
  const texture = stroke(
    `M${n(cx - rx * 0.5)} ${n(cy + ry * 0.9)}q6 14 0 28M${n(cx + rx * 0.5)} ${n(cy + ry * 0.9)}q-6 14 0 28M${n(cx - rx * 0.15)} ${n(cy + ry * 1.05)}q4 16 0 30M${n(cx + rx * 0.15)} ${n(cy + ry * 1.05)}q-4 16 0 30`,
    lighten(color, 0.25),
    3,
    'opacity="0.6"',
  );
  const rings =
    braided && kind === 'full'
      ? [1.35, 1.55].map((t) => ellipse(cx, cy + ry * t, rx * 0.2, ry * 0.05, sk.body('#c9962c'))).join('')
      : '';
  return `${path(d, paint)}${texture}${rings}${moustache}`;
}
