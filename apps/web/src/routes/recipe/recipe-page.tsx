import { Home, Printer, WandSparkles, WifiOff } from 'lucide-react';
import { FLOW_TOASTS, type RecipeData } from '@feastforge/domain';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/static-page/use-document-title.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useSession } from '../../auth/use-session.ts';
import { notify } from '../../lib/notify.ts';
import { usePublicOrigin } from '../../lib/page-data.ts';
import { printRecipe } from '../../lib/print-recipe.ts';
import { AddToListButton } from './add-to-list-button.tsx';
import { useCooksChoice } from './cooks-choice.tsx';
import { Conjuring } from './generation/conjuring.tsx';
import { RecipeView } from './recipe-view.tsx';
import { useRecipe } from './use-recipe.ts';
import { useVisitorView } from './use-visitor-view.ts';
import { VisitorPaywall } from './visitor-paywall.tsx';

// The generation flow and the reveal come with their own code (and schemas), loaded when used.
const WizardHandoff = lazy(() =>
  import('./generation/wizard-handoff.tsx').then((module) => ({ default: module.WizardHandoff })),
);
const RevealFromState = lazy(() =>
  import('./generation/recipe-reveal.tsx').then((module) => ({ default: module.RevealFromState })),
);

/** /recipe/{id}: a saved recipe, from this device's tome when it is there (so it opens offline). */
export function RecipePage() {
  const { id } = useParams();
  const location = useLocation();
  if (id) return <SavedRecipe key={id} id={id} />;
  // Without wizard data, a saved recipe or an id there is nothing to show (spec 'Recipe page').
  if (location.state === null || location.state === undefined) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Conjuring />}>
      <WizardHandoff state={location.state} />
    </Suspense>
  );
}

function SavedRecipe({ id }: { id: string }) {
  const lookup = useRecipe(id);
  const navigate = useNavigate();
  const location = useLocation();
  const origin = usePublicOrigin();
  // A recipe just conjured arrives with its XP; the reveal plays once, never again on reload.
  const [reveal] = useState(() => (hasReveal(location.state) ? location.state : null));
  useEffect(() => {
    if (reveal) void navigate(location.pathname, { replace: true, state: null });
  }, [reveal, navigate, location.pathname]);

  useEffect(() => {
    if (lookup.state !== 'not-found') return;
    notify.error(FLOW_TOASTS.recipeNotFound.title, FLOW_TOASTS.recipeNotFound.message, 'recipe-not-found');
    void navigate('/', { replace: true });
  }, [lookup.state, navigate]);

  const recipe = lookup.state === 'local' || lookup.state === 'remote' ? lookup.recipe : null;
  const local = lookup.state === 'local' ? lookup.recipe : null;
  const recipeData = recipe?.recipeData;
  const paywalled = useVisitorView(id, lookup.state === 'remote' && lookup.recipe.isPublished);
  // Stable while the recipe is, so the recipe's view does not render again as the session settles.
  const actions = useMemo(
    () => (
      <>
        {recipeData && <PrintButton id={id} recipeData={recipeData} />}
        {recipeData && <AddToListButton id={id} recipeData={recipeData} />}
        <Link to="/" className={buttonClasses('outline')}>
          <Home aria-hidden className="size-4" />
          Back to Home
        </Link>
        {/* Print is the page's one filled button; the ways on are outlined. */}
        <Link to="/wizard" className={buttonClasses('outline')}>
          <WandSparkles aria-hidden className="size-4" />
          Create Another Recipe
        </Link>
      </>
    ),
    [id, recipeData],
  );

  useDocumentTitle(recipe ? recipe.recipeData.title : 'Recipe');

  if (lookup.state === 'offline') return <NeedsNetwork />;
  if (!recipe) return <Conjuring />;

  const view = (
    <RecipeView
      recipe={recipe.recipeData}
      shareUrl={`${origin}/recipe/${id}`}
      actions={actions}
      focusTitle={reveal !== null}
    />
  );

  return (
    <>
      {reveal !== null && (
        <Suspense fallback={null}>
          <RevealFromState state={reveal} recipe={local ?? undefined} />
        </Suspense>
      )}
      {paywalled ? <VisitorPaywall returnTo={`/recipe/${id}`}>{view}</VisitorPaywall> : view}
    </>
  );
}

/**
 * 'Print Recipe': for members (spec section 5); visitors learn why they should register. It
 * prints the servings and units chosen on the page, from the recipe the page shows (the tome's
 * copy offline, the server's for someone else's published recipe).
 */
function PrintButton({ id, recipeData }: { id: string; recipeData: RecipeData }) {
  const { status, api } = useSession();
  const navigate = useNavigate();
  const choice = useCooksChoice();
  const onPrint = () => {
    if (status !== 'signed-in') void navigate('/register-benefits');
    else void printRecipe(api, { id, recipeData }, choice ?? undefined);
  };
  return (
    <Button variant="gold" onClick={onPrint}>
      <Printer aria-hidden className="size-4" />
      Print Recipe
    </Button>
  );
}

function hasReveal(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'reveal' in state;
}

function NeedsNetwork() {
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <WifiOff aria-hidden className="size-12 text-accent" />
      <h1 className="font-display text-2xl font-bold">This recipe needs the network</h1>
      <p className="text-muted">
        It is not in your tome on this device, so it can only be opened online. It will load as soon as you reconnect.
      </p>
      <Link to="/my-recipes" className={buttonClasses('outline')}>
        Open My Tome
      </Link>
    </div>
  );
}
