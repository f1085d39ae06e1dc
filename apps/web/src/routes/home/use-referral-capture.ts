import { TOASTS } from '@feastforge/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { rememberReferralCode } from '../../lib/referral.ts';

/**
 * Spec 'Home': a `?ref=CODE` link stores the code in the referral cookie, welcomes the visitor and
 * then drops the parameter from the address so a shared or bookmarked URL does not repeat it.
 */
export function useReferralCapture(): void {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const code = params.get('ref')?.trim();

  useEffect(() => {
    if (!code) return;
    rememberReferralCode(code);
    // A fixed id keeps React's development double-run from stacking two toasts.
    notify.success(TOASTS.referralWelcome.title, TOASTS.referralWelcome.message, 'referral-welcome');
    const rest = new URLSearchParams(params);
    rest.delete('ref');
    const search = rest.toString();
    void navigate({ pathname, search: search ? `?${search}` : '', hash }, { replace: true });
  }, [code, params, pathname, hash, navigate]);
}
