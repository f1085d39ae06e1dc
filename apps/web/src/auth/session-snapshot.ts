import { MeSchema, type Me } from '@feastforge/domain';

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

/** Reads a stored snapshot; anything that no longer matches the schema counts as none. */
export function parseSnapshot(raw: string): Me | null {
  try {
    const parsed = MeSchema.safeParse((JSON.parse(raw) as { me?: unknown }).me);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
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
