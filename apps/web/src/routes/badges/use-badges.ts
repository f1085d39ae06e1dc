import { skipToken, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { useTome } from '../../data/tome-context.ts';
import { withUnlocks, type BadgeView } from '../../lib/badge-views.ts';
import { badgeCatalogueRead, readKeys, tomeBadgesRead, VISITOR } from '../../reads/queries.ts';
import { useReadState } from '../../reads/read-state.ts';
import { useViewer } from '../../reads/use-viewer.ts';

/** A visitor has no tome: nothing stored to read. */
const NONE: never[] = [];

export type BadgesView =
  { state: 'loading' } | { state: 'error' } | { state: 'ready'; badges: BadgeView[]; signedIn: boolean };

/**
 * The badge catalogue for /badges. A signed-in user reads this device's copy (so the page works
 * offline), which a read through the cache refreshes from the server on open; a visitor reads the
 * catalogue from the server and sees every badge locked. `retry` asks the server again.
 *
 * @example
 * const { view, retry } = useBadges();
 */
export function useBadges(): { view: BadgesView; retry(): void } {
  const { api } = useSession();
  const viewer = useViewer();
  const tome = useTome();
  const signedIn = viewer !== null && tome !== null && viewer === tome.db.userId;

  const catalogue = useLiveQuery(() => (tome ? tome.db.badgeCatalogue.toArray() : NONE), [tome]);
  const unlocked = useLiveQuery(() => (tome ? tome.db.badges.toArray() : NONE), [tome]);
  // Signed in, the answer is stored in the tome (the view reads it from there); its own value is
  // only the badges it unlocked, which this page does not announce.
  const refresh = useQuery(
    tome
      ? { ...tomeBadgesRead(api, tome.db), enabled: signedIn }
      : { queryKey: readKeys.badges(''), queryFn: skipToken },
  );
  const visitor = useQuery({ ...badgeCatalogueRead(api), enabled: viewer === VISITOR });
  const refreshState = useReadState(refresh);
  const visitorState = useReadState(visitor);

  const view = useMemo<BadgesView>(() => {
    if (viewer === null) return { state: 'loading' };
    if (viewer !== VISITOR) {
      if (!signedIn || catalogue === undefined || unlocked === undefined) return { state: 'loading' };
      // The stored copy is shown even when the refresh fails (offline); only an empty one is an error.
      if (catalogue.length > 0) return { state: 'ready', badges: withUnlocks(catalogue, unlocked), signedIn: true };
      return refreshState.state === 'error' ? { state: 'error' } : { state: 'loading' };
    }
    if (visitorState.state !== 'ready') return visitorState;
    return {
      state: 'ready',
      badges: visitorState.data.map((badge) => ({ ...badge, unlockedAt: null })),
      signedIn: false,
    };
  }, [viewer, signedIn, catalogue, unlocked, refreshState.state, visitorState]);

  const retry = () => void (signedIn ? refresh.refetch() : visitor.refetch());
  return { view, retry };
}
