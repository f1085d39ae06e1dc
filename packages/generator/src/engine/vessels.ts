import { formatAmount } from '@feastforge/domain';
import pluralize from 'pluralize';

/**
 * Vessels and times that follow the party (docs/knowledge-base.md, ADR 009). A step names the
 * vessel the base recipe is written for, `{@28cm frying pan}`, `{@5l pot}`, `{@20x30cm baking dish}`,
 * `{@900g loaf tin}` or `{@2 baking trays}`, and the engine writes the one a cook would use for the
 * party: a smaller or larger size from the range kitchens own, two or three of them, or batches.
 * Contents grow with the party, so a pot's litres, a tin's area and a count of trays grow with it;
 * a tin keeps its depth, so its baking time holds.
 */

type Family = 'litres' | 'round' | 'bake' | 'rect' | 'loaf' | 'count';

interface VesselSpec {
  family: Family;
  /** What the vessel holds at the base servings: litres, cm² (by d² for round and square), grams or a count. */
  base: number;
  /** The size as written, for a party the base size already fits. */
  size: number[];
  /** How many of them the base recipe uses: a layer cake bakes in two tins however big. */
  least: number;
  /** The smallest size that does the work, `{@30cm>=26 frying pan}`: a stir-fry for two still needs room to toss. */
  min: number;
  noun: string;
}

export interface VesselChoice {
  /** How many vessels at once. */
  count: number;
  /** How many rounds the vessels are used in (1: all at once). */
  batches: number;
  /** What one vessel browns at once against the base vessel (by its floor: litres^⅔, cm²). */
  floor: number;
  /**
   * How full each tin or dish is against the base recipe's (1: as deep): the smallest tin kitchens
   * own is half empty for brownies for 2, and a shallower batter bakes sooner.
   */
  fill: number;
  text: string;
  /** The vessels alone ('two 28 cm (11 in) frying pans'), for a step that says its batches at the end of the clause. */
  name: string;
  /** How the batches go, '(in three batches, keeping each batch warm)', or '' for one round. */
  note: string;
}

const POT_LITRES = [1, 1.5, 2, 3, 4, 5, 6, 8, 10];
const PAN_CM = [16, 20, 24, 26, 28, 30];
/** Paella pans are sold wider than frying pans; past 42 cm a home burner no longer heats one evenly. */
const PAELLA_CM = [20, 26, 30, 34, 38, 42];
/** Mini tins of 10 and 12 cm are sold for a cake for one or two: a 15 cm tin spreads it a centimetre deep. */
const TIN_CM = [10, 12, 15, 18, 20, 23, 25, 28, 30];
/** A 10 x 15 cm individual baking dish takes one serving of a crumble or a gratin at its depth. */
const DISH_CM: ReadonlyArray<readonly [number, number]> = [
  [10, 15],
  [15, 20],
  [20, 20],
  [20, 30],
  [23, 33],
  [25, 35],
  [30, 40],
];
const LOAF_GRAMS = [450, 900];
/** Burners a hob gives one dish, shelves an oven has. */
const AT_ONCE = { hob: 3, oven: 2, tins: 4 };
/** A paella pan spreads over two burners: a home hob runs two. */
const PAELLA_AT_ONCE = 2;
/** How far the contents may stray from the vessel before a cook changes it (a tin a little fuller or shallower). */
const SLACK = { over: 1.2, under: 0.8 };

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const word = (n: number) => WORDS[n] ?? String(n);
/** 'an 8-litre pot', 'an 18 cm tin', 'a 20 cm tin'. */
const article = (text: string) => (/^(?:[aeio]|8|11\D|18\D|eight|eleven)/i.test(text) ? 'an' : 'a');

function parseSpec(written: string, where: string): VesselSpec {
  // '20x30cm dish|glass': the glasses are for a party the smallest dish is too big for (individualFor).
  const spec = written.split('|')[0] ?? written;
  const match = /^(?:(\d+)\*)?(\d+(?:\.\d+)?)(?:x(\d+))?(cm|l|g)?(?:>=(\d+(?:\.\d+)?))?\s+([a-z][a-z -]*)$/i.exec(
    spec.trim(),
  );
  if (!match) throw new Error(`${where}: unknown vessel {@${spec}}`);
  const [, times, a = '', b, unit, atLeast, rawNoun = ''] = match;
  const min = Number(atLeast ?? 0);
  const least = Number(times ?? 1);
  const first = Number(a);
  const noun = pluralize.singular(rawNoun.trim()).replace(/\bdutch oven\b/, 'Dutch oven');
  const oven = OVEN.test(noun);
  if (unit === 'l') return { family: 'litres', base: first * least, least, size: [first], min, noun };
  if (unit === 'g') return { family: 'loaf', base: first * least, least, size: [first], min, noun };
  if (unit === 'cm' && b)
    return { family: 'rect', base: first * Number(b) * least, least, size: [first, Number(b)], min, noun };
  if (unit === 'cm')
    return { family: oven ? 'bake' : 'round', base: first * first * least, least, size: [first], min, noun };
  if (!unit) return { family: 'count', base: first * least, least, size: [first], min, noun };
  throw new Error(`${where}: unknown vessel {@${spec}}`);
}

