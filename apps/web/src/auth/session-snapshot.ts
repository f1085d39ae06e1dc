import { SESSION_HINT_COOKIE, type Me } from '@feastforge/domain';

/**
 * A non-secret copy of the signed-in user (no tokens) so the shell can show the signed-in header
 * at once, and offline, before the refresh call answers.
 */
export const SESSION_SNAPSHOT_KEY = 'feastforge_session';

export function loadSnapshot(): Me | null {
  try {
    const raw = localStorage.getItem(SESSION_SNAPSHOT_KEY);
    return raw ? parseSnapshot(raw) : null;
  } catch {
    return null;
  }
}

/**
 * Reads a stored snapshot for the first paint; anything without a user and a profile counts as
 * none. The full schema check (`snapshotMatchesSchema`) follows once the page is up.
 */
export function parseSnapshot(raw: string): Me | null {
  try {
    const me = (JSON.parse(raw) as { me?: unknown }).me;
    return looksLikeMe(me) ? me : null;
  } catch {
    return null;
  }
}

function looksLikeMe(value: unknown): value is Me {
  if (typeof value !== 'object' || value === null || !('user' in value) || !('profile' in value)) return false;
  const { user, profile } = value;
  return (
    typeof user === 'object' &&
    user !== null &&
    'id' in user &&
    typeof user.id === 'string' &&
    typeof profile === 'object'
  );
}

/** Whether a snapshot read for the first paint matches the profile schema of this version. */
export async function snapshotMatchesSchema(me: Me): Promise<boolean> {
  const { MeSchema } = await import('./me-schema.ts');
  return MeSchema.safeParse(me).success;
}

/**
 * Whether the server has told this browser that it holds a refresh cookie (ADR 017). Cookies are
 * set with the answer that starts a session, before any page reads them, so a page opened right
 * after a sign-in knows to restore the session even when the snapshot another page wrote has not
 * reached it yet.
 */
export function sessionHinted(): boolean {
  try {
    return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
  } catch {
    return false;
  }
}

/** False where storage is blocked, so the snapshot cannot tell whether a session exists. */
export function snapshotReadable(): boolean {
  try {
    localStorage.getItem(SESSION_SNAPSHOT_KEY);
    return true;
  } catch {
    return false;
  }
}

export function saveSnapshot(me: Me): void {
  try {
    localStorage.setItem(SESSION_SNAPSHOT_KEY, JSON.stringify({ me }));
  } catch {
    // Storage can be full or blocked (private mode); the session still works for this tab.
  }
}

export function clearSnapshot(): void {
  try {
    localStorage.removeItem(SESSION_SNAPSHOT_KEY);
  } catch {
    // See saveSnapshot.
  }
}
