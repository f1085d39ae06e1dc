/** Which measures an ingredient line shows first. */
export type UnitSystem = 'metric' | 'us';

type MeasureUnit = 'g' | 'kg' | 'ml' | 'l' | 'oz' | 'lb' | 'tsp' | 'tbsp' | 'cup';
type UsVolumeUnit = 'tsp' | 'tbsp' | 'cup';

/** One quantity or a range, as written: '340 g', '2-3 cups'. */
interface Measure {
  unit: MeasureUnit;
  values: number[];
  sep: string;
  text: string;
}
/** One end of a formatted quantity: amount '1¼' and unit 'cups'. */
interface Part {
  amount: string;
  unit: string;
}

const GLYPHS: Record<string, number> = { '⅛': 1 / 8, '¼': 1 / 4, '⅓': 1 / 3, '½': 1 / 2, '⅔': 2 / 3, '¾': 3 / 4 };
const G = `[${Object.keys(GLYPHS).join('')}]`;
const NUM = `(?:\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:\\.\\d+)?(?:\\s?${G})?|${G})`;
const AMOUNT = new RegExp(`^(${NUM})(?:(\\s*(?:-|–|to)\\s*)(${NUM}))?`);
const UNIT_WORD = /^\s*([A-Za-z]+)\.?(?=[\s,(]|$)/;
const PAREN = /^\s*\(([^()]*)\)/;

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
/** Teaspoons per US volume unit; the engine's own figures for millilitres. */
const TSP: Record<UsVolumeUnit, number> = { tsp: 1, tbsp: 3, cup: 48 };
const ML_PER: Record<UsVolumeUnit, number> = { tsp: 5, tbsp: 15, cup: 240 };
const G_PER_OZ = 28.35;
const ML_PER_TSP = 4.93;

function parseNumber(text: string): number {
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text) ?? /^()(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1] || 0) + Number(mixed[2]) / Number(mixed[3]);
  const glyph = /^(\d+(?:\.\d+)?)?\s?(.)?$/u.exec(text);
  return Number(glyph?.[1] ?? 0) + (glyph?.[2] ? (GLYPHS[glyph[2]] ?? NaN) : 0);
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

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Grams or millilitres the way a cook weighs: 7 g, 45 g, 340 g, 1225 g (the engine's rule). */
function roundMass(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  if (value < 100) return roundTo(value, 5);
  if (value < 1000) return roundTo(value, 10);
  return roundTo(value, 25);
}

/** '1½', '⅔', '3': quarters and thirds, the way measuring spoons and cups come. */
function formatAmount(value: number): string {
  const whole = Math.floor(value + 1e-6);
  const rest = value - whole;
  if (rest < 1e-6) return String(whole);
  const glyph = Object.entries(GLYPHS).find(([, v]) => Math.abs(v - rest) < 1e-3)?.[0];
  if (glyph) return whole === 0 ? glyph : `${whole}${glyph}`;
  return String(Math.round(value * 100) / 100);
}

function joinRange(parts: Part[], sep: string): string {
  const [low, high] = parts;
  if (!low) return '';
  const withUnit = (p: Part) => (p.unit ? `${p.amount} ${p.unit}` : p.amount);
  if (!high || (high.amount === low.amount && high.unit === low.unit)) return withUnit(low);
  if (high.unit === low.unit) return withUnit({ amount: `${low.amount}${sep || '-'}${high.amount}`, unit: low.unit });
  return `${withUnit(low)}${sep || '-'}${withUnit(high)}`;
}

/** '750 g', '1.23 kg', '2.4 L': the large unit from 1000 up, as the engine writes it. */
function metricPart(value: number, mass: boolean): Part {
  if (value >= 1000) return { amount: String(Math.round(value / 10) / 100), unit: mass ? 'kg' : 'L' };
  return { amount: String(value), unit: mass ? 'g' : 'ml' };
}

/** US weight for grams: ounces to the half up to a pound, then pounds to the quarter; none under 15 g. */
function usWeightPart(grams: number): Part | undefined {
  if (grams < 15) return undefined;
  const oz = grams / G_PER_OZ;
  if (oz < 16) return { amount: formatAmount(Math.max(0.5, roundTo(oz, 0.5))), unit: 'oz' };
  return { amount: formatAmount(roundTo(oz / 16, 0.25)), unit: 'lb' };
}

/** Nearest quarter or third of a cup. */
function roundCups(cups: number): number {
  const whole = Math.floor(cups);
  const steps = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
  const best = steps.reduce((a, b) => (Math.abs(whole + b - cups) < Math.abs(whole + a - cups) ? b : a));
  return whole + best;
}

/** Teaspoons as a cook measures them: quarter teaspoons, half tablespoons from 1 tbsp, cups from ¼ cup. */
function usVolume(tsp: number): { qty: number; unit: UsVolumeUnit } {
  const teaspoons = roundTo(tsp, 0.25);
  if (teaspoons < 3) return { qty: Math.max(0.25, teaspoons), unit: 'tsp' };
  const tablespoons = roundTo(tsp / 3, 0.5);
  if (tablespoons < 4) return { qty: tablespoons, unit: 'tbsp' };
  return { qty: roundCups(tsp / 48), unit: 'cup' };
}

function usVolumePart({ qty, unit }: { qty: number; unit: UsVolumeUnit }): Part {
  return { amount: formatAmount(qty), unit: unit === 'cup' && qty > 1 ? 'cups' : unit };
}

/** Millilitres of a spoon or cup measure: 1 decimal for spoons ('22.5 ml'), cook's rounding for cups. */
function mlOf({ qty, unit }: { qty: number; unit: UsVolumeUnit }): number {
  const ml = qty * ML_PER[unit];
  return unit === 'cup' ? roundMass(ml) : Math.round(ml * 10) / 10;
}

function inBase(m: Measure): number[] {
  const per: Record<MeasureUnit, number> = { g: 1, kg: 1000, ml: 1, l: 1000, oz: 1, lb: 16, ...TSP };
  return m.values.map((v) => v * per[m.unit]);
}

const isMetric = (m: Measure) => METRIC_UNITS.has(m.unit);
const isMass = (m: Measure) => MASS_UNITS.has(m.unit);

/** Ounces as a cook weighs them; amounts the engine leaves out (under 15 g) still show when there is no metric. */
function ozPart(oz: number, alone: boolean): Part | undefined {
  const part = usWeightPart(oz * G_PER_OZ);
  return part ?? (alone ? { amount: formatAmount(Math.max(0.25, roundTo(oz, 0.25))), unit: 'oz' } : undefined);
}

function joinAll(parts: Array<Part | undefined>, sep: string): string | undefined {
  return parts.every((p) => p !== undefined) ? joinRange(parts, sep) : undefined;
}

/**
 * The measures of a line, scaled: the metric and the US text (either may be missing) and whether
 * a spoon reads first. Ounces follow grams and millilitres follow spoons, the way the engine
 * derives them ('340 g (12 oz)', '1½ tbsp (22.5 ml)'); cups are scaled on their own, as they may
 * be the source of the millilitres or grams beside them. A measure alone gets its partner converted.
 */
function scaleMeasures(primary: Measure, partner: Measure | undefined, factor: number) {
  const keep = factor === 1;
  const measures = partner ? [primary, partner] : [primary];
  const metric = measures.find(isMetric);
  const us = measures.find((m) => !isMetric(m));
  const spoonLed = !!us && (us.unit === 'tsp' || us.unit === 'tbsp') && (!metric || !isMass(metric));
  const usLeads = !!us && (!metric || spoonLed);
  let metricText: string | undefined;
  let usText: string | undefined;
  let spoonFirst = false;

  if (us) {
    const base = inBase(us).map((v) => v * factor);
    if (isMass(us)) {
      // Grams are the engine's source for '(12 oz)', so ounces follow the exact scaled grams.
      const grams = metric && isMass(metric) ? inBase(metric).map((v) => v * factor) : base.map((oz) => oz * G_PER_OZ);
      usText = keep
        ? us.text
        : joinAll(
            grams.map((g) => ozPart(g / G_PER_OZ, !metric)),
            us.sep,
          );
      if (usLeads)
        metricText = joinRange(
          grams.map((g) => metricPart(roundMass(g), true)),
          us.sep,
        );
    } else {
      const volumes = base.map(usVolume);
      const millilitres = volumes.map((v) => metricPart(mlOf(v), false));
      usText = keep ? us.text : joinRange(volumes.map(usVolumePart), us.sep);
      spoonFirst = usLeads && volumes.every((v) => v.unit !== 'cup');
      if (usLeads) metricText = joinRange(millilitres, us.sep);
    }
  }
  if (metric && (keep || !usLeads)) {
    const mass = isMass(metric);
    const base = inBase(metric).map((v) => (keep ? v : roundMass(v * factor)));
    const parts = base.map((v) => metricPart(v, mass));
    metricText = keep ? metric.text : joinRange(parts, metric.sep);
    const toUs = (v: number) => (mass ? usWeightPart(v) : usVolumePart(usVolume(v / ML_PER_TSP)));
    if (!us) usText = joinAll(base.map(toUs), metric.sep);
  }
  return { metricText, usText, spoonFirst };
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
  const partner = paren?.[1] ? readMeasure(paren[1].trim()) : undefined;
  const partnerFits = partner && partner.length === paren?.[1]?.trim().length;
  if (paren && partnerFits) rest = rest.slice(paren[0].length);
  const { metricText, usText, spoonFirst } = scaleMeasures(primary, partnerFits ? partner : undefined, factor);
  const [first, second] = spoonFirst || units === 'us' ? [usText, metricText] : [metricText, usText];
  const head = first && second && !single ? `${first} (${second})` : (first ?? second ?? primary.text);
  return `${head}${rest}`;
}

const INVARIANT =
  /(zucchini|anise|ginger|nori|spinach|kale|lettuce|arugula|mango|pineapple|watermelon|parsley|cilantro|mint|pastry|bulgur|vermicelli|fish|shrimp|squid)$/i;

/** 'onion' → 'onions', 'leaf' → 'leaves', 'pinch' → 'pinches', 'tomato' → 'tomatoes' (the engine's plurals). */
function pluralize(word: string): string {
  if (INVARIANT.test(word)) return word;
  if (/leaf$/i.test(word)) return `${word.slice(0, -1)}ves`;
  if (/(s|sh|ch|x|z)$/i.test(word) || /(potato|tomato)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/chili$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** 'onions' → 'onion', 'leaves' → 'leaf', 'chilies' → 'chili'; a word without a plural ending is kept. */
function singularize(word: string): string {
  if (/leaves$/i.test(word)) return `${word.slice(0, -3)}f`;
  if (/(potato|tomato|chili)es$/i.test(word) || /(ss|sh|ch|x|z)es$/i.test(word)) return word.slice(0, -2);
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^su]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** Re-inflects the counted noun of ' bell peppers, large' (before any comma, bracket or 'of'). */
function inflectNoun(rest: string, plural: boolean): string {
  const end = rest.search(/,|\(|\sof\s/);
  const head = end === -1 ? rest : rest.slice(0, end);
  // '2 x 400 g cans tomatoes': with more numbers in it the noun is not safe to guess.
  if (/\d/.test(head)) return rest;
  const inflected = head.replace(
    /(\p{L}+)(\s*)$/u,
    (_, word: string, space: string) => (plural ? pluralize(singularize(word)) : singularize(word)) + space,
  );
  return inflected + rest.slice(head.length);
}

/** Things nobody halves: eggs, whole cloves, bay leaves, tea bags, cardamom pods. */
const WHOLE_ITEMS = /\b(eggs?|egg (yolks?|whites?)|cloves?|lea(f|ves)|bags?|pods?)\s*$/i;

function roundCount(value: number, step: 'half' | 'whole', wholeItems: boolean): number {
  if (wholeItems || step === 'whole') return Math.max(1, Math.round(value));
  return value < 3 ? Math.max(0.5, roundTo(value, 0.5)) : Math.round(value);
}

type Amount = NonNullable<ReturnType<typeof readAmount>>;

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
  const eggs = !unitName && WHOLE_ITEMS.test(rest.split(/[,(]/)[0] ?? '');
  const scaled = amount.values.map((v) => roundCount(v * factor, step, eggs));

  // Past a few pinches a cook reaches for a measuring spoon (16 pinches to the teaspoon).
  if (unitName === 'pinch' && factor !== 1 && amount.values.every((v) => v * factor >= 4)) {
    const spoons = amount.values.map((v) => usVolume((v * factor) / 16));
    const millilitres = spoons.map((spoon) => metricPart(mlOf(spoon), false));
    const ml = joinRange(millilitres, amount.sep);
    return `${joinRange(spoons.map(usVolumePart), amount.sep)} (${ml})${rest.replace(/^\s+of\b/, '')}`;
  }
  if (factor !== 1 && Math.max(...amount.values) > 1 !== Math.max(...scaled) > 1) {
    const plural = Math.max(...scaled) > 1;
    if (unitName) unitText = unitText.replace(/\p{L}+/u, (w) => (plural ? pluralize(w) : singularize(w)));
    else rest = inflectNoun(rest, plural);
  }
  // A weight per can or packet is not scaled, only shown in the chosen system: '(400 g each)'.
  const paren = unitName ? PAREN.exec(rest) : null;
  const each = paren?.[1] && /^(.*\S)\s+each$/.exec(paren[1].trim());
  const perItem = each?.[1] ? readMeasure(each[1]) : undefined;
  if (paren && perItem && perItem.length === each?.[1]?.length) {
    rest = ` (${measuredLine(perItem.text, perItem, 1, units, true)} each)${rest.slice(paren[0].length)}`;
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
 * measure in brackets after it that the engine writes, and rounds the way a cook measures:
 * grams to the 5 or 10, spoons to the quarter, whole eggs, halves of onions. Spoons read first in
 * both systems (metric kitchens use 5 and 15 ml spoons too). A line it cannot read comes back as is.
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
