import { FLOW_TOASTS, PASSWORD_MIN_LENGTH, PasswordResetConfirmBody, TOASTS } from '@feastforge/domain';
import { KeyRound } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../auth/use-session.ts';
import { PageShell } from '../../components/page-shell.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { firstIssue } from '../../lib/first-issue.ts';
import { notify, notifyError } from '../../lib/notify.ts';

/** The emailed link is /reset-password#token=…; a fragment never reaches server logs or referrers. */
function tokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

function showInvalidLink(): void {
  notify.error(TOASTS.invalidLink.title, TOASTS.invalidLink.message, 'invalid-reset-link');
}

/** Spec 'Reset password': a new password and its confirmation; success signs the user in. */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { adopt, api } = useSession();
  // Read once: the fragment is wiped from the address bar right after.
  const [token] = useState(() => tokenFrom(location.hash));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) {
      showInvalidLink();
      return;
    }
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [token, location.hash, location.pathname, location.search, navigate]);

  if (!token) return <Navigate to="/auth" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PasswordResetConfirmBody.safeParse({ token, password });
    if (!parsed.success) {
      notify.error(TOASTS.validationError.title, firstIssue(parsed).message);
      return;
    }
    if (password !== confirm) {
      notify.error(TOASTS.passwordMismatch.title, TOASTS.passwordMismatch.message);
      return;
    }
    setBusy(true);
    try {
      adopt(await api.auth.confirmPasswordReset({ token, password }));
      notify.success(FLOW_TOASTS.passwordUpdated.title, FLOW_TOASTS.passwordUpdated.message);
      void navigate('/', { replace: true });
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'invalid_reset_token') {
        showInvalidLink();
        void navigate('/auth', { replace: true });
        return;
      }
      notifyError(error);
    }
  };

  return (
    <PageShell title="Set a New Password" icon={KeyRound} lead="Choose a new password for your account.">
      {/* React hoists this into <head>: no request from this page carries its address, even when
          the service worker (not the server, which sends the header) answered the navigation. */}
      <meta name="referrer" content="no-referrer" />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5 text-left">
        <TextField
          id="new-password"
          label="New password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          id="confirm-password"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" size="lg" busy={busy} className="mt-1 w-full">
          Update Password
        </Button>
      </form>
    </PageShell>
  );
}
