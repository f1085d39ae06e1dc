import { FLOW_TOASTS } from '@feastforge/domain';
import { useState } from 'react';
import { notify, notifyError } from '../lib/notify.ts';
import { useApi } from './use-session.ts';

/**
 * 'Resend confirmation' for `email` (checked by the caller), with the server's words when it asks
 * to wait. Answers the action and whether a request is running. Kept free of schemas: the banner
 * that uses it is part of every page.
 *
 * @example
 * const { resend, busy } = useResendConfirmation();
 * <Button busy={busy} onClick={() => void resend(me.user.email)}>Resend confirmation</Button>
 */
export function useResendConfirmation() {
  const api = useApi();
  const [busy, setBusy] = useState(false);

  const resend = async (email: string): Promise<boolean> => {
    setBusy(true);
    try {
      await api.auth.resendConfirmation({ email, type: 'signup' });
      notify.success(FLOW_TOASTS.confirmationSent.title, FLOW_TOASTS.confirmationSent.message);
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { resend, busy };
}
