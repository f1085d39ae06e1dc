import { BADGE_TEXTS, BADGE_UNLOCKED_TITLE, FLOW_TOASTS } from '@feastforge/domain';
import { useCallback, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../auth/use-session.ts';
import { refreshBadges } from '../../data/badge-store.ts';
import { useTome } from '../../data/tome-context.ts';
import { notify } from '../../lib/notify.ts';

/**
 * The 'Check badges' action: asks the server to unlock whatever the user now qualifies for,
 * announces each new badge (or that there is none) and stores the new state on this device.
 *
 * @example
 * const { checking, check } = useBadgeCheck();
 */
export function useBadgeCheck(): { checking: boolean; check(): Promise<void> } {
  const { api } = useSession();
  const tome = useTome();
  const [checking, setChecking] = useState(false);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const { newBadges } = await api.badges.check();
      if (newBadges.length === 0) notify.info(BADGE_TEXTS.noNewBadges);
      else notify.success(BADGE_UNLOCKED_TITLE, newBadges.join(', '));
      if (tome && newBadges.length > 0) {
        await refreshBadges(tome.db, api).catch((error: unknown) =>
          console.warn('Could not reload the badges:', error),
        );
      }
    } catch (error) {
      const signedOut = error instanceof ApiError && error.status === 401;
      const { title, message } = signedOut ? FLOW_TOASTS.badgeCheckSignedOut : FLOW_TOASTS.badgeCheckFailed;
      notify.error(title, message);
    } finally {
      setChecking(false);
    }
  }, [api, tome]);

  return { checking, check };
}
