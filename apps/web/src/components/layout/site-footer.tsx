import { TAGLINE } from '@feastforge/domain';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark.tsx';

const QUICK_LINKS = [
  { to: '/gallery', label: 'Feast Hall' },
  { to: '/my-recipes', label: 'My Recipes' },
  { to: '/wizard', label: 'Create Recipe' },
] as const;

const LEGAL_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
] as const;

// On touch screens each link is a 44 px tall row, so a thumb does not open its neighbour.
const linkClasses =
  'rounded text-sm text-muted pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center underline-offset-4 transition hover:text-fg hover:underline';

/** The shared footer of spec section 2: tagline, Quick Links, Legal links and the copyright line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-surface-2/70">
      <div aria-hidden className="h-px bg-gradient-to-r from-transparent via-accent/50 to-transparent" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <Link to="/" className="flex w-fit items-center gap-2 rounded-xl" aria-label="Feastforge home">
            <BrandMark className="size-9" />
            <span className="font-display text-xl font-bold tracking-wide">
              Feast<span className="text-accent">forge</span>
            </span>
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-muted">{TAGLINE}</p>
        </div>
        <FooterColumn title="Quick Links" links={QUICK_LINKS} />
        <FooterColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="border-t border-border">
        {/* On New Year's Eve the server's year may not be the reader's; hydration keeps the server's. */}
        <p suppressHydrationWarning className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-muted sm:px-6">
          © {year} Feastforge. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-bold tracking-widest text-fg uppercase">{title}</h2>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
