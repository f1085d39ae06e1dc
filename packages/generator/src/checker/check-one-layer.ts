import type { Food } from '../knowledge/types.ts';
import { escape, mentions, namesOf, usedIn, type WeighedIngredient } from './step-foods.ts';
import { countOf } from './counts.ts';

/**
 * What a pan, a pot's floor, a grill pan or a tray browns, fries or roasts in one layer (model-written
 * recipes too). Crowded, food steams in its own juices instead of browning: a 28-30 cm pan browns
 * about 600-700 g of cubed meat at once, a baking tray roasts about 1.2 kg of vegetables, fries or
 * wings spread out. More goes in batches, and the step says how many ('in three batches, 4-5
 * minutes each'), or lays as many as fit and repeats with the rest.
 */
export interface LayerProblem {
  code: 'vessel';
  message: string;
}

const N = '(a|an|one|two|three|four|five|six)';
/** 'two 30 cm (12 in) heavy frying pans', 'a 26 cm (10 in) grill pan'. */
const PAN = new RegExp(
  `\\b${N}\\s+(?:small\\s+|large\\s+)?(\\d+)\\s*cm\\b(?:\\s*\\([^)]*\\))?(?:\\s+[a-z-]+){0,3}?\\s+(frying pan|grill pan|griddle pan|paella pan|pan|skillet|wok|griddle)s?\\b`,
  'i',
);
/** 'three 8-litre (8 qt) heavy Dutch ovens'. */
const POT = new RegExp(
  `\\b${N}\\s+(?:[a-z-]+,?\\s+){0,2}?(\\d*½|\\d+(?:\\.\\d+)?)[- ]?(?:litres?|liters?|l)\\b(?:\\s*\\([^)]*\\))?(?:\\s+[a-z-]+){0,2}?\\s+(pot|saucepan|casserole|dutch oven|stockpot)s?\\b`,
  'i',
);
/** 'two large rimmed baking trays', 'a roasting tin'. */
const TRAY = new RegExp(
  `\\b${N}\\s+(?:(?:large|rimmed|shallow|heavy)\\s+)*(baking trays?|baking sheets?|roasting tins?|roasting pans?|sheet pans?|trays?)\\b`,
  'i',
);
/** A pan named without a size: a wok or a large frying pan, about 30 cm. */
const UNSIZED_PAN = /\b(wok|frying pan|skillet|grill pan|griddle)\b/i;
const UNSIZED_CM = 30;
/** A pot named without litres, as a cook reads it. */
const UNSIZED_POT: ReadonlyArray<readonly [RegExp, number]> = [
  [/\ban?\s+(?:small|little)\s+(?:[a-z-]+\s+)?(?:pot|casserole|dutch oven)\b/i, 2],
  [/\ban?\s+(?:large|big),?\s+(?:[a-z-]+,?\s+){0,2}(?:pot|casserole|dutch oven|stockpot)\b/i, 6],
  [/\ban?\s+(?:[a-z-]+,?\s+){0,2}(?:pot|casserole|dutch oven|stockpot)\b/i, 4],
];
/** A home baking tray, about 30 x 40 cm. */
const TRAY_CM2 = 1200;

/** Cubed or minced meat, fish or tofu one layer takes, g per cm² of floor. */
const BROWN_G_PER_CM2 = 1.0;
/** Vegetables fried in a pan sit deeper and shrink as they cook. */
const FRY_G_PER_CM2 = 1.7;
/** Vegetables, fries or wings roasted on a tray, spread out. */
const TRAY_G_PER_CM2 = 1.0;
/** Lines are rounded to kitchen measures: a little over is that rounding. */
const ROUNDING = 1.1;
/** Share of a floor whole pieces cover with room between them. */
const PIECES_COVER = 0.9;

/** A sentence that browns, sears, fries or grills what it names (not 'brown sugar', not 'do not let it brown'). */
const BROWNS =
  /\b(brown|sear|pan-fry|shallow-fry|fry|griddle|grill)\s+(?:it|them|the|in)\b|\b(?:brown|sear|fry|griddle|grill)(?:ing)?\s+(?:it|them)?\s*(?:\w+\s+){0,2}?until\b|\band (?:brown|sear|fry)\b|\buntil (?:it |they )?(?:begins? to |starts? to )?brown|\b(?:begins?|starts?) to brown/i;
