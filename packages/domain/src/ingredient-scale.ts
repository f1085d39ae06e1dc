import {
  FRACTION_GLYPHS,
  formatAmount,
  roundCount,
  roundMass,
  roundQuantity,
  roundTo,
  type KitchenFood,
} from './kitchen-rounding.ts';
import {
  GRAMS_PER_OZ,
  metricPart,
  ML_PER_MEASURE,
  spoonMillilitres,
  usVolumePart,
  usWeightPart,
  volumePart,
  type MeasurePart as Part,
} from './measure-words.ts';
import { countsWhole, inflectNoun, pluralize, singularize } from './ingredient-words.ts';
import { lineForServings } from './ingredient-line.ts';
import type { RecipeData } from './recipe.ts';

export { countsWhole } from './ingredient-words.ts';

/** Which measures an ingredient line shows first. */
export type UnitSystem = 'metric' | 'us';

type MeasureUnit = 'g' | 'kg' | 'ml' | 'l' | 'oz' | 'lb' | 'tsp' | 'tbsp' | 'cup';
type VolumeUnit = 'tsp' | 'tbsp' | 'cup';

/** One quantity or a range, as written: '340 g', '2-3 cups'. */
interface Measure {
  unit: MeasureUnit;
  values: number[];
  sep: string;
  text: string;
}

const G = `[${Object.keys(FRACTION_GLYPHS).join('')}]`;
const NUM = `(?:\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:\\.\\d+)?(?:\\s?${G})?|${G})`;
const AMOUNT = new RegExp(`^(${NUM})(?:(\\s*(?:-|–|to)\\s*)(${NUM}))?`);
const UNIT_WORD = /^\s*([A-Za-z]+)\.?(?=[\s,(]|$)/;
const PAREN = /^\s*\(([^()]*)\)/;
/** A drained can's bracket: its label, then what the cans give drained. */
const DRAINED = /^(.*?)(?: each)?; about ([\d.]+) (g|kg) drained$/;

// prettier-ignore
const MEASURE_UNITS: Record<string, MeasureUnit> = {
  g: 'g', gram: 'g', grams: 'g', kg: 'kg', kilogram: 'kg', kilograms: 'kg',
  ml: 'ml', millilitre: 'ml', millilitres: 'ml', milliliter: 'ml', milliliters: 'ml',
  l: 'l', litre: 'l', litres: 'l', liter: 'l', liters: 'l',
  oz: 'oz', ounce: 'oz', ounces: 'oz', lb: 'lb', lbs: 'lb', pound: 'lb', pounds: 'lb',
  tsp: 'tsp', teaspoon: 'tsp', teaspoons: 'tsp', tbsp: 'tbsp', tablespoon: 'tbsp', tablespoons: 'tbsp',
  cup: 'cup', cups: 'cup',
};

/** Units a cook counts. Halves make sense for cans and heads, not for cloves or sprigs. */
const COUNTED_UNITS = new Map<string, 'half' | 'whole'>([
  ...['can', 'tin', 'piece', 'head', 'bunch', 'handful'].map((u) => [u, 'half'] as const),
  ...['clove', 'slice', 'sprig', 'stalk', 'leaf', 'sheet', 'stick', 'pinch'].map((u) => [u, 'whole'] as const),
]);

const METRIC_UNITS: ReadonlySet<MeasureUnit> = new Set(['g', 'kg', 'ml', 'l']);
const MASS_UNITS: ReadonlySet<MeasureUnit> = new Set(['g', 'kg', 'oz', 'lb']);
const SPOONS: ReadonlySet<MeasureUnit> = new Set(['tsp', 'tbsp']);
/** Teaspoons per spoon or cup, to read a density from the grams a line gives beside them. */
const TSP: Record<VolumeUnit, number> = { tsp: 1, tbsp: 3, cup: 48 };

function parseNumber(text: string): number {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text) ?? /^()(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1] || 0) + Number(mixed[2]) / Number(mixed[3]);
  const glyph = /^(\d+(?:\.\d+)?)?\s?(.)?$/u.exec(text);
  return Number(glyph?.[1] ?? 0) + (glyph?.[2] ? (FRACTION_GLYPHS[glyph[2]] ?? NaN) : 0);
}