/** A vessel that goes in the oven: a plain or serving dish (a tiramisu, a trifle) stays on the table. */
const OVEN = /\b(tin|tray|sheet|ramekin|roasting|baking|pie|gratin|ovenproof|metal)\b/i;
const isOven = (spec: VesselSpec) => OVEN.test(spec.noun) && !/\bfreezer\b/i.test(spec.noun);
/** A dish, bowl or jug that is neither cooked on the hob nor in the oven: any number of them are filled at once. */
const isCold = (spec: VesselSpec) => !isOven(spec) && /\b(dish|freezer|bowl|jug|jar|pitcher)\b/i.test(spec.noun);
/** A wok or a paella pan is one per burner's worth of heat; more food goes in batches. */
const atOnceFor = (spec: VesselSpec) =>
  fillsAShelf(spec)
    ? AT_ONCE.oven
    : isOven(spec)
      ? AT_ONCE.tins
      : isCold(spec)
        ? Number.POSITIVE_INFINITY
        : /\bwok\b/i.test(spec.noun)
          ? 1
          : /\bpaella\b/i.test(spec.noun)
            ? PAELLA_AT_ONCE
            : AT_ONCE.hob;
/** Trays, roasting tins and big dishes take a shelf each; cake and loaf tins stand side by side. */
function fillsAShelf(spec: VesselSpec): boolean {
  return isOven(spec) && (spec.family === 'count' || (spec.family === 'rect' && spec.base / spec.least >= 600));
}

/** The US measure a cook with American vessels reads beside the metric one. */
function sizeText(family: Family, size: readonly number[]): string {
  const [a = 0, b = 0] = size;
  const inch = (cm: number) => Math.round(cm / 2.54);
  switch (family) {
    case 'litres':
      // '1½-litre': a kitchen writes halves as a fraction.
      return `${formatAmount(a)}-litre (${String(Math.max(1, Math.round(a * 1.06)))} qt)`;
    case 'loaf':
      return `${String(a)} g (${a >= 900 ? '2 lb' : '1 lb'})`;
    case 'rect':
      return `${String(a)} x ${String(b)} cm (${String(inch(a))} x ${String(inch(b))} in)`;
    default:
      return `${String(a)} cm (${String(inch(a))} in)`;
  }
}

/** The sizes kitchens own for a family, with what each holds. */
function ladder(spec: VesselSpec): Array<{ size: number[]; holds: number }> {
  switch (spec.family) {
    case 'litres':
      // A jar or jug for the fridge holds up to 5 litres; more goes in two.
      return POT_LITRES.filter(
        (l) => (!/casserole|dutch oven/i.test(spec.noun) || l >= 2) && (!/\b(jar|jug)\b/i.test(spec.noun) || l <= 5),
      ).map((l) => ({
        size: [l],
        holds: l,
      }));
    case 'round':
      return (/paella/i.test(spec.noun) ? PAELLA_CM : PAN_CM).map((d) => ({ size: [d], holds: d * d }));
    case 'bake':
      return TIN_CM.map((d) => ({ size: [d], holds: d * d }));
    case 'rect':
      // The individual dish is an oven dish: a cold layered dish for one or two goes in glasses (individualFor).
      return DISH_CM.filter(([x]) => isOven(spec) || x >= 15).map(([x, y]) => ({ size: [x, y], holds: x * y }));
    case 'loaf':
      return LOAF_GRAMS.map((g) => ({ size: [g], holds: g }));
    case 'count':
      return [];
  }
}

/**
 * The vessel for contents `factor` times the base recipe's.
 *
 * @example
 * chooseVessel('28cm frying pan', 2.5, 'shakshuka step 2') // { count: 2, text: 'two 30 cm (12 in) frying pans', ... }
 */
