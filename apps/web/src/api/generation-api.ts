import {
  DEFAULT_REQUIRED_MANA,
  insufficientManaMessage,
  TOASTS,
  type GenerateBody,
  type GenerationAnswer,
} from '@feastforge/domain';
import { apiClient } from './client.ts';
import { ApiError, unwrap } from './http.ts';

/** Why a generation did not give a recipe, in the terms of spec section 8 'Generation and recipes'. */
export type GenerationFailure =
  | { kind: 'offline' }
  | { kind: 'insufficient-mana'; required: number }
  | { kind: 'auth-required' }
  | { kind: 'trial-exhausted' }
  | { kind: 'fizzle' }
  /** `retryable`: the server could not answer now (5xx, rate limit), not a refusal of this request. */
  | { kind: 'failed'; message: string; retryable: boolean };

export type GenerationResult = { ok: true; answer: GenerationAnswer } | { ok: false; failure: GenerationFailure };

type Fetcher = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * Asks the server to conjure a recipe. Signed-in users pass the session's fetch (they pay in mana);
 * visitors pass plain fetch and a device id (a trial). Never throws: every outcome is a value.
 *
 * @example
 * const result = await requestGeneration(session.authFetch, { ...choices, idempotencyKey });
 */
export async function requestGeneration(fetcher: Fetcher, body: GenerateBody): Promise<GenerationResult> {
  try {
    const answer = await unwrap(apiClient(fetcher).api.recipes.generate.$post({ json: body }));
    return { ok: true, answer };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  }
}

function toFailure(error: unknown): GenerationFailure {
  if (!(error instanceof ApiError))
    return { kind: 'failed', message: TOASTS.generationFailed.message, retryable: true };
  switch (error.code) {
    case 'network':
      return { kind: 'offline' };
    case 'insufficient_mana':
      return { kind: 'insufficient-mana', required: requiredFrom(error.details) };
    case 'unauthorized':
      return { kind: 'auth-required' };
    case 'trial_exhausted':
      return { kind: 'trial-exhausted' };
    case 'image_failed':
      return { kind: 'fizzle' };
    default:
      return {
        kind: 'failed',
        message: error.message || TOASTS.generationFailed.message,
        retryable: error.status >= 500 || error.status === 429 || error.code === 'unexpected',
      };
  }
}

function requiredFrom(details: unknown): number {
  if (
    typeof details === 'object' &&
    details !== null &&
    'required' in details &&
    typeof details.required === 'number'
  ) {
    return details.required;
  }
  return DEFAULT_REQUIRED_MANA;
}

/** The toast and the page to go to for each failure (spec section 8). */
export function failureNotice(failure: Exclude<GenerationFailure, { kind: 'offline' }>): {
  title: string;
  message?: string;
  goTo: string;
} {
  switch (failure.kind) {
    case 'insufficient-mana':
      return {
        title: TOASTS.insufficientMana.title,
        message: insufficientManaMessage(failure.required),
        goTo: '/shop',
      };
    case 'auth-required':
      return { title: TOASTS.authRequired.title, message: TOASTS.authRequired.message, goTo: '/auth' };
    case 'trial-exhausted':
      return { title: TOASTS.trialLimit.title, message: TOASTS.trialLimit.message, goTo: '/register-benefits' };
    case 'fizzle':
      return { title: TOASTS.fizzle.title, message: TOASTS.fizzle.message, goTo: '/wizard' };
    case 'failed':
      return { title: TOASTS.generationFailed.title, message: failure.message, goTo: '/wizard' };
  }
}
