import { FLOW_TOASTS } from '@feastforge/domain';
import type { ApiClient } from '../api/api-client.ts';
import { notify } from '../lib/notify.ts';
import { promoFailure } from '../lib/progression-notices.ts';

/** Spec section 9: the sign-up extras are processed about 2 seconds after registering. */
export const SIGNUP_EXTRAS_DELAY_MS = 2_000;

/** Which codes came with a registration (the server stored them with the account). */
export interface SignupExtras {
  referral: boolean;
  promo: boolean;
}

interface SignupSession {
  api: Pick<ApiClient, 'referrals' | 'promo'>;
  refreshMe(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec section 4 'Auth screen': about 2 seconds after sign-up, process the referral, then apply
 * the promotion code. Both codes were stored at registration, so the calls name none. A referral
 * problem is only logged (spec section 8); the promotion's result is shown, and the mana it
 * granted reaches the header's balance. Runs outside any screen, so leaving /auth does not stop it.
 *
 * @example
 * await session.register(body);
 * void applySignupExtras(session, { referral: Boolean(body.referralCode), promo: Boolean(body.promoCode) });
 */
export async function applySignupExtras(
  session: SignupSession,
  extras: SignupExtras,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<void> {
  if (!extras.referral && !extras.promo) return;
  await wait(SIGNUP_EXTRAS_DELAY_MS);
  if (extras.referral) {
    await session.api.referrals.claim({}).catch((error: unknown) => {
      console.warn('The referral could not be processed:', error);
    });
  }
  if (!extras.promo) return;
  try {
    const { mana_granted } = await session.api.promo.redeem({});
    const { title, message } = FLOW_TOASTS.promoRedeemed(mana_granted);
    notify.success(title, message, 'promo-code');
  } catch (error) {
    const { title, message } = promoFailure(error);
    notify.error(title, message, 'promo-code');
    return;
  }
  await session.refreshMe().catch((error: unknown) => console.warn('Could not refresh the profile:', error));
}