export function chooseVessel(specText: string, factor: number, where: string, inOven = true): VesselChoice {
  // '=': a vessel for one portion at a time (an omelette pan, a crêpe pan) stays its size.
  if (specText.startsWith('=')) return chooseVessel(specText.slice(1), 1, where, inOven);
  // Every dish is written for every party many times over (the sweep, the page's rescaling).
  const key = `${specText}@${String(factor)}${inOven ? '' : '@out'}`;
  const known = CHOSEN.get(key);
  if (known) return known;
  const choice = choose(specText, factor, where, inOven);
  CHOSEN.set(key, choice);
  return choice;
}

const CHOSEN = new Map<string, VesselChoice>();

function choose(specText: string, factor: number, where: string, inOven: boolean): VesselChoice {
  const spec = parseSpec(specText, where);
  // Trays that never go in the oven (bark set in a cool place) take no shelf: all are filled at once.
  const shelf = fillsAShelf(spec);
  const place = shelf && inOven ? 'shelf' : isOven(spec) ? 'tins' : 'hob';
  const atOnce = shelf && !inOven ? Number.POSITIVE_INFINITY : atOnceFor(spec);
  const plural = pluralize.plural(spec.noun);
  const needed = spec.base * factor;

  if (spec.family === 'count') {
    const count = Math.max(1, Math.ceil(needed - 0.25));
    return vessels(count, atOnce, place, 1, 1, (n) =>
      n === 1 ? `${article(spec.noun)} ${spec.noun}` : `${word(n)} ${plural}`,
    );
  }
  // Pots hold what goes in with room to stir; a pan, tin or dish keeps its depth within the slack,
  // and none is smaller than the work needs.
  const sizes = ladder(spec).filter((s) => (s.size[0] ?? 0) >= spec.min);
  const fits = (holds: number, n: number) =>
    spec.family === 'litres' ? holds * n >= needed * 0.95 : holds * n * SLACK.over >= needed;
  let size = spec.size;
  let count = spec.least;
  // A pot written by what goes in it, under the smallest one sold (`{@0.2l saucepan}` for a little
  // syrup), is the smallest that holds it, and grows only when the contents outgrow that.
  const sold = spec.family !== 'litres' || sizes.some((s) => (s.size[0] ?? 0) === spec.size[0]);
  const baseFits = sold && needed <= spec.base * SLACK.over && needed >= spec.base * SLACK.under;
  if (!baseFits) {
    const largest = sizes.at(-1);
    if (!largest) throw new Error(`${where}: no sizes for {@${specText}}`);
    count = Math.max(spec.least, Math.ceil(needed / (largest.holds * (spec.family === 'litres' ? 1 : SLACK.over))));
    const pick = sizes.find((s) => fits(s.holds, count)) ?? largest;
    size = pick.size;
  }
  const perVessel = sizes.find((x) => x.size.join() === size.join())?.holds ?? spec.base / spec.least;
  const ratio = perVessel / (spec.base / spec.least);
  const floor = spec.family === 'litres' ? Math.pow(ratio, 2 / 3) : ratio;
  const fill = spec.family === 'litres' ? 1 : needed / (count * perVessel);
  const smallest = sizes[0]?.size[0] ?? 0;
  const small =
    count === 1 &&
    spec.min === 0 &&
    (size[0] ?? 0) < (spec.size[0] ?? 0) &&
    (size[0] ?? 0) <= (sizes[1]?.size[0] ?? smallest);
  const named = `${sizeText(spec.family, size)} ${spec.noun}`;
  return vessels(count, atOnce, place, floor, fill, (n) =>
    n === 1
      ? small
        ? `a small ${named}`
        : `${article(named)} ${named}`
      : `${word(n)} ${sizeText(spec.family, size)} ${plural}`,
  );
}

function vessels(
  count: number,
  atOnce: number,
  place: 'hob' | 'shelf' | 'tins',
  floor: number,
  fill: number,
  name: (n: number) => string,
): VesselChoice {
  if (count <= 1) return { count: 1, batches: 1, floor, fill, text: name(1), name: name(1), note: '' };
  if (count <= atOnce) {
    const shelves = place === 'shelf' && count === 2 ? '(on two shelves, swapping them halfway)' : '';
    return {
      count,
      batches: 1,
      floor,
      fill,
      text: [name(count), shelves].join(' ').trim(),
      name: name(count),
      note: shelves,
    };
  }
  const at = Math.min(atOnce, 2);
  const batches = Math.ceil(count / at);
  const how = {
    shelf: 'on two shelves, swapping them halfway',
    tins: 'one batch after another',
    hob: 'keeping each batch warm',
  }[place];
  const note = `(in ${word(batches)} batches, ${how})`;
  return { count: at, batches, floor, fill, text: `${name(at)} at a time ${note}`, name: name(at), note };
}

