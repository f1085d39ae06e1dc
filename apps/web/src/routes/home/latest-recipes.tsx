import type { RecipeCard } from '@feastforge/domain';
import { Divider } from '../../components/page-shell.tsx';
import { PublicRecipeCard } from '../../components/public-recipe-card.tsx';

const LATEST_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, calc(100vw - 32px)';

/** Spec 'Home' (b): up to five of the newest published recipes as cards; absent when there are none. */
export function LatestRecipes({ recipes }: { recipes: readonly RecipeCard[] }) {
  if (recipes.length === 0) return null;
  return (
    <section aria-labelledby="latest-title" className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <div className="text-center">
        <h2 id="latest-title" className="text-3xl font-bold">
          Latest from the Feast Hall
        </h2>
        <Divider />
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {recipes.map((recipe) => (
          <li key={recipe.id}>
            <PublicRecipeCard recipe={recipe} headingLevel={3} imageSizes={LATEST_IMAGE_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
