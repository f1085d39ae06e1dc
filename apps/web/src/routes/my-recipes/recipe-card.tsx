import { recipeTypeLabel } from '@feastforge/domain';
import { Eye, EyeOff, Printer, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { RarityBadge } from '../../components/rarity-badge.tsx';
import { CARD_IMAGE_SIZES, RecipePicture } from '../../components/recipe-picture.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { LocalRecipe } from '../../data/tome-db.ts';

interface RecipeCardProps {
  recipe: LocalRecipe;
  onTogglePublish(recipe: LocalRecipe): void;
  onPrint(recipe: LocalRecipe): void;
  onDelete(recipe: LocalRecipe): void;
}

/** One tome recipe: the whole card opens it; its buttons publish, print or delete. */
export const RecipeCard = memo(function RecipeCard({ recipe, onTogglePublish, onPrint, onDelete }: RecipeCardProps) {
  const { title, description, image, rarity, recipeType } = recipe.recipeData;
  const titleId = `recipe-title-${recipe.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-md shadow-black/5 transition focus-within:border-accent hover:border-accent"
    >
      <RecipePicture src={image} sizes={CARD_IMAGE_SIZES} alt="" loading="lazy" decoding="async" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <RarityBadge rarity={rarity} className="px-2 py-0.5 text-xs" />
          <span className="rounded-full bg-surface-2 px-2 py-0.5 font-semibold">{recipeTypeLabel(recipeType)}</span>
          {recipe.isPublished && (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-fg">In the Feast Hall</span>
          )}
        </div>
        <h2 id={titleId} className="line-clamp-2 font-display text-lg leading-snug font-bold">
          <Link
            to={`/recipe/${recipe.id}`}
            className="rounded outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
          >
            {title}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-muted">{description}</p>
        <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={recipe.isPublished}
            aria-label={`${recipe.isPublished ? 'Unpublish' : 'Publish'} ${title}`}
            onClick={() => onTogglePublish(recipe)}
          >
            {recipe.isPublished ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
            {recipe.isPublished ? 'Unpublish' : 'Publish'}
          </Button>
          <Button variant="outline" size="sm" aria-label={`Print ${title}`} onClick={() => onPrint(recipe)}>
            <Printer aria-hidden className="size-4" />
            Print
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${title}`}
            className="ml-auto text-danger"
            onClick={() => onDelete(recipe)}
          >
            <Trash2 aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">Delete</span>
          </Button>
        </div>
      </div>
    </article>
  );
});
