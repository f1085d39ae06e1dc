import { formatAmount, type Dietary } from '@feastforge/domain';
import pluralize from 'pluralize';
import type { Food } from '../knowledge/types.ts';
import { brokenNeeds } from './diet.ts';
import { amountText, metricAmount, nameFor } from './display.ts';
import { gramsOf, roundQuantity, type Quantity } from './quantities.ts';
import { shapeText } from './shapes.ts';
import { depthMinutes, scaledMinutes } from './scaled-minutes.ts';
import { batchesText, chooseVessel, individualFor, vesselAgain, vesselAgainAs, type VesselChoice } from './vessels.ts';

/**
 * The knowledge base writes steps and ingredient notes as templates, so that every quantity, count
 * and vessel in them follows the servings and the swaps (see docs/knowledge-base.md):
 *
 * - `{food-id}`: the food now in the pot, in the number its count needs ('the limes').
 * - `{food-id|1/4}`: that share of the ingredient, scaled and rounded like a line ('3 tbsp').
 * - `{#food-id}`: how many of a counted ingredient the party needs ('two', '1½').
 * - `{n}`, `{n:glass}`, `{n*3:skewer}`, `{n/2:mug}`: a count from the servings, with its noun
 *   inflected ('four glasses'); `*k` is k per serving, `/k` one per k servings, rounded up.
 * - `{@28cm frying pan}`, `{@5l pot}`, `{@20x30cm baking dish}`, `{@900g loaf tin}`, `{@1 roasting tin}`:
 *   the vessel for the party (vessels.ts), 'two 30 cm (12 in) frying pans'; `{@pan}` names it again
 *   ('the pans'), `{@each pan}` one at a time ('each pan'), `{@same pan}` ('the same pans') and
 *   `{@from pan}` serves from it ('straight from the pans', or each batch as it is ready).
 * - `{batches:beef-chuck/600g:8-10 minutes}`: browning in as many batches as the amount needs,
 *   each with its own time ('in three batches, 8-10 minutes each').
 * - `{minutes:5-6}`: a time that follows the volume heated ('13-16 minutes' for five times as much).
 * - `{minutes@tin:25-30}`: a baking time that follows the depth of the batter in the tin the steps
 *   declared ('14-17 minutes' for brownies for 2, half as deep in the smallest tin).
 * - `{~draw:20cm circle:baking sheet}`, `{~each pavlova}`: shapes drawn free on a tray, that grow
 *   with the party and split in two past what a sheet takes (shapes.ts).
 *
 * In a note, a clause naming a food that is not an ingredient is an alternative ('or {bread-flour}'):
 * it is kept only while the ingredient is unswapped and the alternative suits every dietary need.
 */
export interface TextScope {
  servings: number;
  /** The servings the base recipe is written for; vessels and times scale by servings / baseServings. */
  baseServings?: number;
  /** The vessels the recipe's steps declare, by noun (vessels.ts `declaredVessels`), for `{@pan}`. */
  vessels?: ReadonlyMap<string, string>;
  /**
   * The vessels the dish is served from (`{@from pan}`), by their declared spec: cooked in batches,
   * each is served as it is ready rather than kept warm.
   */
  servedFrom?: ReadonlySet<string>;
  /**
   * The vessels that go in the oven, in the step that declares them or a later one (`ovenVessels`):
   * trays filled in batches bake one pair of shelves after another, while trays set in the fridge
   * all fit at once.
   */
  baked?: ReadonlySet<string>;
  /** The shape the recipe's steps draw (shapes.ts `declaredShape`), for `{~pavlova}`. */
  shape?: string | undefined;
  dietary: readonly Dietary[];
  /** The recipe's ingredients, by the food id the base recipe names. */
  ingredients: ReadonlyMap<string, ScopedIngredient>;
  /** Every food the knowledge base knows, for alternatives. */
  foods: ReadonlyMap<string, Food>;
}

