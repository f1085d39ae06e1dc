import { PAYWALL_TEXTS } from '@feastforge/domain';
import { ArrowLeft, Crown, UserPlus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import type { AuthNavigationState } from '../auth/auth-navigation.ts';

interface VisitorPaywallProps {
  /** The recipe's page, where registering brings the visitor back to. */
  returnTo: string;
  /** The recipe, shown blurred and out of reach behind the paywall. */
  children: ReactNode;
}

/**
 * The paywall over a recipe once a visitor's free views are used (spec 'Visitor views'). The
 * recipe beneath is blurred and inert (no focus, not read out); focus moves to the paywall so a
 * keyboard or screen-reader user lands on its message and its ways to register.
 */
export function VisitorPaywall({ returnTo, children }: VisitorPaywallProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="relative">
      <div
        inert
        aria-hidden
        className="pointer-events-none max-h-[56rem] overflow-hidden blur-md select-none"
        data-testid="paywalled-recipe"
      >
        {children}
      </div>
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-gradient-to-b from-bg/30 via-bg/70 to-bg" />
      <div className="absolute inset-x-0 top-16 px-4 sm:top-28">
        <section
          aria-labelledby="paywall-title"
          className="ornate-card relative mx-auto max-w-md rounded-3xl border border-accent/60 bg-surface px-6 py-8 text-center shadow-2xl shadow-black/20"
        >
          <Crown aria-hidden className="mx-auto size-12 text-accent" />
          <h1
            id="paywall-title"
            ref={headingRef}
            tabIndex={-1}
            className="mt-4 font-display outline-none focus-visible:outline-none text-2xl font-bold"
          >
            {PAYWALL_TEXTS.title}
          </h1>
          <p className="mt-3 text-muted">{PAYWALL_TEXTS.message}</p>
          <div className="mt-6 flex flex-col gap-3">
            <Link
              to="/auth"
              state={{ returnTo } satisfies AuthNavigationState}
              className={buttonClasses('primary', 'lg', 'font-display')}
            >
              <UserPlus aria-hidden className="size-5" />
              {PAYWALL_TEXTS.register}
            </Link>
            <Link to="/register-benefits" state={{ returnTo }} className={buttonClasses('gold')}>
              <Crown aria-hidden className="size-4" />
              {PAYWALL_TEXTS.benefits}
            </Link>
            <Link to="/gallery" className={buttonClasses('ghost')}>
              <ArrowLeft aria-hidden className="size-4" />
              {PAYWALL_TEXTS.back}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
