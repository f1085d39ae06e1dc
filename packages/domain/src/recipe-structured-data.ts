import { parseMinutes, type RecipeData } from './recipe.ts';

/** Spec section 9 'Recipe structured data': the schema.org category of each recipe type. */
const CATEGORIES: Record<string, string> = {
  breakfast: 'Breakfast',
  starter: 'Appetizer',
  main: 'Main Course',
  dessert: 'Dessert',
  snacks: 'Snack',
  elixir: 'Beverage',
};

/** ISO 8601 duration of schema.org: PT1H30M. */
function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 || h === 0 ? `${m}M` : ''}`;
}

/**
 * The schema.org Recipe of a recipe page, with total time and the spec's categories, so search
 * engines and recipe apps can read it.
 *
 * @example
 * recipeStructuredData(recipe, { url: 'https://feastforge.app/recipe/42', imageUrl: 'https://feastforge.app/media/42.png' })
 */
export function recipeStructuredData(
  recipe: RecipeData,
  options: { url?: string; imageUrl?: string; datePublished?: string } = {},
): Record<string, unknown> {
  const prep = parseMinutes(recipe.prepTime);
  const cook = parseMinutes(recipe.cookTime);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
    recipeCategory: CATEGORIES[recipe.recipeType] ?? recipe.recipeType,
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    nutrition: {
      '@type': 'NutritionInformation',
      calories: `${recipe.nutrition.calories} calories`,
      proteinContent: `${recipe.nutrition.protein} g`,
      carbohydrateContent: `${recipe.nutrition.carbs} g`,
      fatContent: `${recipe.nutrition.fat} g`,
    },
  };
  if (prep !== null) data['prepTime'] = isoDuration(prep);
  if (cook !== null) data['cookTime'] = isoDuration(cook);
  if (prep !== null && cook !== null) data['totalTime'] = isoDuration(prep + cook);
  if (options.imageUrl) data['image'] = [options.imageUrl];
  if (options.url) data['url'] = options.url;
  if (options.datePublished) data['datePublished'] = options.datePublished;
  return data;
}
