/**
 * Where to go after signing in, from this page's navigation state (spec route table: returnTo,
 * default /). Only in-app paths are accepted, so crafted state cannot send the user off-site.
 *
 * @example
 * readReturnTo({ returnTo: '/gallery' }) // '/gallery'
 * readReturnTo(null) // '/'
 */
export function readReturnTo(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'returnTo' in state) {
    const { returnTo } = state;
    if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')) {
      return returnTo;
    }
  }
  return '/';
}

/**
 * True when the browser has an earlier entry from this app to go back to. React Router numbers
 * its history entries (`idx`), so 0 or a missing value means this page was opened directly and
 * going back would leave the site.
 *
 * @example
 * canGoBack({ usr: null, key: 'default', idx: 2 }) // true
 */
export function canGoBack(historyState: unknown): boolean {
  return (
    typeof historyState === 'object' &&
    historyState !== null &&
    'idx' in historyState &&
    typeof historyState.idx === 'number' &&
    historyState.idx > 0
  );
}
