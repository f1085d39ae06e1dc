import { WandSparkles } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx.ts';
import { buttonClasses } from '../ui/button.tsx';
import { useSession } from '../../auth/use-session.ts';
import { BrandMark } from './brand-mark.tsx';
import { ManaBalance } from './mana-balance.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { NavLinks } from './nav-links.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { OfflineBadge } from './offline-badge.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

/**
 * The shared header. Wide screens get the full navigation bar; below 1280 px the links move into
 * the drawer and a quick Create Recipe button stays in view (spec 'Top navigation'). A member's
 * mana and bell stay in view at every width: they change while the cook uses the app.
 */
export function SiteHeader() {
  const { status, me } = useSession();
  const member = status === 'signed-in' && me;
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/85 backdrop-blur-md supports-[backdrop-filter]:bg-surface/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 min-[400px]:gap-2 sm:px-6">
        <div className="xl:hidden">
          <MobileDrawer />
        </div>
        <Link
          to="/"
          aria-label="Feastforge home"
          className="group flex min-w-0 items-center gap-2 rounded-xl py-1 pr-2"
        >
          <BrandMark className="size-9 transition group-hover:rotate-[-4deg]" />
          {/* A member's phone header also holds mana and the bell: the mark alone names the app there. */}
          <span
            className={cx(
              'truncate font-display text-lg font-bold tracking-wide text-fg sm:text-xl',
              member && 'max-[399px]:hidden',
            )}
          >
            Feast<span className="text-accent">forge</span>
          </span>
        </Link>

        {/* Kept invisible until the session is known, so switching it in shifts nothing; without
            scripts (html without .js) it shows the visitor's links at once. */}
        <nav aria-label="Main" className={cx('ml-auto hidden xl:block', status === 'loading' && '[.js_&]:invisible')}>
          <NavLinks layout="bar" />
        </nav>
        {member && (
          <div className="ml-auto flex items-center gap-1 xl:hidden">
            <ManaBalance balance={me.profile.manaBalance} className="max-[399px]:px-2" />
            <NotificationBell />
          </div>
        )}
        <ThemeSwitch className={member ? 'xl:ml-1' : 'ml-auto xl:ml-1'} />
        <OfflineBadge />

        <Link
          to="/wizard"
          aria-label="Create Recipe"
          className={buttonClasses('gold', 'sm', 'shrink-0 px-2.5 pointer-coarse:min-w-11 xl:hidden')}
        >
          <WandSparkles aria-hidden className="size-4" />
          <span aria-hidden className="hidden min-[400px]:inline">
            Create<span className="hidden sm:inline"> Recipe</span>
          </span>
        </Link>
      </div>
      <div aria-hidden className="h-px bg-gradient-to-r from-transparent via-accent/60 to-transparent" />
    </header>
  );
}
