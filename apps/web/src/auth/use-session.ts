import { use, useMemo, useSyncExternalStore } from 'react';
import { SessionContext } from './session-context.ts';
import type { ApiClient } from '../api/api-client.ts';
import type { SessionManager, SessionState } from './session-manager.ts';

export type SessionApi = SessionState &
  Pick<SessionManager, 'signIn' | 'register' | 'signOut' | 'refreshMe' | 'adopt' | 'accessToken' | 'ready'> & {
    /** The API client for screens; the session (its tokens) changes only through the actions here. */
    api: Omit<ApiClient, 'tokens'>;
  };

/**
 * What the server renders: it never knows the in-memory token, so who is signed in is unknown
 * until the browser takes over (hydration starts from this too, then switches).
 */
const SERVER_STATE: SessionState = { status: 'loading', me: null };
const serverState = () => SERVER_STATE;

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
  const state = useSyncExternalStore(session.subscribe, session.getState, serverState);
  return useMemo(
    () => ({
      ...state,
      api: session.api,
      signIn: session.signIn,
      register: session.register,
      signOut: session.signOut,
      refreshMe: session.refreshMe,
      adopt: session.adopt,
      accessToken: session.accessToken,
      ready: session.ready,
    }),
    [state, session],
  );
}

/**
 * The API client alone, for components that call the server but do not show who is signed in:
 * unlike `useSession()`, it does not render them again when the session changes.
 *
 * @example
 * const api = useApi();
 * void api.track({ name: 'recipe_shared', path, properties: { platform } });
 */
export function useApi(): SessionApi['api'] {
  const session = use(SessionContext);
  if (!session) throw new Error('useApi must be used inside <SessionProvider>');
  return session.api;
}
