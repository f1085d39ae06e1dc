import { NAMELESS_HERO, recipeTypeLabel, type RecipeCard } from '@feastforge/domain';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { cx } from '../lib/cx.ts';
import { RarityBadge } from './rarity-badge.tsx';
import { CARD_IMAGE_SIZES, RecipePicture } from './recipe-picture.tsx';

interface PublicRecipeCardProps {
  recipe: RecipeCard;
  /** How wide the image shows (`sizes`); the grid's widths by default. */
  imageSizes?: string;
  /** Heading level of the title inside its section. */
  headingLevel?: 2 | 3;
  /** The first cards of a page load their image at once; the rest when scrolled near. */
  eager?: boolean;
  /** Hide the author line (a hero's own tome). */
  hideAuthor?: boolean;
  className?: string;
}

/**
 * A published recipe as the Feast Hall, the home page and a hero's tome show it: image, type and
 * rarity badges, title, description and author. The whole card opens /recipe/{id}.
 */
export const PublicRecipeCard = memo(function PublicRecipeCard({
  recipe,
  imageSizes = CARD_IMAGE_SIZES,
  headingLevel = 2,
  eager = false,
  hideAuthor = false,
  className,
}: PublicRecipeCardProps) {
  // One recipe can show twice on a page (the home carousel and its latest cards).
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-md shadow-black/5 transition focus-within:border-accent hover:border-accent',
        className,
      )}
    >
      <RecipePicture
        src={recipe.image}
        sizes={imageSizes}
        alt=""
        width={800}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold">
            {recipeTypeLabel(recipe.recipeType)}
          </span>
          <RarityBadge rarity={recipe.rarity} className="px-2 py-0.5 text-xs" />
        </div>
        <Heading id={titleId} className="line-clamp-2 font-display text-lg leading-snug font-bold">
          <Link
            to={`/recipe/${recipe.id}`}
            className="rounded outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
          >
            {recipe.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted">{recipe.description}</p>
        {!hideAuthor && (
          <p className="mt-auto pt-1 text-xs text-muted">
            by <span className="font-semibold text-fg">{recipe.author.displayName ?? NAMELESS_HERO}</span>
          </p>
        )}
      </div>
    </article>
  );
});
