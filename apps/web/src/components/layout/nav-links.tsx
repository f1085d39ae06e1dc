import {
  Award,
  BookOpen,
  Castle,
  CircleQuestionMark,
  LogIn,
  LogOut,
  ShieldCheck,
  ShoppingBasket,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { useLogout } from '../../auth/use-logout.ts';
import { useSession } from '../../auth/use-session.ts';
import { cx } from '../../lib/cx.ts';
import { buttonClasses } from '../ui/button.tsx';
import { ManaBalance } from './mana-balance.tsx';
import { NotificationBell } from './notification-bell.tsx';

type Layout = 'bar' | 'drawer';

interface NavLinksProps {
  layout: Layout;
  /** Called after any link or action, so the drawer can close itself. */
  onNavigate?(): void;
}

interface PageLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

const CREATE: PageLink = { to: '/wizard', label: 'Create Recipe', icon: WandSparkles };
const TOME: PageLink = { to: '/my-recipes', label: 'My Tome', icon: BookOpen };
const BADGES: PageLink = { to: '/badges', label: 'My Badges', icon: Award };
const SHOPPING_LIST: PageLink = { to: '/shopping-list', label: 'Shopping List', icon: ShoppingBasket };
const FEAST_HALL: PageLink = { to: '/gallery', label: 'Feast Hall', icon: Castle };
const HOW_IT_WORKS: PageLink = { to: '/how-it-works', label: 'How It Works', icon: CircleQuestionMark };
const ADMIN: PageLink = { to: '/admin', label: 'Admin', icon: ShieldCheck };

/**
 * The spec's top navigation, in its order, for the current session. The desktop bar and the
 * mobile drawer render this same list so the two can never disagree.
 */
export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  const { status, me } = useSession();
  const { logout, busy } = useLogout();
  const signedIn = status === 'signed-in' && me !== null;
  const item = layout === 'bar' ? 'flex items-center' : 'flex';

  return (
    <ul className={layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      <li className={item}>
        <NavLink
          to={CREATE.to}
          onClick={onNavigate}
          className={buttonClasses('gold', layout === 'bar' ? 'sm' : 'md', layout === 'drawer' ? 'w-full' : undefined)}
        >
          <CREATE.icon aria-hidden className="size-4" />
          {CREATE.label}
        </NavLink>
      </li>
      {signedIn ? (
        <>
          <PageItem link={TOME} layout={layout} onNavigate={onNavigate} />
          <li className={cx(item, layout === 'drawer' && 'items-center justify-between gap-2 px-3 py-2')}>
            <ManaBalance balance={me.profile.manaBalance} onNavigate={onNavigate} />
            <NotificationBell />
          </li>
          <PageItem link={BADGES} layout={layout} onNavigate={onNavigate} />
          <PageItem link={SHOPPING_LIST} layout={layout} onNavigate={onNavigate} />
          <PageItem link={FEAST_HALL} layout={layout} onNavigate={onNavigate} />
          <PageItem link={HOW_IT_WORKS} layout={layout} onNavigate={onNavigate} />
          {me.isAdmin && <PageItem link={ADMIN} layout={layout} onNavigate={onNavigate} />}
          <li className={cx(item, layout === 'bar' && 'ml-1')}>
            <button
              type="button"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => {
                void logout().then(() => onNavigate?.());
              }}
              className={
                layout === 'bar'
                  ? buttonClasses('outline', 'sm')
                  : cx(drawerLinkClasses, 'w-full text-left disabled:opacity-60')
              }
            >
              <LogOut aria-hidden className={layout === 'bar' ? 'size-4 text-accent' : 'size-5 text-accent'} />
              Logout
            </button>
          </li>
        </>
      ) : (
        <>
          <PageItem link={FEAST_HALL} layout={layout} onNavigate={onNavigate} />
          <PageItem link={HOW_IT_WORKS} layout={layout} onNavigate={onNavigate} />
          <li className={cx(item, layout === 'bar' && 'ml-1')}>
            <NavLink
              to="/auth"
              state={{ isLogin: true }}
              onClick={onNavigate}
              className={buttonClasses(
                'primary',
                layout === 'bar' ? 'sm' : 'md',
                layout === 'drawer' ? 'mt-2 w-full' : undefined,
              )}
            >
              <LogIn aria-hidden className="size-4" />
              Sign In
            </NavLink>
          </li>
        </>
      )}
    </ul>
  );
}

const barLinkClasses =
  'inline-flex h-9 items-center rounded-lg px-2.5 text-sm font-medium whitespace-nowrap text-fg transition hover:bg-surface-2 aria-[current=page]:text-accent aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';
const drawerLinkClasses =
  'flex h-11 items-center gap-3 rounded-xl px-3 text-base font-medium text-fg transition hover:bg-surface-2 aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold';

function PageItem({ link, layout, onNavigate }: { link: PageLink; layout: Layout; onNavigate?(): void }) {
  const Icon = link.icon;
  return (
    <li className={layout === 'bar' ? 'flex items-center' : 'flex flex-col'}>
      <NavLink to={link.to} onClick={onNavigate} className={layout === 'bar' ? barLinkClasses : drawerLinkClasses}>
        {layout === 'drawer' && <Icon aria-hidden className="size-5 text-accent" />}
        {link.label}
      </NavLink>
    </li>
  );
}
