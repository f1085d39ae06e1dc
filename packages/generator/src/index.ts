export { recipeArtwork, ARTWORK_WIDTH, ARTWORK_HEIGHT, type RecipeArtworkInput } from './artwork/recipe-artwork.ts';
export { heroPortrait, PORTRAIT_SIZE, type HeroPortraitInput } from './artwork/hero-portrait.ts';
export { artworkDataUrl } from './artwork/data-url.ts';
export {
  conjure,
  ImpossibleRequestError,
  type ConjuredRecipe,
  type ConjuredIngredient,
  type ConjureOptions,
} from './engine/conjure.ts';
export { assemble } from './engine/assemble.ts';
export { engineWarmUp } from './engine/warm-up.ts';
export { seededRng, type Rng } from './engine/rng.ts';
export { checkRecipe, type CheckableRecipe, type Problem, type ProblemCode } from './checker/check-recipe.ts';
export { FOODS, FOOD_BY_ID } from './knowledge/foods/index.ts';
export { BASE_RECIPES } from './knowledge/recipes/index.ts';
export type { Food, BaseRecipe, Unit, Allergen } from './knowledge/types.ts';
export { WrittenRecipeSchema, type WrittenRecipe } from './writer/written-recipe.ts';
export { fromWritten } from './writer/from-written.ts';
export { recipeMessages, type ChatMessage } from './writer/prompt.ts';