/** One ingredient as the templates see it: the food in the pot and its amount for the party. */
export interface ScopedIngredient {
  food: Food;
  /** The quantity for the party before rounding. */
  exact: Quantity;
  /** The quantity as the ingredient line gives it. */
  scaled: Quantity;
  swapped: boolean;
  /** The line's prep cuts it into several ('cut into 2 cm strips'): named in the plural however little. */
  cut?: boolean;
}

/** A prep that cuts a weighed food into several pieces. */
export const CUT_PREP = /\b(?:cut into|strips|chunks|cubes|pieces|diced|sliced)\b/i;

export const REFERENCE = /\{([^{}]+)\}/g;
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 'four', '12', '1½': words up to ten, as a cook writes counts. */
export function countWords(count: number): string {
  return Number.isInteger(count) && count <= 10 ? (WORDS[count] ?? String(count)) : formatAmount(count);
}

function share(ingredient: ScopedIngredient, fraction: string, where: string): string {
  const [top, bottom = '1'] = fraction.split('/');
  const part = Number(top) / Number(bottom);
  if (!(part > 0 && part <= 1)) throw new Error(`${where}: bad share '${fraction}'`);
  const exact = { qty: ingredient.exact.qty * part, unit: ingredient.exact.unit };
  const q = roundQuantity(ingredient.food, exact);
  const crumb = crumbShare(ingredient, q);
  if (crumb) return crumb;
  return q.unit === 'cup' ? metricAmount(ingredient.food, exact) : amountText(ingredient.food, q);
}

/** A share, or what it leaves, under this many grams is a crumb no scale helps with. */
const CRUMB_GRAMS = 5;

/**
 * 'a little' or 'most' for a weighed share that takes or leaves a crumb of its line: melting 8 g
 * of 10 g of butter leaves 2 g for later, which no cook weighs out.
 */
function crumbShare(ingredient: ScopedIngredient, q: Quantity): string | undefined {
  if (q.unit !== 'g' && !ingredient.food.weighed) return undefined;
  const part = gramsOf(ingredient.food, q);
  const rest = gramsOf(ingredient.food, ingredient.scaled) - part;
  if (part < CRUMB_GRAMS) return 'a little';
  if (rest > 0 && rest < CRUMB_GRAMS) return 'most';
  return undefined;
}

function servingCount(spec: string, servings: number, where: string): string {
  const match = /^n(?:([*/])(\d+))?(?::([a-z -]+))?$/.exec(spec);
  if (!match) throw new Error(`${where}: unknown reference {${spec}}`);
  const [, op, k, noun] = match;
  const times = Number(k ?? 1);
  const count = op === '*' ? servings * times : op === '/' ? Math.ceil(servings / times) : servings;
  if (!noun) return countWords(count);
  return `${countWords(count)} ${count === 1 ? noun : pluralize.plural(noun)}`;
}

/**
 * How many of a food a step speaks of, for its number: pieces and leaves are counted; count
 * nouns weighed by the gram are many ('the potatoes' for 1.2 kg) or cut into several, unless they
 * weigh one piece or less ('the beetroot' for 110 g); everything else is a mass.
 */
function countOf({ food, scaled, cut }: ScopedIngredient): number {
  if (scaled.unit === 'piece' || /leaf$/.test(food.name)) return scaled.qty;
  const piece = food.grams.piece;
  // A count noun cut up is many ('the chicken thighs'); cut butter is still 'the butter'.
  if (cut && scaled.unit === 'g' && (food.countable || piece !== undefined)) return 2;
  if (scaled.unit === 'g' && piece !== undefined && scaled.qty <= piece * 1.4) return 1;
  if (scaled.unit === 'g' && (food.countable || piece !== undefined)) return 2;
  return 1;
}

function ingredientOf(scope: TextScope, id: string, where: string): ScopedIngredient {
  const found = scope.ingredients.get(id);
  if (!found) throw new Error(`${where}: names ${id}, which is not an ingredient`);
  return found;
}

