import { RecipeCardSkeleton } from '../../components/recipe-card-skeleton.tsx';
import type { GalleryPage } from '@feastforge/domain';
import { RefreshCw, SearchX, WandSparkles, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { PublicRecipeCard } from '../../components/public-recipe-card.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../lib/cx.ts';
import { hallHref, isNarrowed, type HallQuery } from './gallery-address.ts';
import { HallPagination } from './hall-pagination.tsx';
import type { HallView } from './use-hall.ts';

/** Three columns from 1008 px, two from 648 px, one below: the widths the card's image sizes assume. */
const GRID = 'grid gap-6 min-[648px]:grid-cols-2 min-[1008px]:grid-cols-3';
/** The first row of cards loads its images at once; the rest when scrolled near. */
const EAGER_CARDS = 3;

interface HallResultsProps {
  query: HallQuery;
  hall: HallView;
}

/** The count, the cards and the pagination of the view asked for, or why there are none. */
export function HallResults({ query, hall }: HallResultsProps) {
  const { result, loading, failure } = hall;
  if (failure) return <HallFailure offline={failure.offline} onRetry={hall.retry} />;
  if (!result) return <HallSkeleton />;
  const { page } = result;
  return (
    <div aria-busy={loading} className={cx('transition-opacity', loading && 'opacity-60')}>
      <p role="status" className="mt-6 mb-4 text-sm text-muted">
        {loading ? 'Searching the hall…' : countText(page)}
      </p>
      {result.source === 'cache' && result.savedAt && (
        <OfflineNote offline={result.offline === true} savedAt={result.savedAt} />
      )}
      {page.recipes.length === 0 ? (
        <EmptyHall query={query} pastTheEnd={page.total > 0} />
      ) : (
        <ul className={GRID}>
          {page.recipes.map((recipe, index) => (
            <li key={recipe.id}>
              <PublicRecipeCard recipe={recipe} headingLevel={3} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}
      <HallPagination query={{ ...query, page: page.page }} totalPages={page.totalPages} />
    </div>
  );
}

/**
 * 'Showing 41–80 of 95 recipes', or the whole count when it fits on one page.
 *
 * @example
 * countText({ page: 1, pageSize: 40, total: 3, totalPages: 1, recipes }) // '3 recipes'
 */
export function countText(
  page: Pick<GalleryPage, 'page' | 'pageSize' | 'total' | 'totalPages'> & { recipes: readonly unknown[] },
): string {
  const noun = page.total === 1 ? 'recipe' : 'recipes';
  if (page.totalPages <= 1 || page.recipes.length === 0) return `${page.total} ${noun}`;
  const first = (page.page - 1) * page.pageSize + 1;
  return `Showing ${first}–${first + page.recipes.length - 1} of ${page.total} ${noun}`;
}

/** Dates as the reader's own locale writes them, e.g. '20 Nov 2026, 10:42'. */
function savedAtText(savedAt: string): string {
  return new Date(savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function OfflineNote({ offline, savedAt }: { offline: boolean; savedAt: string }) {
  return (
    <div className="mb-6 flex items-start gap-3 rounded-2xl border border-border bg-surface-2 px-4 py-3 text-sm">
      <WifiOff aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <p>
        <span className="font-semibold">
          {offline
            ? 'You are offline — showing the Feast Hall as you last saw it.'
            : 'The Feast Hall could not be reached — showing it as you last saw it.'}
        </span>{' '}
        <span className="text-muted">
          Saved <time dateTime={savedAt}>{savedAtText(savedAt)}</time>. Pictures may be missing until you reconnect.
        </span>
      </p>
    </div>
  );
}

function EmptyHall({ query, pastTheEnd }: { query: HallQuery; pastTheEnd: boolean }) {
  return (
    <div className="ornate-card mx-auto max-w-xl rounded-3xl border border-border bg-surface px-6 py-12 text-center">
      <SearchX aria-hidden className="mx-auto size-12 text-accent" />
      <h2 className="mt-4 font-display text-xl font-bold">No recipes found</h2>
      <p className="mt-2 text-muted">
        {pastTheEnd
          ? 'This page is past the last one.'
          : isNarrowed(query)
            ? 'No published recipe matches your search and filters.'
            : 'No hero has published a recipe yet. Yours could be the first.'}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {pastTheEnd ? (
          <Link to={hallHref({ ...query, page: 1 })} className={buttonClasses('outline')}>
            Go to the first page
          </Link>
        ) : (
          isNarrowed(query) && (
            <Link
              to={hallHref({ ...query, search: '', type: null, rarity: null, page: 1 })}
              className={buttonClasses('outline')}
            >
              Clear filters
            </Link>
          )
        )}
        <Link to="/wizard" className={buttonClasses('gold')}>
          <WandSparkles aria-hidden className="size-4" />
          Create a Recipe
        </Link>
      </div>
    </div>
  );
}

function HallFailure({ offline, onRetry }: { offline: boolean; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="mx-auto mt-6 max-w-xl rounded-3xl border border-border bg-surface px-6 py-12 text-center"
    >
      <WifiOff aria-hidden className="mx-auto size-12 text-accent" />
      <h2 className="mt-4 font-display text-xl font-bold">The Feast Hall could not be loaded</h2>
      <p className="mt-2 text-muted">
        {offline
          ? 'You are offline, and this view has not been saved on this device yet.'
          : 'The server did not answer. Please try again in a moment.'}
      </p>
      <Button variant="primary" className="mt-6" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-4" />
        Try Again
      </Button>
    </div>
  );
}

/** Placeholder cards while the first page loads, in the grid's own shape so nothing jumps. */
function HallSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="mt-6 mb-4 text-sm text-muted">
        Loading recipes…
      </p>
      <ul aria-hidden className={GRID}>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <RecipeCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
