import type { HeroClass } from '@feastforge/domain';
import { darken, lighten } from '../color.ts';
import type { Sketch } from '../sketch.ts';
import { circle, n, path, rect, sparkle, stroke } from '../svg.ts';
import { pine } from '../scenery/scenery-kit.ts';
import type { ClassLook } from './looks.ts';

/** The light behind the hero and a motif of their calling, kept faint so the face leads. */
export function backdrop(sk: Sketch, hero: HeroClass, look: ClassLook): string {
  const { rng } = sk;
  const [centre, edge] = look.backdrop;
  const base = rect(
    0,
    0,
    600,
    600,
    sk.radial(
      [
        [0, centre],
        [1, edge],
      ],
      { cx: 0.5, cy: 0.4, r: 0.75 },
    ),
  );
  const faint = lighten(centre, 0.4);
  let motif = '';
  switch (hero) {
    case 'Warrior': {
      const blade = (r: number): string =>
        `<g transform="rotate(${r} 300 300)">${path('M292 40L308 40L310 420L300 450L290 420Z', faint, 'opacity="0.3"')}${rect(250, 400, 100, 14, faint, 4, 'opacity="0.3"')}</g>`;
      motif = `${blade(-35)}${blade(35)}`;
      break;
    }
    case 'Mage':
    case 'Warlock':
      for (let i = 0; i < 16; i += 1)
        motif += sparkle(
          rng.range(40, 560),
          rng.range(40, 380),
          rng.range(3, 9),
          '#ffffff',
          `opacity="${Math.round(rng.range(0.3, 0.8) * 10) / 10}"`,
        );
      break;
    case 'Rogue':
      motif = `${circle(470, 120, 52, '#f4f1e0', 'opacity="0.85"')}${circle(490, 108, 48, edge)}`;
      break;
    case 'Cleric':
    case 'Paladin': {
      let rays = '';
      for (let i = 0; i < 16; i += 1) {
        const a0 = (i / 16) * Math.PI * 2;
        const a1 = a0 + 0.12;
        rays += `M300 250L${n(300 + Math.cos(a0) * 600)} ${n(250 + Math.sin(a0) * 600)}L${n(300 + Math.cos(a1) * 600)} ${n(250 + Math.sin(a1) * 600)}Z`;
      }
      motif = path(rays, '#ffffff', 'opacity="0.16"');
      break;
    }
    case 'Ranger':
      motif = [60, 130, 470, 540].map((x, i) => pine(x, 600, 200 + (i % 2) * 60, darken(edge, 0.1), false)).join('');
      break;
    case 'Bard':
      for (let i = 0; i < 6; i += 1) {
        const x = rng.range(50, 550);
        const y = rng.range(60, 300);
        motif += `<g opacity="0.35">${circle(x, y, 9, faint)}${stroke(`M${n(x + 8)} ${n(y)}v-38l18 8`, faint, 3)}</g>`;
      }
      break;
    case 'Monk':
      motif = `${stroke('M300 70A200 200 0 1 1 170 120', faint, 26, 'opacity="0.3"')}${path('M0 600L150 440L260 540L380 420L600 600Z', darken(edge, 0.1), 'opacity="0.35"')}`;
      break;
    case 'Druid':
      for (let i = 0; i < 12; i += 1)
        motif += `<g transform="translate(${n(rng.range(30, 570))} ${n(rng.range(30, 560))}) rotate(${n(rng.range(0, 360))})">${path('M0 0C8 -10 24 -10 34 0C24 10 8 10 0 0Z', faint, 'opacity="0.3"')}</g>`;
      break;
  }
  return `${base}${motif}`;
}
