import { TRIAL_GENERATIONS } from '@feastforge/domain';
import { useSyncExternalStore } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { guestDb } from '../../data/guest-db.ts';
import { useTome } from '../../data/tome-context.ts';
import { trialsLeft } from '../../lib/trial-counter.ts';
import { TrialUsedCard } from './trial-used-card.tsx';
import { Wizard } from './wizard.tsx';

const noChanges = () => () => {};

/**
 * /wizard (spec section 2): members keep their draft in their tome and choose a booster; visitors
 * keep theirs in the guest database and spend trials, until none are left.
 */
export function WizardPage() {
  const { status, me } = useSession();
  const tome = useTome();
  // The server cannot read this device's count: it renders a full allowance, then the real one shows.
  const trials = useSyncExternalStore(
    noChanges,
    () => trialsLeft(),
    () => TRIAL_GENERATIONS,
  );

  // Until the session is known (and on the server) it may be a member's wizard: a visitor's, shown
  // now, would be replaced under the user's hands.
  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-in') {
    if (!tome) return <PageLoading />;
    return (
      <Wizard
        key={tome.db.userId}
        drafts={tome.db.drafts}
        adoptFrom={guestDb().drafts}
        account={{ kind: 'member', balance: me?.profile.manaBalance, level: me?.profile.level ?? 1 }}
      />
    );
  }
  if (trials === 0) return <TrialUsedCard />;
  return <Wizard key="guest" drafts={guestDb().drafts} account={{ kind: 'visitor', trialsLeft: trials }} />;
}
