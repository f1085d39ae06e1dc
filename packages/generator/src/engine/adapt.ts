import type { Dietary } from '@feastforge/domain';
import { FOOD_BY_ID } from '../knowledge/foods/index.ts';
import { SUBSTITUTIONS } from '../knowledge/substitutions.ts';
import type { BaseRecipe, Food, RecipeIngredient } from '../knowledge/types.ts';
import { brokenNeeds } from './diet.ts';

export interface AdaptedIngredient extends Omit<RecipeIngredient, 'food'> {
  food: Food;
  /** The food the base recipe names, when a swap replaced it. */
  swappedFrom?: Food;
}

export interface AdaptedRecipe {
  recipe: BaseRecipe;
  /** The dish's name, saying what stands in for a swapped signature ingredient. */
  dish: string;
  ingredients: AdaptedIngredient[];
  swapNotes: string[];
}

interface Rename {
  from: Food;
  to: string;
  /** Other words a dish uses for the food, with what they become ('spaghetti'). */
  also: Readonly<Record<string, string>>;
}

function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`Unknown food '${id}'`);
  return found;
}

/**
 * The recipe made fit for the dietary needs: every food allowed as is, or swapped by the first
 * substitution whose replacement all needs allow. Null when some ingredient has no such swap; the
 * rule is never bent.
 */
export function adaptRecipe(recipe: BaseRecipe, dietary: readonly Dietary[]): AdaptedRecipe | null {
  const ingredients: AdaptedIngredient[] = [];
  const swapNotes: string[] = [];
  const renames: Rename[] = [];
  for (const ingredient of recipe.ingredients) {
    const original = food(ingredient.food);
    if (brokenNeeds(original, dietary).length === 0) {
      ingredients.push({ ...ingredient, food: original });
      continue;
    }
    const swap = SUBSTITUTIONS.find(
      (s) =>
        s.from === original.id &&
        (!s.onlyTags || s.onlyTags.some((tag) => recipe.tags.includes(tag))) &&
        !s.neverTags?.some((tag) => recipe.tags.includes(tag)) &&
        brokenNeeds(food(s.to), dietary).length === 0,
    );
    if (!swap) return null;
    const { prep, ...rest } = ingredient;
    ingredients.push({
      ...rest,
      ...(prep && !swap.dropNote ? { prep } : {}),
      food: food(swap.to),
      qty: ingredient.qty * swap.ratio,
      swappedFrom: original,
    });
    swapNotes.push(swap.note);
    renames.push({ from: original, to: swap.inDish ?? food(swap.to).name, also: swap.dishWords ?? {} });
  }
  return { recipe, dish: honestDish(recipe.dish, ingredients, renames), ingredients, swapNotes };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The dish named for what is in it: 'Buttermilk pancakes' made dairy-free become 'Soured soy milk
 * pancakes'. A swapped food is looked for by its name, then by its head noun when the stand-in
 * shares it ('dry pasta' → 'gluten-free pasta' renames 'pasta'), then by the other words dishes use
 * for it ('spaghetti'); words inside a kept ingredient's name ('peanut butter') are not the swapped food.
 */
function honestDish(dish: string, ingredients: readonly AdaptedIngredient[], renames: readonly Rename[]): string {
  const kept = ingredients.filter((i) => !i.swappedFrom).map((i) => i.food.name.toLowerCase());
  let named = dish;
  for (const { from, to: stand, also } of renames) {
    const head = from.name.split(' ').at(-1) ?? from.name;
    const words = [from.name, ...(stand.endsWith(` ${head}`) ? [head] : []), ...Object.keys(also)];
    for (const word of words) {
      const to = also[word] ?? stand;
      const pattern = new RegExp(`\\b${escape(word)}\\b`, 'i');
      const masked = kept.reduce(
        (text, name) =>
          name.includes(word.toLowerCase())
            ? text.replace(new RegExp(escape(name), 'ig'), (m) => '…'.repeat(m.length))
            : text,
        named,
      );
      const match = pattern.exec(masked);
      if (!match) continue;
      const replacement = match.index === 0 ? to.charAt(0).toUpperCase() + to.slice(1) : to;
      named = named.slice(0, match.index) + replacement + named.slice(match.index + match[0].length);
      break;
    }
  }
  return named;
}
