import { useCallback } from 'react';
import { useSession } from '../auth/use-session.ts';
import { useTome } from './tome-context.ts';
import { useAfterWrite } from '../reads/use-after-write.ts';

/**
 * After a reward changed the balance or XP on the server (the spec's 'mana-refresh'): the header
 * reads the session's snapshot of /api/me, the hero card the tome's copy of the profile, which the
 * next sync brings, so both are refreshed, and so are the reads that show progress. Failures are only logged: the reward itself is booked.
 *
 * @example
 * const refreshProgress = useProgressRefresh();
 * await refreshProgress();
 */
export function useProgressRefresh(): () => Promise<void> {
  const { refreshMe } = useSession();
  const tome = useTome();
  const wrote = useAfterWrite();
  return useCallback(async () => {
    await Promise.all([
      wrote({ kind: 'progress' }),
      refreshMe().catch((error: unknown) => console.warn('Could not refresh the profile:', error)),
      tome?.sync.sync().catch((error: unknown) => console.warn('Could not sync the tome:', error)),
    ]);
  }, [refreshMe, tome, wrote]);
}
