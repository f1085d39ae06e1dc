import { ADMIN_MESSAGES } from '@feastforge/domain';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useSession } from '../../auth/use-session.ts';
import { SignInFirst } from '../../components/sign-in-first.tsx';
import { ApiError } from '../../api/http.ts';
import { adminStatsRead } from '../../reads/queries.ts';
import { useCook } from '../../reads/use-viewer.ts';
import { AdminConsole } from './admin-console.tsx';
import { LeaveAdmin } from './leave-admin.tsx';
import { useFailureToast } from './use-failure-toast.ts';

/**
 * /admin (spec section 2 'Admin'). 'Verifying admin access...' until the server has answered,
 * then the redirects of section 6: a visitor goes to /auth, a signed-in cook who is not an admin
 * is told 'Access Denied' and goes home, and any other failure of the check goes home too.
 * The check is the first answer only: once the figures are shown, a failed reload (on focus,
 * after a grant) keeps the old figures and the open dialogs, and says so in a toast.
 */
export function AdminPage() {
  const { status, api } = useSession();
  const cook = useCook();
  // The dashboard's figures are the server's word on the role. The profile kept on this device
  // may be older than the role (granted or taken away since), so it decides nothing here.
  const stats = useQuery({ ...adminStatsRead(api, cook.viewer), enabled: cook.signedIn });

  const reloadFailed = stats.isError && stats.data !== undefined;
  useFailureToast(reloadFailed, ADMIN_MESSAGES.loadStatsFailed);

  if (status === 'signed-out') return <SignInFirst returnTo="/admin" />;
  if (stats.data) return <AdminConsole stats={stats.data} />;
  if (stats.isError) {
    const error = stats.error;
    if (error instanceof ApiError && error.status === 401) return <SignInFirst returnTo="/admin" />;
    return <LeaveAdmin denied={error instanceof ApiError && error.status === 403} />;
  }
  return <Verifying />;
}

function Verifying() {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-muted">
      <LoaderCircle aria-hidden className="size-8 animate-spin text-accent" />
      <span>{ADMIN_MESSAGES.verifying}</span>
    </div>
  );
}
