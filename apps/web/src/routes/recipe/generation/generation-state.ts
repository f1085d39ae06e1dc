import { RecipeDataSchema, type RecipeData, type WizardChoices } from '@feastforge/domain';
import type { GenerationRequest } from '../../../data/generation-controller.ts';

/**
 * Navigation state the wizard hands to /recipe: the choices to conjure with. The recipe page runs
 * the generation, so a reload of /recipe (state kept by the browser) does not pay twice: the
 * request carries `idempotencyKey`, made once by the wizard.
 *
 * @example
 * navigate('/recipe', { state: { generate: choices, idempotencyKey: crypto.randomUUID() } satisfies GenerationRequestState })
 */
export type GenerationRequestState = GenerationRequest;

export function readGenerationState(state: unknown): GenerationRequestState | null {
  if (typeof state !== 'object' || state === null || !('generate' in state) || !('idempotencyKey' in state))
    return null;
  const { generate, idempotencyKey } = state;
  if (typeof generate !== 'object' || generate === null || typeof idempotencyKey !== 'string') return null;
  // The wizard wrote it; the server validates the choices again.
  return { generate: generate as WizardChoices, idempotencyKey };
}

/** A visitor's trial recipe, kept in its history entry after it arrived. */
export function readTrialState(state: unknown): RecipeData | null {
  if (typeof state !== 'object' || state === null || !('trial' in state)) return null;
  const parsed = RecipeDataSchema.safeParse(state.trial);
  return parsed.success ? parsed.data : null;
}