/** The leading amount of `text`: its values, the range separator and how many characters it took. */
function readAmount(text: string): { values: number[]; sep: string; length: number } | undefined {
  const match = AMOUNT.exec(text);
  if (!match?.[1]) return undefined;
  const values = [match[1], match[3]].filter((v) => v !== undefined).map(parseNumber);
  if (!values.every((v) => Number.isFinite(v) && v > 0)) return undefined;
  return { values, sep: match[2] ?? '', length: match[0].length };
}

function readMeasure(text: string): (Measure & { length: number }) | undefined {
  const amount = readAmount(text);
  if (!amount) return undefined;
  const word = UNIT_WORD.exec(text.slice(amount.length));
  const key = word?.[1]?.toLowerCase() ?? '';
  const unit = Object.hasOwn(MEASURE_UNITS, key) ? MEASURE_UNITS[key] : undefined;
  if (!word || !unit) return undefined;
  const length = amount.length + word[0].length;
  return { unit, values: amount.values, sep: amount.sep, text: text.slice(0, length), length };
}

function joinRange(parts: Part[], sep: string): string {
  const [low, high] = parts;
  if (!low) return '';
  const withUnit = (p: Part) => (p.unit ? `${p.amount} ${p.unit}` : p.amount);
  if (!high || (high.amount === low.amount && high.unit === low.unit)) return withUnit(low);
  if (high.unit === low.unit) return withUnit({ amount: `${low.amount}${sep || '-'}${high.amount}`, unit: low.unit });
  return `${withUnit(low)}${sep || '-'}${withUnit(high)}`;
}

/** What a line's words tell: any spoon or cup measures it, and it may be halved. */
const WRITTEN_FOOD: KitchenFood = { whole: false, measures: () => true };

const metricValues = (m: Measure) => m.values.map((v) => v * (m.unit === 'kg' || m.unit === 'l' ? 1000 : 1));
const isMetric = (m: Measure) => METRIC_UNITS.has(m.unit);
const isMass = (m: Measure) => MASS_UNITS.has(m.unit);
const isVolume = (unit: MeasureUnit): unit is VolumeUnit => unit === 'tsp' || unit === 'tbsp' || unit === 'cup';

/** One value of a measure, scaled: its metric and US words, and whether a spoon reads first. */
interface Scaled {
  metric: Part | undefined;
  us: Part | undefined;
  spoon: boolean;
}

/**
 * A spoon or cup measure scaled the engine's way: spoons grow into cups and cups shrink into
 * spoons. A cup is given in grams when the line weighed it (`gramsPerTsp`), else in millilitres.
 */
function scaleVolume(qty: number, unit: VolumeUnit, gramsPerTsp: number | undefined): Scaled {
  // Words alone do not say whether the food is poured: a drop stays the smallest spoon, never a pinch.
  const q = roundQuantity({ qty, unit }, { ...WRITTEN_FOOD, liquid: true });
  const spoon = q.unit === 'tsp' || q.unit === 'tbsp' ? { qty: q.qty, unit: q.unit } : undefined;
  if (spoon && gramsPerTsp !== undefined && unit !== 'cup') {
    // A food weighed by the spoon ('8 g (1 tbsp) flour') stays weighed: its spoon beside the grams
    // under 15 g, as the engine writes it, and the grams with ounces from there. A cup of nuts that
    // scales down to spoons is measured by the spoon, as the engine measures it.
    const grams = roundMass(qty * TSP[unit] * gramsPerTsp);
    if (grams >= 15) return scaleMetric(grams, true);
    // The spoon is the weight's, to the half teaspoon (the quarter under one), as the engine gives it.
    const tsp = grams / gramsPerTsp;
    const weighed =
      tsp >= 3
        ? { qty: roundTo(tsp / 3, 0.5), unit: 'tbsp' as const }
        : { qty: Math.max(0.25, roundTo(tsp, tsp < 1 ? 0.25 : 0.5)), unit: 'tsp' as const };
    return { us: volumePart(weighed), metric: metricPart(grams, true), spoon: false };
  }
  if (spoon)
    return { us: volumePart(spoon), metric: { amount: String(spoonMillilitres(spoon)), unit: 'ml' }, spoon: true };
  const metric =
    gramsPerTsp === undefined
      ? metricPart(roundMass(q.qty * ML_PER_MEASURE.cup), false)
      : metricPart(roundMass(q.qty * TSP.cup * gramsPerTsp), true);
  return { us: volumePart({ qty: q.qty, unit: 'cup' }), metric, spoon: false };
}

