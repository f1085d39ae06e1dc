import type { RecipeData } from '@feastforge/domain';
import { Home, Printer, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { RecipeView } from '../recipe-view.tsx';
import { RecipeReveal } from './recipe-reveal.tsx';

/** A visitor's trial recipe: shown once, not saved; printing and keeping it need an account. */
export function TrialRecipe({ recipe }: { recipe: RecipeData }) {
  // The confetti greets the recipe once: a reload or a Back to this entry shows it quietly.
  const [fresh] = useState(() => !isRevealed(window.history.state));
  useEffect(() => {
    if (fresh) markRevealed();
  }, [fresh]);
  return (
    <>
      {fresh && <RecipeReveal />}
      <RecipeView
        recipe={recipe}
        focusTitle={fresh}
        actions={
          <>
            <Link to="/register-benefits" className={buttonClasses('outline')}>
              <Printer aria-hidden className="size-4" />
              Print Recipe
            </Link>
            <Link to="/auth" state={{ returnTo: '/wizard' }} className={buttonClasses('primary')}>
              <UserPlus aria-hidden className="size-4" />
              Create an Account to Keep It
            </Link>
            <Link to="/" className={buttonClasses('outline')}>
              <Home aria-hidden className="size-4" />
              Back to Home
            </Link>
          </>
        }
      />
    </>
  );
}

function isRevealed(historyState: unknown): boolean {
  return typeof historyState === 'object' && historyState !== null && 'revealed' in historyState;
}

/** Marks this history entry (beside the router's own state) as already celebrated. */
function markRevealed(): void {
  const current: unknown = window.history.state;
  const base = typeof current === 'object' && current !== null ? current : {};
  window.history.replaceState({ ...base, revealed: true }, '');
}
