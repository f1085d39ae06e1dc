import type { HeroClass } from '@feastforge/domain';
import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, ellipse, n, path, rect, sparkle, stroke, glow } from '../svg.ts';
import type { ClassLook, Head } from './looks.ts';
import { shoulderY } from './outfit.ts';

/** What a class carries behind the bust: a staff, a bow and quiver, a lute, a halo, a hood. */
export function gearBehind(sk: Sketch, h: Head, hero: HeroClass, look: ClassLook): string {
  const { cx, cy, rx, ry } = h;
  const top = shoulderY(h);
  switch (hero) {
    case 'Mage':
      return `${stroke('M112 610L138 150', '#6a4a2a', 14)}${stroke('M108 600L134 160', '#9a7048', 4, 'opacity="0.6"')}${glow(140, 132, 90, 90, '#8fd8ff', 0.8)}${circle(
        140,
        132,
        24,
        sk.radial(
          [
            [0, '#ffffff'],
            [0.5, '#8fd8ff'],
            [1, '#3f6fd8'],
          ],
          { fx: 0.35, fy: 0.35 },
        ),
      )}${sparkle(176, 96, 12, '#ffffff')}`;
    case 'Ranger': {
      const bow = `${stroke(`M${n(cx + 250)} ${n(top - 170)}Q${n(cx + 100)} ${n(top + 30)} ${n(cx + 220)} ${n(top + 230)}`, '#6a4424', 12)}${stroke(`M${n(cx + 250)} ${n(top - 170)}L${n(cx + 220)} ${n(top + 230)}`, '#efe6d0', 2)}`;
      const quiver = `${path(`M${n(cx - 190)} ${n(top - 110)}l40 -14l40 200l-40 14z`, sk.body('#7a4a2a', 0.6))}${[0, 14, 28].map((dx) => path(`M${n(cx - 178 + dx)} ${n(top - 118 - dx * 0.3)}l-8 -34l8 6l8 -6z`, dx === 14 ? '#e0e0d0' : '#c0403a')).join('')}`;
      return `${quiver}${bow}`;
    }
    case 'Bard':
      return `${path(`M${n(cx + 150)} ${n(top + 40)}L${n(cx + 230)} ${n(top - 170)}L${n(cx + 252)} ${n(top - 162)}L${n(cx + 178)} ${n(top + 50)}Z`, sk.body('#8a5a2a', 0.6))}${rect(cx + 222, top - 206, 34, 48, '#6a4020', 6, `transform="rotate(20 ${n(cx + 239)} ${n(top - 182)})"`)}${[0, 1, 2].map((i) => circle(cx + 222 + i * 6, top - 200 + i * 14, 5, '#e8d8b0')).join('')}`;
    case 'Paladin':
    case 'Cleric':
      return `${glow(cx, cy - ry * 0.2, rx * 1.9, rx * 1.9, '#fff3b0', 0.75)}${circle(cx, cy - ry * 0.2, rx * 1.45, 'none', `stroke="#ffe9a0" stroke-width="6" opacity="0.55"`)}`;
    case 'Warlock':
      return `${circle(cx, cy - ry * 0.1, rx * 1.7, 'none', `stroke="${look.trim}" stroke-width="3" opacity="0.5"`)}${circle(cx, cy - ry * 0.1, rx * 1.5, 'none', `stroke="${look.trim}" stroke-width="2" stroke-dasharray="6 10" opacity="0.6"`)}`;
    case 'Rogue':
      return path(
        `M${n(cx - rx * 1.45)} ${n(top + 60)}C${n(cx - rx * 1.6)} ${n(cy - ry * 0.4)} ${n(cx - rx * 1.1)} ${n(cy - ry * 1.5)} ${n(cx)} ${n(cy - ry * 1.5)}C${n(cx + rx * 1.1)} ${n(cy - ry * 1.5)} ${n(cx + rx * 1.6)} ${n(cy - ry * 0.4)} ${n(cx + rx * 1.45)} ${n(top + 60)}Z`,
        sk.body(darken(look.cloth, 0.25), 0.6),
      );
    default:
      return '';
  }
}

