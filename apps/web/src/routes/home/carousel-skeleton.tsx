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
            <div className="overflow-hidden rounded-2xl border border-border bg-surface">
              <div className="aspect-[4/3] bg-surface-2 motion-safe:animate-pulse" />
              <div className="flex flex-col gap-3 p-4">
                <div className="h-4 w-1/3 rounded bg-surface-2 motion-safe:animate-pulse" />
                <div className="h-5 w-3/4 rounded bg-surface-2 motion-safe:animate-pulse" />
                <div className="h-4 w-full rounded bg-surface-2 motion-safe:animate-pulse" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
