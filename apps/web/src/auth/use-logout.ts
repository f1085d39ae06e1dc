import { ERROR_TITLE, FLOW_TOASTS, TOASTS } from '@feastforge/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/http.ts';
import { notify, notifyError } from '../lib/notify.ts';
import { useLoadedGenerations, useTome } from '../data/tome-context.ts';
import { useSession } from './use-session.ts';

/**
 * Logout as the spec has it: end this device's session, say so, go home; failures show 'Error'.
 * The tome on this device goes with the session, but only once the server has every write made
 * offline: signing out never loses a change.
 */
export function useLogout(): { logout(): Promise<void>; busy: boolean } {
  const { signOut, me } = useSession();
  const tome = useTome();
  // Not loaded means nothing was ever started on this page, so nothing is in flight.
  const generations = useLoadedGenerations();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = useCallback(async () => {
    setBusy(true);
    try {
      if (!tome && me) {
        // The tome opens just after the page: read what it still holds for the server directly.
        if ((await waitingInClosedTome(me.user.id)) > 0) {
          notify.error(ERROR_TITLE, FLOW_TOASTS.unsyncedSignOut);
          return;
        }
      }
      if (tome) {
        await tome.sync.sync().catch((error: unknown) => console.warn('Sync before sign-out failed:', error));
        const waiting =
          (await tome.sync.pending()) + (await tome.db.generations.count()) + (generations?.inFlight() ?? 0);
        if (waiting > 0) {
          notify.error(ERROR_TITLE, FLOW_TOASTS.unsyncedSignOut);
          return;
        }
      }
      await signOut('local');
      tome?.close();
      if (me) {
        const { deleteTome } = await import('../data/tome-db.ts');
        await deleteTome(me.user.id);
      }
      notify.success(TOASTS.loggedOut.title, TOASTS.loggedOut.message);
      void navigate('/');
    } catch (error) {
      // Signing out ends the session on the server, so it needs the network.
      if (error instanceof ApiError && error.isNetwork) notify.error(ERROR_TITLE, FLOW_TOASTS.offlineSignOut);
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  }, [signOut, me, tome, generations, navigate]);

  return { logout, busy };
}

/** Writes and queued generations a tome not yet opened on this page still holds for the server. */
async function waitingInClosedTome(userId: string): Promise<number> {
  const { TomeDb } = await import('../data/tome-db.ts');
  const db = new TomeDb(userId);
  try {
    return (await db.outbox.count()) + (await db.generations.count());
  } finally {
    db.close();
  }
}
