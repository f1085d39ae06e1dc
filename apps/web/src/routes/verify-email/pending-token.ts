/** Where a confirmation link's token waits while its reader signs in (this tab only). */
const PENDING_KEY = 'feastforge_pending_confirmation';

/** The emailed link is /verify-email#token=…; a fragment never reaches server logs or referrers. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * The token this visit is about: a new one from the link (kept for the trip through sign-in), or
 * the one kept before it, or null.
 *
 * @example
 * const token = pendingToken(tokenFromHash(location.hash))
 */
export function pendingToken(fromLink: string | null): string | null {
  try {
    if (fromLink) {
      sessionStorage.setItem(PENDING_KEY, fromLink);
      return fromLink;
    }
    return sessionStorage.getItem(PENDING_KEY);
  } catch {
    // Storage blocked: the link still works while the page stays open.
    return fromLink;
  }
}

/** Drops the kept token once it has been used or refused for good. */
export function forgetPendingToken(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing was kept.
  }
}