/** Grams or millilitres scaled and rounded, with the US weight or volume the engine gives beside them. */
function scaleMetric(value: number, mass: boolean): Scaled {
  const rounded = roundMass(value);
  return { metric: metricPart(rounded, mass), us: mass ? usWeightPart(rounded) : usVolumePart(rounded), spoon: false };
}

/** Ounces written alone: grams beside them, and quarter ounces under the engine's half-ounce floor. */
function scaleOunces(oz: number): Scaled {
  const grams = roundMass(oz * GRAMS_PER_OZ);
  const us = usWeightPart(oz * GRAMS_PER_OZ) ?? { amount: formatAmount(Math.max(0.25, roundTo(oz, 0.25))), unit: 'oz' };
  return { metric: metricPart(grams, true), us, spoon: false };
}

/**
 * Whether a cup beside millilitres is the line's own measure ('180 ml (¾ cup)', the engine's cup of
 * a liquid) rather than the US reading of a measure in millilitres ('250 ml (1 cup)').
 */
function cupLed(metric: Measure, cups: Measure): boolean {
  return metricValues(metric).every((ml, i) => ml === roundMass((cups.values[i] ?? NaN) * ML_PER_MEASURE.cup));
}

/**
 * Each value of a line's measure scaled by `factor` from the measure the engine wrote it in:
 * the spoon or cup when there is one (the millilitres or grams beside it follow), else the grams
 * or millilitres (the ounces or cups beside them follow), else the ounces.
 */
function scaleValues(metric: Measure | undefined, us: Measure | undefined, factor: number): Scaled[] {
  if (us && isVolume(us.unit) && !(metric && !isMass(metric) && us.unit === 'cup' && !cupLed(metric, us))) {
    const unit = us.unit;
    const grams = metric && isMass(metric) ? metricValues(metric) : undefined;
    return us.values.map((v, i) => {
      const weighed = grams?.[i] ?? grams?.[0];
      return scaleVolume(v * factor, unit, weighed === undefined ? undefined : weighed / (v * TSP[unit]));
    });
  }
  if (metric) return metricValues(metric).map((v) => scaleMetric(v * factor, isMass(metric)));
  if (us) return us.values.map((v) => scaleOunces(v * factor * (us.unit === 'lb' ? 16 : 1)));
  return [];
}

/** A measure's scaled values joined into words: '400-600 g', '14 oz-1¼ lb'; a missing side stays missing. */
function joinScaled(scaled: Scaled[], sep: string): MeasureTexts {
  const join = (parts: Array<Part | undefined>) =>
    parts.every((p) => p !== undefined) ? joinRange(parts, sep) : undefined;
  return {
    metricText: join(scaled.map((s) => s.metric)),
    usText: join(scaled.map((s) => s.us)),
    spoonFirst: scaled.every((s) => s.spoon),
  };
}

interface MeasureTexts {
  metricText: string | undefined;
  usText: string | undefined;
  spoonFirst: boolean;
}

/** The amount as a cook reads it in `units`: '340 g (12 oz)' or '12 oz (340 g)'; spoons lead in both. */
function orderMeasures(m: MeasureTexts, units: UnitSystem, single = false): string | undefined {
  const [first, second] = m.spoonFirst || units === 'us' ? [m.usText, m.metricText] : [m.metricText, m.usText];
  return first && second && !single ? `${first} (${second})` : (first ?? second);
}

/**
 * The measures of a line, scaled. At the written servings the line's own words stay; a measure
 * written alone gets its partner from the same rules.
 */
function scaleMeasures(primary: Measure, partner: Measure | undefined, factor: number): MeasureTexts {
  const measures = partner ? [primary, partner] : [primary];
  const metric = measures.find(isMetric);
  const us = measures.find((m) => !isMetric(m));
  const scaled = joinScaled(scaleValues(metric, us, factor), (us ?? primary).sep);
  if (factor !== 1) return scaled;
  return {
    metricText: metric?.text ?? scaled.metricText,
    usText: us?.text ?? scaled.usText,
    spoonFirst: !!us && SPOONS.has(us.unit) && !(metric && isMass(metric)),
  };
}

