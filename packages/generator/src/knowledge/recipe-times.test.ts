import { describe, expect, it } from 'vitest';
import { checkTimes, stepsMinutes, writtenSteps } from '../checker/check-times.ts';
import { BASE_RECIPES } from './recipes/index.ts';

/** The steps as written for the base servings: a scaled time at its own size, a batch time once. */
const written = (steps: readonly string[]) =>
  steps.map((s) => s.replace(/\{minutes:([\d.-]+)\}/g, '$1 minutes').replace(/\{batches:[^:}]+:([^}]+)\}/g, '$1'));

/** A wait of an hour or more: resting, chilling, soaking, marinating, rising, setting, freezing. */
const LONG_WAIT =
  /\b(?:rest|chill|soak|marinate|rise|prove|refrigerate|set|freeze|leave|steep|infuse|cool)\w*\b[^.;]*?\b(\d+(?:\.\d+)?)(?:\s*-\s*\d+)?\s*hours?\b/i;

describe('the times of every base recipe', () => {
  it.each(BASE_RECIPES.map((r) => [r.id, r] as const))(
    '%s gives prep and cook time enough for its rests, chills, soaks and rises',
    (_id, recipe) => {
      const waits = recipe.steps.flatMap((step) =>
        step.split(/(?<=[.;])\s+/).flatMap((sentence) => {
          const hours = LONG_WAIT.exec(
            sentence.replace(/\([^()]*\)/g, '').replace(/\b(?:up to|within)\s+\d[^.;,]*/gi, ''),
          )?.[1];
          return hours && !/^\s*(?:or|without)\b/i.test(sentence) ? [Number(hours) * 60] : [];
        }),
      );
      const card = recipe.prepMinutes + recipe.cookMinutes;
      expect(card, 'the long waits').toBeGreaterThanOrEqual(waits.reduce((a, b) => a + b, 0));
      expect(card, 'every step').toBeGreaterThanOrEqual(stepsMinutes(written(recipe.steps)));
    },
  );

  it.each(BASE_RECIPES.map((r) => [r.id, r] as const))(
    '%s holds no more untimed work than the checker allows a model-written card',
    (_id, recipe) => {
      expect(checkTimes({ ...recipe, steps: writtenSteps(recipe.steps) })).toEqual([]);
    },
  );
});
