import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { refreshBadges } from '../../data/badge-store.ts';
import { useTome } from '../../data/tome-context.ts';
import { withUnlocks, type BadgeView } from '../../lib/badge-views.ts';

/** A visitor has no tome: nothing stored to read. */
const NONE: never[] = [];

export type BadgesView =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; badges: BadgeView[]; signedIn: boolean };

/**
 * The badge catalogue for /badges. A signed-in user reads this device's copy (so the page works
 * offline) and it is refreshed from the server on open; a visitor asks the server and sees every
 * badge locked. `retry` asks the server again after a failure.
 *
 * @example
 * const { view, retry } = useBadges();
 */
export function useBadges(): { view: BadgesView; retry(): void } {
  const { status, api } = useSession();
  const tome = useTome();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const [failed, setFailed] = useState<number | null>(null);
  const [visitorBadges, setVisitorBadges] = useState<{ attempt: number; badges: BadgeView[] } | null>(null);

  const catalogue = useLiveQuery(() => (tome ? tome.db.badgeCatalogue.toArray() : NONE), [tome]);
  const unlocked = useLiveQuery(() => (tome ? tome.db.badges.toArray() : NONE), [tome]);

  useEffect(() => {
    if (status === 'loading' || (status === 'signed-in' && !tome)) return;
    let active = true;
    const done = () => active && setFailed((current) => (current === attempt ? null : current));
    const fail = (error: unknown) => {
      console.warn('Could not load the badges:', error);
      if (active) setFailed(attempt);
    };
    if (tome) {
      refreshBadges(tome.db, api).then(done, fail);
    } else {
      api.badges.list().then(({ badges }) => {
        if (!active) return;
        setVisitorBadges({ attempt, badges: badges.map((badge) => ({ ...badge, unlockedAt: null })) });
        done();
      }, fail);
    }
    return () => {
      active = false;
    };
  }, [status, tome, api, attempt]);

  const view = useMemo<BadgesView>(() => {
    if (status === 'loading') return { state: 'loading' };
    if (status === 'signed-in') {
      if (!tome || catalogue === undefined || unlocked === undefined) return { state: 'loading' };
      // The stored copy is shown even when the refresh fails (offline); only an empty one is an error.
      if (catalogue.length > 0) return { state: 'ready', badges: withUnlocks(catalogue, unlocked), signedIn: true };
      return failed === attempt ? { state: 'error' } : { state: 'loading' };
    }
    if (failed === attempt) return { state: 'error' };
    return visitorBadges?.attempt === attempt
      ? { state: 'ready', badges: visitorBadges.badges, signedIn: false }
      : { state: 'loading' };
  }, [status, tome, catalogue, unlocked, failed, attempt, visitorBadges]);

  return { view, retry };
}
