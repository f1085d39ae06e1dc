import type { Food } from '../knowledge/types.ts';
import { mentions, usedIn, type WeighedIngredient } from './step-foods.ts';
import { countOf } from './counts.ts';

export type { WeighedIngredient } from './step-foods.ts';

/** A step whose vessel cannot hold what goes in, or whose time cannot be true for the amount. */
export interface VesselProblem {
  code: 'vessel';
  message: string;
}

const POT =
  /\b(a|an|one|two|three|four|five|six)\s+(?:[a-z-]+,?\s+){0,2}?(\d*½|\d+(?:\.\d+)?)(?:\s*-\s*(\d*½|\d+(?:\.\d+)?))?[- ]?(?:litres?|liters?|l)\b(?:\s*\([^)]*\))?(?:\s+[a-z-]+){0,2}?\s+(pot|saucepan|casserole|dutch oven|stockpot|jar|jug|pitcher)s?\b/i;
const ROUND_CM =
  /\b(a|an|one|two|three|four|five|six)\s+(?:small\s+|large\s+)?(\d+)(?:\s*-\s*(\d+))?\s*cm\b(?:\s*\([^)]*\))?((?:\s+[a-z-]+){0,3}?)\s+(frying pan|pan|skillet|tin|dish)s?\b/i;
const ROASTING = /\b(a|an|one|two|three|four|five|six)\s+(?:large\s+)?(roasting (?:tin|pan)|baking tray)s?\b/i;

/** What a pan browns or fries in one layer: cm² per egg, per piece. */
const CM2_PER_EGG = 130;
/** Eggs sit closer in a sauce than in fat: a pan takes a fifth more than its count. */
const EGG_SLACK = 1.2;
const CM2_PER_PIECE = 75;
/** Batter a tin takes before it overflows or stays raw inside, g per cm² (a deep springform takes more). */
const BATTER_G_PER_CM2 = { shallow: 2.7, tin: 4.5, deep: 7 };
/** Lines are rounded to kitchen measures (ADR 019): a gram or two over a tin's batter is that rounding. */
const LINE_ROUNDING = 1.02;
/** Bakes cut into squares: a brownie twice as deep is no brownie. */
const SHALLOW_BAKE = /\b(brownies?|blondies?|flapjacks?|traybakes?|shortbread|bars|fudge)\b/i;
/** Minutes a litre takes to come to the boil or to steaming on a home burner, at the least. */
const MINUTES_PER_LITRE = 2.5;
/** Liquid a covered braise of an hour or more needs over the pot's floor, in cm. */
const BRAISE_DEPTH_CM = 1;
/** Milk boiled up foams to twice its height: the pan may be about half full at most. */
const FOAMS = /\b(milk|cream)\b/i;
const BOILS_UP = /\b(boil|foams? up)/i;
const FOAM_FILL = 0.55;
/** Milk or a custard stirred on the heat needs a third of the pan free, to whisk without slopping over. */
const STIR_FILL = 2 / 3;
const STIR_SLACK = 1.1;
/** The share of milk or cream in a pan from which it boils up as milk does. */
const MILK_SHARE = 0.3;
/** Litres of pot a kilo of large pieces on the bone takes with the liquid around them (6 lamb shanks to 10 litres). */
const LITRES_PER_KG_PIECES = 3.5;
/** A jar or jug named without a size holds about this; more is a bucket or several jars. */
const JAR_LITRES = 2;
const UNSIZED_JAR =
  /\b(?:in|into) an?\s+(?:clean\s+|large\s+|lidded\s+)?(jar|jug|pitcher)(?:\s+or\s+(?:a\s+)?(?:lidded\s+)?(?:jar|jug|pitcher))?\b/i;
/** A blender jug holds about 2 litres; a home ice-cream maker churns about 1.5 litres at a time. */
const BLENDER_LITRES = 2;
const BLENDER = /\b(?:in|into) (?:a|an|the) (?:high-speed\s+|large\s+)?blender\b/i;
const CHURN_LITRES = 1.5;
const CHURNS = /\bchurn\w*\b[^.;]*?\bice-cream (?:maker|machine)\b/i;
/** Minutes a litre takes to drip through a paper filter or cloth, at the least. */
const DRIP_MINUTES_PER_LITRE = 3;
const DRIPS =
  /\b(strain|drip)\w*\b[^.;]*?\b(filter|cheesecloth|muslin|cloth)\b[^.;]*?(\d+)(?:\s*-\s*(\d+))?\s*minutes?\b/i;
