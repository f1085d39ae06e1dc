import { SIGNUP_BONUS_MANA } from '@feastforge/domain';
import { Gem, ScrollText, Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../auth/use-session.ts';
import { BrandMark } from '../../components/layout/brand-mark.tsx';
import { Divider } from '../../components/page-shell.tsx';
import { referralCodeFor } from '../../lib/referral.ts';
import { readAuthState } from './auth-navigation.ts';
import { RegisterForm } from './register-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

type AuthTab = 'sign-in' | 'register';

const tabClasses =
  'flex-1 rounded-xl px-4 py-2.5 text-sm font-semibold text-muted transition hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-md';

/**
 * Sign in and register (spec 'Auth'). A signed-in visitor is sent on at once to `returnTo`, which
 * also covers the moment a sign-in or registration succeeds.
 */
export function AuthPage() {
  const { status } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const { returnTo, isLogin } = readAuthState(location.state);
  // A tab picked by hand holds until the next navigation, so the header's Sign In link (which
  // carries isLogin) switches tabs even while /auth is already open.
  const [picked, setPicked] = useState<{ key: string; tab: AuthTab } | null>(null);
  const tab: AuthTab = picked?.key === location.key ? picked.tab : isLogin ? 'sign-in' : 'register';
  const setTab = (next: AuthTab) => setPicked({ key: location.key, tab: next });
  const referralCode = useMemo(() => referralCodeFor(params), [params]);

  if (status === 'signed-in') return <Navigate to={returnTo} replace />;

  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 items-start gap-8 px-4 py-8 sm:px-6 md:py-14 lg:grid-cols-[1fr_1.1fr] lg:gap-12">
      <AuthIntro />
      <section
        aria-label="Sign in or register"
        className="rounded-3xl border border-border bg-surface p-5 shadow-xl shadow-black/5 sm:p-8"
      >
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value === 'sign-in' ? 'sign-in' : 'register')}>
          <Tabs.List aria-label="Sign in or register" className="mb-7 flex gap-1 rounded-2xl bg-surface-2 p-1.5">
            <Tabs.Trigger value="sign-in" className={tabClasses}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClasses}>
              Register
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sign-in">
            <SignInForm />
          </Tabs.Content>
          <Tabs.Content value="register">
            {referralCode && (
              <p className="mb-5 flex items-start gap-2 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-fg">
                <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>
                  You were invited by a fellow chef. Your referral code{' '}
                  <strong className="font-mono break-all">{referralCode}</strong> will be applied.
                </span>
              </p>
            )}
            <RegisterForm referralCode={referralCode} />
          </Tabs.Content>
        </Tabs.Root>
      </section>
    </div>
  );
}

/** The welcome beside the form (above it on small screens, where the perks list is left out). */
function AuthIntro() {
  return (
    <div className="flex flex-col items-center gap-2 text-center lg:items-start lg:gap-6 lg:pt-6 lg:text-left">
      <BrandMark className="hidden size-20 lg:block" />
      <h1 className="text-3xl leading-tight font-bold sm:text-4xl">
        Your adventure <span className="text-accent">awaits</span>
      </h1>
      <p className="text-muted lg:hidden">Sign in or create an account to start your tome.</p>
      <div className="hidden lg:block">
        <Divider align="start" />
      </div>
      <ul className="hidden flex-col gap-4 text-muted lg:flex">
        <li className="flex gap-3">
          <Gem aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          New adventurers start with {SIGNUP_BONUS_MANA} free Mana to conjure their first recipes.
        </li>
        <li className="flex gap-3">
          <ScrollText aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          Every recipe you conjure is saved to your tome automatically.
        </li>
        <li className="flex gap-3">
          <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          Earn XP, level up and unlock badges as you cook.
        </li>
      </ul>
    </div>
  );
}
