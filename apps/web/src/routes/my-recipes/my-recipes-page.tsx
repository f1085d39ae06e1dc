import { BookOpen, WandSparkles } from 'lucide-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { SignInFirst } from '../../components/sign-in-first.tsx';
import { Divider } from '../../components/page-shell.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useSession } from '../../auth/use-session.ts';
import { useTome, type Tome } from '../../data/tome-context.ts';
import type { LocalBadge, LocalRecipe } from '../../data/tome-db.ts';
import { useRecipeActions } from '../../data/use-recipe-actions.ts';
import { DeleteRecipeDialog } from './delete-recipe-dialog.tsx';
import { TomeCards } from './cards/tome-cards.tsx';
import { OtherHeroTome } from './hero-tome.tsx';
import { OwnHeroCard } from './own-hero-card.tsx';
import { RecipeGrid } from './recipe-grid.tsx';
import { NO_FILTER, tomeSearch, type TomeFilter } from './tome-filter.ts';
import { useTomeList } from '../../data/tome-list.ts';
import { TomeResults } from './tome-results.tsx';

const NO_BADGES: readonly LocalBadge[] = [];

/**
 * The signed-in user's tome, read from this device's copy so it opens, searches and prints
 * offline; /my-recipes/{userId} with another hero's id shows theirs, read-only, from the server.
 */
export function MyRecipesPage() {
  const { status, me } = useSession();
  const location = useLocation();
  const { userId } = useParams();
  const tome = useTome();

  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out' || !me) return <SignInFirst returnTo={location.pathname} />;
  if (userId && userId !== me.user.id) return <OtherHeroTome key={userId} userId={userId} />;
  if (!tome) return <PageLoading />;
  return <OwnTome tome={tome} />;
}

function OwnTome({ tome }: { tome: Tome }) {
  const { me } = useSession();
  const actions = useRecipeActions();
  const [filter, setFilter] = useState<TomeFilter>(NO_FILTER);
  const [pendingDelete, setPendingDelete] = useState<LocalRecipe | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Typing stays responsive while the filtered grid renders behind it.
  const deferredFilter = useDeferredValue(filter);

  const list = useTomeList(tome.db);
  const recipes = list?.recipes;
  const localProfile = useLiveQuery(() => tome.db.profile.get(tome.db.userId), [tome]);
  const badges = useLiveQuery(() => tome.db.badges.orderBy('id').toArray(), [tome]);
  const search = useMemo(() => tomeSearch(recipes ?? []), [recipes]);
  const shown = useMemo(() => search(deferredFilter), [search, deferredFilter]);

  const onTogglePublish = useCallback(
    (recipe: LocalRecipe) => void actions.setPublished(recipe, !recipe.isPublished),
    [actions],
  );
  const onPrint = useCallback((recipe: LocalRecipe) => void actions.print(recipe), [actions]);

  const profile = localProfile ?? me?.profile;
  const count = list?.total ?? 0;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-12">
      <header className="text-center sm:mb-6">
        {/* Focus comes here after a delete (tabIndex -1: reachable by script, not by Tab). */}
        <h1 ref={heading} tabIndex={-1} className="font-display text-3xl font-bold outline-none sm:text-4xl">
          My Tome
        </h1>
        <Divider />
        <p className="text-muted">Every recipe you have conjured, kept on this device and ready offline.</p>
      </header>

      <TomeCards hero={profile && <OwnHeroCard tome={tome} profile={profile} badges={badges ?? NO_BADGES} />} />

      <section aria-labelledby="tome-recipes" className="mt-10">
        <h2 id="tome-recipes" className="sr-only">
          Saved recipes
        </h2>
        {recipes === undefined ? (
          <PageLoading />
        ) : recipes.length === 0 ? (
          <EmptyTome />
        ) : (
          <TomeResults
            filter={filter}
            setFilter={setFilter}
            shownFilter={deferredFilter}
            shown={shown.length}
            total={count}
          >
            <RecipeGrid
              recipes={shown}
              onTogglePublish={onTogglePublish}
              onPrint={onPrint}
              onDelete={setPendingDelete}
            />
          </TomeResults>
        )}
      </section>

      <DeleteRecipeDialog
        title={pendingDelete?.recipeData.title ?? null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        focusAfterDelete={() => heading.current}
        onConfirm={() => {
          if (pendingDelete) void actions.remove(pendingDelete);
          setPendingDelete(null);
        }}
      />
    </div>
  );
}

function EmptyTome() {
  return (
    <div className="ornate-card mx-auto max-w-xl rounded-3xl border border-border bg-surface px-6 py-12 text-center">
      <BookOpen aria-hidden className="mx-auto size-12 text-accent" />
      <p className="mt-4 font-display text-xl font-bold">Your tome is empty</p>
      <p className="mt-2 text-muted">Conjure your first recipe and it will be written here.</p>
      <Link to="/wizard" className={buttonClasses('gold', 'lg', 'mt-6')}>
        <WandSparkles aria-hidden className="size-5" />
        Create Your First Recipe
      </Link>
    </div>
  );
}
