import type { HomeFeed } from '@feastforge/domain';
import { useEffect, useState } from 'react';
import { useApi } from '../../auth/use-session.ts';
import { usePageData } from '../../lib/page-data.ts';
import type { CacheEntry } from './fresh-cache.ts';
import { homeFeedCache, readHomeFeed } from './home-feed.ts';

/** What the home page has to show: the feed, or why not yet. */
export type HomeFeedState = { status: 'loading' } | { status: 'ready'; feed: HomeFeed } | { status: 'unavailable' };

/**
 * The home page's recipes. The first render uses what this tab last saw or, on a page the server
 * rendered, the feed it rendered with (so hydration matches its HTML). A feed 5 minutes old or
 * more is asked for again on arrival and whenever the tab comes back into view.
 *
 * @example
 * const state = useHomeFeed();
 * if (state.status === 'ready') state.feed.latest.map(...)
 */
export function useHomeFeed(): HomeFeedState {
  // The API alone: who is signed in does not change the feed, and the session settling after
  // hydration must not render the whole page again.
  const api = useApi();
  const pageFeed = usePageData()?.home;
  const [entry, setEntry] = useState<CacheEntry<HomeFeed> | undefined>(() => cachedOrRendered(pageFeed));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    const refresh = () => {
      if (!homeFeedCache.isStale()) return;
      homeFeedCache
        .load(() => api.home())
        .then(
          (fresh) => {
            if (!active) return;
            setEntry(fresh);
            setFailed(false);
          },
          () => active && setFailed(true),
        );
    };
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    refresh();
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [api]);

  if (entry) return { status: 'ready', feed: entry.value };
  return failed ? { status: 'unavailable' } : { status: 'loading' };
}

/**
 * This tab's last feed, else the server's (which then counts as just fetched). The server renders
 * every request with its own feed: its process must not keep one request's feed for the next.
 */
function cachedOrRendered(pageFeed: unknown): CacheEntry<HomeFeed> | undefined {
  if (typeof window === 'undefined') {
    const rendered = readHomeFeed(pageFeed);
    return rendered ? { value: rendered, fetchedAt: 0 } : undefined;
  }
  const cached = homeFeedCache.read();
  if (cached) return cached;
  const rendered = readHomeFeed(pageFeed);
  return rendered ? homeFeedCache.write(rendered) : undefined;
}
