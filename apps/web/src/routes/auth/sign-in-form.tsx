import { LoginBody, PASSWORD_MIN_LENGTH, TOASTS } from '@feastforge/domain';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { firstIssue } from '../../lib/first-issue.ts';
import { notify, notifyError, VALIDATION_TOAST_ID } from '../../lib/notify.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';

interface SignInValues {
  email: string;
  password: string;
}

/** Email and password sign-in; on success the session changes and /auth redirects by itself. */
export function SignInForm() {
  const { signIn, api } = useSession();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<SignInValues>({
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: SignInValues) => {
    const parsed = LoginBody.safeParse(values);
    if (!parsed.success) {
      const { message, field } = firstIssue(parsed);
      notify.error(TOASTS.validationError.title, message, VALIDATION_TOAST_ID);
      if (field === 'email' || field === 'password') {
        setError(field, { message });
        setFocus(field);
      }
      return;
    }
    setBusy(true);
    try {
      await signIn(values);
      void api.track({ name: 'login' });
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Sign in">
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <div className="flex flex-col gap-2">
        <TextField
          id="signin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          minLength={PASSWORD_MIN_LENGTH}
          {...register('password')}
        />
        <ForgotPasswordDialog />
      </div>
      <Button type="submit" size="lg" busy={busy} className="mt-1 w-full">
        {!busy && <LogIn aria-hidden className="size-5" />}
        Sign In
      </Button>
    </form>
  );
}
