import { FLOW_TOASTS, PasswordResetBody, TOASTS } from '@feastforge/domain';
import { KeyRound } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogCloseButton } from '../../components/ui/dialog-close-button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { firstIssue } from '../../lib/first-issue.ts';
import { notify, notifyError } from '../../lib/notify.ts';

/** Spec 'Auth': the 'Forgot your password' dialog with an email field and 'Send Reset Link'. */
export function ForgotPasswordDialog() {
  const { api } = useSession();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // React events cross portals: without this the sign-in form around the trigger would submit too.
    event.stopPropagation();
    const parsed = PasswordResetBody.safeParse({ email });
    if (!parsed.success) {
      notify.error(TOASTS.validationError.title, firstIssue(parsed).message);
      return;
    }
    setBusy(true);
    try {
      await api.auth.requestPasswordReset({ email });
      // The answer is the same whether or not the address has an account, and so is this toast.
      notify.success(FLOW_TOASTS.resetLinkSent.title, FLOW_TOASTS.resetLinkSent.message);
      setOpen(false);
      setEmail('');
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="self-end rounded text-sm font-medium text-primary underline-offset-4 hover:underline">
        Forgot your password?
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content className="dialog-panel fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-border bg-surface p-6 text-fg shadow-2xl sm:p-8">
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-2xl bg-accent-soft">
            <KeyRound aria-hidden className="size-6 text-accent" />
          </span>
          <Dialog.Title className="font-display text-2xl font-bold">Forgot your password?</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">
            Enter the email you registered with and we will send you a link to set a new password.
          </Dialog.Description>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5">
            <TextField
              id="reset-email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" size="lg" busy={busy} className="w-full">
              Send Reset Link
            </Button>
          </form>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
