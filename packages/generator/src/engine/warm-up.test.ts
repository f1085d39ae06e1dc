import { DIETARY_OPTIONS, RECIPE_TYPES, type WizardChoices } from '@feastforge/domain';
import { describe, expect, it, vi } from 'vitest';

/** A spread of requests: every type, several sets of needs, small and large parties. */
const REQUESTS: WizardChoices[] = RECIPE_TYPES.flatMap((recipeType, t) =>
  [1, 7, 20].map((partySize, p) => ({
    theme: 'coastal-cove',
    characterClass: 'bard',
    recipeType,
    partySize,
    dietary: DIETARY_OPTIONS.filter((_, bit) => ((t * 3 + p) * 11) & (1 << bit)),
    manaCost: 1,
  })),
);

/** The recipes a fresh copy of the engine writes for REQUESTS, warmed up first or not. */
async function written(warm: boolean) {
  vi.resetModules();
  const { conjure } = await import('./conjure.ts');
  const { seededRng } = await import('./rng.ts');
  if (warm) {
    const { engineWarmUp } = await import('./warm-up.ts');
    const steps = engineWarmUp();
    while (!steps.next().done) continue;
  }
  return REQUESTS.map((choices, i) => {
    try {
      return conjure(choices, { rng: seededRng(`warm-${i}`) }).data;
    } catch (error) {
      return (error as Error).message;
    }
  });
}

describe('engineWarmUp', () => {
  it('changes what the engine writes in nothing: warmed or cold, the same requests give the same recipes', async () => {
    const cold = await written(false);
    const warmed = await written(true);
    expect(warmed).toEqual(cold);
    expect(cold.filter((recipe) => typeof recipe !== 'string').length).toBeGreaterThan(12);
  }, 60_000);
});
