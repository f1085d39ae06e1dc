import { Home, Printer, WandSparkles, WifiOff } from 'lucide-react';
import { FLOW_TOASTS, XpResultSchema, type XpResult } from '@feastforge/domain';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/static-page/use-document-title.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useSession } from '../../auth/use-session.ts';
import { notify } from '../../lib/notify.ts';
import { usePublicOrigin } from '../../lib/page-data.ts';
import { printRecipe, printRemoteRecipe } from '../../lib/print-recipe.ts';
import { GenerationView } from './generation/generation-view.tsx';
import { readGenerationState, readTrialState } from './generation/generation-state.ts';
import { TrialRecipe } from './generation/trial-recipe.tsx';
import { RecipeReveal } from './generation/recipe-reveal.tsx';
import { Conjuring } from './generation/conjuring.tsx';
import { RecipeView } from './recipe-view.tsx';
import { useRecipe } from './use-recipe.ts';

/** /recipe/{id}: a saved recipe, from this device's tome when it is there (so it opens offline). */
export function RecipePage() {
  const { id } = useParams();
  const location = useLocation();
  if (id) return <SavedRecipe key={id} id={id} />;
  const trial = readTrialState(location.state);
  if (trial) return <TrialRecipe recipe={trial} />;
  const request = readGenerationState(location.state);
  // Without wizard data, a saved recipe or an id there is nothing to show (spec 'Recipe page').
  if (!request) return <Navigate to="/" replace />;
  return <GenerationView key={request.idempotencyKey} request={request} />;
}

function SavedRecipe({ id }: { id: string }) {
  const lookup = useRecipe(id);
  const navigate = useNavigate();
  const location = useLocation();
  const { status, api } = useSession();
  const origin = usePublicOrigin();
  // A recipe just conjured arrives with its XP; the reveal plays once, never again on reload.
  const [reveal] = useState(() => readReveal(location.state));
  useEffect(() => {
    if (reveal) void navigate(location.pathname, { replace: true, state: null });
  }, [reveal, navigate, location.pathname]);

  useEffect(() => {
    if (lookup.state !== 'not-found') return;
    notify.error(FLOW_TOASTS.recipeNotFound.title, FLOW_TOASTS.recipeNotFound.message, 'recipe-not-found');
    void navigate('/', { replace: true });
  }, [lookup.state, navigate]);

  useDocumentTitle(lookup.state === 'local' || lookup.state === 'remote' ? lookup.recipe.recipeData.title : 'Recipe');

  if (lookup.state === 'loading' || lookup.state === 'not-found') return <Conjuring />;
  if (lookup.state === 'offline') return <NeedsNetwork />;

  const onPrint = () => {
    // Printing is for members (spec section 5); visitors learn why they should register.
    if (status !== 'signed-in') {
      void navigate('/register-benefits');
      return;
    }
    if (lookup.state === 'local') void printRecipe(api, lookup.recipe);
    else void printRemoteRecipe(api, lookup.recipe.id);
  };

  return (
    <>
      {reveal && <RecipeReveal recipe={lookup.state === 'local' ? lookup.recipe : undefined} xp={reveal} />}
      <RecipeView
        recipe={lookup.recipe.recipeData}
        shareUrl={`${origin}/recipe/${id}`}
        actions={
          <>
            <Button variant="gold" onClick={onPrint}>
              <Printer aria-hidden className="size-4" />
              Print Recipe
            </Button>
            <Link to="/" className={buttonClasses('outline')}>
              <Home aria-hidden className="size-4" />
              Back to Home
            </Link>
            <Link to="/wizard" className={buttonClasses('primary')}>
              <WandSparkles aria-hidden className="size-4" />
              Create Another Recipe
            </Link>
          </>
        }
      />
    </>
  );
}

function readReveal(state: unknown): XpResult | null {
  if (typeof state !== 'object' || state === null || !('reveal' in state)) return null;
  const parsed = XpResultSchema.safeParse(state.reveal);
  return parsed.success ? parsed.data : null;
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
