import { rarityLabel } from './rarity.ts';
import { parseMinutes, type RecipeData } from './recipe.ts';

/**
 * Spec section 9 'Recipe structured data': the schema.org category of each recipe type (starter,
 * main, dessert and elixir as the spec maps them; breakfast and snacks in the same words).
 */
const CATEGORIES: Record<string, string> = {
  breakfast: 'Breakfast',
  starter: 'Appetizer',
  main: 'Main Course',
  dessert: 'Dessert',
  snacks: 'Snack',
  elixir: 'Beverage',
};

/**
 * The schema.org category of a recipe type; a type the spec does not map is shown as given.
 *
 * @example
 * recipeCategory('starter') // 'Appetizer'
 */
export function recipeCategory(recipeType: string): string {
  return CATEGORIES[recipeType] ?? recipeType;
}

/**
 * Whole minutes as an ISO 8601 duration, the form schema.org times take: PT1H30M, PT45M, PT0M.
 *
 * @example
 * isoDuration(90) // 'PT1H30M'
 */
export function isoDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 || h === 0 ? `${m}M` : ''}`;
}

/** Where the recipe lives and who wrote it; every address absolute. */
export interface RecipePageFacts {
  url?: string;
  /** The recipe's picture as an absolute URL. */
  imageUrl?: string;
  datePublished?: string;
  author?: { name: string; url: string };
}

/** prepTime, cookTime and totalTime; a time that cannot be read is left out, never guessed. */
function times(recipe: RecipeData): Record<string, string> {
  const prep = parseMinutes(recipe.prepTime);
  const cook = parseMinutes(recipe.cookTime);
  const out: Record<string, string> = {};
  if (prep !== null) out['prepTime'] = isoDuration(prep);
  if (cook !== null) out['cookTime'] = isoDuration(cook);
  if (prep !== null && cook !== null) out['totalTime'] = isoDuration(prep + cook);
  return out;
}

function nutrition({ calories, protein, carbs, fat }: RecipeData['nutrition']) {
  return {
    '@type': 'NutritionInformation',
    calories: `${calories} calories`,
    proteinContent: `${protein} g`,
    carbohydrateContent: `${carbs} g`,
    fatContent: `${fat} g`,
  };
}

function keywords(recipe: RecipeData): string {
  return [`${rarityLabel(recipe.rarity)} recipe`, recipeCategory(recipe.recipeType), 'fantasy recipe'].join(', ');
}

/**
 * The schema.org Recipe of a recipe page, with ISO 8601 times, total time, the spec's categories,
 * steps as HowToStep, nutrition with units, author and date, so search engines and recipe apps
 * can read it.
 *
 * @example
 * recipeStructuredData(recipe, { url: 'https://feastforge.app/recipe/42', imageUrl: 'https://feastforge.app/media/recipes/42.png' })
 */
export function recipeStructuredData(recipe: RecipeData, facts: RecipePageFacts = {}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.description,
    ...(facts.imageUrl ? { image: [facts.imageUrl] } : {}),
    ...(facts.url ? { url: facts.url } : {}),
    ...(facts.author ? { author: { '@type': 'Person', name: facts.author.name, url: facts.author.url } } : {}),
    ...(facts.datePublished ? { datePublished: facts.datePublished } : {}),
    ...times(recipe),
    recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
    recipeCategory: recipeCategory(recipe.recipeType),
    keywords: keywords(recipe),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.instructions.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
    nutrition: nutrition(recipe.nutrition),
  };
}
