import { useSession } from '../auth/use-session.ts';
import { VISITOR, type Viewer } from './queries.ts';

/**
 * Who reads are made for: the signed-in user's id, 'visitor', or null while the session is still
 * being restored (a read that depends on who asks waits for it).
 *
 * @example
 * const viewer = useViewer();
 * useQuery({ ...chestRead(api, viewer ?? VISITOR), enabled: viewer !== null && viewer !== VISITOR });
 */
export function useViewer(): Viewer | null {
  const { status, me } = useSession();
  if (status === 'loading') return null;
  return status === 'signed-in' && me ? me.user.id : VISITOR;
}

/**
 * For reads only a signed-in cook has (the chest, the referral card): who to read for, and
 * whether the read may go out yet.
 *
 * @example
 * const cook = useCook();
 * useQuery({ ...chestRead(api, cook.viewer), enabled: cook.signedIn });
 */
export function useCook(): { viewer: Viewer; signedIn: boolean } {
  const viewer = useViewer();
  return { viewer: viewer ?? VISITOR, signedIn: viewer !== null && viewer !== VISITOR };
}