export function declaredSpec(spec: string, scope: TextScope, where: string): string {
  if (/^=?\d/.test(spec)) return spec;
  const declared = scope.vessels?.get(spec);
  if (!declared) throw new Error(`${where}: {@${spec}} names a vessel no step declares with its size`);
  return declared;
}

/** The declared specs of the vessels a dish is served from (`{@from pan}`), for `TextScope.servedFrom`. */
export function servedFromVessels(steps: readonly string[], vessels: ReadonlyMap<string, string>): Set<string> {
  const found = new Set<string>();
  for (const step of steps)
    for (const m of step.matchAll(/\{@from ([^{}]+)\}/g)) {
      const spec = vessels.get(m[1] ?? '');
      if (spec) found.add(spec);
    }
  return found;
}

/**
 * A step that puts its food in the oven: not the baking paper, sheet or tray a cold dish is set on,
 * nor the roasting pan a gravy is made in.
 */
const OVEN_STEP =
  /\b(?:oven|bake[sd]?|baking(?!\s+(?:sheets?|trays?|paper|parchment|dish(?:es)?|tins?|pans?|powder|soda))|roast(?:s|ed)?(?!\s+(?:pans?|tins?))|roasting(?!\s+(?:pans?|tins?)))\b/i;

/**
 * The declared specs of the vessels that go in the oven, for `TextScope.baked`: spanakopita set on
 * trays in one step and baked in the next; not the trays of energy balls set in the fridge.
 */
export function ovenVessels(steps: readonly string[]): Set<string> {
  const found = new Set<string>();
  steps.forEach((step, i) => {
    if (!steps.slice(i).some((later) => OVEN_STEP.test(later))) return;
    for (const m of step.matchAll(/\{@(=?\d[^{}]*)\}/g)) found.add(m[1] ?? '');
  });
  return found;
}

/** Marks where a vessel's batches were named, to be said at the end of the clause. */
const NOTE = '\u2063';

function vesselText(ref: string, template: string, factor: number, scope: TextScope, where: string): string {
  // '{@each pan}', '{@same pan}', '{@from pan}': the vessel named again in the words its count needs.
  const [, how, spec = ref] = /^(?:(each|same|from|share)\s+)?(.+)$/.exec(ref) ?? [];
  const declared = declaredSpec(spec, scope, where);
  const single = individualFor(declared, factor);
  if (single)
    return how || !/^=?\d/.test(spec)
      ? `the ${scope.servings > 1 ? pluralize.plural(single) : single}`
      : servingCount(`n:${single}`, scope.servings, where);
  const chosen = chooseVessel(declared, factor, where, bakedHere(template, declared, scope));
  const served = scope.servedFrom?.has(declared) === true;
  const note = served
    ? chosen.note.replace('keeping each batch warm', 'serving each batch as it is ready')
    : chosen.note;
  const choice = { ...chosen, note: forTheStep(note, template, declared, scope) };
  if (how) return vesselAgainAs(how as 'each' | 'same' | 'from' | 'share', choice, spec);
  if (!/^=?\d/.test(spec)) return vesselAgain(choice, spec);
  return choice.note ? `${choice.name}${NOTE}${choice.note}${NOTE}` : choice.name;
}

/** Whether the vessel a step names goes in the oven, there or in a later step. */
export function bakedHere(template: string, declared: string, scope: TextScope): boolean {
  return OVEN_STEP.test(template) || scope.baked?.has(declared) === true;
}

/** Shelves are for a vessel that bakes or roasts; a tray of sweets set in the fridge takes none. */
export function forTheStep(note: string, template: string, declared: string, scope: TextScope): string {
  return /\bshelves\b/.test(note) && !bakedHere(template, declared, scope) ? '' : note;
}

/**
 * A vessel's batches at the end of its clause, where they break no words that follow the vessel:
 * 'Heat two 28 cm pans or a griddle over medium heat (in three batches, keeping each batch warm).'
 */
