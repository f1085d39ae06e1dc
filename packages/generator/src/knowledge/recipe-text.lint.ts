import { FOOD_BY_ID } from './foods/index.ts';
import { declaredVessels } from '../engine/vessels.ts';
import { declaredShape } from '../engine/shapes.ts';
import type { BaseRecipe } from './types.ts';

/**
 * The knowledge base's rule for words around quantities: a number written into a step or an
 * ingredient note does not follow the servings, so every number there must be a time, a
 * temperature or a size (a piece's weight 'each' is its size); amounts, counts and portions are
 * references the engine writes out (engine/text.ts). Also: no plural glued onto a reference
 * ('{banana}s' gives 'bananass'), no food used as a modifier ('{lime} juice'), and no counting of
 * items the party may have more or fewer of ('the second onion', 'both lemons').
 */
export interface TextFinding {
  recipe: string;
  where: string;
  message: string;
}

const NUMBER = /(\d+(?:[.,]\d+)?[½¼¾⅓⅔]?|[½¼¾⅓⅔])/g;
const NUMBER_WORD =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozen|couple|pair)\b/gi;
/** What may follow a number: a time, a temperature, a size, a rack position or a step number. */
const ALLOWED_AFTER =
  /^(?:\s*(?:-|–|to|or)\s*\d+(?:[.,]\d+)?[½¼¾⅓⅔]?)?\s*(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|°C|°F|cm\b|mm\b|in\)|inch|inches|"|%|-?(?:litres?|liters?|L|qt|quarts?)\)? (?:[a-z-]+ )?(?:pot|pan|saucepan|casserole|dish|jug|dutch oven)\b|-litres?\b|-liters?\b|-L\b|-qt\b|-quarts?\b|-hole\b|-inch\b|-cm\b|\s*[x×:]\s*\d|\s*(?:g|kg|oz|lb) each\b)/i;
const ALLOWED_BEFORE = /(?:\bstep|\bgas mark|\bfan|\bsize|[x×/:])\s*$/i;
/** A noun after a reference makes the food a modifier the engine will inflect: '{lime} juice' → 'limes juice'. */
const MODIFIER =
  /\{[a-z0-9-]+\} (juice|zest|wedges?|rounds?|slices?|halves|mixture|pieces?|peel|rind|water|seeds|skins?|flesh|stalks?|stems?|tops?|chunks?|cubes?|strips?|batter|sauce|cream|oil|liquid)\b/gi;
const COUNTING = /\b(second|third|fourth|fifth|both)\s+(?:\{[a-z0-9-]+\}|of the)/gi;
const REFERENCE = /\{([^{}]+)\}/g;
const SERVINGS = /^n(?:[*/]\d+)?(?::[a-z -]+)?$/;
/** Words true only beyond a number of servings: `{n>4: (in batches if it will not all fit)}`. */
const BEYOND = /^n>\d+:[^{}]+$/;
/** Vessels, batches and heating times are references too (engine/vessels.ts). */
/** A vessel, optionally with the one-serving vessel it becomes for a party too small for it ('|glass'). */
const VESSEL =
  /^@(?:=?(?:\d+\*)?\d+(?:\.\d+)?(?:x\d+)?(?:cm|l|g)?(?:>=\d+(?:\.\d+)?)? )?[a-zA-Z][a-zA-Z -]*(?:\|[a-z]+)?$/;
const BATCHES = /^batches:([a-z0-9-]+)\/\d+g?:\d+(?:-\d+)? (?:minutes|hours?)$/;
const MINUTES = /^minutes:\d+(?:-\d+)?$/;
/** A baking time that follows the depth in a declared tin: `{minutes@tin:25-30}`. */
const DEPTH_MINUTES = /^minutes@([a-z -]+):\d+(?:-\d+)?$/;
/** A vessel named again as a step needs it: `{@each pan}`, `{@same pan}`, `{@from pan}`, `{@share pie dish}`. */
const VESSEL_AGAIN = /^@(?:each|same|from|share) ([a-zA-Z][a-zA-Z -]*)$/;
/** Shapes drawn on a tray (engine/shapes.ts): `{~draw:20cm circle:baking sheet}`, then `{~each pavlova}`. */
const SHAPE = /^~(?:draw:\d+cm [a-z -]+:[a-z -]+|(?:each |into each )?[a-z -]+)$/;
/** A vessel with a written size does not follow the party: '28 cm frying pan', '5-litre pot', 'two baking trays'. */
const FIXED_VESSEL =
  /\b(?:\d+(?:[.,]\d+)?(?:\s*-\s*\d+)?\s*(?:cm|-?litres?|-?liters?|-L)\b(?:\s*\([^)]*\))?(?:\s+(?!on\b|in\b|and\b|between\b|across\b|long\b|deep\b|wide\b)[a-z-]+){0,3}?|(?:two|three|four)\s+(?:[a-z-]+\s+){0,2})\s*(?:pot|pan|tin|dish|tray|skillet|saucepan|casserole|dutch oven|wok)s?\b/gi;