/** A pot named without litres, as a cook reads it. */
const UNSIZED_LITRES: ReadonlyArray<[RegExp, number]> = [
  // 'a small pan' of sauce is a saucepan; a small frying, roasting or cake pan is read by its floor.
  [/\ban?\s+(small|little)\s+(?:(?:heavy|heavy-based|deep|lidded)\s+)?(pot|saucepan|pan|casserole|dutch oven)\b/i, 2],
  [/\ban?\s+(large|big),?\s+(?:[a-z-]+,?\s+){0,2}(pot|saucepan|casserole|dutch oven|stockpot)\b/i, 6],
  [/\ban?\s+(?:[a-z-]+,?\s+){0,2}(pot|saucepan|casserole|dutch oven|stockpot)\b/i, 4],
];
const HEATS =
  /\b(bring|heat|warm)\b[^.;]*?\b(boil|simmer|steaming|hot|heat)\b[^.;]*?(\d+)(?:\s*-\s*(\d+))?\s*minutes?\b/i;
const LONG =
  /\b(simmer|braise|stew|cook)\w*\b[^.;]*?(\d+(?:\.\d+)?)(?:[½¼¾])?(?:\s*-\s*\d+[½¼¾]?)?\s*hours?\b|\b(\d+)(?:[½¼¾])?(?:\s*-\s*\d+[½¼¾]?)?\s*hours?\b[^.;]*?\b(simmer|braise)/i;

/** Litres of the pot a recipe names, sized or not, before a step. */
function potLitres(steps: readonly string[], upTo: number): number | undefined {
  for (let i = upTo; i >= 0; i--) {
    const step = steps[i] ?? '';
    const pot = POT.exec(step);
    if (pot) return amount(pot[3] ?? pot[2] ?? '');
    for (const [pattern, litres] of UNSIZED_LITRES) if (pattern.test(step)) return litres;
  }
  return undefined;
}

/** The floor of a pot of a given capacity, in cm², for a pot about 0.6 times as tall as it is wide. */
const floorOf = (litres: number) => (Math.PI / 4) * Math.pow((litres * 1000) / ((Math.PI / 4) * 0.6), 2 / 3);

/** A step that moves the food on: into another vessel, the oven or the plates. */
const MOVES_ON =
  /\b(jug|pitcher|bowl|glass|glasses|mugs?|jar|blender|tin|tray|dish|platter|plates?|pour(?!\s+in\b)|spoon (?:it|them|into|onto|over)|divide|transfer|serve|bake|oven|roast)\b/i;
/** A step that keeps cooking in the same vessel. */
const COOKS_ON = /\b(add|stir in|fold in|simmer|cook|return|boil|bring|heat|whisk in|fry)\b/i;

/**
 * The ingredients that go into the vessel a step names: those of its step and of the steps after
 * that keep cooking in it, until one moves the food on or names another vessel.
 */
export function contents(
  steps: readonly string[],
  from: number,
  ingredients: readonly WeighedIngredient[],
): WeighedIngredient[] {
  const inside: WeighedIngredient[] = [];
  const seen = new Set<string>();
  for (let i = from; i < steps.length; i++) {
    const step = steps[i] ?? '';
    if (i > from && (POT.test(step) || ROUND_CM.test(step) || MOVES_ON.test(step))) break;
    if (i > from && !COOKS_ON.test(step)) continue;
    for (const ingredient of ingredients) {
      if (seen.has(ingredient.food.id) || !mentions(step, ingredient.food, ingredients)) continue;
      seen.add(ingredient.food.id);
      inside.push({ ...ingredient, grams: usedIn(step, ingredient, ingredients) });
    }
  }
  return inside;
}

/**
 * Litres of a mixture made before a pot's step that a later step pours back into the pan (the yolks
 * and sugar of a custard): they are heated in it too.
 */
function returned(
  steps: readonly string[],
  from: number,
  inside: readonly WeighedIngredient[],
  ingredients: readonly WeighedIngredient[],
): number {
  const back = steps
    .slice(from + 1, from + 3)
    .some((step) => /\bback into the (?:[a-z-]+ )?(?:pan|pot|saucepan)\b/i.test(step));
  if (!back) return 0;
  const before = steps.slice(0, from).join(' ');
  return (
    ingredients
      .filter((x) => !inside.some((y) => y.food.id === x.food.id) && mentions(before, x.food, ingredients))
      .reduce((sum, x) => sum + x.grams, 0) / 1000
  );
}

