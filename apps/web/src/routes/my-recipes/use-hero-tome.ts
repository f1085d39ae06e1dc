import type { HeroTome } from '@feastforge/domain';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/use-session.ts';
import { heroTomeRead, VISITOR } from '../../reads/queries.ts';
import { readFailure } from '../../reads/read-failure.ts';
import { useViewer } from '../../reads/use-viewer.ts';

export type HeroTomeLookup =
  | { state: 'loading' }
  | { state: 'found'; tome: HeroTome }
  | { state: 'not-found' }
  | { state: 'unavailable'; offline: boolean };

/**
 * Another hero's profile and recipes from the server (published ones only, unless the viewer is
 * the hero or an admin), through the read cache. A hero the server does not know, or an address
 * that names nobody, is 'not-found'; `retry` asks again after a failure, and the network coming
 * back does too.
 *
 * @example
 * const { lookup, retry } = useHeroTome(userId);
 */
export function useHeroTome(userId: string): { lookup: HeroTomeLookup; retry(): void } {
  const { api } = useSession();
  const viewer = useViewer();
  const read = useQuery({ ...heroTomeRead(api, viewer ?? VISITOR, userId), enabled: viewer !== null });
  return { lookup: lookupOf(read.data, readFailure(read)), retry: () => void read.refetch() };
}

function lookupOf(tome: HeroTome | undefined, failure: ReturnType<typeof readFailure>): HeroTomeLookup {
  if (tome) return { state: 'found', tome };
  if (failure === 'not-found') return { state: 'not-found' };
  if (failure) return { state: 'unavailable', offline: failure === 'offline' };
  return { state: 'loading' };
}