/** Frying as work done ('fry', 'frying'), not a fried egg set on a plate. */
const FRIES = /\b(fry|frying|sauté|stir-fry)\b/i;
/** A sentence that roasts or spreads in one layer on a tray. */
const ONE_LAYER = /\b(roast|one layer|single layer|spread)\b/i;
const NOT = /\b(?:do not|don't|without letting it|not) (?:let (?:it|them) )?brown\w*\b|\bbut not brown\w*\b/gi;
/** Work done as many at a time as fit: honest at any party. */
const AS_FIT = /\b(as many as (?:will )?fit|a few at a time|one at a time|repeat with the rest|in batches if)\b/i;
const BATCHES = /\bin (two|three|four|five|six|seven|eight|nine|ten|\d+) batches\b/i;

const amount = (text: string) => (text.endsWith('½') ? Number(text.slice(0, -1) || 0) + 0.5 : Number(text));
/** The floor of a pot for browning, in cm²: a Dutch oven or sauté pot is about 0.45 times as tall as it is wide. */
const floorOf = (litres: number) => (Math.PI / 4) * Math.pow((litres * 1000) / ((Math.PI / 4) * 0.45), 2 / 3);
const round = (cm: number) => (Math.PI / 4) * cm * cm;

interface Floor {
  /** cm² one round covers, every vessel together. */
  area: number;
  name: string;
  tray: boolean;
  /** The rounds the step naming the vessel gives it ('two trays ... (in two batches, …)'). */
  rounds: number;
}

/** How many rounds a step says ('in three batches'), or undefined. */
function roundsIn(step: string): number | undefined {
  const batches = BATCHES.exec(step);
  return batches ? countOf(batches[1] ?? '') : undefined;
}

/** The floor a step's vessels give, by the vessel it names (a pan, a pot, trays). */
function floorIn(text: string): Floor | undefined {
  const found = vesselIn(text);
  return found ? { ...found, rounds: roundsIn(text) ?? 1 } : undefined;
}

function vesselIn(text: string): Omit<Floor, 'rounds'> | undefined {
  const pan = PAN.exec(text);
  if (pan)
    return {
      area: countOf(pan[1] ?? 'a') * round(Number(pan[2])),
      name: pan[0],
      tray: false,
    };
  const sized = POT.exec(text);
  if (sized)
    return {
      area: countOf(sized[1] ?? 'a') * floorOf(amount(sized[2] ?? '')),
      name: sized[0],
      tray: false,
    };
  const tray = TRAY.exec(text);
  if (tray) return { area: countOf(tray[1] ?? 'a') * TRAY_CM2, name: tray[0], tray: true };
  const pot = UNSIZED_POT.find(([pattern]) => pattern.test(text));
  if (pot) return { area: floorOf(pot[1]), name: pot[0].exec(text)?.[0] ?? 'a pot', tray: false };
  const unsized = UNSIZED_PAN.exec(text);
  if (unsized) return { area: round(UNSIZED_CM), name: `a ${unsized[0]}`, tray: false };
  return undefined;
}

/** Meat, fish, shellfish or tofu: what steams grey when crowded. */
const isProtein = (food: Food) =>
  food.diet.meat === true ||
  food.diet.fish === true ||
  food.diet.shellfish === true ||
  /\b(tofu|tempeh|paneer|halloumi)\b/.test(food.name);

const WORD_PATTERNS = new Map<string, RegExp>();
/** 'the salmon', compiled once per word: every recipe of every party reads it. */
function wordPattern(word: string): RegExp {
  let found = WORD_PATTERNS.get(word);
  if (!found) {
    found = new RegExp(`\\bthe ${escape(word)}s?\\b`, 'i');
    WORD_PATTERNS.set(word, found);
  }
  return found;
}

/** The words of a food's name long enough to name it alone, read once per food. */
const NAME_WORDS = new WeakMap<Food, readonly string[]>();

/** A food named by one word of its name, 'the salmon' for salmon fillets, 'the beef' for ground beef. */
function byWord(sentence: string, food: Food): boolean {
  let words = NAME_WORDS.get(food);
  if (!words) {
    words = food.name
      .replace(/\([^)]*\)/g, '')
      .split(/\s+/)
      .filter((w) => w.length >= 4);
    NAME_WORDS.set(food, words);
  }
  return words.some((w) => wordPattern(w).test(sentence));
}

