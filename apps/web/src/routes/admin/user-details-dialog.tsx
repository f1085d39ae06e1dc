import { ADMIN_MESSAGES, type AdminUserDetail, type AdminUserRow } from '@feastforge/domain';
import { useQuery } from '@tanstack/react-query';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { notify } from '../../lib/notify.ts';
import { adminUserRead } from '../../reads/queries.ts';
import { useAfterWrite } from '../../reads/use-after-write.ts';
import { useCook } from '../../reads/use-viewer.ts';
import { formatDateTime, nameOf } from './admin-format.ts';
import { AddManaForm } from './add-mana-form.tsx';
import { UserRecipes, UserTransactions } from './user-activity.tsx';
import { useFailureToast } from './use-failure-toast.ts';

/**
 * 'User Details' (spec section 2 'Admin'): the profile, the Add Mana form, the latest 10
 * transactions and every recipe the user generated, plus sending them a password-reset email.
 */
export function UserDetailsDialog({ user, onClose }: { user: AdminUserRow | null; onClose(): void }) {
  return (
    <FormDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="User Details"
      description={user ? `${nameOf(user.displayName)} · ${user.email}` : ''}
      size="wide"
    >
      {user && <Details user={user} />}
    </FormDialog>
  );
}

function Details({ user }: { user: AdminUserRow }) {
  const { api } = useSession();
  const { viewer } = useCook();
  const read = useQuery(adminUserRead(api, viewer, user.id));
  useFailureToast(read.isError, ADMIN_MESSAGES.loadTransactionsFailed);
  useFailureToast(read.isError, ADMIN_MESSAGES.loadUserRecipesFailed);
  const detail: AdminUserDetail | undefined = read.data;
  const profile = detail?.user ?? user;

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="user-profile-heading"
        className="grid gap-4 rounded-2xl bg-surface-2 p-4 sm:grid-cols-2"
      >
        <h3 id="user-profile-heading" className="sr-only">
          Profile
        </h3>
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted">User ID</dt>
          <dd className="font-mono text-xs break-all">{profile.id}</dd>
          <dt className="text-muted">Display Name</dt>
          <dd>{nameOf(profile.displayName)}</dd>
          <dt className="text-muted">Joined</dt>
          <dd>
            <time dateTime={profile.createdAt}>{formatDateTime(profile.createdAt)}</time>
          </dd>
          <dt className="text-muted">Mana Balance</dt>
          <dd className="font-semibold tabular-nums" data-testid="user-balance">
            {profile.manaBalance}
          </dd>
        </dl>
        <AddManaForm user={profile} />
      </section>
      <PasswordReset user={profile} />
      {read.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />
          Loading their transactions and recipes…
        </p>
      ) : detail ? (
        <>
          <UserTransactions transactions={detail.transactions} />
          <UserRecipes recipes={detail.recipes} />
        </>
      ) : (
        <div className="flex flex-col items-start gap-2 text-sm text-muted">
          <p>{ADMIN_MESSAGES.loadTransactionsFailed}</p>
          <p>{ADMIN_MESSAGES.loadUserRecipesFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}

/** Account recovery without a shell: the same reset email the user could ask for themselves. */
function PasswordReset({ user }: { user: AdminUserRow }) {
  const { api } = useSession();
  const wrote = useAfterWrite();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await api.admin.sendPasswordReset(user.id);
      notify.success(ADMIN_MESSAGES.resetSentTitle, ADMIN_MESSAGES.resetSent(user.email));
      await wrote({ kind: 'admin-reset' });
    } catch (error) {
      notify.error('Error', error instanceof Error && error.message ? error.message : ADMIN_MESSAGES.resetFailed);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border p-4">
      <p className="text-sm text-muted">Locked out? Send them a link to choose a new password.</p>
      <Button variant="outline" size="sm" busy={sending} onClick={() => void send()}>
        <KeyRound aria-hidden className="size-4" />
        Send password reset
      </Button>
    </div>
  );
}
