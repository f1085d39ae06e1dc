import { ApiError } from '../api/http.ts';

/**
 * Why a read has nothing to show: no network ('offline', including a read waiting for the
 * network to return), the server saying there is no such thing ('not-found': 404, or 400 for an
 * id that is no id), or anything else ('failed').
 *
 * @example
 * readFailure({ error, fetchStatus }) // 'offline' | 'not-found' | 'failed' | null
 */
export function readFailure(read: {
  error: unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}): 'offline' | 'not-found' | 'failed' | null {
  if (read.fetchStatus === 'paused') return 'offline';
  const { error } = read;
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError) {
    if (error.isNetwork) return 'offline';
    if (error.status === 404 || error.status === 400) return 'not-found';
  }
  return 'failed';
}

/**
 * A read with nothing to show that waits for the network (offline), once this device's kept
 * copy has been restored: the screen should say so rather than show a spinner for ever.
 *
 * @example
 * if (read.data === undefined && waitingOffline(read, useIsRestoring())) return <OfflineNotice />;
 */
export function waitingOffline(read: { fetchStatus: 'fetching' | 'paused' | 'idle' }, restoring: boolean): boolean {
  return read.fetchStatus === 'paused' && !restoring;
}
