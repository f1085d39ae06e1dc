import type { HeroRace } from '@feastforge/domain';
import { darken, lighten, mix } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, n, path, stroke } from '../svg.ts';
import type { Head } from './looks.ts';

/** Mirrors markup drawn for the right side of the face onto the left (the face is centred at 300). */
export function mirrored(markup: string): string {
  return `${markup}<g transform="matrix(-1 0 0 1 600 0)">${markup}</g>`;
}

/** How far the tip of each race's ear reaches beyond a round human ear (as fractions of the head). */
const EAR_TIPS: Partial<Record<HeroRace, readonly [number, number]>> = {
  Elf: [0.62, -0.62],
  'Half-Elf': [0.38, -0.32],
  Gnome: [0.42, -0.36],
  Halfling: [0.24, -0.16],
  'Half-Orc': [0.3, -0.2],
  Tiefling: [0.4, -0.3],
};

/** Ears, drawn before the head so the head overlaps their roots. Dragonborn get fins instead. */
export function ears(sk: Sketch, h: Head, race: HeroRace, skin: string): string {
  const { cx, cy, rx, ry } = h;
  const bx = cx + rx * 0.9;
  const by = cy + ry * 0.08;
  if (race === 'Dragonborn') {
    const fin = `M${n(bx - 6)} ${n(by - ry * 0.4)}L${n(bx + rx * 0.5)} ${n(by - ry * 0.3)}L${n(bx + rx * 0.22)} ${n(by - ry * 0.12)}L${n(bx + rx * 0.48)} ${n(by + ry * 0.02)}L${n(bx + rx * 0.16)} ${n(by + ry * 0.16)}L${n(bx + rx * 0.34)} ${n(by + ry * 0.32)}L${n(bx - 6)} ${n(by + ry * 0.3)}Z`;
    return mirrored(path(fin, sk.body(darken(skin, 0.15))));
  }
  const [tx, ty] = EAR_TIPS[race] ?? [0.14, 0.02];
  const tipX = bx + rx * tx;
  const tipY = by + ry * ty;
  const d = `M${n(bx - 4)} ${n(by - ry * 0.16)}Q${n(bx + rx * tx * 0.45)} ${n(by - ry * 0.2 + ry * ty * 0.5)} ${n(tipX)} ${n(tipY)}Q${n(bx + rx * 0.2)} ${n(by + ry * 0.1)} ${n(bx + rx * 0.04)} ${n(by + ry * 0.24)}Z`;
  const inner = stroke(
    `M${n(bx + rx * 0.04)} ${n(by - ry * 0.06)}Q${n(bx + rx * (0.06 + tx * 0.3))} ${n(by + ry * ty * 0.3)} ${n(bx + rx * 0.08)} ${n(by + ry * 0.14)}`,
    darken(skin, 0.25),
    3,
  );
  return mirrored(`${path(d, sk.body(skin, 0.6))}${inner}`);
}

/** The head itself: an egg with a jaw; broad jaws for orcs and dwarves, a muzzle for dragonborn. */
export function headShape(sk: Sketch, h: Head, race: HeroRace, skin: string): string {
  const { cx, cy, rx, ry } = h;
  const paint = sk.radial(
    [
      [0, lighten(skin, 0.12)],
      [0.75, skin],
      [1, darken(skin, 0.18)],
    ],
    { cx: 0.42, cy: 0.4, r: 0.65 },
  );
  if (race === 'Dragonborn') {
    const d = `M${n(cx - rx)} ${n(cy - 20)}C${n(cx - rx)} ${n(cy - ry * 1.3)} ${n(cx + rx)} ${n(cy - ry * 1.3)} ${n(cx + rx)} ${n(cy - 20)}C${n(cx + rx)} ${n(cy + ry * 0.3)} ${n(cx + rx * 0.7)} ${n(cy + ry * 0.5)} ${n(cx + rx * 0.56)} ${n(cy + ry * 0.86)}C${n(cx + rx * 0.42)} ${n(cy + ry * 1.06)} ${n(cx - rx * 0.42)} ${n(cy + ry * 1.06)} ${n(cx - rx * 0.56)} ${n(cy + ry * 0.86)}C${n(cx - rx * 0.7)} ${n(cy + ry * 0.5)} ${n(cx - rx)} ${n(cy + ry * 0.3)} ${n(cx - rx)} ${n(cy - 20)}Z`;
    return path(d, paint);
  }
  const jaw = race === 'Half-Orc' || race === 'Dwarf' ? 0.62 : race === 'Halfling' || race === 'Gnome' ? 0.58 : 0.48;
  const d = `M${n(cx - rx)} ${n(cy - 10)}C${n(cx - rx)} ${n(cy - ry * 1.32)} ${n(cx + rx)} ${n(cy - ry * 1.32)} ${n(cx + rx)} ${n(cy - 10)}C${n(cx + rx)} ${n(cy + ry * 0.55)} ${n(cx + rx * jaw)} ${n(cy + ry)} ${n(cx)} ${n(cy + ry)}C${n(cx - rx * jaw)} ${n(cy + ry)} ${n(cx - rx)} ${n(cy + ry * 0.55)} ${n(cx - rx)} ${n(cy - 10)}Z`;
  return path(d, paint);
}

