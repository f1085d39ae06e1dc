import {
  noticeFor,
  requiredMana,
  TOASTS,
  type ClientErrorCode,
  type GenerationAnswer,
  type Notice,
} from '@feastforge/domain';
import type { ApiResult } from './http.ts';

/** Why a generation did not give a recipe, in the terms of spec section 8 'Generation and recipes'. */
export type GenerationFailure =
  | { kind: 'offline' }
  | { kind: 'insufficient-mana'; required: number }
  | { kind: 'auth-required' }
  | { kind: 'trial-exhausted' }
  | { kind: 'fizzle' }
  /** `retryable`: the server could not answer now (5xx, rate limit), not a refusal of this request. */
  | { kind: 'failed'; message: string; retryable: boolean };

/** A generation's outcome: the server's answer, or why there is no recipe. */
export type GenerationResult = { ok: true; answer: GenerationAnswer } | { ok: false; failure: GenerationFailure };

/** A generation's outcome as the flow needs it; every outcome is a value. */
export function toGenerationResult(result: ApiResult<GenerationAnswer>): GenerationResult {
  if (result.ok) return { ok: true, answer: result.data };
  const { code, status, message, details } = result.error;
  switch (code) {
    case 'network':
      return { ok: false, failure: { kind: 'offline' } };
    case 'insufficient_mana':
      return { ok: false, failure: { kind: 'insufficient-mana', required: requiredMana(details) } };
    case 'unauthorized':
      return { ok: false, failure: { kind: 'auth-required' } };
    case 'trial_exhausted':
      return { ok: false, failure: { kind: 'trial-exhausted' } };
    case 'image_failed':
      return { ok: false, failure: { kind: 'fizzle' } };
    default:
      return {
        ok: false,
        failure: {
          kind: 'failed',
          message: message || TOASTS.generationFailed.message,
          retryable: status >= 500 || status === 429 || code === 'unexpected',
        },
      };
  }
}

type Refusal = Exclude<GenerationFailure, { kind: 'offline' }>;

const CODE_BY_KIND = {
  'insufficient-mana': 'insufficient_mana',
  'auth-required': 'unauthorized',
  'trial-exhausted': 'trial_exhausted',
  fizzle: 'image_failed',
  failed: 'generation_failed',
} as const satisfies Record<Refusal['kind'], ClientErrorCode>;

/** The toast and the page to go to for a refused generation, from the one error table. */
export function failureNotice(failure: Refusal): Notice {
  return noticeFor(
    {
      code: CODE_BY_KIND[failure.kind],
      message: failure.kind === 'failed' ? failure.message : undefined,
      details: failure.kind === 'insufficient-mana' ? { required: failure.required } : undefined,
    },
    'generation',
  );
}
