import type { HomeFeed } from '@feastforge/domain';
import { useIsRestoring, useQuery } from '@tanstack/react-query';
import { useApi } from '../../auth/use-session.ts';
import { homeFeedRead } from '../../reads/queries.ts';
import { waitingOffline } from '../../reads/read-failure.ts';

/** What the home page has to show: the feed, or why not yet. */
export type HomeFeedState = { status: 'loading' } | { status: 'ready'; feed: HomeFeed } | { status: 'unavailable' };

/**
 * The home page's recipes, through the read cache: the feed the server rendered / with (so
 * hydration matches its HTML), what this device last saw offline, and a fresh one once the feed
 * is 5 minutes old, on arrival or when the tab comes back into view.
 *
 * @example
 * const state = useHomeFeed();
 * if (state.status === 'ready') state.feed.latest.map(...)
 */
export function useHomeFeed(): HomeFeedState {
  // The API alone: who is signed in does not change the feed, and the session settling after
  // hydration must not render the whole page again.
  const read = useQuery(homeFeedRead(useApi()));
  const restoring = useIsRestoring();
  if (read.data) return { status: 'ready', feed: read.data };
  // Offline with nothing kept on this device: waiting for the network would show a skeleton forever.
  return read.isError || waitingOffline(read, restoring) ? { status: 'unavailable' } : { status: 'loading' };
}
