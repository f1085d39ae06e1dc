export { conjure, ImpossibleRequestError, type ConjuredRecipe, type ConjuredIngredient, type ConjureOptions } from './engine/conjure.ts';
export { seededRng, type Rng } from './engine/rng.ts';
export { checkRecipe, type CheckableRecipe, type Problem, type ProblemCode } from './checker/check-recipe.ts';
export { FOODS, FOOD_BY_ID } from './knowledge/foods/index.ts';
export { BASE_RECIPES } from './knowledge/recipes/index.ts';
export type { Food, BaseRecipe, Unit, Allergen } from './knowledge/types.ts';
