import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { CheckableRecipe } from './check-recipe.ts';
import { gramsIn } from './food-reading.ts';
import { countOf } from './counts.ts';

/**
 * A bake whose depth changed with the party while its time did not, read from the words of the
 * same dish made for two parties (model-written recipes too). A batter half as deep in a tin too
 * big for it (brownies for 2 in the smallest tin) is done well before the time written for the
 * full tin, and a meringue circle that stays 20 cm for 20 people is piled four times too high.
 * The depth is what goes into the tin or shape up to the step that bakes it, over the area the
 * words give: 'a 15 cm (6 in) square tin', 'two 22 cm (9 in) circles', 'a 450 g (1 lb) loaf tin'.
 */
export interface BakeDepthProblem {
  code: 'bake-depth' | 'bake-thin';
  message: string;
}

/** How far the depth may move before the time must: a tin a little fuller bakes in the same time. */
const DEPTH_SLACK = 1.32;

/**
 * The shallowest a bake may be against the deepest of the same dish for another party: a tin
 * far too big for what goes in (an apple crumble for one in a 15 x 20 cm dish, a cake for one 4 mm
 * deep in a 15 cm tin) dries or burns at any time, where a tin a little under-filled is timed for it.
 */
const THIN = 0.45;

/** 'a 20 cm (8 in) square tin', 'two 20 x 30 cm (8 x 12 in) baking dishes', 'an 18 cm (7 in) springform tin'. */
const TIN =
  /\b(a|an|one|two|three|four|five|six)\s+(?:small\s+|large\s+)?(\d+)(?:\s*x\s*(\d+))?\s*cm\b(?:\s*\([^)]*\))?((?:\s+[a-z-]+){0,3}?)\s+(tin|dish|pan|circle)(?:s|es)?\b/i;
/** 'a 900 g (2 lb) loaf tin': a loaf tin is sold by what it holds. */
const LOAF = /\b(a|an|one|two|three|four|five|six)\s+(\d+)\s*g\b(?:\s*\([^)]*\))?\s+loaf tins?\b/i;
/** 'a 22 cm (9 in) circle on each of two sheets': one shape on each. */
const EACH_OF = /\bon each of (two|three|four|five|six)\b/i;
const BATCHES = /\bin (two|three|four|five|six) batches\b/i;
/** The step's baking time: 'bake 25-30 minutes', 'bake for 14-17 minutes'. */
const BAKE = /\bbake[sd]?\b(?:\s+(?:for|on the hot sheet for))?\s+(?:about\s+)?(\d+)(?:\s*-\s*(\d+))?\s*minutes\b/i;
/** A pan is a baking tin only with a word that says so; a plain '30 cm pan' is on the hob. */
const BAKING_PAN = /\b(metal|baking|cake|roasting|square|loaf|springform|tart)\b/i;
/**
 * Whole pieces stood in a dish (stuffed peppers, baked apples, mushroom caps) bake by their own
 * size, however full the dish.
 */
const STANDS = /\b(?:stand|set) the\b[^.]*?\b(?:in|into)\b/i;