/** A line led by a weight or volume; `single` shows only the chosen system ('(14 oz each)'). */
function measuredLine(
  line: string,
  primary: Measure & { length: number },
  factor: number,
  units: UnitSystem,
  single = false,
) {
  let rest = line.slice(primary.length);
  const paren = PAREN.exec(rest);
  // '(½ oz; a 3 cm piece)': the measure beside the weight, then the cook's own measure of it.
  const [inner = '', extra] = (paren?.[1] ?? '').trim().split(/;\s*/, 2);
  const partner = inner ? readMeasure(inner) : undefined;
  const partnerFits = partner && partner.length === inner.length;
  if (paren && partnerFits) rest = rest.slice(paren[0].length);
  const head = orderMeasures(scaleMeasures(primary, partnerFits ? partner : undefined, factor), units, single);
  if (head && partnerFits && extra && factor === 1)
    return `${head.endsWith(')') ? `${head.slice(0, -1)}; ${extra})` : `${head} (${extra})`}${rest}`;
  return `${head ?? primary.text}${rest}`;
}

type Amount = NonNullable<ReturnType<typeof readAmount>>;

/** Grams in one can or packet, from the weight in its brackets. */
function gramsEach(m: Measure): number | undefined {
  const per: Partial<Record<MeasureUnit, number>> = { g: 1, kg: 1000, oz: GRAMS_PER_OZ, lb: 16 * GRAMS_PER_OZ };
  const grams = per[m.unit];
  return grams === undefined ? undefined : (m.values[0] ?? NaN) * grams;
}

/** A line that counts things: '1½ onions', '3 cloves garlic', '2 cans (400 g each) chickpeas', 'a pinch of salt'. */
function countedLine(line: string, amount: Amount, factor: number, units: UnitSystem): string | undefined {
  let rest = line.slice(amount.length);
  const word = UNIT_WORD.exec(rest);
  const unitName =
    word?.[1] && [word[1], singularize(word[1])].map((w) => w.toLowerCase()).find((w) => COUNTED_UNITS.has(w));
  if (!unitName && !/^\s/.test(rest)) return undefined;
  let unitText = '';
  if (word && unitName) {
    unitText = word[0];
    rest = rest.slice(word[0].length);
  }
  const step = (unitName ? COUNTED_UNITS.get(unitName) : undefined) ?? 'half';
  const whole = step === 'whole' || (!unitName && countsWhole(rest));
  const paren = unitName ? PAREN.exec(rest) : null;
  // '(400 g each)' beside two cans, '(400 g)' beside one.
  const each = paren?.[1] && /^(.*?\S)(?:\s+each)?$/.exec(paren[1].trim());
  const perItem = each?.[1] ? readMeasure(each[1]) : undefined;
  const perItemFits = paren && perItem && perItem.length === each?.[1]?.length ? perItem : undefined;
  const exact = amount.values.map((v) => v * factor);

  // Past a few pinches a cook reaches for a measuring spoon (16 pinches to the teaspoon).
  const pinches = exact.map((qty) => roundQuantity({ qty, unit: 'pinch' }, WRITTEN_FOOD));
  if (factor !== 1 && unitName === 'pinch' && pinches.every((q) => q.unit !== 'pinch')) {
    const spoons = exact.map((qty) => scaleVolume(qty / 16, 'tsp', undefined));
    return `${orderMeasures(joinScaled(spoons, amount.sep), units)}${rest.replace(/^\s+of\b/, '')}`;
  }
  const can = unitName === 'can' || unitName === 'tin';
  // '(400 g / 14 oz each; about 480 g drained)': the can as sold and what the cans give drained.
  const drained = can && paren?.[1] ? DRAINED.exec(paren[1].trim()) : null;
  const drainedEach = drained
    ? (Number(drained[2]) * (drained[3] === 'kg' ? 1000 : 1)) / (amount.values[0] ?? 1)
    : undefined;
  const perCan = drainedEach ?? (can && perItemFits ? gramsEach(perItemFits) : undefined);
  const cans = exact.map((qty) => roundQuantity({ qty, unit: 'can' }, { ...WRITTEN_FOOD, gramsPerCan: perCan }));
  if (factor !== 1 && paren && perCan !== undefined && cans.some((q) => q.unit === 'g')) {
    // Part of a can is weighed, and then the food is named as the engine weighs it: 'canned chickpeas'.
    const weighed = exact.map((qty) => scaleMetric(qty * perCan, true));
    return `${orderMeasures(joinScaled(weighed, amount.sep), units)} canned${rest.slice(paren[0].length)}`;
  }
  // A stalk of celery halves under two, as the engine rounds it; past that it is counted whole.
  const stalks =
    unitName === 'stalk' ? exact.map((qty) => roundQuantity({ qty, unit: 'stalk' }, WRITTEN_FOOD).qty) : undefined;
  const scaled = can ? cans.map((q) => q.qty) : (stalks ?? exact.map((qty) => roundCount(qty, whole)));
  if (factor !== 1 && Math.max(...amount.values) > 1 !== Math.max(...scaled) > 1) {
    const plural = Math.max(...scaled) > 1;
    if (unitName) unitText = unitText.replace(/\p{L}+/u, (w) => (plural ? pluralize(w) : singularize(w)));
    else rest = inflectNoun(rest, plural);
  }
  if (paren && drained && drainedEach !== undefined) {
    const many = Math.max(...scaled) > 1;
    const total = metricPart(roundMass(drainedEach * Math.max(...scaled)), true);
    rest = ` (${drained[1]}${many ? ' each' : ''}; about ${total.amount} ${total.unit} drained)${rest.slice(paren[0].length)}`;
  } else if (paren && perItemFits) {
    // A weight per can or packet is not scaled, only shown in the chosen system: '(400 g each)'.
    const many = Math.max(...scaled) > 1;
    rest = ` (${measuredLine(perItemFits.text, perItemFits, 1, units, true)}${many ? ' each' : ''})${rest.slice(paren[0].length)}`;
  }
  const aPinch = unitName === 'pinch' && scaled.length === 1 && scaled[0] === 1;
  const counts = scaled.map((v) => ({ amount: formatAmount(v), unit: '' }));
  const counted = joinRange(counts, amount.sep);
  const amountText = factor === 1 ? line.slice(0, amount.length) : aPinch ? 'a' : counted;
  return `${amountText}${unitText}${rest}`;
}

