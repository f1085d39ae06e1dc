import { useEffect } from 'react';
import { notify } from '../../lib/notify.ts';

/**
 * Shows the spec's error toast once each time a read of the console fails (section 8 'Admin':
 * 'Failed to load user profiles.' and the like); the table below it offers the retry.
 *
 * @example
 * useFailureToast(users.isError, ADMIN_MESSAGES.loadUsersFailed);
 */
export function useFailureToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) notify.error('Error', message, message);
  }, [failed, message]);
}
