import { SHOP_MESSAGES } from '@feastforge/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../auth/use-session.ts';
import { useProgressRefresh } from '../../data/use-progress-refresh.ts';
import { notify } from '../../lib/notify.ts';
import { useAfterWrite } from '../../reads/use-after-write.ts';
import { confirmPayment, type ConfirmOutcome } from './confirm-payment.ts';

/**
 * The payment return on /shop (spec section 4): `success=true&session_id=…` is verified (asked
 * again for a while when still pending), the balance refreshed and the address replaced with
 * /shop; `canceled=true` says so. Answers whether a payment is being confirmed, for the page's
 * status line. Runs only for a signed-in cook (the page sends others to sign in first).
 *
 * @example
 * const confirming = usePaymentReturn();
 * {confirming && <p role="status">{SHOP_MESSAGES.confirming}</p>}
 */
export function usePaymentReturn(): boolean {
  const { api } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refreshProgress = useProgressRefresh();
  const wrote = useAfterWrite();
  const [confirming, setConfirming] = useState(false);
  // A session id is verified once per visit, however often the effect runs (StrictMode runs it twice).
  const handled = useRef<string | null>(null);
  const left = useRef(false);

  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
    };
  }, []);

  const sessionId = params.get('success') === 'true' ? params.get('session_id') : null;
  const canceled = params.get('canceled') === 'true';

  useEffect(() => {
    if (canceled) {
      notify.info(SHOP_MESSAGES.canceled.title, SHOP_MESSAGES.canceled.message, 'payment-return');
      // The checkout was given up: its purchase is no longer pending.
      void wrote({ kind: 'purchase' });
      void navigate('/shop', { replace: true });
      return;
    }
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    setConfirming(true);
    void (async () => {
      const outcome = await confirmPayment(sessionId, {
        verify: (id) => api.shop.verify({ sessionId: id }),
        stopped: () => left.current,
      });
      if (outcome.kind === 'stopped') return;
      announce(outcome);
      await Promise.all([refreshProgress(), wrote({ kind: 'purchase' })]);
      setConfirming(false);
      void navigate('/shop', { replace: true });
    })();
  }, [api, canceled, sessionId, navigate, refreshProgress, wrote]);

  return confirming;
}

function announce(outcome: Exclude<ConfirmOutcome, { kind: 'stopped' }>): void {
  switch (outcome.kind) {
    case 'paid':
      notify.success(outcome.answer.message, undefined, 'payment-return');
      return;
    case 'failed':
    case 'unconfirmed':
      notify.error(SHOP_MESSAGES.verifyFailed.title, SHOP_MESSAGES.verifyFailed.message, 'payment-return');
      return;
    case 'error':
      notify.error('Error', SHOP_MESSAGES.verifyError, 'payment-return');
      return;
  }
}