/** What a class wears on its head (or holds in front): helm, hat, hood, crown, glowing orb. */
export function gearFront(sk: Sketch, h: Head, hero: HeroClass, look: ClassLook): string {
  const { cx, cy, rx, ry } = h;
  switch (hero) {
    case 'Warrior': {
      const steel = sk.linear(
        [
          [0, '#f4f6fa'],
          [0.45, '#aab4c2'],
          [1, '#5f6a7a'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      );
      const dome = `M${n(cx - rx * 1.1)} ${n(cy - ry * 0.3)}C${n(cx - rx * 1.15)} ${n(cy - ry * 1.45)} ${n(cx + rx * 1.15)} ${n(cy - ry * 1.45)} ${n(cx + rx * 1.1)} ${n(cy - ry * 0.3)}Z`;
      const plume = path(
        `M${n(cx)} ${n(cy - ry * 1.08)}C${n(cx + rx * 0.4)} ${n(cy - ry * 1.7)} ${n(cx + rx * 1.2)} ${n(cy - ry * 1.5)} ${n(cx + rx * 1.4)} ${n(cy - ry * 0.9)}C${n(cx + rx * 1.0)} ${n(cy - ry * 1.3)} ${n(cx + rx * 0.5)} ${n(cy - ry * 1.2)} ${n(cx + rx * 0.1)} ${n(cy - ry * 0.95)}Z`,
        sk.body(look.cloth, 0.7),
      );
      return `${plume}${path(dome, steel)}${rect(cx - rx * 1.12, cy - ry * 0.42, rx * 2.24, ry * 0.16, sk.body('#8a94a4', 0.6), 6)}${rect(cx - 7, cy - ry * 0.3, 14, ry * 0.5, steel, 4)}${[-0.8, -0.4, 0.4, 0.8].map((t) => circle(cx + rx * t, cy - ry * 0.34, 4, '#5a6270')).join('')}`;
    }
    case 'Mage': {
      const brimY = cy - ry * 0.62;
      const cone = `M${n(cx - rx * 0.82)} ${n(brimY)}C${n(cx - rx * 0.5)} ${n(brimY - ry * 0.7)} ${n(cx - rx * 0.1)} ${n(brimY - ry * 1.2)} ${n(cx + rx * 0.85)} ${n(brimY - ry * 1.5)}C${n(cx + rx * 0.35)} ${n(brimY - ry * 1.0)} ${n(cx + rx * 0.6)} ${n(brimY - ry * 0.5)} ${n(cx + rx * 0.82)} ${n(brimY)}Z`;
      return `${ellipse(cx, brimY, rx * 1.62, ry * 0.24, sk.body(darken(look.cloth, 0.1), 0.6))}${path(cone, sk.body(look.cloth, 0.7))}${path(`M${n(cx - rx * 0.8)} ${n(brimY - 4)}Q${cx} ${n(brimY - ry * 0.16)} ${n(cx + rx * 0.8)} ${n(brimY - 4)}L${n(cx + rx * 0.74)} ${n(brimY - ry * 0.2)}Q${cx} ${n(brimY - ry * 0.34)} ${n(cx - rx * 0.72)} ${n(brimY - ry * 0.2)}Z`, look.trim)}${sparkle(cx - rx * 0.1, brimY - ry * 0.6, 10, look.trim)}${sparkle(cx + rx * 0.35, brimY - ry * 0.95, 7, look.trim)}`;
    }
    case 'Rogue': {
      const hood = `M${n(cx - rx * 1.42)} ${n(cy + ry * 1.1)}C${n(cx - rx * 1.55)} ${n(cy - ry * 0.4)} ${n(cx - rx * 1.05)} ${n(cy - ry * 1.42)} ${n(cx)} ${n(cy - ry * 1.42)}C${n(cx + rx * 1.05)} ${n(cy - ry * 1.42)} ${n(cx + rx * 1.55)} ${n(cy - ry * 0.4)} ${n(cx + rx * 1.42)} ${n(cy + ry * 1.1)}L${n(cx + rx * 0.98)} ${n(cy + ry * 0.7)}C${n(cx + rx * 1.08)} ${n(cy - ry * 0.4)} ${n(cx + rx * 0.7)} ${n(cy - ry * 1.0)} ${n(cx)} ${n(cy - ry * 1.02)}C${n(cx - rx * 0.7)} ${n(cy - ry * 1.0)} ${n(cx - rx * 1.08)} ${n(cy - ry * 0.4)} ${n(cx - rx * 0.98)} ${n(cy + ry * 0.7)}Z`;
      return `${path(`M${n(cx - rx)} ${n(cy - ry * 0.4)}C${n(cx - rx * 0.7)} ${n(cy - ry * 1.0)} ${n(cx + rx * 0.7)} ${n(cy - ry * 1.0)} ${n(cx + rx)} ${n(cy - ry * 0.4)}C${n(cx + rx * 0.5)} ${n(cy - ry * 0.6)} ${n(cx - rx * 0.5)} ${n(cy - ry * 0.6)} ${n(cx - rx)} ${n(cy - ry * 0.4)}Z`, '#000000', 'opacity="0.28"')}${path(hood, sk.body(look.cloth, 0.7))}${stroke(`M${n(cx - rx * 0.98)} ${n(cy + ry * 0.7)}C${n(cx - rx * 1.08)} ${n(cy - ry * 0.4)} ${n(cx - rx * 0.7)} ${n(cy - ry * 1.0)} ${n(cx)} ${n(cy - ry * 1.02)}`, lighten(look.cloth, 0.25), 4, 'opacity="0.7"')}`;
    }
    case 'Bard': {
      const brimY = cy - ry * 0.7;
      const feather = `M${n(cx + rx * 0.3)} ${n(brimY - ry * 0.3)}C${n(cx + rx * 0.9)} ${n(brimY - ry * 1.3)} ${n(cx + rx * 1.7)} ${n(brimY - ry * 1.2)} ${n(cx + rx * 1.9)} ${n(brimY - ry * 0.9)}C${n(cx + rx * 1.4)} ${n(brimY - ry * 0.9)} ${n(cx + rx * 0.9)} ${n(brimY - ry * 0.6)} ${n(cx + rx * 0.5)} ${n(brimY - ry * 0.2)}Z`;
      return `<g transform="rotate(-8 ${cx} ${n(brimY)})">${path(feather, sk.body('#f2c14e', 0.6))}${stroke(`M${n(cx + rx * 0.4)} ${n(brimY - ry * 0.25)}C${n(cx + rx * 1.0)} ${n(brimY - ry * 1.0)} ${n(cx + rx * 1.5)} ${n(brimY - ry * 1.05)} ${n(cx + rx * 1.85)} ${n(brimY - ry * 0.92)}`, '#b07a1a', 2)}${ellipse(cx, brimY, rx * 1.55, ry * 0.22, sk.body(darken(look.cloth, 0.35), 0.6))}${path(`M${n(cx - rx * 0.8)} ${n(brimY)}C${n(cx - rx * 0.8)} ${n(brimY - ry * 0.7)} ${n(cx + rx * 0.8)} ${n(brimY - ry * 0.7)} ${n(cx + rx * 0.8)} ${n(brimY)}Z`, sk.body(darken(look.cloth, 0.25), 0.6))}${rect(cx - rx * 0.8, brimY - ry * 0.16, rx * 1.6, ry * 0.12, look.trim)}</g>`;
    }
    case 'Druid': {
      let crown = '';
      for (let i = 0; i <= 10; i += 1) {
        const a = Math.PI * (1.05 + (i / 10) * 0.9);
        const x = cx + Math.cos(a) * rx * 1.02;
        const y = cy - ry * 0.45 + Math.sin(a) * ry * 0.35;
        crown += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n((a * 180) / Math.PI + (i % 2 === 0 ? -20 : 20))})">${path('M0 0C8 -10 24 -10 34 0C24 10 8 10 0 0Z', sk.body(i % 3 === 0 ? '#7ab84a' : look.trim, 0.6))}</g>`;
      }
      return `${crown}${circle(cx - rx * 0.5, cy - ry * 0.78, 6, '#d94a4a')}${circle(cx + rx * 0.55, cy - ry * 0.76, 6, '#d94a4a')}`;
    }
    case 'Warlock':
      return `${glow(470, 470, 70, 70, look.trim, 0.8)}${circle(
        470,
        470,
        26,
        sk.radial(
          [
            [0, '#f4fff6'],
            [0.5, look.trim],
            [1, '#7a3ad8'],
          ],
          { fx: 0.4, fy: 0.35 },
        ),
      )}${stroke('M452 470q18 -26 36 0q-18 26 -36 0', '#ffffff', 2.5, 'opacity="0.8"')}`;
    case 'Monk':
      return rect(cx - rx * 1.02, cy - ry * 0.5, rx * 2.04, ry * 0.12, sk.body(look.trim, 0.5), 6);
    default:
      return '';
  }
}
