import { TOASTS } from '@feastforge/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../lib/notify.ts';
import { ApiError } from '../api/http.ts';
import { useSession } from './use-session.ts';

/** Logout as the spec has it: end this device's session, say so, go home; failures show 'Error'. */
export function useLogout(): { logout(): Promise<void>; busy: boolean } {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await signOut('local');
      notify.success(TOASTS.loggedOut.title, TOASTS.loggedOut.message);
      void navigate('/');
    } catch (error) {
      notify.error('Error', error instanceof ApiError ? error.message : TOASTS.unexpected.message);
    } finally {
      setBusy(false);
    }
  }, [signOut, navigate]);

  return { logout, busy };
}
