import { dietaryLabel, recipeTypeLabel, type RecipeData } from '@feastforge/domain';
import { ChefHat, Clock, Flame, Users } from 'lucide-react';
import { memo, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { RarityBadge } from '../../components/rarity-badge.tsx';
import { RecipePicture } from '../../components/recipe-picture.tsx';
import { CookMode } from './cook-mode.tsx';
import { CooksChoiceProvider } from './cooks-choice.tsx';
import { RecipeIngredients } from './recipe-ingredients.tsx';
import { RecipeSteps, useRecipeSteps } from './recipe-steps.tsx';
import { RECIPE_IMAGE_SIZES } from '../../lib/recipe-image.ts';
import { ShareMenu } from './share-menu.tsx';

interface RecipeViewProps {
  recipe: RecipeData;
  /** The page's own buttons (print, navigation); Share and Cook Mode follow them. */
  actions: ReactNode;
  /** The recipe's public address; without one (a trial recipe has no page) there is no Share button. */
  shareUrl?: string;
  /** A recipe just conjured: focus goes to its title, so a screen reader starts reading there. */
  focusTitle?: boolean;
}

/**
 * A recipe as the recipe page shows it (spec 'Recipe page'), from the tome or the server. The
 * largest tree on the page: it renders again only when its props change, not when the session
 * around it settles after hydration (give it stable `actions`).
 */
export const RecipeView = memo(function RecipeView({ recipe, actions, shareUrl, focusTitle = false }: RecipeViewProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus({ preventScroll: true });
  }, [focusTitle]);
  return (
    // Keyed so another recipe starts again from its own servings.
    <CooksChoiceProvider key={`${recipe.title}:${recipe.servings}`} servings={recipe.servings}>
      <RecipeArticle recipe={recipe} actions={actions} shareUrl={shareUrl} titleRef={titleRef} />
    </CooksChoiceProvider>
  );
});

function RecipeArticle({
  recipe,
  actions,
  shareUrl,
  titleRef,
}: RecipeViewProps & { titleRef: RefObject<HTMLHeadingElement | null> }) {
  const steps = useRecipeSteps(recipe);
  return (
    // The page's print root: the browser's own print shows this article alone (print.css).
    <article data-print-root className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 print:p-0">
      <header className="text-center">
        <div className="flex flex-wrap items-center justify-center gap-2">
          <RarityBadge rarity={recipe.rarity} />
          <span className="rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold">
            {recipeTypeLabel(recipe.recipeType)}
          </span>
        </div>
        {recipe.dietary && recipe.dietary.length > 0 && (
          <ul aria-label="Dietary needs met" className="mt-2 flex flex-wrap items-center justify-center gap-2">
            {recipe.dietary.map((need) => (
              <li key={need} className="rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold">
                {dietaryLabel(need)}
              </li>
            ))}
          </ul>
        )}
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="mt-4 font-display text-3xl font-bold text-balance outline-none sm:text-4xl"
        >
          {recipe.title}
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-pretty text-muted">{recipe.description}</p>
      </header>

      {/* The page's largest paint: fetched first, at the width the screen needs, and its size known
          before it arrives. */}
      <RecipePicture
        src={recipe.image}
        className="mx-auto mt-8 aspect-[4/3] max-w-3xl overflow-hidden rounded-3xl border border-border bg-surface-2 shadow-lg print:mt-4 print:max-w-[9cm] print:rounded-none print:shadow-none"
        placeholderSize="size-16"
        sizes={RECIPE_IMAGE_SIZES}
        alt={`${recipe.title}, as conjured`}
        width={1200}
        height={900}
        fetchPriority="high"
      />

      <dl className="mx-auto mt-8 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-4">
        <StatCard icon={<Clock aria-hidden className="size-5" />} label="Prep" value={recipe.prepTime} />
        <StatCard icon={<Flame aria-hidden className="size-5" />} label="Cook" value={recipe.cookTime} />
        <StatCard icon={<Users aria-hidden className="size-5" />} label="Serves" value={String(recipe.servings)} />
        <StatCard icon={<ChefHat aria-hidden className="size-5" />} label="Difficulty" value={recipe.difficulty} />
      </dl>

      <div className="mt-6 flex flex-wrap justify-center gap-3 print:hidden">
        {actions}
        {shareUrl && <ShareMenu url={shareUrl} title={recipe.title} />}
        <CookMode title={recipe.title} steps={steps.steps} />
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-8">
          <Section title="Ingredients">
            <RecipeIngredients recipe={recipe} />
          </Section>
          <Section title="Nutrition">
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <Nutrient label="Calories" value={`${recipe.nutrition.calories} kcal`} />
              <Nutrient label="Protein" value={`${recipe.nutrition.protein} g`} />
              <Nutrient label="Carbs" value={`${recipe.nutrition.carbs} g`} />
              <Nutrient label="Fat" value={`${recipe.nutrition.fat} g`} />
            </dl>
          </Section>
          <Section title="Allergen Info">
            <p>{recipe.allergens.length > 0 ? recipe.allergens.join(', ') : 'No common allergens listed.'}</p>
          </Section>
        </div>
        <div className="flex flex-col gap-8">
          <Section title="Instructions">
            <RecipeSteps steps={steps} />
          </Section>
          {recipe.notes && (
            <Section title="Chef's Notes">
              <p className="italic">{recipe.notes}</p>
            </Section>
          )}
        </div>
      </div>
    </article>
  );
}

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-2xl border border-border bg-surface p-3 text-center">
      <dt className="flex flex-col items-center gap-1 text-xs font-semibold tracking-wider text-muted uppercase">
        <span className="text-accent">{icon}</span>
        {label}
      </dt>
      <dd className="font-bold">{value}</dd>
    </div>
  );
}

function Nutrient({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-3 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="font-bold">{value}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h2 className="mb-4 font-display text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}
