import { useLiveQuery } from 'dexie-react-hooks';
import { TRIAL_GENERATIONS } from '@feastforge/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { useTome } from '../../data/tome-context.ts';
import { deviceId, trialsLeft } from '../../lib/trial-counter.ts';
import { visitorTrialsRead } from '../../reads/queries.ts';
import { guestDrafts } from './guest-drafts.ts';
import { TrialUsedCard } from './trial-used-card.tsx';
import { Wizard } from './wizard.tsx';

const noChanges = () => () => {};

/**
 * /wizard (spec section 2): members keep their draft in their tome and choose a booster; visitors
 * keep theirs in the guest database and spend trials, until none are left.
 */
export function WizardPage() {
  const { status, me, api } = useSession();
  const tome = useTome();
  // The standing larder as this device holds it, edits made offline included.
  const localProfile = useLiveQuery(() => tome?.db.profile.get(tome.db.userId), [tome]);
  // The server cannot read this device's count: it renders a full allowance, then the real one shows.
  const counted = useSyncExternalStore(
    noChanges,
    () => trialsLeft(),
    () => TRIAL_GENERATIONS,
  );
  const [device] = useState(() => (typeof window === 'undefined' ? null : deviceId()));
  // The server also counts per network address: others behind it may have used some.
  const server = useQuery({
    ...visitorTrialsRead(api, device ?? ''),
    enabled: status === 'signed-out' && device !== null,
  });
  // No number until the server has answered: its count may be lower, and one it would refuse must
  // never show. None is left when this browser has used them all, whatever the server says.
  // Offline the read fails and no number shows: a trial needs the server anyway.
  const answered = server.data?.trialsRemaining;
  const trials = counted === 0 ? 0 : answered === undefined ? null : Math.min(counted, answered);

  // Until the session is known (and on the server) it may be a member's wizard: the visitor's
  // shows meanwhile, inert, so no choice can be made that a member's wizard would then replace.
  const visitor = (pending: boolean) => (
    <Wizard key="guest" drafts={guestDrafts} account={{ kind: 'visitor', trialsLeft: trials }} pending={pending} />
  );
  if (status === 'loading') return visitor(true);
  if (status === 'signed-in') {
    if (!tome) return visitor(true);
    return (
      <Wizard
        key={tome.db.userId}
        drafts={tome.db.drafts}
        adoptFrom={guestDrafts}
        account={{
          kind: 'member',
          balance: me?.profile.manaBalance,
          level: me?.profile.level ?? 1,
          standingLarder: localProfile?.larder ?? me?.profile.larder,
        }}
      />
    );
  }
  if (trials === 0) return <TrialUsedCard />;
  return visitor(false);
}
