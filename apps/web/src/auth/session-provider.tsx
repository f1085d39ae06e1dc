import { useEffect, useState, type ReactNode } from 'react';
import { SessionContext } from './session-context.ts';
import { SessionManager } from './session-manager.ts';

interface SessionProviderProps {
  children: ReactNode;
  /** Lets tests hand in a manager with a fake API. */
  manager?: SessionManager;
}

/** Creates the session, restores it from the refresh cookie on mount and shares it below. */
export function SessionProvider({ children, manager }: SessionProviderProps) {
  const [session] = useState(() => manager ?? new SessionManager());
  useEffect(() => session.start(), [session]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
