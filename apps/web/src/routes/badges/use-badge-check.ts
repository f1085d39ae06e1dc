import { BADGE_TEXTS, BADGE_UNLOCKED_TITLE, ERROR_TITLE } from '@feastforge/domain';
import { useCallback, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../auth/use-session.ts';
import { refreshBadges } from '../../data/badge-store.ts';
import { useTome } from '../../data/tome-context.ts';
import { notify } from '../../lib/notify.ts';

/** Spec section 8 'Profile, promotion, chest, badges': the manual check's failures. */
export const BADGE_CHECK_ERRORS = {
  signInAgain: 'Please sign in again to check badges',
  failed: 'Failed to check badges. Please try again.',
} as const;

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
      notify.error(ERROR_TITLE, signedOut ? BADGE_CHECK_ERRORS.signInAgain : BADGE_CHECK_ERRORS.failed);
    } finally {
      setChecking(false);
    }
  }, [api, tome]);

  return { checking, check };
}
