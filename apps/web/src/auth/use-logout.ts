import { TOASTS } from '@feastforge/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../lib/notify.ts';
import { ApiError } from '../api/http.ts';
import { useTome } from '../data/tome-context.ts';
import { deleteTome } from '../data/tome-db.ts';
import { useSession } from './use-session.ts';

/** Said when sign-out would throw away writes made offline that the server has not received. */
export const UNSYNCED_CHANGES_MESSAGE =
  'Some of your changes have not reached the server yet. Connect to the internet and try again.';

/** Signing out ends the session on the server, so it needs the network. */
export const OFFLINE_SIGN_OUT_MESSAGE = "You're offline. Connect to the internet to sign out.";

/**
 * Logout as the spec has it: end this device's session, say so, go home; failures show 'Error'.
 * The tome on this device goes with the session, but only once the server has every write made
 * offline: signing out never loses a change.
 */
export function useLogout(): { logout(): Promise<void>; busy: boolean } {
  const { signOut, me } = useSession();
  const tome = useTome();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setBusy(true);
    try {
      if (tome) {
        await tome.sync.sync().catch((error: unknown) => console.warn('Sync before sign-out failed:', error));
        const waiting = (await tome.sync.pending()) + (await tome.db.generations.count());
        if (waiting > 0) {
          notify.error('Error', UNSYNCED_CHANGES_MESSAGE);
          return;
        }
      }
      await signOut('local');
      tome?.close();
      if (me) await deleteTome(me.user.id);
      notify.success(TOASTS.loggedOut.title, TOASTS.loggedOut.message);
      void navigate('/');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'network') notify.error('Error', OFFLINE_SIGN_OUT_MESSAGE);
      else notify.error('Error', error instanceof ApiError ? error.message : TOASTS.unexpected.message);
    } finally {
      setBusy(false);
    }
  }, [signOut, me, tome, navigate]);

  return { logout, busy };
}