/** Eyes, brows, nose, mouth and cheeks, with each race's touches (tusks, snout, slit pupils). */
export function faceFeatures(
  sk: Sketch,
  h: Head,
  race: HeroRace,
  skin: string,
  hair: string,
  iris: string,
  glow?: string,
): string {
  const { cx, cy, rx, ry } = h;
  const eyeY = cy + ry * 0.06;
  const dx = rx * 0.4;
  const line = darken(skin, 0.55);
  const small = race === 'Halfling' || race === 'Gnome';
  const er = ry * (small ? 0.1 : 0.085);
  const irisColor = glow ?? iris;
  const slit = race === 'Dragonborn' || race === 'Tiefling';
  const eye = `${ellipse(cx + dx, eyeY, er * 1.55, er, race === 'Tiefling' ? irisColor : '#fbf8f2')}${race === 'Tiefling' ? '' : circle(cx + dx, eyeY, er * 0.82, irisColor)}${slit ? ellipse(cx + dx, eyeY, er * 0.22, er * 0.78, '#1a0f0a') : circle(cx + dx, eyeY, er * 0.4, '#1a0f0a')}${circle(cx + dx - er * 0.3, eyeY - er * 0.35, er * 0.22, '#ffffff')}${stroke(`M${n(cx + dx - er * 1.6)} ${n(eyeY - er * 0.2)}Q${n(cx + dx)} ${n(eyeY - er * 1.45)} ${n(cx + dx + er * 1.6)} ${n(eyeY - er * 0.1)}`, line, 3.5)}`;
  const glowHalo = glow ? circle(cx + dx, eyeY, er * 3, sk.soft(glow, 0.6)) : '';
  const browWeight = race === 'Half-Orc' || race === 'Dwarf' ? 9 : 6;
  const browTone = race === 'Dragonborn' ? darken(skin, 0.35) : hair;
  const brow = stroke(
    `M${n(cx + dx - er * 1.5)} ${n(eyeY - er * 2.1)}Q${n(cx + dx)} ${n(eyeY - er * 2.9)} ${n(cx + dx + er * 1.7)} ${n(eyeY - er * 2.2)}`,
    browTone,
    browWeight,
  );
  const cheek =
    race === 'Dragonborn'
      ? ''
      : circle(cx + dx * 1.05, cy + ry * 0.42, rx * 0.16, sk.soft('#e0605a', small ? 0.55 : 0.3));
  const sides = mirrored(`${glowHalo}${cheek}${eye}${brow}`);

  if (race === 'Dragonborn') {
    const muzzle = ellipse(cx, cy + ry * 0.62, rx * 0.5, ry * 0.34, sk.body(lighten(skin, 0.22), 0.5));
    const nostrils = `${ellipse(cx - rx * 0.14, cy + ry * 0.52, 5, 3, darken(skin, 0.5))}${ellipse(cx + rx * 0.14, cy + ry * 0.52, 5, 3, darken(skin, 0.5))}`;
    const mouth = stroke(
      `M${n(cx - rx * 0.42)} ${n(cy + ry * 0.78)}Q${n(cx)} ${n(cy + ry * 0.92)} ${n(cx + rx * 0.42)} ${n(cy + ry * 0.78)}`,
      darken(skin, 0.5),
      4,
    );
    let scales = '';
    for (let row = 0; row < 3; row += 1) {
      for (let i = -2; i <= 2; i += 1) {
        const x = cx + i * rx * 0.2 + (row % 2) * rx * 0.1;
        const y = cy - ry * (0.75 - row * 0.16);
        scales += `M${n(x - 9)} ${n(y)}Q${n(x)} ${n(y + 9)} ${n(x + 9)} ${n(y)}`;
      }
    }
    return `${sides}${stroke(scales, darken(skin, 0.28), 2.5)}${muzzle}${nostrils}${mouth}`;
  }

  const noseTip = cy + ry * 0.4;
  const nose =
    race === 'Gnome'
      ? `${circle(cx, noseTip - 4, rx * 0.17, sk.body(mix(skin, '#e07a6a', 0.3), 0.6))}${circle(cx - 5, noseTip - 10, 4, '#ffffff', 'opacity="0.5"')}`
      : stroke(
          `M${n(cx - 2)} ${n(eyeY + ry * 0.14)}Q${n(cx - 12)} ${n(noseTip)} ${n(cx + 2)} ${n(noseTip + 2)}Q${n(cx + 10)} ${n(noseTip + 2)} ${n(cx + 12)} ${n(noseTip - 4)}`,
          darken(skin, 0.32),
          3.5,
        );
  const mouthY = cy + ry * 0.64;
  const mouth = `${path(`M${n(cx - rx * 0.26)} ${n(mouthY)}Q${n(cx)} ${n(mouthY + ry * 0.16)} ${n(cx + rx * 0.26)} ${n(mouthY)}Q${n(cx)} ${n(mouthY + ry * 0.06)} ${n(cx - rx * 0.26)} ${n(mouthY)}Z`, darken(mix(skin, '#b0403a', 0.5), 0.2))}${stroke(`M${n(cx - rx * 0.28)} ${n(mouthY - 1)}Q${n(cx)} ${n(mouthY + ry * 0.05)} ${n(cx + rx * 0.28)} ${n(mouthY - 1)}`, line, 3)}`;
  const tusks =
    race === 'Half-Orc'
      ? mirrored(
          path(
            `M${n(cx + rx * 0.2)} ${n(mouthY + 6)}L${n(cx + rx * 0.26)} ${n(mouthY - ry * 0.16)}L${n(cx + rx * 0.31)} ${n(mouthY + 4)}Z`,
            sk.body('#f6efd8', 0.5),
          ),
        )
      : '';
  return `${sides}${nose}${mouth}${tusks}`;
}

