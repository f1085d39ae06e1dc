import { stepsWrittenForNote, type RecipeData } from '@feastforge/domain';
import type { StepsForServings } from '@feastforge/generator/steps';
import { useMemo } from 'react';
import { stepsFor } from '../../lib/steps-for.ts';
import { useCooksChoice } from './cooks-choice.tsx';

type StepsRecipe = Pick<RecipeData, 'instructions' | 'servings' | 'stepTemplates'>;

/**
 * The steps for the servings the cook picked, written as the engine writes them for that many
 * (vessels, batches and times follow); a recipe without step templates keeps its own steps.
 */
export function useRecipeSteps(recipe: StepsRecipe): StepsForServings {
  const servings = useCooksChoice()?.servings ?? recipe.servings;
  return useMemo(() => stepsFor(recipe, servings), [recipe, servings]);
}

/**
 * The numbered steps, with one line saying which servings they are written for when they do not
 * follow the servings chosen.
 */
export function RecipeSteps({ steps }: { steps: StepsForServings }) {
  return (
    <>
      {!steps.follow && (
        <p data-testid="steps-written-for" className="mb-3 text-sm text-muted">
          {stepsWrittenForNote(steps.writtenFor)}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {steps.steps.map((step, index) => (
          <li key={index} className="flex gap-3">
            <span
              aria-hidden
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg print:border print:border-current print:bg-transparent print:text-fg"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
