import { createContext } from 'react';
import type { SessionManager } from './session-manager.ts';

/** Holds the one SessionManager of the app; read it with `useSession()`. */
export const SessionContext = createContext<SessionManager | null>(null);