function numbersOutsideReferences(text: string): string[] {
  const bare = text.replace(REFERENCE, (m) => ' '.repeat(m.length));
  const found: string[] = [];
  for (const match of bare.matchAll(NUMBER)) {
    const at = match.index;
    const after = bare.slice(at + match[0].length);
    const before = bare.slice(Math.max(0, at - 12), at);
    if (/[\d½¼¾⅓⅔.,]$/.test(before)) continue; // inside a number already seen
    if (ALLOWED_AFTER.test(after) || ALLOWED_BEFORE.test(before)) continue;
    found.push(bare.slice(Math.max(0, at - 20), at + match[0].length + 20).trim());
  }
  for (const match of bare.matchAll(NUMBER_WORD)) {
    const after = bare.slice(match.index + match[0].length);
    if (ALLOWED_AFTER.test(after)) continue;
    found.push(bare.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).trim());
  }
  return found;
}

function referenceProblems(
  text: string,
  ingredients: ReadonlySet<string>,
  vessels: ReadonlyMap<string, string>,
  inNote: boolean,
  shaped = false,
): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const ref = match[1] ?? '';
    if (SERVINGS.test(ref) || BEYOND.test(ref) || MINUTES.test(ref)) continue;
    const again = VESSEL_AGAIN.exec(ref) ?? DEPTH_MINUTES.exec(ref);
    if (again) {
      if (!vessels.has(again[1] ?? '')) problems.push(`{${ref}} names a vessel no step declares with its size`);
      continue;
    }
    if (SHAPE.test(ref)) {
      if (!ref.startsWith('~draw:') && !shaped) problems.push(`{${ref}} names a shape no step draws`);
      continue;
    }
    if (VESSEL.test(ref)) {
      const noun = ref.slice(1);
      if (!/^=?\d/.test(noun) && !vessels.has(noun))
        problems.push(`{${ref}} names a vessel no step declares with its size`);
      continue;
    }
    const batches = BATCHES.exec(ref);
    if (batches) {
      if (!ingredients.has(batches[1] ?? '')) problems.push(`{${ref}} batches a food that is not an ingredient`);
      continue;
    }
    // '{#egg>1:them|it}': words that follow how many of the ingredient the party has.
    const counted = /^#([a-z0-9-]+)>\d+(?:\.\d+)?:/.exec(ref);
    if (counted) {
      if (!ingredients.has(counted[1] ?? '')) problems.push(`{${ref}} counts a food that is not an ingredient`);
      continue;
    }
    const id = ref.replace(/^#/, '').replace(/\|\d+(?:\/\d+)?$/, '');
    const known = ingredients.has(id) || (inNote && !ref.startsWith('#') && FOOD_BY_ID.has(id));
    if (!known) problems.push(`{${ref}} is neither an ingredient${inNote ? ', a food' : ''} nor a servings count`);
    if (/^[a-z]/i.test(text.slice((match.index ?? 0) + match[0].length)))
      problems.push(`a word is glued to {${ref}}: let the engine inflect it`);
  }
  return problems;
}

/**
 * Every finding of the rule above in one base recipe.
 *
 * @example
 * lintRecipeText(posset) // [{ recipe: 'lemon-posset', where: 'step 3', message: "a number that does not scale: 'into four glasses'" }]
 */
export function lintRecipeText(recipe: BaseRecipe): TextFinding[] {
  const findings: TextFinding[] = [];
  const ingredients = new Set(recipe.ingredients.map((i) => i.food));
  const vessels = declaredVessels(recipe.steps);
  const shaped = declaredShape(recipe.steps) !== undefined;
  const texts = [
    ...recipe.steps.map((text, i) => ({ where: `step ${i + 1}`, text, inNote: false })),
    ...recipe.ingredients.flatMap((i) => (i.prep ? [{ where: `note of ${i.food}`, text: i.prep, inNote: true }] : [])),
  ];
  for (const { where, text, inNote } of texts) {
    const add = (message: string) => findings.push({ recipe: recipe.id, where, message });
    for (const number of numbersOutsideReferences(text)) add(`a number that does not scale: '${number}'`);
    for (const problem of referenceProblems(text, ingredients, vessels, inNote, shaped)) add(problem);
    const bare = text.replace(REFERENCE, (m) => ' '.repeat(m.length));
    for (const match of bare.matchAll(FIXED_VESSEL))
      add(
        `a vessel that does not follow the party: '${match[0]}'; write it as {@28cm frying pan}, {@5l pot}, {@1 baking tray}`,
      );
    for (const match of text.matchAll(COUNTING)) add(`counts items the party may not have: '${match[0]}'`);
    for (const match of text.matchAll(MODIFIER))
      add(`'${match[0]}' makes the food a modifier: say '${match[1]} of the …'`);
  }
  return findings;
}
