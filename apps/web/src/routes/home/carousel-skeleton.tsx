import { RecipeCardSkeleton } from '../../components/recipe-card-skeleton.tsx';
/** Spec 'Home': three card-shaped placeholders while the carousel's recipes are on their way. */
export function CarouselSkeleton() {
  return (
    <section
      aria-busy="true"
      aria-labelledby="home-carousel-loading"
      className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6"
    >
      <h2 id="home-carousel-loading" className="sr-only">
        Loading recipes
      </h2>
      <ul className="-ml-4 flex overflow-hidden" data-testid="carousel-skeleton">
        {[0, 1, 2].map((index) => (
          <li key={index} className="min-w-0 flex-none basis-full pl-4 sm:basis-1/2 lg:basis-1/3">
            <RecipeCardSkeleton />
          </li>
        ))}
      </ul>
    </section>
  );
}