/** What goes into a tin: everything the steps name up to the one that bakes it (frosting comes after). */
function batterFor(steps: readonly string[], tin: number, ingredients: readonly WeighedIngredient[]): number {
  const bakes = steps.findIndex((step, i) => i >= tin && /\bbake\b/i.test(step));
  const named = steps.slice(0, bakes < 0 ? steps.length : bakes + 1).join(' ');
  return ingredients.filter((x) => mentions(named, x.food, ingredients)).reduce((sum, x) => sum + x.grams, 0);
}

/** '1½' as 1.5. */
const amount = (text: string) => (text.endsWith('½') ? Number(text.slice(0, -1) || 0) + 0.5 : Number(text));

const isMeat = (food: Food) => food.diet.meat === true;

/** How many pots or pans a step cooks in at once ('two 8-litre pots'). */
function vesselsIn(step: string): number {
  const named = POT.exec(step) ?? ROUND_CM.exec(step);
  return named ? countOf(named[1] ?? 'a') : 1;
}

/**
 * Vessels and times read from a recipe's words and its ingredients (model-written recipes too):
 * a pot in litres that cannot hold what goes in, a pan in cm too small for its eggs or pieces,
 * a tin too small for its batter, more roasts than the tins hold, and more meat browned at once
 * than a pot browns.
 *
 * @example
 * checkVessels(['Simmer the stock and beans in a 4-litre pot for 20 minutes.'], weighed)
 * // [{ code: 'vessel', message: "Step 1: a 4-litre pot for about 9.6 litres of …" }] (for 20)
 */