/**
 * The one-serving vessel a cold layered dish goes into instead, `{@20x30cm dish|glass}`, when even
 * the smallest dish would be less than four-fifths full: a tiramisu for two is three biscuits a
 * layer in a 15 x 20 cm dish, so a cook makes it in two glasses. Undefined when the dish fits.
 *
 * @example
 * individualFor('20x30cm dish|glass', 2 / 8) // 'glass'
 */
export function individualFor(specText: string, factor: number): string | undefined {
  const [spec = '', single] = specText.split('|');
  if (!single) return undefined;
  return chooseVessel(spec, factor, spec).fill < SLACK.under ? single : undefined;
}

/** 'the pan', 'the pans': a vessel named again, in the number the party needs. */
export function vesselAgain(choice: VesselChoice, noun: string): string {
  return choice.count > 1 ? `the ${pluralize.plural(noun)}` : `the ${noun}`;
}

/**
 * A vessel named again as a later step needs it, in the number the party needs: 'each pan' for
 * work done in every one, 'the same pans', what is shared between them, and where the dish is served from: 'straight from the
 * pans', but a dish cooked in batches is served batch by batch, as only the last is still in its pan.
 *
 * @example
 * vesselAgainAs('from', chooseVessel('30cm frying pan', 5, 'shakshuka'), 'pan') // 'each panful as soon as it is ready'
 */
export function vesselAgainAs(how: 'each' | 'same' | 'from' | 'share', choice: VesselChoice, noun: string): string {
  const many = choice.count > 1;
  const plural = pluralize.plural(noun);
  // 'Pile in the filling{@share pie dish}': nothing for one, how to share it for several, and
  // between every panful when the pans are filled in batches.
  if (how === 'share')
    return choice.batches > 1
      ? `, shared evenly between the ${word(choice.count * choice.batches)} ${noun}fuls`
      : many
        ? `, shared evenly between the ${plural}`
        : '';
  if (how === 'each') return many ? `each ${noun}` : `the ${noun}`;
  if (how === 'same') return `the same ${many ? plural : noun}`;
  if (choice.batches > 1) return `each ${noun}ful as soon as it is ready`;
  return `straight from the ${many ? plural : noun}`;
}

/** The vessels a recipe's steps declare, by their noun and by its last word ('frying pan', 'pan'). */
export function declaredVessels(steps: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const step of steps) {
    for (const match of step.matchAll(/\{@(=?\d[^{}]*)\}/g)) {
      const spec = match[1] ?? '';
      const noun = pluralize
        .singular(
          spec
            .replace(/\|.*$/, '')
            .replace(/^=?\S+\s+/, '')
            .trim(),
        )
        .replace(/\bdutch oven\b/, 'Dutch oven');
      for (const key of [noun, noun.split(' ').at(-1) ?? noun]) if (!found.has(key)) found.set(key, spec);
    }
  }
  return found;
}

/** 'in three batches, 8-10 minutes each', or the time alone when one batch does. */
export function batchesText(batches: number, time: string): string {
  return batches <= 1 ? time : `in ${word(batches)} batches, ${time} each`;
}

/**
 * The least a tin timed by its depth (`{minutes@tin:…}`) may be filled against the base recipe's
 * before the batch grows: a cake 4 mm deep in the smallest tin dries out however it is timed.
 */
export const LEAST_FILL = 0.55;

/**
 * How full the shallowest tin or dish is whose baking time follows its depth (`{minutes@tin:…}`),
 * against the base recipe's, for contents `factor` times the base's: 1 when no step times a bake
 * by its depth.
 *
 * @example
 * depthFill(['Grease {@20cm square tin}.', 'Bake {minutes@tin:30-35}.'], 1 / 9) // 0.44: a 10 cm tin
 */
export function depthFill(steps: readonly string[], factor: number): number {
  const declared = declaredVessels(steps);
  let least = 1;
  for (const step of steps)
    for (const match of step.matchAll(/\{minutes@([a-z -]+):/g)) {
      const spec = declared.get(match[1] ?? '');
      if (spec) least = Math.min(least, chooseVessel(spec, factor, spec).fill);
    }
  return least;
}
