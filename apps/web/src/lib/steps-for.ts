import type { RecipeData } from '@feastforge/domain';
import { stepsForServings, type StepsFailure, type StepsForServings } from '@feastforge/generator/steps';

/**
 * Logs steps the page could not write for the servings chosen. The cook still sees the steps as
 * saved, said to be for their own servings; the log is how a writer that broke saved recipes is seen.
 */
export function warnStepsNotWritten({ error, servings, writtenFor }: StepsFailure): void {
  console.warn(`The steps could not be written for ${servings} servings; showing them for ${writtenFor}:`, error);
}

/**
 * The steps the page shows for the servings chosen (the step writer's `stepsForServings`), with a
 * failure to write them logged.
 *
 * @example
 * stepsFor(recipe, 6).steps // the recipe's steps, written for six
 */
export function stepsFor(
  recipe: Pick<RecipeData, 'instructions' | 'servings' | 'stepTemplates'>,
  servings: number,
): StepsForServings {
  return stepsForServings(recipe, servings, warnStepsNotWritten);
}