/**
 * An ingredient line for `factor` times the servings, showing metric or US measures first.
 * It reads the leading amount (integers, decimals, 1/2, 1 1/2, ½ ¼ ¾ ⅓ ⅔, ranges '2-3') and the
 * measure in brackets after it that the engine writes, scales the measure the engine wrote it in
 * (the spoon or cup, else the grams) and rounds with the engine's own rules (`roundQuantity`), so a
 * line reads as the engine would write it for that party as far as its words tell. Spoons read
 * first in both systems (metric kitchens use 5 and 15 ml spoons too). A line it cannot read comes
 * back as is.
 *
 * @example
 * scaleIngredientLine('340 g (12 oz) lamb shank', 2, 'metric') // '680 g (1½ lb) lamb shank'
 * scaleIngredientLine('180 ml (¾ cup) olive oil', 1, 'us')     // '¾ cup (180 ml) olive oil'
 * scaleIngredientLine('1½ onions, finely chopped', 2, 'us')    // '3 onions, finely chopped'
 * scaleIngredientLine('salt to taste', 3, 'metric')            // 'salt to taste'
 */
export function scaleIngredientLine(line: string, factor: number, units: UnitSystem): string {
  if (!Number.isFinite(factor) || factor <= 0) return line;
  const text = line.trimStart();
  const lead = line.slice(0, line.length - text.length);
  const measure = readMeasure(text);
  if (measure) return lead + measuredLine(text, measure, factor, units);
  const article = /^(?:a|one)(?=\s+pinch\s+of\b)/i.exec(text);
  const amount = article ? { values: [1], sep: '', length: article[0].length } : readAmount(text);
  const scaled = amount && countedLine(text, amount, factor, units);
  return scaled ? lead + scaled : line;
}

/**
 * A recipe's ingredient lines for `servings` in `units`, as the recipe page shows them and prints
 * them. A line with its food and amount (`measures`) is written by the engine's own writer for
 * those servings; a line without (a recipe saved before measures existed) is rescaled from its
 * words (`scaleIngredientLine`).
 *
 * @example
 * ingredientsFor(recipe, 6, 'us') // ['¾ cup (180 ml) olive oil', '3 eggs', ...]
 */
export function ingredientsFor(
  recipe: Pick<RecipeData, 'ingredients' | 'servings' | 'measures'>,
  servings: number,
  units: UnitSystem,
): string[] {
  const factor = servings / Math.max(1, recipe.servings);
  const measures = recipe.measures?.length === recipe.ingredients.length ? recipe.measures : undefined;
  return recipe.ingredients.map((line, i) => {
    const measure = measures?.[i];
    if (!measure) return scaleIngredientLine(line, factor, units);
    const written = servings === recipe.servings ? line : lineForServings(measure, servings);
    return scaleIngredientLine(written, 1, units);
  });
}
