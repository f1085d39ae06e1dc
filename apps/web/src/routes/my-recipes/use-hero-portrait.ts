import { badgesUnlockedTitle, ERROR_TITLE, FLOW_TOASTS, type Profile } from '@feastforge/domain';
import { useCallback, useState } from 'react';
import { useSession } from '../../auth/use-session.ts';
import type { Tome } from '../../data/tome-context.ts';
import { notify } from '../../lib/notify.ts';
import { portraitFailure } from '../../lib/progression-notices.ts';
import { useAfterWrite } from '../../reads/use-after-write.ts';
import { portraitBlocker } from './hero-profile-form.ts';

/**
 * 'Paint Portrait': the server paints the hero from the race, class and gender it has, so edits
 * still in the outbox are sent first. The new profile (portrait, XP) is stored on this device.
 *
 * @example
 * const { painting, paint } = useHeroPortrait(tome, profile);
 */
export function useHeroPortrait(tome: Tome, profile: Profile): { painting: boolean; paint(): Promise<void> } {
  const { api, refreshMe } = useSession();
  const wrote = useAfterWrite();
  const [painting, setPainting] = useState(false);

  const paint = useCallback(async () => {
    const blocker = portraitBlocker(profile);
    if (blocker) {
      notify.error(ERROR_TITLE, blocker);
      return;
    }
    setPainting(true);
    try {
      await tome.sync.sync();
      const answer = await api.badges.paintPortrait();
      await tome.db.profile.put(answer.profile);
      const painted = FLOW_TOASTS.portraitPainted(answer.xp ? answer.xp.xp_gained : null);
      notify.success(painted.title, painted.message);
      if (answer.newBadges.length > 0)
        notify.success(badgesUnlockedTitle(answer.newBadges.length), answer.newBadges.join(', '));
      await Promise.all([
        wrote({ kind: 'profile' }),
        answer.newBadges.length > 0 ? wrote({ kind: 'badges' }) : undefined,
      ]);
      void refreshMe().catch((error: unknown) => console.warn('Could not refresh the profile:', error));
    } catch (error) {
      const { title, message } = portraitFailure(error);
      notify.error(title, message);
    } finally {
      setPainting(false);
    }
  }, [api, refreshMe, tome, profile, wrote]);

  return { painting, paint };
}
