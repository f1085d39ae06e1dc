import { useEffect } from 'react';
import { useSession } from '../auth/use-session.ts';
import type { Tome } from './tome-context.ts';

/**
 * Keeps the signed-in user's live stream open while their tome is (see `startLiveUpdates`); its
 * code loads only then, so visitors' pages never carry it.
 */
export function useLiveUpdates(tome: Tome | null): void {
  const { api, refreshMe } = useSession();
  useEffect(() => {
    if (!tome) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./live-updates.ts').then(
      ({ startLiveUpdates }) => {
        if (!cancelled) stop = startLiveUpdates({ api, tome, refreshMe });
      },
      // Offline before this code was cached: the tome still syncs on its other triggers.
      (error: unknown) => console.warn('Live updates could not be loaded:', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [tome, api, refreshMe]);
}
