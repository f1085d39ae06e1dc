import type { RecipeData } from '@feastforge/domain';
import { Home, Printer, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { RecipeView } from '../recipe-view.tsx';
import { RecipeReveal } from './recipe-reveal.tsx';

/** A visitor's trial recipe: shown once, not saved; printing and keeping it need an account. */
export function TrialRecipe({ recipe }: { recipe: RecipeData }) {
  return (
    <>
      <RecipeReveal />
      <RecipeView
        recipe={recipe}
        actions={
          <>
            <Link to="/register-benefits" className={buttonClasses('gold')}>
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