/** A tiefling's curling horns, or a dragonborn's swept-back ones, drawn over the hair. */
export function horns(sk: Sketch, h: Head, race: HeroRace, skin: string): string {
  const { cx, cy, rx, ry } = h;
  if (race === 'Tiefling') {
    const horn = `M${n(cx + rx * 0.32)} ${n(cy - ry * 0.78)}C${n(cx + rx * 0.5)} ${n(cy - ry * 1.45)} ${n(cx + rx * 1.15)} ${n(cy - ry * 1.5)} ${n(cx + rx * 1.22)} ${n(cy - ry * 1.02)}C${n(cx + rx * 1.0)} ${n(cy - ry * 1.28)} ${n(cx + rx * 0.72)} ${n(cy - ry * 1.1)} ${n(cx + rx * 0.66)} ${n(cy - ry * 0.66)}Z`;
    return mirrored(
      `${path(
        horn,
        sk.linear(
          [
            [0, '#5a2a2a'],
            [1, '#1f1214'],
          ],
          { x1: 0, y1: 1, x2: 1, y2: 0 },
        ),
      )}${stroke(`M${n(cx + rx * 0.5)} ${n(cy - ry * 1.05)}l10 6M${n(cx + rx * 0.68)} ${n(cy - ry * 1.26)}l8 10M${n(cx + rx * 0.92)} ${n(cy - ry * 1.34)}l4 12`, '#7a4a4a', 2.5)}`,
    );
  }
  if (race === 'Dragonborn') {
    const horn = `M${n(cx + rx * 0.4)} ${n(cy - ry * 0.84)}C${n(cx + rx * 0.7)} ${n(cy - ry * 1.3)} ${n(cx + rx * 1.0)} ${n(cy - ry * 1.45)} ${n(cx + rx * 1.3)} ${n(cy - ry * 1.5)}C${n(cx + rx * 1.0)} ${n(cy - ry * 1.25)} ${n(cx + rx * 0.9)} ${n(cy - ry * 0.95)} ${n(cx + rx * 0.8)} ${n(cy - ry * 0.6)}Z`;
    return mirrored(path(horn, sk.body(mix(skin, '#3a2a1a', 0.45), 0.6)));
  }
  return '';
}
