import { buildRecipeData } from '@feastforge/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepsFor } from './steps-for.ts';

afterEach(() => vi.restoreAllMocks());

describe('stepsFor', () => {
  it('shows the steps as saved and logs why, when their templates no longer render', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const recipe = buildRecipeData({
      servings: 2,
      instructions: ['Stir in the dragon scale.'],
      stepTemplates: { for: 2, templates: ['Stir in the {dragon-scale}.'], foods: {} },
    });
    expect(stepsFor(recipe, 6)).toEqual({ steps: recipe.instructions, follow: false, writtenFor: 2 });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe('The steps could not be written for 6 servings; showing them for 2:');
    expect(warn.mock.calls[0]?.[1]).toBeInstanceOf(Error);
  });

  it('logs nothing for the recipe’s own servings', () => {
    const warn = vi.spyOn(console, 'warn');
    const recipe = buildRecipeData({ servings: 2 });
    expect(stepsFor(recipe, 2).follow).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