export function checkVessels(
  steps: readonly string[],
  ingredients: readonly WeighedIngredient[],
  /** The title and description, which say what kind of bake it is. */
  about = '',
): VesselProblem[] {
  const problems: VesselProblem[] = [];
  const add = (i: number, message: string) => problems.push({ code: 'vessel', message: `Step ${i + 1}: ${message}` });

  let lastPan: RegExpExecArray | null = null;
  steps.forEach((step, i) => {
    const pot = POT.exec(step);
    if (pot) {
      const count = countOf(pot[1] ?? 'a');
      const litres = amount(pot[3] ?? pot[2] ?? '') * count;
      const inside = contents(steps, i, ingredients);
      const liquid = inside.reduce((sum, x) => sum + x.grams, 0) / 1000;
      // Large pieces on the bone take room their weight does not show.
      const pieces =
        (inside
          .filter((x) => isMeat(x.food) && x.food.whole === true && (x.pieces ?? 0) > 0)
          .reduce((sum, x) => sum + x.grams, 0) /
          1000) *
        LITRES_PER_KG_PIECES;
      // 'two pots at a time (in three batches, …)': each round holds its share.
      const rounds = /\bat a time \(in (\w+) batches\b/i.exec(step);
      const volume = Math.max(liquid, pieces) / (rounds ? countOf(rounds[1] ?? '') : 1);
      const later = steps.slice(i, i + 3).join(' ');
      const milk = inside.filter((x) => FOAMS.test(x.food.name)).reduce((sum, x) => sum + x.grams, 0) / 1000;
      // A splash of milk in a soup does not rise; a pan of milk, or of half milk, does.
      const foams =
        milk >= liquid * MILK_SHARE &&
        BOILS_UP.test(later.replace(/\b(?:do not|don't|never) (?:let it )?boil\b/gi, ''));
      if (foams && volume > litres * FOAM_FILL)
        add(
          i,
          `${pot[0]} holds ${String(litres)} litres, but about ${volume.toFixed(1)} litres with milk boil up in it; it boils over past half full.`,
        );
      else if (
        !/jar|jug|pitcher/i.test(pot[4] ?? '') &&
        milk >= liquid * MILK_SHARE &&
        volume + returned(steps, i, inside, ingredients) > litres * STIR_FILL * STIR_SLACK
      )
        add(
          i,
          `${pot[0]} holds ${String(litres)} litres, but about ${(volume + returned(steps, i, inside, ingredients)).toFixed(1)} litres of milk or custard are heated in it; stirred on the heat, it needs a third of the pan free.`,
        );
      else if (pieces > 0 && volume > litres * 1.1)
        add(
          i,
          `${pot[0]} holds ${String(litres)} litres, but about ${String(Math.round((pieces / LITRES_PER_KG_PIECES) * 1000))} g of pieces on the bone need ${volume.toFixed(1)} litres.`,
        );
      else if (volume > litres * 1.1)
        add(i, `${pot[0]} holds ${String(litres)} litres, but about ${volume.toFixed(1)} litres go in.`);
    }

    const jar = POT.exec(step) ? null : UNSIZED_JAR.exec(step);
    if (jar) {
      const volume = contents(steps, i, ingredients).reduce((sum, x) => sum + x.grams, 0) / 1000;
      if (volume > JAR_LITRES * 1.1)
        add(
          i,
          `'${jar[0].trim()}' holds about ${String(JAR_LITRES)} litres, but about ${volume.toFixed(1)} litres go in.`,
        );
    }

    // A small saucepan named without a size holds about 2 litres, what a cook reads in the words.
    const unsized = POT.test(step) ? undefined : UNSIZED_LITRES.slice(0, 1).find(([pattern]) => pattern.test(step));
    if (unsized) {
      const volume = contents(steps, i, ingredients).reduce((sum, x) => sum + x.grams, 0) / 1000;
      if (volume > unsized[1] * 1.1)
        add(
          i,
          `'${unsized[0].exec(step)?.[0] ?? ''}' holds about ${String(unsized[1])} litres, but about ${volume.toFixed(1)} litres go in.`,
        );
    }

    // A blender or an ice-cream maker takes its jug's worth: more goes in batches, said in the step.
    const blender = BLENDER.exec(step);
    if (blender && !/\bbatch/i.test(step)) {
      const volume = contents(steps, i, ingredients).reduce((sum, x) => sum + x.grams, 0) / 1000;
      if (volume > BLENDER_LITRES * 1.1)
        add(
          i,
          `'${blender[0]}' holds about ${String(BLENDER_LITRES)} litres, but about ${volume.toFixed(1)} litres go in at once; blend in batches.`,
        );
    }
    if (CHURNS.test(step) && !/\bbatch/i.test(step)) {
      const named = steps.slice(0, i + 1).join(' ');
      const base =
        ingredients
          .filter((x) => x.ml !== undefined && mentions(named, x.food, ingredients))
          .reduce((sum, x) => sum + (x.ml ?? 0), 0) / 1000;
      if (base > CHURN_LITRES * 1.1)
        add(
          i,
          `an ice-cream maker churns about ${String(CHURN_LITRES)} litres at a time, but about ${base.toFixed(1)} litres of base are churned at once.`,
        );
    }

    // Eggs cracked into 'the frying pans' a step before named: they fry in those pans.
    const own = ROUND_CM.exec(step);
    const round =
      own ?? (lastPan && /\bcrack\b/i.test(step) && /\bthe (?:[a-z-]+ )?pans?\b/i.test(step) ? lastPan : null);
    if (own && !/tin|dish/i.test(own[5] ?? '')) lastPan = own;
    if (round) {
      const count = countOf(round[1] ?? 'a');
      const cm = Number(round[3] ?? round[2]);
      const noun = (round[5] ?? '').toLowerCase();
      const area = cm * cm * count;
      const inside = contents(steps, i, ingredients);
      if (noun === 'tin' || noun === 'dish') {
        const deep = /springform|deep|pie|loaf/i.test(round[4] ?? '');
        const batter = batterFor(steps, i, ingredients);
        const limit = deep
          ? BATTER_G_PER_CM2.deep
          : SHALLOW_BAKE.test(about)
            ? BATTER_G_PER_CM2.shallow
            : BATTER_G_PER_CM2.tin;
        if (/\bbake\b/i.test(steps.slice(i).join(' ')) && batter > area * limit * LINE_ROUNDING)
          add(
            i,
            `${round[0]} takes about ${String(Math.round(area * limit))} g, but ${String(Math.round(batter))} g go in.`,
          );
      } else {
        const eggs = inside.filter((x) => x.food.id === 'egg');
        const eggCount = eggs.reduce((sum, x) => sum + (x.pieces ?? 0), 0);
        const oneAtATime =
          /\b(one at a time|batch(?:es)?|portion|share|repeat|each (?:omelette|pancake|crêpe|galette))\b/i.test(
            steps.slice(i).join(' '),
          );
        if (eggCount > (area / CM2_PER_EGG) * EGG_SLACK && !oneAtATime)
          add(i, `${round[0]} holds about ${String(Math.floor(area / CM2_PER_EGG))} eggs, not ${String(eggCount)}.`);
        const pieces = inside
          .filter((x) => isMeat(x.food) && mentions(step, x.food, ingredients))
          .reduce((sum, x) => sum + (x.pieces ?? 0), 0);
        if (pieces > area / CM2_PER_PIECE && !/\bbatch/i.test(step))
          add(
            i,
            `${round[0]} holds about ${String(Math.floor(area / CM2_PER_PIECE))} pieces at once, not ${String(pieces)}.`,
          );
      }
    }

    const roasting = ROASTING.exec(step);
    if (roasting) {
      const tins = countOf(roasting[1] ?? 'a') * (/\bbatch/i.test(step) ? Infinity : 1);
      const wholes = ingredients.filter(
        (x) => mentions(step, x.food, ingredients) && x.food.whole === true && isMeat(x.food),
      );
      const roasts = wholes.reduce((sum, x) => sum + (x.pieces ?? 0), 0);
      if (roasts > tins * 2) add(i, `${String(roasts)} whole roasts in ${roasting[0]}.`);
    }
  });
  const oven = /\b(oven|bake|baking|roast)\w*\b/i.test(steps.join(' '));
  steps.forEach((step, i) => {
    // '(in three batches, ...) or griddle', '(in two batches, ...) of boiling water': the words
    // after the vessel no longer read with it.
    const broken = /\(in \w+ batches[^)]*\)\s+(?!and\b|then\b|or\b(?=\s+(?:a|an|the)\b))[a-z]+/i.exec(step);
    if (broken) add(i, `'${broken[0]}': the batches break the sentence; say them at the end of the clause.`);
    if (!oven && /\bon two shelves\b/i.test(step))
      add(i, 'Shelves and swapping halfway, but nothing in the recipe goes in the oven.');
    const heats = HEATS.exec(step);
    const gap = heats ? heats[0].slice(heats[0].search(/\b(boil|simmer|steaming|hot|heat)\b/i) + 4) : '';
    if (heats && !/\b(boil|simmer|steep|infuse|cook|whisk|stir|poach|bubble)\w*\s+(?:\w+\s+)?for\b/i.test(gap)) {
      const sentence = heats[0];
      const litres =
        ingredients
          .filter((x) => x.ml !== undefined && mentions(sentence, x.food, ingredients))
          .reduce((sum, x) => sum + Math.min(x.ml ?? 0, usedIn(sentence, x, ingredients)), 0) /
        1000 /
        vesselsIn(step);
      const most = Number(heats[4] ?? heats[3]);
      if (litres >= 1 && most < litres * MINUTES_PER_LITRE)
        add(
          i,
          `${litres.toFixed(1)} litres a pot heat in ${String(most)} minutes; a burner takes ${String(Math.round(litres * MINUTES_PER_LITRE))} or more.`,
        );
    }
    const drips = DRIPS.exec(step);
    if (drips) {
      // What drips is what was soaked before: the liquid of the steps since the vessel was filled.
      const before = steps.slice(0, i).join(' ');
      const soaked =
        ingredients
          .filter((x) => x.ml !== undefined && mentions(before, x.food, ingredients))
          .reduce((sum, x) => sum + Math.min(x.ml ?? 0, usedIn(before, x, ingredients)), 0) / 1000;
      const most = Number(drips[4] ?? drips[3]);
      if (soaked >= 1 && most < soaked * DRIP_MINUTES_PER_LITRE)
        add(
          i,
          `${soaked.toFixed(1)} litres drip through a filter in ${String(most)} minutes; it takes ${String(Math.round(soaked * DRIP_MINUTES_PER_LITRE))} or more.`,
        );
    }
    const long = LONG.exec(step);
    const litres = potLitres(steps, i);
    // A cook who tops the pot up keeps the meat in liquid however little went in.
    const topsUp = /\b(top (?:it |them )?up|splash of (?:water|stock)|(?:water|stock) if it)\b/i.test(step);
    if (long && litres !== undefined && !topsUp) {
      const named = steps.slice(0, i + 1).join(' ');
      const liquid = ingredients
        .filter((x) => x.ml !== undefined && mentions(named, x.food, ingredients))
        .reduce((sum, x) => sum + (x.ml ?? 0), 0);
      const depth = liquid / vesselsIn(step) / floorOf(litres);
      if (liquid > 0 && depth < BRAISE_DEPTH_CM)
        add(
          i,
          `${String(Math.round(liquid))} ml of liquid lies ${depth.toFixed(1)} cm deep in a ${String(litres)}-litre pot: it runs dry in ${long[0].match(/[\d½¼¾.\s-]+hours?/)?.[0]?.trim() ?? 'hours'}.`,
        );
    }
  });
  return problems;
}