interface Bake {
  /** Grams over cm² (or over a loaf tin's grams). */
  depth: number;
  /** The time as written ('25-30'). */
  time: string;
  step: number;
  servings: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The grams of a recipe's ingredients the steps up to `last` name. */
function batterGrams(recipe: CheckableRecipe, last: number): number {
  const words = recipe.data.instructions
    .slice(0, last + 1)
    .join(' ')
    .toLowerCase();
  let grams = 0;
  for (const line of recipe.ingredients) {
    const food = FOOD_BY_ID.get(line.food);
    const perUnit = food && gramsIn(food, line.unit);
    if (!food || perUnit === undefined) continue;
    // Whole words: 'salt' is not in 'unsalted', nor 'egg' in 'eggplant'.
    const names = [food.name, food.plural ?? `${food.name}s`].map((n) => n.toLowerCase());
    if (names.some((n) => new RegExp(`(?<![\\p{L}-])${escapeRegExp(n)}(?![\\p{L}-])`, 'u').test(words)))
      grams += perUnit * line.qty;
  }
  return grams;
}

/** The depth and time of the first bake in a tin or a drawn shape, if the words give both. */
export function bakeOf(recipe: CheckableRecipe): Bake | undefined {
  const steps = recipe.data.instructions;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] ?? '';
    const tin = TIN.exec(step);
    const loaf = LOAF.exec(step);
    const baking = tin && (!/^pan$/i.test(tin[5] ?? '') || BAKING_PAN.test(tin[4] ?? ''));
    if (!baking && !loaf) continue;
    const bakes = steps.findIndex((s, j) => j >= i && BAKE.test(s));
    if (bakes < 0 || steps.slice(0, bakes + 1).some((s) => STANDS.test(s))) return undefined;
    const time = BAKE.exec(steps[bakes] ?? '');
    if (!time) return undefined;
    const each = EACH_OF.exec(step);
    const rounds = BATCHES.exec(step);
    let area: number;
    if (tin) {
      const count = each ? countOf(each[1] ?? '') : countOf(tin[1] ?? 'a');
      const [a, b] = [Number(tin[2]), Number(tin[3] ?? tin[2])];
      area = count * a * b * (rounds ? countOf(rounds[1] ?? '') : 1);
    } else {
      area = countOf(loaf?.[1] ?? 'a') * Number(loaf?.[2] ?? 0);
    }
    if (!(area > 0)) return undefined;
    return {
      depth: batterGrams(recipe, bakes) / area,
      time: `${time[1] ?? ''}-${time[2] ?? time[1] ?? ''}`,
      step: bakes,
      servings: recipe.data.servings,
    };
  }
  return undefined;
}

/**
 * The pairs of one dish's recipes, made for different parties, whose bake is deeper or shallower
 * by more than a cook allows while the time written for it stays the same.
 *
 * @example
 * checkBakeDepths([browniesFor3, browniesFor12])
 * // [{ code: 'bake-depth', message: 'Step 5 bakes 25-30 minutes for 3 and for 12, but the batter is 2.2 times as deep for 12.' }]
 */
export function checkBakeDepths(recipes: readonly CheckableRecipe[]): BakeDepthProblem[] {
  const bakes = recipes.map(bakeOf).filter((b): b is Bake => b !== undefined);
  const problems: BakeDepthProblem[] = [];
  const seen = new Set<string>();
  for (const a of bakes)
    for (const b of bakes) {
      if (a.servings >= b.servings || a.time !== b.time || a.step !== b.step) continue;
      const ratio = Math.max(a.depth, b.depth) / Math.min(a.depth, b.depth);
      const key = a.time;
      if (ratio <= DEPTH_SLACK || seen.has(key)) continue;
      seen.add(key);
      const deeper = a.depth > b.depth ? a : b;
      problems.push({
        code: 'bake-depth',
        message: `Step ${String(a.step + 1)} bakes ${a.time} minutes for ${String(a.servings)} and for ${String(b.servings)}, but the batter is ${ratio.toFixed(1)} times as deep for ${String(deeper.servings)}.`,
      });
    }
  const deepest = bakes.reduce<Bake | undefined>((d, b) => (d && d.depth >= b.depth ? d : b), undefined);
  const thinnest = bakes
    .filter((b) => deepest && b.step === deepest.step && b.depth < deepest.depth * THIN)
    .sort((a, b) => a.depth - b.depth)[0];
  if (deepest && thinnest)
    problems.push({
      code: 'bake-thin',
      message: `Step ${String(thinnest.step + 1)} spreads the bake for ${String(thinnest.servings)} ${String(Math.round((100 * thinnest.depth) / deepest.depth))}% as deep as for ${String(deepest.servings)}: the tin or dish is far too big for what goes in it.`,
    });
  return problems;
}
