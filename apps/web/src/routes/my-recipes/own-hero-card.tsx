import type { Profile } from '@feastforge/domain';
import { Paintbrush } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import type { Tome } from '../../data/tome-context.ts';
import type { LocalBadge } from '../../data/tome-db.ts';
import { tomeBadgesRead } from '../../reads/queries.ts';
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
  // Badges are not part of the sync: the card reads this device's copy and the read cache brings
  // it up to date (offline, the copy stays as it was).
  useQuery(tomeBadgesRead(api, tome.db));
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
