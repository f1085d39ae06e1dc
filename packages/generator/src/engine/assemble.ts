import {
  formatMinutes,
  larderUse,
  xpForRarity,
  type Booster,
  type Rarity,
  type RecipeData,
  type WizardChoices,
} from '@feastforge/domain';
import type { Food, Unit } from '../knowledge/types.ts';
import { checkTheLabel } from '../knowledge/check-the-label.ts';
import { allergensOf, nutritionPerServing } from './analysis.ts';
import { ingredientLine, measureOf } from './display.ts';
import { gramsOf, roundQuantity } from './quantities.ts';

/** One ingredient of a conjured recipe, with what scaling and unit conversion need. */
export interface ConjuredIngredient {
  food: string;
  name: string;
  qty: number;
  unit: Unit;
  grams: number;
  prep?: string;
  /** The display line, also in recipe_data.ingredients. */
  line: string;
  /** The share strained or lifted out before serving, which nutrition does not count. */
  discarded?: number;
}

export interface ConjuredRecipe {
  /** recipe_data of the spec, with `image` left empty for the artwork provider to fill. */
  data: RecipeData;
  dish: string;
  baseRecipeId: string;
  prepMinutes: number;
  cookMinutes: number;
  ingredients: ConjuredIngredient[];
  /** Main ingredients by weight, for the artwork. */
  mainIngredients: string[];
}

export interface AssemblyInput {
  choices: WizardChoices;
  rarity: Rarity;
  booster: Booster;
  dish: string;
  baseRecipeId: string;
  /** The servings the quantities below are written for. */
  writtenFor: number;
  ingredients: ReadonlyArray<{
    food: Food;
    qty: number;
    unit: Unit;
    prep?: string | undefined;
    whole?: boolean;
    discarded?: number | undefined;
  }>;
  /** The steps, written for the party. */
  steps: string[];
  prepMinutes: number;
  cookMinutes: number;
  difficulty: string;
  title: string;
  description: string;
  notes: string;
}

const NOT_MAIN = new Set(['water', 'salt', 'black-pepper', 'ice']);

/**
 * Turns a written dish into recipe_data for the party: quantities scaled and rounded the way a
 * cook measures, lines in metric with US measures alongside, nutrition and allergens computed from
 * the foods, XP from the rarity. Shared by the embedded engine and the model path.
 */
export function assemble(input: AssemblyInput): ConjuredRecipe {
  const servings = input.choices.partySize;
  const factor = servings / input.writtenFor;
  // What to look for when buying ('made without animal rennet', 'check the label for lupin') leads
  // the line's note.
  const labelled = input.ingredients.map((ingredient) => {
    const prep = [ingredient.food.label, checkTheLabel(ingredient.food), ingredient.prep]
      .filter((text) => text)
      .join(', ');
    return { ...ingredient, prep: prep || undefined };
  });
  const ingredients: ConjuredIngredient[] = labelled.map((ingredient) => {
    const q = roundQuantity(ingredient.food, { qty: ingredient.qty * factor, unit: ingredient.unit }, ingredient.whole);
    return {
      food: ingredient.food.id,
      name: ingredient.food.name,
      qty: q.qty,
      unit: q.unit,
      grams: Math.round(gramsOf(ingredient.food, q) * 10) / 10,
      ...(ingredient.prep ? { prep: ingredient.prep } : {}),
      ...(ingredient.discarded ? { discarded: ingredient.discarded } : {}),
      line: ingredientLine(ingredient.food, q, ingredient.prep),
    };
  });
  const nutrition = nutritionPerServing(
    input.ingredients.map((i, index) => ({
      food: i.food,
      grams: ingredients[index]?.grams ?? 0,
      discarded: i.discarded,
    })),
    servings,
  );
  const data: RecipeData = {
    title: input.title,
    description: input.description,
    image: '',
    rarity: input.rarity,
    recipeType: input.choices.recipeType,
    prepTime: formatMinutes(input.prepMinutes),
    cookTime: formatMinutes(input.cookMinutes),
    difficulty: input.difficulty,
    servings,
    ingredients: ingredients.map((i) => i.line),
    measures: labelled.map((i) => measureOf(i, input.writtenFor)),
    instructions: input.steps,
    nutrition,
    allergens: allergensOf(input.ingredients.map((i) => i.food)),
    notes: input.notes.trim(),
    // Which of the cook's larder foods the dish uses, for the recipe page to say and mark.
    ...(input.choices.larder?.length
      ? {
          larderUse: larderUse(
            input.choices.larder,
            input.ingredients.map((i) => i.food.id),
          ),
        }
      : {}),
    manaCost: input.booster.cost,
    xp_gained: xpForRarity(input.rarity),
  };
  const mainIngredients = [...ingredients]
    .filter((i) => !NOT_MAIN.has(i.food))
    .sort((a, b) => b.grams - a.grams)
    .slice(0, 4)
    .map((i) => i.name);
  return {
    data,
    dish: input.dish,
    baseRecipeId: input.baseRecipeId,
    prepMinutes: input.prepMinutes,
    cookMinutes: input.cookMinutes,
    ingredients,
    mainIngredients,
  };
}
