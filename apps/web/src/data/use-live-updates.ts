import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../auth/use-session.ts';
import { afterWrite } from '../reads/after-writes.ts';
import type { Tome } from './tome-context.ts';

/**
 * Keeps the signed-in user's live stream open while their tome is (see `startLiveUpdates`); its
 * code loads only then, so visitors' pages never carry it. A profile change (mana, XP) refreshes
 * the header's profile and the reads that show progress. The chest card is left as it is: a claim
 * made elsewhere meanwhile is answered by the server when this card opens it ('Already Claimed').
 */
export function useLiveUpdates(tome: Tome | null): void {
  const { api, refreshMe } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!tome) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const viewer = tome.db.userId;
    const profileChanged = async () => {
      await Promise.all([refreshMe(), afterWrite(queryClient, viewer, { kind: 'progress' })]);
    };
    void import('./live-updates.ts').then(
      ({ startLiveUpdates }) => {
        if (!cancelled) stop = startLiveUpdates({ api, tome, refreshMe: profileChanged });
      },
      // Offline before this code was cached: the tome still syncs on its other triggers.
      (error: unknown) => console.warn('Live updates could not be loaded:', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [tome, api, refreshMe, queryClient]);
}
