import { FLOW_TOASTS, ResendConfirmationBody, TOASTS } from '@feastforge/domain';
import { LoaderCircle, LogIn, MailCheck, MailWarning } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useResendConfirmation } from '../../auth/use-resend-confirmation.ts';
import { useSession } from '../../auth/use-session.ts';
import { PageShell } from '../../components/page-shell.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { firstIssue } from '../../lib/first-issue.ts';
import { noticeForError, notify } from '../../lib/notify.ts';
import type { AuthNavigationState } from '../auth/auth-navigation.ts';
import { forgetPendingToken, pendingToken, tokenFromHash } from './pending-token.ts';

type Outcome =
  | { state: 'confirming' }
  /** A failure worth another try (offline, a busy server): the link may still be good. */
  | { state: 'retry'; title: string; message: string }
  | { state: 'failed'; title: string; message: string };

/**
 * Where a confirmation link lands. The address is confirmed for the signed-in account it belongs
 * to (whoever holds the inbox must also hold the account; see ADR 014), then the cook goes on to
 * the site root (spec section 7's sign-up redirect). Signed out, the page asks to sign in and
 * confirms on return; a used, expired or foreign link explains itself and offers a new one.
 */
export function VerifyEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { api, me, status, refreshMe } = useSession();
  // Kept for the session (not the address bar) so it survives the trip through sign-in.
  const [token] = useState(() => pendingToken(tokenFromHash(location.hash)));
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'confirming' } : { state: 'failed', ...TOASTS.invalidConfirmationLink },
  );
  // One request per attempt, even when an effect runs twice.
  const attempted = useRef(false);

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  const confirm = useCallback(async () => {
    if (!token) return;
    setOutcome({ state: 'confirming' });
    try {
      await api.auth.verifyEmail({ token });
      forgetPendingToken();
      await refreshMe().catch(() => undefined);
      notify.success(FLOW_TOASTS.emailConfirmed.title, FLOW_TOASTS.emailConfirmed.message, 'email-confirmed');
      void navigate('/', { replace: true });
    } catch (error) {
      const final = error instanceof ApiError && (error.code === 'invalid_verification_token' || error.status === 403);
      if (final) forgetPendingToken();
      setOutcome({ state: final ? 'failed' : 'retry', ...noticeForError(error) });
    }
  }, [token, api, refreshMe, navigate]);

  useEffect(() => {
    if (!token || status !== 'signed-in' || attempted.current) return;
    attempted.current = true;
    void confirm();
  }, [token, status, confirm]);

  // Signed out, the link waits (kept for this tab) until its account signs in.
  if (outcome.state === 'confirming' && status === 'signed-out') {
    const state: AuthNavigationState = { returnTo: '/verify-email', isLogin: true };
    return (
      <PageShell
        title="Sign in to confirm your email"
        icon={LogIn}
        lead="Sign in to the account this address belongs to, and it is confirmed at once. Did someone else create it? Use 'Forgot your password?' to take it over."
      >
        <Link to="/auth" state={state} className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign In
        </Link>
      </PageShell>
    );
  }
  if (outcome.state === 'confirming') {
    return (
      <PageShell title="Confirming your email" icon={MailCheck}>
        <p role="status" className="inline-flex items-center gap-2 text-muted">
          <LoaderCircle aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
          Checking your confirmation link…
        </p>
      </PageShell>
    );
  }
  // A link followed again by the cook it confirmed: nothing is wrong.
  if (outcome.state === 'failed' && me?.user.emailVerified) {
    return (
      <PageShell title={FLOW_TOASTS.emailConfirmed.title} icon={MailCheck} lead={FLOW_TOASTS.emailConfirmed.message}>
        <Link to="/" className={buttonClasses('primary', 'lg', 'w-full')}>
          Back to Home
        </Link>
      </PageShell>
    );
  }
  return (
    <PageShell title={outcome.title} icon={MailWarning} lead={<span role="alert">{outcome.message}</span>}>
      {outcome.state === 'retry' ? (
        <Button size="lg" className="w-full" onClick={() => void confirm()}>
          Try again
        </Button>
      ) : (
        <ResendForm />
      )}
    </PageShell>
  );
}

/** 'Resend confirmation' for any address; the signed-in cook's own is filled in. */
function ResendForm() {
  const { me } = useSession();
  // Until the cook types, the field follows the session (which may still be loading).
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? me?.user.email ?? '';
  const { resend, busy } = useResendConfirmation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ResendConfirmationBody.safeParse({ email, type: 'signup' });
    if (!parsed.success) {
      notify.error(TOASTS.validationError.title, firstIssue(parsed).message);
      return;
    }
    void resend(parsed.data.email);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 text-left">
      <TextField
        id="confirm-email"
        label="Email"
        description="We will send a new link to this address if it has an unconfirmed account."
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" size="lg" busy={busy} className="w-full">
        Resend confirmation
      </Button>
    </form>
  );
}