function notesAtClauseEnd(text: string): string {
  return text.replace(
    /\u2063([^\u2063]*)\u2063([^.;]*?(?:\.\d[^.;]*?)*)(?=[.;](?:\s|$)|$)/g,
    (_m, note: string, rest: string) => `${rest} ${note}`,
  );
}

/** The vessel a step cooks in, the first it names, for its batches. */
export function stepVessel(
  template: string,
  factor: number,
  scope: TextScope,
  where: string,
): VesselChoice | undefined {
  const spec = /\{@(?:(?:each|same|from|share)\s+)?([^{}]+)\}/.exec(template)?.[1];
  if (spec === undefined) return undefined;
  const declared = declaredSpec(spec, scope, where);
  return chooseVessel(declared, factor, where, bakedHere(template, declared, scope));
}

/**
 * `batches:beef-chuck/600g:8-10 minutes`: as many batches as the amount needs at 600 g a batch in
 * the base recipe's vessel, shared between the step's vessels and grown with their floor.
 */
function batches(ref: string, scope: TextScope, vessel: VesselChoice | undefined, where: string): string {
  return batchesText(batchCount(ref, scope, vessel, where), batchTime(ref, where));
}

function batchTime(ref: string, where: string): string {
  const match = /^batches:([a-z0-9-]+)\/(\d+)(g?):(.+)$/.exec(ref);
  if (!match) throw new Error(`${where}: bad reference {${ref}}`);
  return (match[4] ?? '').trim();
}

/** How many batches, for the party or (`scale`, the party over the base) for the recipe as written. */
export function batchCount(
  ref: string,
  scope: TextScope,
  vessel: VesselChoice | undefined,
  where: string,
  scale = 1,
): number {
  const match = /^batches:([a-z0-9-]+)\/(\d+)(g?):(.+)$/.exec(ref);
  if (!match) throw new Error(`${where}: bad reference {${ref}}`);
  const [, id = '', per = '', grams] = match;
  const ingredient = ingredientOf(scope, id, where);
  const amount = (grams ? gramsOf(ingredient.food, ingredient.exact) : ingredient.scaled.qty) / scale;
  const perRound = Number(per) * (vessel ? vessel.count * vessel.floor : 1);
  // A tenth over what a round takes is the rounding of its lines (check-one-layer.ts reads it so).
  return Math.max(1, Math.ceil(amount / perRound - 0.1));
}

/** `minutes@tin:25-30`: the time for the depth of the batter in the declared tin. */
export function bakingMinutes(ref: string, factor: number, scope: TextScope, where: string): string {
  const match = /^minutes@([a-z -]+):(\d+(?:-\d+)?)$/.exec(ref);
  if (!match) throw new Error(`${where}: bad reference {${ref}}`);
  const [, noun = '', range = ''] = match;
  return depthMinutes(range, chooseVessel(declaredSpec(noun, scope, where), factor, where).fill);
}

/**
 * A step with every reference written out for the party.
 *
 * @example
 * renderStep('Pour into {n:glass} and top with {lemon|1/2} of the {lemon}.', scope, 'lemonade step 3')
 * // 'Pour into four glasses and top with 1 of the lemons.' (for 4)
 */
