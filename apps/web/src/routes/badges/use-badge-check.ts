import { BADGE_TEXTS, badgesUnlockedTitle, FLOW_TOASTS } from '@feastforge/domain';
import { useCallback, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../auth/use-session.ts';
import { notify } from '../../lib/notify.ts';
import { useAfterWrite } from '../../reads/use-after-write.ts';

/**
 * The 'Check badges' action: asks the server to unlock whatever the user now qualifies for,
 * announces each new badge (or that there is none) and stores the new state on this device.
 *
 * @example
 * const { checking, check } = useBadgeCheck();
 */
export function useBadgeCheck(): { checking: boolean; check(): Promise<void> } {
  const { api } = useSession();
  const wrote = useAfterWrite();
  const [checking, setChecking] = useState(false);

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const { newBadges } = await api.badges.check();
      if (newBadges.length === 0) notify.info(BADGE_TEXTS.noNewBadges);
      else notify.success(badgesUnlockedTitle(newBadges.length), newBadges.join(', '));
      if (newBadges.length > 0) await wrote({ kind: 'badges' });
    } catch (error) {
      const signedOut = error instanceof ApiError && error.status === 401;
      const { title, message } = signedOut ? FLOW_TOASTS.badgeCheckSignedOut : FLOW_TOASTS.badgeCheckFailed;
      notify.error(title, message);
    } finally {
      setChecking(false);
    }
  }, [api, wrote]);

  return { checking, check };
}
