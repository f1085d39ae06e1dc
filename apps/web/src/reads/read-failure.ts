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
