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
