import { DIETARY_OPTIONS, RECIPE_TYPES, type WizardChoices } from '@feastforge/domain';
import { describe, expect, it, vi } from 'vitest';

/** A spread of requests: every type, several sets of needs, small and large parties. */
const REQUESTS: WizardChoices[] = RECIPE_TYPES.flatMap((recipeType, t) =>
  [1, 4, 7, 20].map((partySize, p) => ({
    theme: p % 2 === 0 ? 'coastal-cove' : 'mystic-forest',
    characterClass: p % 2 === 0 ? 'bard' : 'druid',
    recipeType,
    partySize,
    dietary: DIETARY_OPTIONS.filter((_, bit) => ((t * 4 + p) * 11) & (1 << bit)),
    manaCost: 1,
  })),
);

/** The recipes a fresh copy of the engine writes for REQUESTS, warmed up first or not. */
async function written(warm: boolean) {
  vi.resetModules();
  const { conjure, eligibleAnswered } = await import('./conjure.ts');
  const { seededRng } = await import('./rng.ts');
  if (warm) {
    const { engineWarmUp } = await import('./warm-up.ts');
    const steps = engineWarmUp({ check: true });
    while (!steps.next().done) continue;
    // Every question a request can ask: six types, 64 sets of needs, parties of 1 to 20.
    expect(eligibleAnswered()).toBe(RECIPE_TYPES.length * 2 ** DIETARY_OPTIONS.length * 20);
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
