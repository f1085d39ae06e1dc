import { FLOW_TOASTS, PASSWORD_MIN_LENGTH, RegisterBody, TOASTS } from '@feastforge/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applySignupExtras } from '../../auth/signup-extras.ts';
import { useSession } from '../../auth/use-session.ts';
import { Button } from '../../components/ui/button.tsx';
import { HeroIdentityFields } from '../../components/hero-identity-fields.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { firstIssue } from '../../lib/first-issue.ts';
import { notify, notifyError, VALIDATION_TOAST_ID } from '../../lib/notify.ts';

interface RegisterValues {
  email: string;
  password: string;
  displayName: string;
  race: string;
  characterClass: string;
  gender: string;
  promoCode: string;
}

const TEXT_FIELDS = ['email', 'password', 'displayName', 'promoCode'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const isTextField = (field: string | undefined): field is TextFieldName => TEXT_FIELDS.some((name) => name === field);

/** Empty inputs mean "not given"; the server applies its defaults (display name from the email). */
function toBody(values: RegisterValues, referralCode: string | undefined): RegisterBody {
  const optional = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    email: values.email,
    password: values.password,
    displayName: optional(values.displayName),
    race: optional(values.race),
    characterClass: optional(values.characterClass),
    gender: optional(values.gender),
    promoCode: optional(values.promoCode),
    referralCode,
  };
}

/** Spec 'Auth' registration: email, password, then the optional hero details and promotion code. */
export function RegisterForm({ referralCode }: { referralCode: string | undefined }) {
  const { register: signUp, api, refreshMe } = useSession();
  const [busy, setBusy] = useState(false);
  const { register, control, handleSubmit, setError, setFocus, setValue, formState } = useForm<RegisterValues>({
    defaultValues: {
      email: '',
      password: '',
      displayName: '',
      race: '',
      characterClass: '',
      gender: '',
      promoCode: '',
    },
  });
  const [race, characterClass, gender] = useWatch({ control, name: ['race', 'characterClass', 'gender'] });

  const onSubmit = async (values: RegisterValues) => {
    const body = toBody(values, referralCode);
    const parsed = RegisterBody.safeParse(body);
    if (!parsed.success) {
      const { message, field } = firstIssue(parsed);
      notify.error(TOASTS.validationError.title, message, VALIDATION_TOAST_ID);
      if (isTextField(field)) {
        setError(field, { message });
        setFocus(field);
      }
      return;
    }
    setBusy(true);
    try {
      // The raw body goes out: the server parses it with the same schema.
      await signUp(body);
      // The mistakes made on the way no longer hold: the cook hears what they got instead.
      notify.clear();
      notify.success(FLOW_TOASTS.welcome.title, FLOW_TOASTS.welcome.message, 'welcome');
      void api.track({ name: 'sign_up' });
      const extras = { referral: Boolean(parsed.data.referralCode), promo: Boolean(parsed.data.promoCode) };
      void applySignupExtras({ api, refreshMe }, extras);
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5" aria-label="Register">
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="register-password"
        label="Password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        error={formState.errors.password?.message}
        {...register('password')}
      />

      <fieldset className="flex flex-col gap-5 rounded-2xl border border-border bg-surface-2/60 p-4 sm:p-5">
        <legend className="px-2 font-display text-sm font-bold tracking-wider text-fg uppercase">
          Your hero <span className="font-sans font-normal tracking-normal text-muted normal-case">(optional)</span>
        </legend>
        <TextField
          id="register-display-name"
          label="Display name"
          hint="(optional)"
          autoComplete="nickname"
          error={formState.errors.displayName?.message}
          {...register('displayName')}
        />
        <HeroIdentityFields
          idPrefix="register"
          values={{ race, characterClass, gender }}
          onChange={(field, value) => setValue(field, value)}
          className="grid gap-5 sm:grid-cols-2"
        />
      </fieldset>

      <TextField
        id="register-promo-code"
        label="Promotion code"
        hint="(optional)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={50}
        error={formState.errors.promoCode?.message}
        {...register('promoCode', {
          // Spec section 5: upper-cased and trimmed as it is typed.
          onChange: (event: { target: { value: string } }) =>
            setValue('promoCode', event.target.value.toUpperCase().trim()),
        })}
      />

      <Button type="submit" variant="gold" size="lg" busy={busy} className="mt-1 w-full">
        {!busy && <UserPlus aria-hidden className="size-5" />}
        Create Account
      </Button>
    </form>
  );
}