export function renderStep(template: string, scope: TextScope, where: string): string {
  const factor = scope.servings / (scope.baseServings ?? scope.servings);
  const text = renderReferences(template, factor, scope, where);
  // A step that counts its batches by what goes in says them there, once.
  return /\{batches:/.test(template) ? text.replace(/\u2063[^\u2063]*\u2063/g, '') : notesAtClauseEnd(text);
}

function renderReferences(template: string, factor: number, scope: TextScope, where: string): string {
  return template.replace(REFERENCE, (_match, ref: string, offset: number) => {
    if (ref.startsWith('@')) return vesselText(ref.slice(1), template, factor, scope, where);
    if (ref.startsWith('~')) return shapeText(ref.slice(1), scope.shape, factor, where);
    // The batches go in the vessel named before them: a tray named after is another way to make it.
    if (ref.startsWith('batches:'))
      return batches(ref, scope, stepVessel(template.slice(0, offset), factor, scope, where), where);
    if (ref.startsWith('minutes:')) return scaledMinutes(ref.slice('minutes:'.length), factor);
    if (ref.startsWith('minutes@')) return bakingMinutes(ref, factor, scope, where);
    // '{n>4: (in batches if it will not all fit)}': words true only for more than that many servings.
    // '{n>1:warm plates|a warm plate}': the words after '|' (none if absent) for that many or fewer.
    const beyond = /^n>(\d+):([^|]*)(?:\|([\s\S]*))?$/.exec(ref);
    if (beyond) return scope.servings > Number(beyond[1]) ? (beyond[2] ?? '') : (beyond[3] ?? '');
    // '{#egg>1:them|it}': words that follow how many of a counted ingredient the party has.
    const counted = /^#([a-z0-9-]+)>(\d+(?:\.\d+)?):([^|]*)\|([\s\S]*)$/.exec(ref);
    if (counted) {
      const ingredient = ingredientOf(scope, counted[1] ?? '', where);
      return countOf(ingredient) > Number(counted[2]) ? (counted[3] ?? '') : (counted[4] ?? '');
    }
    if (ref === 'n' || ref.startsWith('n:') || /^n[*/]/.test(ref)) return servingCount(ref, scope.servings, where);
    if (ref.startsWith('#')) {
      const ingredient = ingredientOf(scope, ref.slice(1), where);
      return countWords(ingredient.scaled.qty);
    }
    const [id = '', fraction] = ref.split('|');
    const ingredient = ingredientOf(scope, id, where);
    if (fraction !== undefined) return share(ingredient, fraction, where);
    // 'the juice of 1 {lime}' stays singular however many limes the party needs.
    const single = /\b(1|a|an|one|each|every|per)\s+$/i.test(template.slice(0, offset));
    return nameFor(ingredient.food, single ? 1 : countOf(ingredient));
  });
}

/**
 * An ingredient's note for the party: its references written out, and alternatives dropped where
 * the swap or the diet rules them out ('or bread flour' has no place beside a gluten-free blend).
 */
export function renderNote(template: string, line: ScopedIngredient, scope: TextScope, where: string): string {
  const clauses = template.split(/(?<=[,;])\s+/);
  const kept = clauses.filter((clause) => {
    const alternatives = [...clause.matchAll(REFERENCE)]
      .map((m) => m[1] ?? '')
      .filter((ref) => /^[a-z0-9-]+$/.test(ref) && !scope.ingredients.has(ref));
    return alternatives.every((id) => {
      const food = scope.foods.get(id);
      if (!food) throw new Error(`${where}: names unknown food ${id}`);
      return !line.swapped && brokenNeeds(food, scope.dietary).length === 0;
    });
  });
  const text = kept
    .join(' ')
    .replace(/[,;]$/, '')
    .replace(REFERENCE, (match, ref: string) => {
      const food = scope.foods.get(ref);
      return /^[a-z0-9-]+$/.test(ref) && food && !scope.ingredients.has(ref) ? food.name : match;
    });
  return renderStep(text, scope, where);
}

/** The least minutes a step's template names ('50-60 minutes' counts 50), with scaled times at base size. */
export function templateMinutes(template: string): number {
  const plain = template
    .replace(/\([^()]*\)/g, '')
    .replace(/\{minutes(?:@[^:}]+)?:([\d.]+)[^}]*\}/g, '$1 minutes')
    .replace(/\{batches:[^:}]+:([^}]+)\}/g, '$1');
  let total = 0;
  for (const m of plain.matchAll(/\b(?<!every |after |up to |within )(\d+)(?:-\d+)?\s*(minutes?|hours?)\b/gi))
    total += Number(m[1]) * (/^h/i.test(m[2] ?? '') ? 60 : 1);
  return total;
}
