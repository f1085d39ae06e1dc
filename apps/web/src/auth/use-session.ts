import { use, useMemo, useSyncExternalStore } from 'react';
import { SessionContext } from './session-context.ts';
import type { SessionManager, SessionState } from './session-manager.ts';

export type SessionApi = SessionState &
  Pick<
    SessionManager,
    'signIn' | 'register' | 'signOut' | 'refreshMe' | 'adopt' | 'authFetch' | 'accessToken' | 'ready'
  >;

/**
 * The current session and its actions.
 *
 * @example
 * const { status, me, signOut } = useSession();
 * if (status === 'signed-in') console.log(me?.profile.manaBalance);
 */
export function useSession(): SessionApi {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  const state = useSyncExternalStore(session.subscribe, session.getState);
  return useMemo(
    () => ({
      ...state,
      signIn: session.signIn,
      register: session.register,
      signOut: session.signOut,
      refreshMe: session.refreshMe,
      adopt: session.adopt,
      authFetch: session.authFetch,
      accessToken: session.accessToken,
      ready: session.ready,
    }),
    [state, session],
  );
}
