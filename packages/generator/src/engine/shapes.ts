import pluralize from 'pluralize';

/**
 * Shapes a cook draws or spreads free on a tray (a pavlova's meringue circle), that follow the
 * party as a tin does (vessels.ts): the area grows with what goes in, so the meringue keeps its
 * depth and its baking time. A circle grows to what a baking sheet takes; past that the cook makes
 * two, one to a sheet, both in the oven at once on two shelves, so both can cool in it too.
 *
 * Templates (text.ts):
 * - `{~draw:20cm circle:baking sheet}`: the whole clause that draws the circles and lays them on
 *   their sheets ('Draw a 20 cm (8 in) circle on a sheet of baking paper, turn it over and lay it on
 *   a baking sheet').
 * - `{~circle}`, `{~pavlova}`: the shape or the dish named again ('the pavlova', 'the pavlovas').
 * - `{~each pavlova}`: 'the pavlova', or 'each pavlova' when there are several.
 * - `{~into each circle}`: 'inside the circle', or 'half inside each circle'.
 */

/** The widest circle a home baking sheet (about 30 x 40 cm) takes with room around it. */
const WIDEST_CM = 26;
/** Shelves an oven has: more shapes than this would bake, and cool, in turns. */
const SHELVES = 2;

const WORDS = ['zero', 'one', 'two', 'three', 'four'];
const SHARES = ['', 'all', 'half', 'a third', 'a quarter'];

/** 'pavlovas': pluralize reads a word in -a as Latin ('pavlova' → 'pavlova'); a dish is not. */
const plural = (noun: string) => (/[^u]a$/.test(noun) ? `${noun}s` : pluralize.plural(noun));

export interface ShapeChoice {
  count: number;
  /** Diameter of each, in cm. */
  cm: number;
}

/**
 * The shapes for contents `factor` times the base recipe's, drawn `baseCm` across in it.
 *
 * @example
 * chooseShapes(20, 2.5) // { count: 2, cm: 22 }: two 22 cm circles hold what one 32 cm would
 */
export function chooseShapes(baseCm: number, factor: number): ShapeChoice {
  const area = baseCm * baseCm * factor;
  const count = Math.min(SHELVES, Math.max(1, Math.ceil(area / (WIDEST_CM * WIDEST_CM) - 0.05)));
  return { count, cm: Math.max(6, Math.round(Math.sqrt(area / count))) };
}

/** The shape a recipe's steps declare with `{~draw:…}`, as '20cm circle'. */
export function declaredShape(steps: readonly string[]): string | undefined {
  for (const step of steps) {
    const found = /\{~draw:([^:{}]+):[^{}]+\}/.exec(step);
    if (found) return found[1];
  }
  return undefined;
}

function parseShape(spec: string, where: string): { cm: number; noun: string } {
  const match = /^(\d+)cm\s+([a-z -]+)$/.exec(spec.trim());
  if (!match) throw new Error(`${where}: unknown shape '${spec}'`);
  return { cm: Number(match[1]), noun: match[2] ?? '' };
}

/**
 * A `{~…}` reference written out for the party.
 *
 * @example
 * shapeText('draw:20cm circle:baking sheet', '20cm circle', 2.5, 'pavlova step 1')
 * // 'Draw a 22 cm (9 in) circle on each of two sheets of baking paper, turn them over and lay them on two baking sheets, on two shelves of the oven'
 */
export function shapeText(ref: string, declared: string | undefined, factor: number, where: string): string {
  const [kind = '', spec, tray] = ref.split(':');
  const shapeSpec = kind === 'draw' ? spec : declared;
  if (!shapeSpec) throw new Error(`${where}: {~${ref}} names a shape no step draws`);
  const { cm, noun } = parseShape(shapeSpec, where);
  const { count, cm: size } = chooseShapes(cm, factor);
  const many = count > 1;
  const sized = `${String(size)} cm (${String(Math.round(size / 2.54))} in) ${noun}`;
  if (kind === 'draw') {
    if (!tray) throw new Error(`${where}: {~${ref}} needs the tray it lays the shapes on`);
    return many
      ? `Draw a ${sized} on each of ${WORDS[count] ?? String(count)} sheets of baking paper, turn them over and lay them on ${WORDS[count] ?? String(count)} ${plural(tray)}, to bake side by side on ${WORDS[count] ?? String(count)} shelves of the oven, swapping them halfway`
      : `Draw a ${sized} on a sheet of baking paper, turn it over and lay it on a ${tray}`;
  }
  const into = /^into each (.+)$/.exec(kind);
  if (into) return many ? `${SHARES[count] ?? 'a share'} inside each ${into[1] ?? ''}` : `inside the ${into[1] ?? ''}`;
  const each = /^each (.+)$/.exec(kind);
  if (each) return many ? `each ${each[1] ?? ''}` : `the ${each[1] ?? ''}`;
  return many ? `the ${plural(kind)}` : `the ${kind}`;
}
