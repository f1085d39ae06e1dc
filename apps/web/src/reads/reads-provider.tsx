import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { use, useEffect, useState, type ReactNode } from 'react';
import { SessionContext } from '../auth/session-context.ts';
import type { SessionManager } from '../auth/session-manager.ts';
import { forgetKeptReads, persistOptions, afterRestore } from './persist.ts';
import { readKeys } from './queries.ts';

interface ReadsProviderProps {
  client: QueryClient;
  children: ReactNode;
}

/**
 * Shares the page's read cache (ADR 018), restores the answers this device kept for offline use
 * (queries wait for that before they ask the server) and keeps saving them. Goes inside the
 * SessionProvider: a change of signed-in user drops the reads made for the one before.
 */
export function ReadsProvider({ client, children }: ReadsProviderProps) {
  const [options] = useState(persistOptions);
  useForgetOnUserChange(client);
  return (
    <PersistQueryClientProvider client={client} persistOptions={options} onSuccess={() => afterRestore(client)}>
      {children}
    </PersistQueryClientProvider>
  );
}

function useForgetOnUserChange(client: QueryClient): void {
  const session = use(SessionContext);
  useEffect(() => (session ? forgetOnUserChange(session, client) : undefined), [session, client]);
}

/**
 * When the signed-in user changes (sign-out here or in another tab, another account), what was
 * read for the one before goes: their private answers from memory, and on sign-out also the
 * device's kept copy, every Feast Hall view and every other public answer nobody is looking at,
 * so the next cook on this device finds nothing of theirs. Answers the function that stops watching.
 *
 * @example
 * const stop = forgetOnUserChange(sessionManager, queryClient);
 */
export function forgetOnUserChange(
  session: Pick<SessionManager, 'getState' | 'subscribe'>,
  client: QueryClient,
  forgetKept: () => Promise<void> = forgetKeptReads,
): () => void {
  let previous = userOf(session.getState());
  return session.subscribe(() => {
    const state = session.getState();
    if (state.status === 'loading') return;
    const current = userOf(state);
    if (previous !== null && current !== previous) {
      client.removeQueries({ queryKey: readKeys.viewers });
      if (current === null) {
        // Hall views name what the cook searched for: they go even if one is still on screen.
        client.removeQueries({ queryKey: readKeys.hall });
        client.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
        void forgetKept().catch((error: unknown) => console.warn('Could not forget the kept reads:', error));
      }
    }
    previous = current;
  });
}

function userOf(state: ReturnType<SessionManager['getState']>): string | null {
  return state.status === 'signed-in' && state.me ? state.me.user.id : null;
}
