import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from '../../api/events-api.ts';
import { useSession } from '../../auth/use-session.ts';

/**
 * Sends a page_view for every route change (spec section 2). Only the pathname is sent: query
 * strings and fragments can carry reset tokens or payment session ids.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const { ready, accessToken } = useSession();

  useEffect(() => {
    let cancelled = false;
    // Waiting for the start-up refresh lets the first view be attributed to the signed-in user.
    void ready().then(() => {
      if (!cancelled) void trackEvent({ name: 'page_view', path: pathname }, accessToken());
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, ready, accessToken]);

  return null;
}
