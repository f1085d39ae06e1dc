/**
 * `npm run sweep`: conjures every wizard combination (theme × class × type × dietary subset) at
 * party sizes 1, 4, 7 and 20, runs the checker on each and the scaling check on each dish at 1 and
 * 20, and prints the findings per rule with a few examples. Exits 1 when there is any finding.
 */
import { checkRecipe } from '../checker/check-recipe.ts';
import { checkScaling } from '../checker/check-words.ts';
import { ImpossibleRequestError } from '../engine/conjure.ts';
import { sweepCombinations, SWEEP_PARTY_SIZES } from './sweep.ts';

const counts = new Map<string, number>();
const examples = new Map<string, string[]>();
let requests = 0;
let impossible = 0;
for (const { choices, conjureAt } of sweepCombinations()) {
  try {
    const made = SWEEP_PARTY_SIZES.map((partySize) => conjureAt(partySize));
    const problems = made.flatMap((recipe, i) =>
      checkRecipe(recipe, { ...choices, partySize: SWEEP_PARTY_SIZES[i] ?? 1 }).map((p) => ({ ...p, recipe })),
    );
    const [first, last] = [made[0], made.at(-1)];
    if (first && last) {
      const view = (r: typeof first) => ({
        servings: r.data.servings,
        lines: r.data.ingredients,
        steps: r.data.instructions,
      });
      problems.push(...checkScaling(view(first), view(last)).map((p) => ({ ...p, recipe: last })));
    }
    for (const { code, message, recipe } of problems) {
      counts.set(code, (counts.get(code) ?? 0) + 1);
      const list = examples.get(code) ?? [];
      if (list.length < 3) list.push(`${recipe.baseRecipeId} [${choices.dietary.join(',') || 'no needs'}]: ${message}`);
      examples.set(code, list);
    }
  } catch (error) {
    if (!(error instanceof ImpossibleRequestError)) throw error;
    impossible += SWEEP_PARTY_SIZES.length;
  }
  requests += SWEEP_PARTY_SIZES.length;
}

console.log(
  `${requests} requests (${requests / SWEEP_PARTY_SIZES.length} combinations × party ${SWEEP_PARTY_SIZES.join(', ')}), ${impossible} impossible`,
);
const total = [...counts.values()].reduce((a, b) => a + b, 0);
for (const [code, count] of [...counts].sort((a, b) => b[1] - a[1])) {
  console.log(`${code.padEnd(18)} ${String(count).padStart(7)}`);
  for (const example of examples.get(code) ?? []) console.log(`    ${example}`);
}
console.log(`findings: ${total}`);
process.exitCode = total > 0 ? 1 : 0;
