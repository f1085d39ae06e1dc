import { Home, Printer, WandSparkles, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useSession } from '../../auth/use-session.ts';
import { notify } from '../../lib/notify.ts';
import { printRecipe, printRemoteRecipe } from '../../lib/print-recipe.ts';
import { RecipeView } from './recipe-view.tsx';
import { useRecipe } from './use-recipe.ts';

export const RECIPE_NOT_FOUND = {
  title: 'Recipe Not Found',
  message: "The recipe you're looking for doesn't exist or has been removed.",
} as const;

/** /recipe/{id}: a saved recipe, from this device's tome when it is there (so it opens offline). */
export function RecipePage() {
  const { id } = useParams();
  // Without a recipe id or a generation in progress there is nothing to show (spec 'Recipe page').
  if (!id) return <Navigate to="/" replace />;
  return <SavedRecipe id={id} />;
}

function SavedRecipe({ id }: { id: string }) {
  const lookup = useRecipe(id);
  const navigate = useNavigate();
  const { status, authFetch } = useSession();

  useEffect(() => {
    if (lookup.state !== 'not-found') return;
    notify.error(RECIPE_NOT_FOUND.title, RECIPE_NOT_FOUND.message, 'recipe-not-found');
    void navigate('/', { replace: true });
  }, [lookup.state, navigate]);

  if (lookup.state === 'loading' || lookup.state === 'not-found') return <Conjuring />;
  if (lookup.state === 'offline') return <NeedsNetwork />;

  const onPrint = () => {
    // Printing is for members (spec section 5); visitors learn why they should register.
    if (status !== 'signed-in') {
      void navigate('/register-benefits');
      return;
    }
    if (lookup.state === 'local') void printRecipe(lookup.recipe);
    else void printRemoteRecipe(lookup.recipe.id, authFetch);
  };

  return (
    <RecipeView
      recipe={lookup.recipe.recipeData}
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
  );
}

function Conjuring() {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-4 py-32 text-center">
      <WandSparkles aria-hidden className="size-12 animate-pulse text-accent" />
      <p className="font-display text-2xl font-bold">Conjuring Your Recipe...</p>
    </div>
  );
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
