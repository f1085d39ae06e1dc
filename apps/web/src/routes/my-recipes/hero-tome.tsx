import { HERO_NOT_FOUND_MESSAGE, NAMELESS_HERO, type HeroTome } from '@feastforge/domain';
import { BookOpen, Castle, RotateCcw } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { Divider } from '../../components/page-shell.tsx';
import { PublicRecipeCard } from '../../components/public-recipe-card.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { HeroCard } from './hero-card.tsx';
import { NO_FILTER, searchable, tomeSearch, type TomeFilter } from './tome-filter.ts';
import { TomeResults } from './tome-results.tsx';
import { useHeroTome } from './use-hero-tome.ts';

const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, calc(100vw - 32px)';

/**
 * Another hero's tome (/my-recipes/{userId}): their profile card and their recipes as the Feast
 * Hall shows them, read-only (spec 'Tome': no chest, no referral card, no publish, print or
 * delete).
 */
export function OtherHeroTome({ userId }: { userId: string }) {
  const { lookup, retry } = useHeroTome(userId);
  switch (lookup.state) {
    case 'loading':
      return <PageLoading />;
    case 'not-found':
      return <TomeNotice text={HERO_NOT_FOUND_MESSAGE} />;
    case 'unavailable':
      return (
        <TomeNotice
          text={
            lookup.offline
              ? 'You are offline. This tome opens once the connection is back.'
              : 'This tome could not be opened just now.'
          }
          onRetry={retry}
        />
      );
    case 'found':
      return <HeroTomeView tome={lookup.tome} />;
  }
}

function HeroTomeView({ tome }: { tome: HeroTome }) {
  const [filter, setFilter] = useState<TomeFilter>(NO_FILTER);
  const deferredFilter = useDeferredValue(filter);
  const search = useMemo(() => tomeSearch(tome.recipes.map(searchable)), [tome]);
  const shown = useMemo(() => search(deferredFilter), [search, deferredFilter]);
  const name = tome.profile.displayName ?? NAMELESS_HERO;
  const count = tome.recipes.length;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 text-center">
        <h1 className="font-display text-3xl font-bold break-words sm:text-4xl">{name}’s Tome</h1>
        <Divider />
      </header>

      <HeroCard profile={tome.profile} badges={tome.badges} />

      <section aria-labelledby="hero-recipes" className="mt-10">
        <h2 id="hero-recipes" className="sr-only">
          {name}’s recipes
        </h2>
        {count === 0 ? (
          <div className="ornate-card mx-auto max-w-xl rounded-3xl border border-border bg-surface px-6 py-12 text-center">
            <BookOpen aria-hidden className="mx-auto size-12 text-accent" />
            <p className="mt-4 font-display text-xl font-bold">No published recipes yet</p>
          </div>
        ) : (
          <TomeResults
            filter={filter}
            setFilter={setFilter}
            shownFilter={deferredFilter}
            shown={shown.length}
            total={count}
          >
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((recipe) => (
                <li key={recipe.id} className="relative">
                  <PublicRecipeCard recipe={recipe} headingLevel={3} hideAuthor imageSizes={CARD_IMAGE_SIZES} />
                  {/* Only an admin is sent another hero's unpublished recipes: they are marked as such. */}
                  {!recipe.isPublished && (
                    <span className="absolute top-3 left-3 rounded-full bg-surface px-2.5 py-1 text-xs font-semibold text-fg shadow-md">
                      Not published
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </TomeResults>
        )}
      </section>
    </div>
  );
}

/** A tome that cannot be shown: why, a retry where one can help, and the way to the Feast Hall. */
function TomeNotice({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-2xl font-bold">Tome</h1>
      <Divider />
      <p className="text-muted">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden className="size-4" />
            Try again
          </Button>
        )}
        <Link to="/gallery" className={buttonClasses('primary', 'md')}>
          <Castle aria-hidden className="size-4" />
          Visit the Feast Hall
        </Link>
      </div>
    </div>
  );
}
