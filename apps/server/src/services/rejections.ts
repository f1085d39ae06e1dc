import { DomainError, type ErrorCode } from '@feastforge/domain';

/**
 * A maker of one kind of refusal (`promo_code_rejected`, `referral_rejected`): each reason has
 * the spec's text, and `details.reason` tells the client which one it was.
 *
 * @example
 * const rejected = rejection('promo_code_rejected', { invalid: PROMO_MESSAGES.invalid })
 * throw rejected('invalid') // 422 { code: 'promo_code_rejected', message: 'Invalid or …', details: { reason: 'invalid' } }
 */
export function rejection<Reason extends string>(
  code: ErrorCode,
  texts: Record<Reason, string>,
): (reason: Reason) => DomainError {
  return (reason) => new DomainError(code, texts[reason], { reason });
}