/** The floor a whole piece covers, lying down: about 1 x 0.6 x 0.25 of its length. */
const footprint = (grams: number) => 0.6 * Math.pow(grams / 0.15, 2 / 3);

/**
 * Food browned, fried or roasted at once beyond one layer of the vessels the step names.
 *
 * @example
 * checkOneLayer(['Heat the oil in a 5-litre (5 qt) Dutch oven. Brown the beef chuck; set aside.'], weighed)
 * // [{ code: 'vessel', message: 'Step 1: about 2.7 kg of beef chuck browned at once in a 5-litre (5 qt) Dutch oven …' }] (for 12)
 */
export function checkOneLayer(steps: readonly string[], ingredients: readonly WeighedIngredient[]): LayerProblem[] {
  const problems: LayerProblem[] = [];
  let last: Floor | undefined;
  steps.forEach((step, i) => {
    const own = floorIn(step);
    const floor = own ?? last;
    if (own) last = own;
    if (!floor || AS_FIT.test(step)) return;
    // A tray filled in batches is roasted in those batches in the steps after it.
    const rounds = roundsIn(step) ?? floor.rounds;
    for (const sentence of step.split(/(?<=[.;])\s+/)) {
      // Foods' own names are no verbs: 'brown sugar', 'stir-fry sauce'.
      const named = ingredients.filter((x) => mentions(sentence, x.food, ingredients) || byWord(sentence, x.food));
      const words = named
        .reduce((text, x) => namesOf(x.food).reduce((t, n) => t.replaceAll(n, 'food'), text), sentence.toLowerCase())
        .replace(NOT, '')
        .replace(/\b(?:frying|grill|griddle) pans?\b/g, 'pan')
        .replace(/\bbrown (?:sugar|rice|bread|lentils)\b/g, 'food');
      const browns = BROWNS.test(words);
      const layer = floor.tray && ONE_LAYER.test(words);
      const fries = !floor.tray && FRIES.test(words);
      if (!browns && !layer && !fries) continue;
      for (const x of named) {
        // Eggs in a pan have their own count (check-vessels.ts).
        if (x.ml !== undefined || x.food.id === 'egg') continue;
        const grams = usedIn(sentence, x, ingredients) / rounds;
        const protein = isProtein(x.food);
        if (!protein && !layer && !fries) continue;
        if (protein && x.pieces !== undefined && x.pieces > 0) {
          const each = x.grams / x.pieces;
          const covers = (footprint(each) * x.pieces) / rounds;
          if (covers > floor.area * PIECES_COVER * ROUNDING)
            problems.push({
              code: 'vessel',
              message: `Step ${String(i + 1)}: ${String(Math.ceil(x.pieces / rounds))} ${x.food.name} pieces at once in ${floor.name}, which takes about ${String(Math.floor((floor.area * PIECES_COVER) / footprint(each)))} in one layer; say the batches in the step.`,
            });
          continue;
        }
        const limit = floor.area * (floor.tray ? TRAY_G_PER_CM2 : protein ? BROWN_G_PER_CM2 : FRY_G_PER_CM2);
        if (grams > limit * ROUNDING)
          problems.push({
            code: 'vessel',
            message: `Step ${String(i + 1)}: about ${(grams / 1000).toFixed(1)} kg of ${x.food.name} at once in ${floor.name}, which takes about ${(limit / 1000).toFixed(1)} kg in one layer; crowded, it steams. Say the batches in the step.`,
          });
      }
    }
  });
  return problems;
}
