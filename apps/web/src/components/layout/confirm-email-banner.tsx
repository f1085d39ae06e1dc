import { MailWarning } from 'lucide-react';
import { useResendConfirmation } from '../../auth/use-resend-confirmation.ts';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../ui/button.tsx';

/**
 * A quiet reminder under the header while the signed-in cook's address is unconfirmed: cooking
 * works as before, and the link can be sent again from here. Gone once the profile says confirmed.
 */
export function ConfirmEmailBanner() {
  const { status, me } = useSession();
  const { resend, busy } = useResendConfirmation();
  // Only an explicit false: a profile stored by an older version has no flag and is checked first.
  if (status !== 'signed-in' || me?.user.emailVerified !== false) return null;
  return (
    <section aria-label="Email confirmation" className="border-b border-border bg-surface-2/70">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm sm:px-6">
        <MailWarning aria-hidden className="size-4 shrink-0 text-accent" />
        <p className="min-w-0 flex-1 basis-64 text-muted">
          Please confirm your email address: we sent a link to{' '}
          <span className="font-semibold [overflow-wrap:anywhere] text-fg">{me.user.email}</span>.
        </p>
        <Button variant="ghost" size="sm" busy={busy} className="ml-auto" onClick={() => void resend(me.user.email)}>
          Resend confirmation
        </Button>
      </div>
    </section>
  );
}
