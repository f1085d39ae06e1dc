import { describe, expect, it } from 'vitest';
import { FREE_RECIPE_VIEWS, freeRecipeViewToast, freeViewsLeftText, PAYWALL_TEXTS } from './gallery-rules.ts';

describe('visitor view texts', () => {
  it('counts the views left in words', () => {
    expect(freeViewsLeftText(2)).toBe('2 free recipe views left');
    expect(freeViewsLeftText(1)).toBe('1 free recipe view left');
    expect(freeViewsLeftText(0)).toBe('No free recipe views left');
    expect(freeViewsLeftText(-1)).toBe('No free recipe views left');
  });

  it("gives the spec's 'Free Recipe View' toast with the remaining views", () => {
    expect(freeRecipeViewToast(1)).toEqual({
      title: 'Free Recipe View',
      message: '1 free recipe view left. Register for unlimited access.',
    });
  });

  it('names the limit in the paywall', () => {
    expect(PAYWALL_TEXTS.message).toContain(`${FREE_RECIPE_VIEWS} free recipes`);
  });
});
