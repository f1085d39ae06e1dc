import { BASE_RECIPES } from './src/knowledge/recipes/index.ts';
import { conjure } from './src/engine/conjure.ts';
import { checkRecipe } from './src/checker/check-recipe.ts';
import { seededRng } from './src/engine/rng.ts';
let n = 0;
for (const r of BASE_RECIPES) for (let party = 1; party <= 20; party++) {
  const q = { theme: 'mystic-forest', characterClass: 'druid', recipeType: r.type, partySize: party, dietary: [], manaCost: 1 } as any;
  let out; try { out = conjure(q, { rng: seededRng(1), baseRecipeId: r.id }); } catch { continue; }
  for (const p of checkRecipe(out, q)) if (p.code === 'ratio') { n++; console.log(r.id, party, p.message.slice(0, 200)); }
}
console.log('ratio problems', n);
