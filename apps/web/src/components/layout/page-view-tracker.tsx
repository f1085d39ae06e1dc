import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../auth/use-session.ts';

/**
 * Sends a page_view for every route change (spec section 2). Only the pathname is sent: query
 * strings and fragments can carry reset tokens or payment session ids.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const { ready, api } = useSession();

  useEffect(() => {
    let cancelled = false;
    // Waiting for the start-up refresh lets the first view be attributed to the signed-in user.
    void ready().then(() => {
      if (!cancelled) void api.track({ name: 'page_view', path: pathname });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, ready, api]);

  return null;
}
