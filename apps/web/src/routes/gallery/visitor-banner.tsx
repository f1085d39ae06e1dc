import { FREE_RECIPE_VIEWS, freeViewsLeftText, VISITOR_BANNER_TITLE } from '@feastforge/domain';
import { Crown } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../auth/use-session.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { readVisitorViews, remainingViews } from '../../lib/visitor-views.ts';

/**
 * The Feast Hall's banner for signed-out visitors: their free recipe views left and the way to
 * register. Neither the server nor hydration knows the session or the view cookie, so both first
 * render it without the count, in the same size; the browser then fills in the count for
 * visitors and takes it away for members.
 */
export function VisitorBanner() {
  const { status } = useSession();
  const remaining = useSyncExternalStore(noChanges, freeViewsLeft, unknownOnServer);

  if (status === 'signed-in') return null;
  const left = status === 'signed-out' && remaining !== null ? remaining : null;
  return (
    <aside
      aria-labelledby="visitor-banner-title"
      className="ornate-card relative mb-8 flex min-h-24 flex-col gap-3 rounded-2xl border border-accent/50 bg-accent-soft/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Crown aria-hidden className="mt-0.5 size-6 shrink-0 text-accent" />
        <div>
          <p id="visitor-banner-title" className="font-display text-lg font-bold">
            {VISITOR_BANNER_TITLE}
          </p>
          <p className="text-sm text-muted" data-testid="free-views-left">
            {left === null ? `Visitors can open ${FREE_RECIPE_VIEWS} recipes for free.` : `${freeViewsLeftText(left)}.`}
          </p>
        </div>
      </div>
      <Link
        to="/register-benefits"
        state={{ returnTo: '/gallery' }}
        className={buttonClasses('gold', 'md', 'shrink-0')}
      >
        Why Register
      </Link>
    </aside>
  );
}

// The cookie changes only on recipe pages; the hall reads it afresh each time it opens.
const noChanges = () => () => undefined;
const freeViewsLeft = () => remainingViews(readVisitorViews());
const unknownOnServer = () => null;
