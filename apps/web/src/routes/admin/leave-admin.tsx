import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { ADMIN_ONLY_MESSAGE } from '@feastforge/domain';

/**
 * Sends someone who may not use the console home; a signed-in cook who is not an admin is told
 * why ('Access Denied', spec section 6). The toast has a fixed id, so a second render never
 * shows it twice.
 */
export function LeaveAdmin({ denied }: { denied: boolean }) {
  useEffect(() => {
    if (denied) notify.error('Access Denied', ADMIN_ONLY_MESSAGE, 'admin-access-denied');
  }, [denied]);
  return <Navigate to="/" replace />;
}
