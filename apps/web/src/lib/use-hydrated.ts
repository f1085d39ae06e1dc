import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and while its HTML is being hydrated; true once the page is alive. A control
 * in a server-rendered page marks itself `aria-disabled` while this is false, so a press made
 * before the scripts arrive is seen to do nothing rather than silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
