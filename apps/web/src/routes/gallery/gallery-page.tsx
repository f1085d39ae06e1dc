import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Divider } from '../../components/page-shell.tsx';
import { useDocumentTitle } from '../../components/static-page/use-document-title.ts';
import { hallHref, readHallQuery, type HallQuery } from './gallery-address.ts';
import { HallResults } from './hall-results.tsx';
import { HallToolbar } from './hall-toolbar.tsx';
import { useHall } from './use-hall.ts';
import { VisitorBanner } from './visitor-banner.tsx';

/**
 * The Feast Hall (/gallery): published recipes with search, filters, sort and pages, all held in
 * the address so a link or a reload opens the same view. Rendered by the server with its first
 * page, so it reads without JavaScript.
 */
export function GalleryPage() {
  useDocumentTitle('Feast Hall');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useMemo(() => readHallQuery(params), [params]);
  const hall = useHall(query);
  const show = useCallback(
    (next: HallQuery, refine = false) => void navigate(hallHref(next), { replace: refine, preventScrollReset: true }),
    [navigate],
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-8 text-center">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">Feast Hall</h1>
        <Divider />
        <p className="text-muted">Recipes the heroes of Feastforge have published for every kitchen to cook.</p>
      </header>
      <VisitorBanner />
      <section aria-labelledby="hall-recipes">
        <h2 id="hall-recipes" className="sr-only">
          Published recipes
        </h2>
        <HallToolbar query={query} onChange={show} />
        <HallResults query={query} hall={hall} />
      </section>
    </div>
  );
}
