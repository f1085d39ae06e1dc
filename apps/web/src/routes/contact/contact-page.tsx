import { BookOpen, Clock, Mail, ScrollText, ShieldCheck, Send } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '../../components/static-page/page-intro.tsx';
import { SUPPORT_EMAIL, SUPPORT_MAILTO, SUPPORT_RESPONSE_NOTE } from '../../components/static-page/support-contact.ts';
import { useDocumentTitle } from '../../components/static-page/use-document-title.ts';

const WHAT_TO_INCLUDE = [
  'The email address you signed up with',
  'For a purchase: the date and the Mana package you chose',
  'For a recipe: its title or the link to it',
] as const;

const OTHER_PAGES = [
  { to: '/how-it-works', label: 'How It Works', icon: BookOpen },
  { to: '/privacy', label: 'Privacy Policy', icon: ShieldCheck },
  { to: '/terms', label: 'Terms of Service', icon: ScrollText },
] as const;

const CARD = 'rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8';

/** /contact: how to reach support (spec section 2, Static pages). */
export function ContactPage() {
  useDocumentTitle('Contact Us');

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageIntro
        icon={Mail}
        eyebrow="Support"
        title="Contact Us"
        lead={
          <p>
            A question about a recipe, your Mana or your account? Send word to the guild and a fellow chef will answer.
          </p>
        }
      />

      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <section aria-labelledby="contact-email-title" className={`${CARD} lg:col-span-3`}>
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
            >
              <Send className="size-5" />
            </span>
            <h2 id="contact-email-title" className="text-2xl font-semibold text-fg">
              Email Us
            </h2>
          </div>
          <p className="mt-4 text-muted">Write to our support team at:</p>
          <a
            href={SUPPORT_MAILTO}
            className="mt-3 flex min-h-14 items-center gap-3 rounded-2xl border-2 border-accent bg-surface-2 px-4 py-3 font-display text-lg font-semibold wrap-anywhere text-primary underline decoration-accent/60 underline-offset-4 transition-colors hover:bg-accent-soft sm:text-xl"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {SUPPORT_EMAIL}
          </a>
          <p className="mt-5 flex items-start gap-3 rounded-2xl bg-accent-soft px-4 py-3 text-fg">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{SUPPORT_RESPONSE_NOTE}</span>
          </p>
        </section>

        <section aria-labelledby="contact-include-title" className={`${CARD} lg:col-span-2`}>
          <h2 id="contact-include-title" className="text-xl font-semibold text-fg">
            Helpful to Include
          </h2>
          <ul className="mt-4 space-y-3">
            {WHAT_TO_INCLUDE.map((tip) => (
              <li key={tip} className="flex items-start gap-3 text-muted">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rotate-45 bg-accent" />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <nav aria-labelledby="contact-more-title" className={`${CARD} mt-6`}>
        <h2 id="contact-more-title" className="text-xl font-semibold text-fg">
          Looking for Something Else?
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {OTHER_PAGES.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-12 items-center gap-3 rounded-2xl border border-border bg-surface-2 px-4 py-3 font-medium text-fg transition-colors hover:border-accent hover:bg-accent-soft"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
