import type { Profile } from '@feastforge/domain';
import { Paintbrush } from 'lucide-react';
import { useEffect } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { refreshBadges } from '../../data/badge-store.ts';
import type { Tome } from '../../data/tome-context.ts';
import type { LocalBadge } from '../../data/tome-db.ts';
import { HeroCard } from './hero-card.tsx';
import { HeroProfileDialog } from './hero-profile-dialog.tsx';
import { useHeroPortrait } from './use-hero-portrait.ts';

/** The signed-in hero's own card: the profile card with 'Edit Profile' and 'Paint Portrait'. */
export function OwnHeroCard({
  tome,
  profile,
  badges,
}: {
  tome: Tome;
  profile: Profile;
  badges: readonly LocalBadge[];
}) {
  const { api } = useSession();
  const { painting, paint } = useHeroPortrait(tome, profile);
  // Badges are not part of the sync: the card reads this device's copy and brings it up to date on
  // each visit (offline, the copy stays as it was).
  useEffect(() => {
    refreshBadges(tome.db, api).catch((error: unknown) => console.warn('Could not refresh the badges:', error));
  }, [tome, api]);
  return (
    <HeroCard
      profile={profile}
      badges={badges}
      painting={painting}
      actions={
        <>
          <HeroProfileDialog tome={tome} profile={profile} />
          <Button variant="outline" size="sm" busy={painting} onClick={() => void paint()}>
            {!painting && <Paintbrush aria-hidden className="size-4" />}
            {profile.heroPortraitUrl ? 'Repaint Portrait' : 'Paint Portrait'}
          </Button>
        </>
      }
    />
  );
}
