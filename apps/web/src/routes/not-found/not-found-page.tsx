import { Map as MapIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageShell } from '../../components/page-shell.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

/** The spec's 404: its text, a way home, and the unknown route logged as an error. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <PageShell
      title="Oops! Page not found"
      icon={MapIcon}
      lead={
        <>
          <span aria-hidden className="mb-3 block font-display text-6xl font-bold text-accent">
            404
          </span>
          The path you followed leads off the edge of the map.
        </>
      }
    >
      <Link to="/" className={buttonClasses('primary')}>
        Return to Home
      </Link>
    </PageShell>
  );
}
