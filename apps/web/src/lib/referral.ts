import { isReferralCode } from '@feastforge/domain';
import Cookies from 'js-cookie';

/** Spec section 3: the referral cookie, kept 30 days (section 9). */
export const REFERRAL_COOKIE = 'referral_code';
const REFERRAL_DAYS = 30;

/** Stores a code from a `ref` link; anything that can't be a code is only logged (spec section 8). */
export function rememberReferralCode(code: string): void {
  if (!isReferralCode(code)) {
    console.warn('Ignoring a malformed referral code');
    return;
  }
  Cookies.set(REFERRAL_COOKIE, code, {
    expires: REFERRAL_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

/** The code to send with registration: the `ref` query parameter first, then the cookie. */
export function referralCodeFor(search: URLSearchParams): string | undefined {
  const fromQuery = search.get('ref')?.trim();
  if (fromQuery && isReferralCode(fromQuery)) return fromQuery;
  const fromCookie = Cookies.get(REFERRAL_COOKIE)?.trim();
  return fromCookie && isReferralCode(fromCookie) ? fromCookie : undefined;
}
