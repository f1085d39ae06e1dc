import { useCallback, useEffect, useState } from 'react';

/** A read from the server as a card shows it: loading, failed (with a retry) or answered. */
export type ServerRead<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

/**
 * Reads once on mount, and again on `reload()`; an answer that arrives after unmount or after a
 * newer read started is dropped, so a slow first answer cannot overwrite a fresh one.
 *
 * @example
 * const [chest, reload] = useServerRead(api.chest.status);
 */
export function useServerRead<T>(load: () => Promise<T>): [ServerRead<T>, () => void] {
  const [read, setRead] = useState<ServerRead<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => {
    // A retry after a failure shows the loading state again; a refresh keeps what is shown.
    setRead((previous) => (previous.state === 'error' ? { state: 'loading' } : previous));
    setRound((value) => value + 1);
  }, []);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setRead({ state: 'ready', data });
      },
      (error: unknown) => {
        console.warn('A tome card could not be loaded:', error);
        if (current) setRead({ state: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, round]);

  return [read, reload];
}
