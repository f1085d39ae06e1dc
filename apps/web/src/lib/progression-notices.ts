import { FLOW_TOASTS, noticeFor, TOASTS, VALIDATION, type Notice } from '@feastforge/domain';
import { ApiError } from '../api/http.ts';

/** The texts of the chest, promotion code and referral flows (spec sections 5 and 8); the rest are in the domain's tables. */
export const PROGRESSION_TEXTS = {
  chestFailed: { title: 'Error', message: 'Failed to open chest. Please try again.' },
  promoFailed: { title: 'Promotion Code Error', message: 'Could not apply promotion code.' },
  promoEmpty: { title: TOASTS.validationError.title, message: VALIDATION.promoEmpty },
  linkCopied: FLOW_TOASTS.linkCopied,
  copyFailed: FLOW_TOASTS.copyFailed,
} as const;

/**
 * The toast for a redeemed code: the mana it granted.
 *
 * @example
 * promoRedeemed(50) // { title: 'Promotion Code Redeemed!', message: 'You received 50 mana.' }
 */
export function promoRedeemed(mana: number): Notice {
  return { title: 'Promotion Code Redeemed!', message: `You received ${mana} mana.` };
}

/** Spec section 8: the server's reason under 'Already Claimed', any other failure one fixed text. */
export function chestFailure(error: unknown): Notice {
  if (error instanceof ApiError && error.code === 'already_claimed') return noticeFor(error);
  return PROGRESSION_TEXTS.chestFailed;
}

/** Spec section 8: the server's reason under 'Invalid Code', any other failure one fixed text. */
export function promoFailure(error: unknown): Notice {
  if (error instanceof ApiError && error.code === 'promo_code_rejected') return noticeFor(error);
  return PROGRESSION_TEXTS.promoFailed;
}
