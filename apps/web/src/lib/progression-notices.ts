import { FLOW_TOASTS, noticeFor, TOASTS, VALIDATION, type Notice } from '@feastforge/domain';
import { ApiError } from '../api/http.ts';

/** The toast for an empty promotion code: the spec's validation text under its title. */
export const PROMO_EMPTY_NOTICE: Notice = { title: TOASTS.validationError.title, message: VALIDATION.promoEmpty };

/** Spec section 8: the server's reason under 'Already Claimed', any other failure one fixed text. */
export function chestFailure(error: unknown): Notice {
  if (error instanceof ApiError && error.code === 'already_claimed') return noticeFor(error);
  return FLOW_TOASTS.chestFailed;
}

/** Spec section 8: the server's reason under 'Invalid Code', any other failure one fixed text. */
export function promoFailure(error: unknown): Notice {
  if (error instanceof ApiError && error.code === 'promo_code_rejected') return noticeFor(error);
  return FLOW_TOASTS.promoFailed;
}

/**
 * A portrait that was not painted: a missing race or class and the hourly portrait limit say why
 * in the server's own words (a retry would fail the same way); any other failure is the spec's
 * one text.
 *
 * @example
 * portraitFailure(new ApiError(502, 'image_failed', '…')) // { title: 'Error', message: 'Failed to generate hero portrait' }
 */
export function portraitFailure(error: unknown): Notice {
  const { title, message } = FLOW_TOASTS.portraitFailed;
  const saysWhy = error instanceof ApiError && (error.code === 'validation_failed' || error.code === 'rate_limited');
  return { title, message: (saysWhy && error.message) || message };
}
