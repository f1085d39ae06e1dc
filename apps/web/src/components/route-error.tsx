import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { buttonClasses } from './ui/button.tsx';
import { PageShell } from './page-shell.tsx';

/**
 * Shown inside the layout when a screen fails to render or its code cannot be fetched (for
 * example offline before the service worker has cached it), so the header stays usable.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed to render:', error), [error]);

  return (
    <PageShell title="Something went wrong" lead="This page could not be opened. Please try again.">
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden className="size-4" />
          Reload
        </button>
        <Link to="/" className={buttonClasses('outline')}>
          Return to Home
        </Link>
      </div>
    </PageShell>
  );
}
