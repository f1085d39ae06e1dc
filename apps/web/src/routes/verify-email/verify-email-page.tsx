import { FLOW_TOASTS, ResendConfirmationBody, TOASTS } from '@feastforge/domain';
import { LoaderCircle, MailCheck, MailWarning } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useResendConfirmation } from '../../auth/use-resend-confirmation.ts';
import { useSession } from '../../auth/use-session.ts';
import { PageShell } from '../../components/page-shell.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { firstIssue } from '../../lib/first-issue.ts';
import { noticeForError, notify } from '../../lib/notify.ts';

/** The emailed link is /verify-email#token=…; a fragment never reaches server logs or referrers. */
function tokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

type Outcome = { state: 'confirming' } | { state: 'failed'; title: string; message: string };

/**
 * Where a confirmation link lands: the address is confirmed and the cook goes on to the site root
 * (spec section 7's sign-up redirect). A used or expired link explains itself and offers a new one.
 */
export function VerifyEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { api, me, refreshMe, ready } = useSession();
  // Read once: the fragment is wiped from the address bar right after.
  const [token] = useState(() => tokenFrom(location.hash));
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'confirming' } : { state: 'failed', ...TOASTS.invalidConfirmationLink },
  );
  // One request per link, even when an effect runs twice.
  const sent = useRef(false);

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void (async () => {
      try {
        await api.auth.verifyEmail({ token });
        // Signed in on this device: the banner goes as soon as the profile says so.
        await ready();
        await refreshMe().catch(() => undefined);
        notify.success(FLOW_TOASTS.emailConfirmed.title, FLOW_TOASTS.emailConfirmed.message, 'email-confirmed');
        void navigate('/', { replace: true });
      } catch (error) {
        setOutcome({ state: 'failed', ...noticeForError(error) });
      }
    })();
  }, [token, api, ready, refreshMe, navigate]);

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
  // A link followed a second time by the cook it confirmed: nothing is wrong.
  if (me?.user.emailVerified) {
    return (
      <PageShell title={FLOW_TOASTS.emailConfirmed.title} icon={MailCheck} lead={FLOW_TOASTS.emailConfirmed.message}>
        <Link to="/" className={buttonClasses('primary', 'lg', 'w-full')}>
          Back to Home
        </Link>
      </PageShell>
    );
  }
  return (
    <PageShell title={outcome.title} icon={MailWarning} lead={outcome.message}>
      <ResendForm />
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
    void resend(parsed.data.email ?? email);
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
