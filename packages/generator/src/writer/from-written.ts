import type { Booster, Rarity, WizardChoices } from '@feastforge/domain';
import type { Problem } from '../checker/check-recipe.ts';
import { assemble, type ConjuredRecipe } from '../engine/assemble.ts';
import { gramsPerUnit } from '../engine/quantities.ts';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import type { Food } from '../knowledge/types.ts';
import type { WrittenRecipe } from './written-recipe.ts';

/**
 * Assembles a model-written recipe for the party (rounded quantities, computed nutrition and
 * allergens, server-rolled rarity), or lists why it can't be: foods outside the knowledge base or
 * units they can't be weighed in.
 */
export function fromWritten(
  written: WrittenRecipe,
  roll: { choices: WizardChoices; rarity: Rarity; booster: Booster },
): { recipe: ConjuredRecipe } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const ingredients: Array<{
    food: Food;
    qty: number;
    unit: WrittenRecipe['ingredients'][number]['unit'];
    prep?: string;
  }> = [];
  for (const ingredient of written.ingredients) {
    const food = FOOD_BY_ID.get(ingredient.food);
    if (!food) {
      problems.push({
        code: 'unknown-food',
        message: `Unknown food '${ingredient.food}'; use only ids from the list.`,
      });
      continue;
    }
    if (gramsPerUnit(food, ingredient.unit) === undefined || !(ingredient.qty > 0)) {
      problems.push({
        code: 'unknown-food',
        message: `${food.name} can't be measured as ${ingredient.qty} ${ingredient.unit}.`,
      });
      continue;
    }
    ingredients.push({
      food,
      qty: ingredient.qty,
      unit: ingredient.unit,
      ...(ingredient.prep ? { prep: ingredient.prep } : {}),
    });
  }
  if (problems.length > 0) return { problems };
  const recipe = assemble({
    choices: roll.choices,
    rarity: roll.rarity,
    booster: roll.booster,
    dish: written.dish,
    baseRecipeId: 'model',
    writtenFor: roll.choices.partySize,
    ingredients,
    steps: written.instructions,
    prepMinutes: written.prepMinutes,
    cookMinutes: written.cookMinutes,
    difficulty: written.difficulty,
    title: written.title,
    description: written.description,
    notes: written.notes,
  });
  return { recipe };
}
