import type { HeroClass } from '@feastforge/domain';
import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, n, path, stroke } from '../svg.ts';
import { mirrored } from './face.ts';
import type { ClassLook, Head } from './looks.ts';

/** The shoulder line of the bust, below the chin. */
export function shoulderY(h: Head): number {
  return h.cy + h.ry + 38;
}

/** The neck, drawn under the collar. */
export function neck(sk: Sketch, h: Head, skin: string, scaly: boolean): string {
  const w = h.rx * (scaly ? 0.62 : 0.5);
  const top = h.cy + h.ry * 0.6;
  const base = shoulderY(h) + 30;
  const body = path(
    `M${n(h.cx - w)} ${n(top)}L${n(h.cx - w * 1.08)} ${n(base)}L${n(h.cx + w * 1.08)} ${n(base)}L${n(h.cx + w)} ${n(top)}Z`,
    sk.linear([
      [0, darken(skin, 0.28)],
      [1, darken(skin, 0.1)],
    ]),
  );
  const bands = scaly
    ? stroke(
        [0.25, 0.5, 0.75]
          .map(
            (t) =>
              `M${n(h.cx - w * 0.7)} ${n(top + (base - top) * t)}Q${n(h.cx)} ${n(top + (base - top) * t + 8)} ${n(h.cx + w * 0.7)} ${n(top + (base - top) * t)}`,
          )
          .join(''),
        lighten(skin, 0.25),
        3,
        'opacity="0.6"',
      )
    : '';
  return `${body}${bands}`;
}

function torso(h: Head, widen = 1): string {
  const s = h.body * widen;
  const top = shoulderY(h);
  const x = (dx: number): string => n(h.cx + dx * s);
  return `M${x(-240)} 610C${x(-238)} ${n(top + 80)} ${x(-210)} ${n(top + 10)} ${x(-130)} ${n(top - 4)}C${x(-90)} ${n(top - 12)} ${x(-60)} ${n(top - 18)} ${x(-40)} ${n(top - 20)}L${x(40)} ${n(top - 20)}C${x(60)} ${n(top - 18)} ${x(90)} ${n(top - 12)} ${x(130)} ${n(top - 4)}C${x(210)} ${n(top + 10)} ${x(238)} ${n(top + 80)} ${x(240)} 610Z`;
}

