import { BASE_RECIPES, FOOD_BY_ID, conjure, seededRng } from '../src/index.ts';
const LONG = /\b(simmer|braise|cook very gently|bubble gently|stew)\w*\b[^.]*?\bfor (?:about )?(\d+(?:[½¼¾])?|an?|one|two|three)(?:[-–]\d+)? (hours?|minutes)/i;
function minutesOf(m: RegExpExecArray) { const n = m[2]!.toLowerCase(); const v = n === 'an' || n === 'a' || n === 'one' ? 1 : n === 'two' ? 2 : n === 'three' ? 3 : parseFloat(n.replace('½', '.5')); return m[3]!.startsWith('hour') ? v * 60 : v; }
for (const r of BASE_RECIPES) {
  const long = r.steps.map((s) => LONG.exec(s.replace(/\{[^}|]*\|?[^}]*\}/g, (x) => x))).filter((m): m is RegExpExecArray => !!m).map(minutesOf).filter((m) => m >= 60);
  if (long.length === 0) continue;
  const out: string[] = [];
  for (const party of [1, 2, 4]) {
    try {
      const rec = conjure({ theme: 'mystic-forest', characterClass: 'druid', recipeType: r.type, partySize: party, dietary: [], manaCost: 1 }, { rng: seededRng(1), baseRecipeId: r.id });
      let ml = 0;
      for (const i of rec.ingredients) {
        const f = FOOD_BY_ID.get(i.food)!; const g = (f.grams as any)[i.unit] ?? (i.unit === 'g' ? 1 : 0);
        const wet = (f.grams as any).ml !== undefined && f.per100g.fat < 50 || /tomato(es)? \(canned|canned|passata|coconut milk|stock|wine|water/.test(f.name);
        if (wet) ml += g * i.qty;
      }
      out.push(`${party}->${rec.data.servings}: ${Math.round(ml)}ml`);
    } catch (e) { out.push(`${party}: refused`); }
  }
  console.log(r.id.padEnd(34), Math.max(...long), 'min |', out.join(' | '));
}
