import { useIsRestoring, type UseQueryResult } from '@tanstack/react-query';
import { waitingOffline } from './read-failure.ts';

/** A read as a card shows it: loading, failed (with a retry) or answered. */
export type ReadState<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

/**
 * A query's result as a card shows it. Offline with nothing to show is an error the card can
 * offer to retry (the read itself resumes when the network returns), not an endless spinner.
 *
 * @example
 * const chest = useReadState(useQuery(chestRead(api, viewer)));
 * if (chest.state === 'ready') chest.data.claimable;
 */
export function useReadState<T>(read: UseQueryResult<T>): ReadState<T> {
  const restoring = useIsRestoring();
  if (read.data !== undefined) return { state: 'ready', data: read.data };
  // A retry after a failure shows the loading state again.
  if (read.isError && read.fetchStatus !== 'fetching') return { state: 'error' };
  if (waitingOffline(read, restoring)) return { state: 'error' };
  return { state: 'loading' };
}
