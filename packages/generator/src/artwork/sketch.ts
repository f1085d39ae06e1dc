import { darken, lighten } from './color.ts';
import { createRng, type Rng } from './hash.ts';
import { n } from './svg.ts';

/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Geometry of a linear gradient; fractions of the shape's box unless `user` is set. */
export interface LinearAxis {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  user?: boolean;
}

/** Geometry of a radial gradient; fractions of the shape's box unless `user` is set. */
export interface RadialAxis {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  user?: boolean;
}

/**
 * One drawing in progress: a seeded random source plus the shared `<defs>`. Every id carries a
 * prefix taken from the input's hash, because several artworks may be inlined into one page and
 * SVG ids are document-global. Identical gradients are defined once and reused, which keeps the
 * output small without the drawing code having to care.
 */
export class Sketch {
  readonly rng: Rng;
  private readonly ids = new Map<string, string>();
  private readonly defs: string[] = [];
  private readonly prefix: string;

  constructor(seed: number, prefix: string) {
    this.rng = createRng(seed);
    this.prefix = `${prefix}${seed.toString(36)}`;
  }

  /** Registers a definition once per key and returns its id. */
  define(key: string, build: (id: string) => string): string {
    const existing = this.ids.get(key);
    if (existing !== undefined) return existing;
    const id = `${this.prefix}-${this.ids.size.toString(36)}`;
    this.ids.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  /** A linear gradient paint, `url(#...)`. */
  linear(stops: readonly Stop[], axis: LinearAxis = {}): string {
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = axis;
    const key = `L${x1},${y1},${x2},${y2},${user}|${stopKey(stops)}`;
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const id = this.define(
      key,
      (gid) =>
        `<linearGradient id="${gid}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stopMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient paint, `url(#...)`. */
  radial(stops: readonly Stop[], axis: RadialAxis = {}): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, user = false } = axis;
    const fx = axis.fx ?? cx;
    const fy = axis.fy ?? cy;
    const key = `R${cx},${cy},${r},${fx},${fy},${user}|${stopKey(stops)}`;
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const focus = fx !== cx || fy !== cy ? ` fx="${n(fx)}" fy="${n(fy)}"` : '';
    const id = this.define(
      key,
      (gid) =>
        `<radialGradient id="${gid}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${focus}${units}>${stopMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** The house shading: lit from the top left, shaded towards the bottom right. */
  body(color: string, strength = 1): string {
    return this.linear(
      [
        [0, lighten(color, 0.28 * strength)],
        [0.55, color],
        [1, darken(color, 0.28 * strength)],
      ],
      { x1: 0.2, y1: 0, x2: 0.8, y2: 1 },
    );
  }

  /** A soft round falloff of one colour, for shadows, glows and light pools. */
  soft(color: string, opacity: number): string {
    return this.radial([
      [0, color, opacity],
      [0.6, color, opacity * 0.45],
      [1, color, 0],
    ]);
  }

  /** A reusable group for `<use href>`; returns `#id`. */
  symbol(key: string, body: string): string {
    return `#${this.define(`S${key}`, (id) => `<g id="${id}">${body}</g>`)}`;
  }

  /** Everything registered so far, wrapped in `<defs>`. */
  defsMarkup(): string {
    return `<defs>${this.defs.join('')}</defs>`;
  }
}

function stopKey(stops: readonly Stop[]): string {
  return stops.map(([o, c, a]) => `${o}${c}${a ?? ''}`).join(';');
}

function stopMarkup(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined || opacity >= 1 ? '' : ` stop-opacity="${Math.round(opacity * 100) / 100}"`;
      return `<stop offset="${Math.round(offset * 100) / 100}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
}
