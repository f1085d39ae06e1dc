import { larderLineMarks, larderUseLine, rarityLabel, recipeTypeLabel } from '@feastforge/domain';
import type { ConjuredRecipe } from '../engine/assemble.ts';

/** A recipe as plain text, laid out like a recipe card. */
export function formatRecipe(recipe: ConjuredRecipe): string {
  const d = recipe.data;
  const rule = '─'.repeat(Math.min(72, d.title.length));
  const marks = larderLineMarks(d);
  return [
    d.title,
    rule,
    `${rarityLabel(d.rarity)} ${recipeTypeLabel(d.recipeType)} · ${recipe.dish} · serves ${d.servings}`,
    `Prep ${d.prepTime} · Cook ${d.cookTime} · ${d.difficulty}`,
    '',
    d.description,
    '',
    ...(d.larderUse ? [larderUseLine(d.larderUse), ''] : []),
    'Ingredients',
    ...d.ingredients.map((line, i) => `  • ${line}${marks[i] ? '  [from your larder]' : ''}`),
    '',
    'Instructions',
    ...d.instructions.map((step, i) => `  ${i + 1}. ${step}`),
    '',
    `Nutrition per serving: ${d.nutrition.calories} kcal · protein ${d.nutrition.protein} g · carbs ${d.nutrition.carbs} g · fat ${d.nutrition.fat} g`,
    `Allergens: ${d.allergens.length ? d.allergens.join(', ') : 'none of the major allergens'}`,
    '',
    "Chef's notes",
    `  ${d.notes}`,
    '',
    `XP: ${d.xp_gained} · Mana: ${d.manaCost}`,
  ].join('\n');
}