/** The clothes of each class, from the shoulders down. */
export function outfit(sk: Sketch, h: Head, hero: HeroClass, look: ClassLook): string {
  const top = shoulderY(h);
  const { cx } = h;
  const s = h.body;
  const cloth = sk.body(look.cloth, 0.7);
  const vNeck = (depth: number, color: string, width: number): string =>
    stroke(
      `M${n(cx - 70 * s)} ${n(top - 14)}L${n(cx)} ${n(top + depth)}L${n(cx + 70 * s)} ${n(top - 14)}`,
      color,
      width,
    );
  const steel = sk.linear(
    [
      [0, '#f4f6fa'],
      [0.4, '#aab4c2'],
      [0.7, '#dfe4ec'],
      [1, '#6f7a8a'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const pauldrons = (paint: string, trim: string): string =>
    mirrored(
      `${ellipse(cx + 165 * s, top + 34, 72 * s, 46, paint, `stroke="${trim}" stroke-width="5"`)}${circle(cx + 145 * s, top + 24, 5, trim)}${circle(cx + 190 * s, top + 32, 5, trim)}`,
    );
  switch (hero) {
    case 'Warrior':
      return `${path(torso(h), cloth)}${path(`M${n(cx - 120 * s)} ${n(top + 10)}C${n(cx - 100 * s)} 560 ${n(cx + 100 * s)} 560 ${n(cx + 120 * s)} ${n(top + 10)}L${n(cx + 130 * s)} 610L${n(cx - 130 * s)} 610Z`, steel)}${pauldrons(steel, '#5a6270')}${stroke(`M${n(cx - 90 * s)} ${n(top + 80)}Q${n(cx)} ${n(top + 110)} ${n(cx + 90 * s)} ${n(top + 80)}`, '#5a6270', 4)}`;
    case 'Paladin': {
      const gold = sk.body('#e8b84a', 0.8);
      const cape = path(torso(h, 1.08), sk.body('#a8242a', 0.6));
      const tabard = path(
        `M${n(cx - 70 * s)} ${n(top + 20)}L${n(cx + 70 * s)} ${n(top + 20)}L${n(cx + 80 * s)} 610L${n(cx - 80 * s)} 610Z`,
        cloth,
      );
      const emblem = `${circle(cx, top + 110, 30, gold)}${path(`M${cx} ${n(top + 86)}L${cx + 8} ${n(top + 106)}L${cx + 26} ${n(top + 110)}L${cx + 8} ${n(top + 116)}L${cx} ${n(top + 136)}L${cx - 8} ${n(top + 116)}L${cx - 26} ${n(top + 110)}L${cx - 8} ${n(top + 106)}Z`, '#fff6d8')}`;
      return `${cape}${path(torso(h, 0.92), steel)}${tabard}${emblem}${pauldrons(steel, '#e8b84a')}${stroke(`M${n(cx - 200 * s)} ${n(top + 90)}Q${n(cx - 150 * s)} ${n(top + 20)} ${n(cx - 60 * s)} ${n(top + 10)}`, '#ffffff', 6, 'opacity="0.6"')}`;
    }
    case 'Mage':
      return `${path(torso(h), cloth)}${vNeck(90, look.trim, 12)}${[
        [-150, 70],
        [140, 110],
        [-90, 150],
        [180, 60],
      ]
        .map(([dx = 0, dy = 0]) =>
          path(
            `M${n(cx + dx * s)} ${n(top + dy - 9)}l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z`,
            look.trim,
            'opacity="0.8"',
          ),
        )
        .join('')}`;
    case 'Rogue':
      return `${path(torso(h), sk.body('#3a2e26', 0.6))}${path(`M${n(cx - 130 * s)} ${n(top)}C${n(cx - 60 * s)} ${n(top + 60)} ${n(cx + 60 * s)} ${n(top + 60)} ${n(cx + 130 * s)} ${n(top)}L${n(cx + 150 * s)} ${n(top + 40)}C${n(cx + 60 * s)} ${n(top + 100)} ${n(cx - 60 * s)} ${n(top + 100)} ${n(cx - 150 * s)} ${n(top + 40)}Z`, cloth)}${stroke(`M${n(cx - 170 * s)} ${n(top + 20)}L${n(cx + 120 * s)} 610`, '#5a4030', 16)}${path(`M${n(cx - 30 * s)} ${n(top + 120)}h26v22h-26z`, look.trim)}`;
    case 'Cleric':
      return `${path(torso(h), cloth)}${mirrored(path(`M${n(cx + 40 * s)} ${n(top - 12)}L${n(cx + 80 * s)} ${n(top - 8)}L${n(cx + 70 * s)} 610L${n(cx + 34 * s)} 610Z`, sk.body(look.trim, 0.6)))}${stroke(`M${n(cx - 50 * s)} ${n(top - 10)}L${cx} ${n(top + 70)}L${n(cx + 50 * s)} ${n(top - 10)}`, '#c9962c', 3)}${holySymbol(sk, cx, top + 95)}`;
    case 'Ranger':
      return `${path(torso(h), sk.body('#7a5a3a', 0.6))}${path(`M${n(cx - 250 * s)} 610C${n(cx - 240 * s)} ${n(top + 40)} ${n(cx - 190 * s)} ${n(top - 10)} ${n(cx - 60 * s)} ${n(top - 10)}L${n(cx - 10 * s)} ${n(top + 40)}L${n(cx - 120 * s)} 610Z`, cloth)}${path(`M${n(cx + 250 * s)} 610C${n(cx + 240 * s)} ${n(top + 40)} ${n(cx + 190 * s)} ${n(top - 10)} ${n(cx + 60 * s)} ${n(top - 10)}L${n(cx + 10 * s)} ${n(top + 40)}L${n(cx + 120 * s)} 610Z`, cloth)}${circle(cx, top + 38, 14, sk.body(look.trim))}${path(`M${cx} ${n(top + 26)}c8 6 8 18 0 24c-8-6-8-18 0-24z`, '#5a9a3a')}`;
    case 'Bard': {
      const puff = mirrored(
        `${ellipse(cx + 175 * s, top + 36, 80 * s, 55, sk.body(look.cloth, 0.6))}${stroke(`M${n(cx + 130 * s)} ${n(top + 10)}Q${n(cx + 150 * s)} ${n(top + 40)} ${n(cx + 140 * s)} ${n(top + 80)}M${n(cx + 175 * s)} ${n(top - 16)}Q${n(cx + 190 * s)} ${n(top + 36)} ${n(cx + 180 * s)} ${n(top + 90)}M${n(cx + 215 * s)} ${n(top + 4)}Q${n(cx + 230 * s)} ${n(top + 40)} ${n(cx + 220 * s)} ${n(top + 80)}`, look.trim, 5)}`,
      );
      return `${path(torso(h), sk.body(darken(look.cloth, 0.2), 0.6))}${puff}${path(`M${n(cx - 80 * s)} ${n(top - 18)}Q${cx} ${n(top + 30)} ${n(cx + 80 * s)} ${n(top - 18)}Q${cx} ${n(top + 10)} ${n(cx - 80 * s)} ${n(top - 18)}Z`, '#fbf6ea')}${[60, 100, 140].map((dy) => circle(cx, top + dy, 7, sk.body(look.trim))).join('')}`;
    }
    case 'Warlock': {
      const collar = mirrored(
        path(
          `M${n(cx + 40 * s)} ${n(top - 10)}L${n(cx + 150 * s)} ${n(top - 120)}L${n(cx + 130 * s)} ${n(top + 30)}Z`,
          sk.body(lighten(look.cloth, 0.12), 0.6),
        ),
      );
      const runes = stroke(
        `M${n(cx - 40)} ${n(top + 80)}l10 -14l10 14M${n(cx - 6)} ${n(top + 70)}v20M${n(cx + 20)} ${n(top + 72)}l12 8l-12 8`,
        look.trim,
        3,
        'opacity="0.9"',
      );
      return `${path(torso(h), cloth)}${collar}${vNeck(80, darken(look.cloth, 0.4), 10)}${runes}`;
    }
    case 'Monk': {
      const beads = Array.from({ length: 13 }, (_, i) => {
        const a = Math.PI * (0.15 + (i / 12) * 0.7);
        return circle(cx + Math.cos(a) * 105 * s, top - 30 + Math.sin(a) * 120, 8, sk.body('#6a3a1a'));
      }).join('');
      return `${path(torso(h), cloth)}${path(`M${n(cx - 60 * s)} ${n(top - 16)}L${n(cx + 40 * s)} ${n(top + 130)}L${n(cx + 70 * s)} ${n(top - 16)}Z`, darken(look.cloth, 0.15))}${stroke(`M${n(cx + 66 * s)} ${n(top - 14)}L${n(cx - 4 * s)} ${n(top + 70)}`, darken(look.trim, 0.2), 16)}${stroke(`M${n(cx - 62 * s)} ${n(top - 14)}L${n(cx + 40 * s)} ${n(top + 140)}`, look.trim, 16)}${beads}`;
    }
    case 'Druid': {
      const leaves = Array.from({ length: 9 }, (_, i) => {
        const t = i / 8;
        const x = cx - 130 * s + t * 260 * s;
        const y = top - 8 + Math.sin(t * Math.PI) * 40;
        return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(-60 + t * 120)})">${path('M0 0C8 -10 22 -10 30 0C22 10 8 10 0 0Z', sk.body(i % 2 === 0 ? look.trim : '#7ab84a', 0.6))}</g>`;
      }).join('');
      return `${path(torso(h), cloth)}${stroke(`M${n(cx - 150 * s)} ${n(top + 60)}Q${cx} ${n(top + 140)} ${n(cx + 150 * s)} ${n(top + 60)}`, '#4a6a2a', 5)}${leaves}`;
    }
  }
}

/** A cleric's sun-disc holy symbol on a chain. */
export function holySymbol(sk: Sketch, x: number, y: number): string {
  let rays = '';
  for (let i = 0; i < 12; i += 1) {
    const a = (i * Math.PI) / 6;
    rays += `M${n(x + Math.cos(a) * 20)} ${n(y + Math.sin(a) * 20)}L${n(x + Math.cos(a) * 34)} ${n(y + Math.sin(a) * 34)}`;
  }
  return `${circle(x, y, 52, sk.soft('#fff3b0', 0.7))}${stroke(rays, '#e8b84a', 5)}${circle(x, y, 20, sk.body('#f2c14e'))}${circle(x, y, 9, '#fff6d8')}`;
}
