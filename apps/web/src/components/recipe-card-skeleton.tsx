/** A card-shaped placeholder (image, badges, title, description) while recipes are on their way. */
export function RecipeCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface">
      <div className="aspect-[4/3] bg-surface-2 motion-safe:animate-pulse" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-4 w-1/3 rounded bg-surface-2 motion-safe:animate-pulse" />
        <div className="h-5 w-3/4 rounded bg-surface-2 motion-safe:animate-pulse" />
        <div className="h-4 w-full rounded bg-surface-2 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
